/**
 * The snapshots' index files read without git (versions 2 to 4, SHA-1 or SHA-256), one walk for
 * three answers (docs/architecture.md):
 * - racyFloor, the racy-write rule, which no git command computes. Git re-reads a file only when
 *   its recorded mtime is at or after the index file's mtime (whole seconds). An entry stat'ed in
 *   the second the index was written, whose mtime is older, would be trusted after an agent
 *   rewrote it in that second with the same size and the mtime put back; its ctime, which the
 *   agent cannot set, is in that second. Without the floor the agent waits up to a second before
 *   every call. Tests: __tests__/unit/git/index-file.test.ts, __tests__/integration/git/
 *   index-times.test.ts, racy-writes.test.ts.
 * - marked, the user's assume-unchanged or skip-worktree marks (else `ls-files -v` every step).
 * - diffIndexes, the writes of a step, for "plain" indexes only (every entry at stage 0, none
 *   intent-to-add, no sparse directory); else git compares. No security test needs it: it stays
 *   for the step's speed guard, since git's `write-tree` and `diff-index` in its place measured
 *   +20 ms of git's CPU per step at 10,000 files (bench/step-pair.ts, 80 → 100 ms). Tests:
 *   __tests__/integration/git/index-diff.test.ts.
 */
import type { EntryKind } from './output.js'

/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
const STAT_BYTES = 40
const MODE_AT = 24
const KINDS = new Map<number, EntryKind>([
  [0o100644, 'file'],
  [0o100755, 'executable'],
  [0o120000, 'symlink'],
  [0o160000, 'gitlink']
])

/** `at`: where each entry starts in `bytes`; its path is in `names` (version 4's decoded). */
export type IndexFile = NonNullable<ReturnType<typeof walk>>

// Typed arrays and offsets, no object per entry.
const u16 = (bytes: Buffer, at: number): number =>
  ((bytes[at] as number) << 8) | (bytes[at + 1] as number)
const u32 = (bytes: Buffer, at: number): number =>
  (bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + u16(bytes, at + 2)

function walk(bytes: Buffer, hashBytes: number) {
  const version = u32(bytes, 4)
  const count = u32(bytes, 8)
  if (count > bytes.length / (STAT_BYTES + hashBytes + 3)) return undefined
  const at = new Int32Array(count)
  const nameStart = new Int32Array(count)
  const nameEnd = new Int32Array(count)
  const decoded: Buffer[] = []
  let [plain, marked, offset, length] = [true, false, 12, 0]
  let previous = Buffer.alloc(0)
  for (let i = 0; i < count; i++) {
    let name = offset + STAT_BYTES + hashBytes + 2
    if (name > bytes.length) return undefined
    const flags = u16(bytes, name - 2)
    // A stage other than 0, or a mode that no tree entry has.
    if (flags & 0x3000 || !KINDS.has(u32(bytes, offset + MODE_AT))) plain = false
    if (flags & 0x8000) marked = true // assume-unchanged
    if (flags & 0x4000) {
      if (version < 3 || name + 2 > bytes.length) return undefined
      const more = u16(bytes, name)
      if (more & 0x2000) plain = false // intent-to-add
      if (more & 0x4000) marked = true // skip-worktree
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
      if (end < 0 || drop > previous.length) return undefined
      previous = Buffer.concat([
        previous.subarray(0, previous.length - drop),
        bytes.subarray(name, end)
      ])
      decoded.push(previous)
      nameStart[i] = length
      length += previous.length
      nameEnd[i] = length
      offset = end + 1
    } else {
      const end = (flags & 0xfff) < 0xfff ? name + (flags & 0xfff) : bytes.indexOf(0, name)
      if (end < 0 || end > bytes.length) return undefined
      nameStart[i] = name
      nameEnd[i] = end
      offset += Math.floor((end - offset + 8) / 8) * 8 // one to eight NULs of padding
    }
  }
  // The extensions end where the checksum starts. A split index keeps most entries (and
  // their times) in another file; a sparse one has directories in place of files.
  const end = bytes.length - hashBytes
  for (; offset + 8 <= end; offset += 8 + u32(bytes, offset + 4)) {
    const signature = bytes.toString('latin1', offset, offset + 4)
    if (signature === 'link') return undefined
    if (signature === 'sdir') plain = false
  }
  if (offset !== end) return undefined
  const names = version === 4 ? Buffer.concat(decoded, length) : bytes
  return { bytes, hashBytes, at, names, nameStart, nameEnd, plain, marked }
}

/** The entries of an index file, or undefined when the bytes are not an index git wrote whole. */
export function readIndex(bytes: Buffer): IndexFile | undefined {
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
  const index = readIndex(bytes)
  if (!index) return undefined
  let lowest = second
  for (const at of index.at) {
    const mtime = u32(bytes, at + 8)
    if (u32(bytes, at) >= second && mtime < lowest) lowest = mtime
  }
  return lowest >= 1 ? lowest : undefined
}

type EntryChange = { path: string; before: EntryKind; after: EntryKind }

const kindAt = (index: IndexFile, i: number): EntryKind =>
  KINDS.get(u32(index.bytes, (index.at[i] as number) + MODE_AT)) as EntryKind

const pathOf = (index: IndexFile, i: number): string =>
  index.names.toString('utf8', index.nameStart[i], index.nameEnd[i])

/** Byte order of two names, as git sorts them. */
function compareNames(a: IndexFile, i: number, b: IndexFile, j: number): number {
  let [x, y] = [a.nameStart[i] as number, b.nameStart[j] as number]
  const [xEnd, yEnd] = [a.nameEnd[i] as number, b.nameEnd[j] as number]
  for (; x < xEnd && y < yEnd; x++, y++) {
    const d = (a.names[x] as number) - (b.names[y] as number)
    if (d !== 0) return d
  }
  return xEnd - x - (yEnd - y)
}

function sameEntry(a: IndexFile, i: number, b: IndexFile, j: number): boolean {
  const [x, y] = [(a.at[i] as number) + MODE_AT, (b.at[j] as number) + MODE_AT]
  if (u32(a.bytes, x) !== u32(b.bytes, y)) return false
  for (let k = STAT_BYTES - MODE_AT; k < STAT_BYTES - MODE_AT + a.hashBytes; k++)
    if (a.bytes[x + k] !== b.bytes[y + k]) return false
  return true
}

/**
 * What changed from index `a` to index `b`, in path order (git keeps entries sorted by name
 * bytes); undefined unless both are plain and of one hash size.
 */
export function diffIndexes(a: IndexFile, b: IndexFile): EntryChange[] | undefined {
  if (!a.plain || !b.plain || a.hashBytes !== b.hashBytes) return undefined
  const changes: EntryChange[] = []
  let [i, j] = [0, 0]
  while (i < a.at.length || j < b.at.length) {
    const order = i >= a.at.length ? 1 : j >= b.at.length ? -1 : compareNames(a, i, b, j)
    if (order < 0) changes.push({ path: pathOf(a, i), before: kindAt(a, i++), after: 'none' })
    else if (order > 0) changes.push({ path: pathOf(b, j), before: 'none', after: kindAt(b, j++) })
    else {
      if (!sameEntry(a, i, b, j))
        changes.push({ path: pathOf(a, i), before: kindAt(a, i), after: kindAt(b, j) })
      i++
      j++
    }
  }
  return changes
}
