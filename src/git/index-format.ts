/**
 * The layout of git's index file (versions 2 to 4, SHA-1 or SHA-256) that ralph's two readers
 * share: index-entries.ts (the entries, for the writes of a step) and index-times.ts (the stat
 * times, for the racy-write rule).
 */

/** "DIRC", the version, the entry count. */
export const HEADER = 12
/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
export const STAT_BYTES = 40
export const EXTENDED = 0x4000
export const NAME_MASK = 0xfff
/** Object id sizes to try, SHA-1 then SHA-256: the file does not say which. */
export const HASH_SIZES = [20, 32] as const

// Plain byte reads: Buffer.readUInt*BE checks its bounds on every call, a hundred thousand
// entries times several fields.
export const u16 = (bytes: Buffer, at: number): number =>
  ((bytes[at] as number) << 8) | (bytes[at + 1] as number)
export const u32 = (bytes: Buffer, at: number): number =>
  (bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + u16(bytes, at + 2)

/** The index version (2 to 4), or undefined when the bytes are not an index. */
export function indexVersion(bytes: Buffer): number | undefined {
  if (bytes.length < HEADER || bytes.toString('latin1', 0, 4) !== 'DIRC') return undefined
  const version = bytes.readUInt32BE(4)
  return version >= 2 && version <= 4 ? version : undefined
}

/**
 * True when the extensions after `at` end exactly where the trailing checksum starts and none
 * of them has a signature in `refused`.
 */
export function extensionsFit(
  bytes: Buffer,
  at: number,
  hashBytes: number,
  refused: readonly string[]
): boolean {
  const end = bytes.length - hashBytes
  while (at + 8 <= end) {
    if (refused.includes(bytes.toString('latin1', at, at + 4))) return false
    at += 8 + bytes.readUInt32BE(at + 4)
  }
  return at === end
}
