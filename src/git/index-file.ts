/**
 * The racy-write floor, read from the snapshots' own index files (versions 2 to 4, SHA-1 or
 * SHA-256) without git, because no git command computes it (docs/architecture.md). Git re-reads
 * a file only when its recorded mtime is at or after the index file's mtime (whole seconds). An
 * entry stat'ed in the second the index was written, whose mtime is older, would be trusted
 * after an agent rewrote it in that second with the same size and the mtime put back; its
 * ctime, which the agent cannot set, is in that second. Without the floor the agent waits up to
 * a second before every call. Tests: __tests__/unit/git/index-file.test.ts,
 * __tests__/integration/git/index-times.test.ts, racy-writes.test.ts.
 */

/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
const STAT_BYTES = 40

// Big-endian fields.
const u16 = (bytes: Buffer, at: number): number =>
  ((bytes[at] as number) << 8) | (bytes[at + 1] as number)
const u32 = (bytes: Buffer, at: number): number =>
  (bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + u16(bytes, at + 2)

function walk(bytes: Buffer, hashBytes: number) {
  const version = u32(bytes, 4)
  const count = u32(bytes, 8)
  if (count > bytes.length / (STAT_BYTES + hashBytes + 3)) return undefined
  const at = new Int32Array(count)
  let [offset, previous] = [12, 0]
  for (let i = 0; i < count; i++) {
    let name = offset + STAT_BYTES + hashBytes + 2
    if (name > bytes.length) return undefined
    const flags = u16(bytes, name - 2)
    if (flags & 0x4000) {
      if (version < 3 || name + 2 > bytes.length) return undefined
      name += 2
    }
    at[i] = offset
    if (version === 4) {
      // Drop as many bytes of the previous name as git's offset varint says, add the rest.
      let drop = -1
      let byte = 0x80
      while (byte & 0x80) {
        if (name >= bytes.length) return undefined
        byte = bytes[name++] as number
        drop = ((drop + 1) << 7) | (byte & 0x7f)
      }
      const end = bytes.indexOf(0, name)
      if (end < 0 || drop > previous) return undefined
      previous += end - name - drop
      offset = end + 1
    } else {
      const end = (flags & 0xfff) < 0xfff ? name + (flags & 0xfff) : bytes.indexOf(0, name)
      if (end < 0 || end > bytes.length) return undefined
      offset += Math.floor((end - offset + 8) / 8) * 8 // one to eight NULs of padding
    }
  }
  // The extensions end where the checksum starts. A split index keeps most entries (and
  // their times) in another file.
  const end = bytes.length - hashBytes
  for (; offset + 8 <= end; offset += 8 + u32(bytes, offset + 4))
    if (bytes.toString('latin1', offset, offset + 4) === 'link') return undefined
  if (offset !== end) return undefined
  return at
}

/** Where each entry of an index file starts; undefined unless git wrote the index whole. */
function entryOffsets(bytes: Buffer): Int32Array | undefined {
  const version = bytes.length >= 12 ? u32(bytes, 4) : 0
  if (bytes.toString('latin1', 0, 4) !== 'DIRC' || version < 2 || version > 4) return undefined
  // The file does not say its hash: SHA-1, else SHA-256.
  return walk(bytes, 20) ?? walk(bytes, 32)
}

/**
 * The second to give the index file's mtime so that git re-reads every entry whose ctime is
 * at or after `second` (the index's own mtime), not only those whose mtime is: the lowest
 * mtime among them, or `second` itself. Undefined when the bytes are no index, or when such
 * an entry has an mtime git's rule cannot reach (second 0).
 */
export function racyFloor(bytes: Buffer, second: number): number | undefined {
  const offsets = entryOffsets(bytes)
  if (!offsets) return undefined
  let lowest = second
  for (const at of offsets) {
    const mtime = u32(bytes, at + 8)
    if (u32(bytes, at) >= second && mtime < lowest) lowest = mtime
  }
  return lowest >= 1 ? lowest : undefined
}
