/**
 * The snapshots' index files read without git (versions 2 to 4, SHA-1 or SHA-256): no git
 * command computes the racy floor, and the marks come from the same walk (sparing an
 * `ls-files -v` on every step's way).
 *
 * - racyFloor, the racy-write rule. Git re-reads a file only when its recorded mtime is at or
 *   after the index file's mtime (in whole seconds). An entry stat'ed in the second the index
 *   was written, whose mtime is older, would be trusted after an agent rewrote it in that
 *   second with the same size and the mtime put back: its ctime, which the agent cannot set,
 *   is still in that second. Without a floor the agent waits a second instead.
 * - marked, the user's assume-unchanged or skip-worktree marks.
 */

/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
const STAT_BYTES = 40

// Plain byte reads (Buffer.readUInt*BE checks its bounds on every call).
const u16 = (bytes: Buffer, at: number): number =>
  ((bytes[at] as number) << 8) | (bytes[at + 1] as number)
const u32 = (bytes: Buffer, at: number): number =>
  (bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + u16(bytes, at + 2)

function walk(bytes: Buffer, hashBytes: number, second: number) {
  const version = u32(bytes, 4)
  const count = u32(bytes, 8)
  if (count > bytes.length / (STAT_BYTES + hashBytes + 3)) return undefined
  let [marked, lowest, offset] = [false, second, 12]
  for (let i = 0; i < count; i++) {
    let name = offset + STAT_BYTES + hashBytes + 2
    if (name > bytes.length) return undefined
    const flags = u16(bytes, name - 2)
    if (flags & 0x8000) marked = true // assume-unchanged
    if (flags & 0x4000) {
      if (version < 3 || name + 2 > bytes.length) return undefined
      if (u16(bytes, name) & 0x4000) marked = true // skip-worktree
      name += 2
    }
    const mtime = u32(bytes, offset + 8)
    if (u32(bytes, offset) >= second && mtime < lowest) lowest = mtime
    if (version === 4) {
      // A varint (how much of the previous name to drop), then the rest of the name and a NUL.
      while (name < bytes.length && (bytes[name] as number) & 0x80) name++
      const end = bytes.indexOf(0, name + 1)
      if (end < 0) return undefined
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
  for (; offset + 8 <= end; offset += 8 + u32(bytes, offset + 4)) {
    if (bytes.toString('latin1', offset, offset + 4) === 'link') return undefined
  }
  return offset === end ? { marked, floor: lowest >= 1 ? lowest : undefined } : undefined
}

/**
 * The marks, and the second to give the index file's mtime so that git re-reads every entry
 * whose ctime is at or after `second` (the index's own mtime), not only those whose mtime is:
 * the lowest mtime among them, or `second` itself; undefined when such an entry has an mtime
 * git's rule cannot reach (second 0). Undefined when the bytes are not an index git wrote whole.
 */
export function readIndex(bytes: Buffer, second = 0) {
  const version = bytes.length >= 12 ? u32(bytes, 4) : 0
  if (bytes.toString('latin1', 0, 4) !== 'DIRC' || version < 2 || version > 4) return undefined
  // The file does not say its hash: SHA-1, else SHA-256.
  return walk(bytes, 20, second) ?? walk(bytes, 32, second)
}

export function racyFloor(bytes: Buffer, second: number): number | undefined {
  return readIndex(bytes, second)?.floor
}
