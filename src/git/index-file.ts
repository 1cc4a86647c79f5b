/**
 * The snapshots' index files read without git (versions 2 to 4, SHA-1 or SHA-256): one walk
 * over the entries for three uses. Each stands in for a git command on the way to or from
 * every agent call, where the step's speed guard cannot afford a process:
 *
 * - racyFloor: the stat times of the racy-write rule (`git ls-files --debug` prints them, as
 *   about 140 bytes of text per entry). Git compares stats in whole seconds and re-reads a
 *   file only when its recorded mtime is at or after the index file's mtime ("racily
 *   clean"). An entry stat'ed in the second the index was written, whose mtime is older (set
 *   back, or a chmod or rename in that second), would be trusted after an agent rewrote it in
 *   that same second with the same size and the mtime put back: its ctime, the one time the
 *   agent cannot set, is still in that second.
 * - marked: whether the user marked an entry assume-unchanged or skip-worktree (`ls-files -v`
 *   lists every entry to say so).
 * - diffIndexes: the writes of a step, as `git diff-index --cached` of the first snapshot's
 *   tree against the second's index would name them (a `write-tree` and a `diff-index`).
 *   Only for "plain" indexes, whose tree write-tree would write entry for entry: every entry
 *   at stage 0, none intent-to-add, no sparse directory. The snapshots' own indexes are
 *   (add -A stages every path; no split or sparse index); for any other, git compares.
 */
import type { EntryKind } from './output.js'

/** "DIRC", the version, the entry count. */
const HEADER = 12
/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
const STAT_BYTES = 40
const MODE_AT = 24
const ASSUME_VALID = 0x8000
const EXTENDED = 0x4000
const STAGE = 0x3000
const NAME_MASK = 0xfff
/** In the second flags word that extended entries carry. */
const SKIP_WORKTREE = 0x4000
const INTENT_TO_ADD = 0x2000
/** Object id sizes to try, SHA-1 then SHA-256: the file does not say which. */
const HASH_SIZES = [20, 32] as const

const KINDS = new Map<number, EntryKind>([
  [0o100644, 'file'],
  [0o100755, 'executable'],
  [0o120000, 'symlink'],
  [0o160000, 'gitlink']
])

export interface IndexFile {
  bytes: Buffer
  hashBytes: number
  /** Where each entry starts in `bytes`. */
  at: Int32Array
  /** Where each entry's path lies in `names` (the bytes, or version 4's names decoded). */
  names: Buffer
  nameStart: Int32Array
  nameEnd: Int32Array
  /** Every entry a file, link or gitlink at stage 0, none intent-to-add (see the top). */
  plain: boolean
  /** An entry is marked assume-unchanged or skip-worktree. */
  marked: boolean
}

// Plain byte reads: Buffer.readUInt*BE checks its bounds on every call.
const u16 = (bytes: Buffer, at: number): number =>
  ((bytes[at] as number) << 8) | (bytes[at + 1] as number)
const u32 = (bytes: Buffer, at: number): number =>
  (bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + u16(bytes, at + 2)

/** A version-4 name: drop as many bytes of the previous name as a varint says, add the rest. */
function prefixName(bytes: Buffer, at: number, previous: Buffer): [Buffer, number] | undefined {
  let value = 0
  let shift = 0
  let byte: number
  do {
    if (at >= bytes.length) return undefined
    byte = bytes[at++] as number
    // git's offset varint: each continuation adds one before shifting.
    value = shift === 0 ? byte & 0x7f : ((value + 1) << 7) | (byte & 0x7f)
    shift += 7
  } while (byte & 0x80)
  const end = bytes.indexOf(0, at)
  if (end < 0 || value > previous.length) return undefined
  const kept = previous.subarray(0, previous.length - value)
  return [Buffer.concat([kept, bytes.subarray(at, end)]), end + 1]
}

// Typed arrays and offsets, no object per entry: a hundred thousand of them would only feed
// the collector.
function walk(bytes: Buffer, hashBytes: number): IndexFile | undefined {
  const version = bytes.readUInt32BE(4)
  const count = bytes.readUInt32BE(8)
  if (count > bytes.length / (STAT_BYTES + hashBytes + 3)) return undefined
  const at = new Int32Array(count)
  const nameStart = new Int32Array(count)
  const nameEnd = new Int32Array(count)
  const decoded: Buffer[] = []
  let decodedLength = 0
  let plain = true
  let marked = false
  let previous: Buffer = Buffer.alloc(0)
  let offset = HEADER
  for (let i = 0; i < count; i++) {
    const fixed = STAT_BYTES + hashBytes + 2
    if (offset + fixed > bytes.length) return undefined
    const flags = u16(bytes, offset + STAT_BYTES + hashBytes)
    let name = offset + fixed
    if (flags & STAGE || !KINDS.has(u32(bytes, offset + MODE_AT))) plain = false
    if (flags & ASSUME_VALID) marked = true
    if (flags & EXTENDED) {
      if (version < 3 || name + 2 > bytes.length) return undefined
      const more = u16(bytes, name)
      if (more & INTENT_TO_ADD) plain = false
      if (more & SKIP_WORKTREE) marked = true
      name += 2
    }
    at[i] = offset
    if (version === 4) {
      const read = prefixName(bytes, name, previous)
      if (!read) return undefined
      ;[previous, offset] = read
      nameStart[i] = decodedLength
      decodedLength += previous.length
      nameEnd[i] = decodedLength
      decoded.push(previous)
    } else {
      const length = flags & NAME_MASK
      const end = length < NAME_MASK ? name + length : bytes.indexOf(0, name)
      if (end < 0 || end > bytes.length) return undefined
      nameStart[i] = name
      nameEnd[i] = end
      // One to eight NULs pad each entry to a multiple of eight bytes.
      offset += Math.floor((end - offset + 8) / 8) * 8
    }
  }
  // The extensions end where the trailing checksum starts. A split index keeps most entries
  // (and their times) in another file; a sparse one has directories in place of files.
  const end = bytes.length - hashBytes
  while (offset + 8 <= end) {
    const signature = bytes.toString('latin1', offset, offset + 4)
    if (signature === 'link') return undefined
    if (signature === 'sdir') plain = false
    offset += 8 + bytes.readUInt32BE(offset + 4)
  }
  if (offset !== end) return undefined
  const names = version === 4 ? Buffer.concat(decoded, decodedLength) : bytes
  return { bytes, hashBytes, at, names, nameStart, nameEnd, plain, marked }
}

const read = new WeakMap<Buffer, IndexFile | undefined>()

/** The entries of an index file, or undefined when the bytes are not an index git wrote whole. */
export function readIndex(bytes: Buffer): IndexFile | undefined {
  if (read.has(bytes)) return read.get(bytes)
  let index: IndexFile | undefined
  const version = bytes.length >= HEADER ? bytes.readUInt32BE(4) : 0
  if (bytes.toString('latin1', 0, 4) === 'DIRC' && version >= 2 && version <= 4) {
    for (const hashBytes of HASH_SIZES) {
      index = walk(bytes, hashBytes)
      if (index) break
    }
  }
  read.set(bytes, index)
  return index
}

/**
 * The second to give the index file's mtime so that git re-reads every entry whose ctime is
 * at or after `second` (the index's own mtime), not only those whose mtime is: the lowest
 * mtime among them, or `second` itself. Undefined when the file cannot be read as an index,
 * or when such an entry has an mtime git's rule cannot reach (second 0).
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

export interface EntryChange {
  path: string
  before: EntryKind
  after: EntryKind
}

const kindAt = (index: IndexFile, i: number): EntryKind =>
  KINDS.get(u32(index.bytes, (index.at[i] as number) + MODE_AT)) as EntryKind

const pathOf = (index: IndexFile, i: number): string =>
  index.names.toString('utf8', index.nameStart[i], index.nameEnd[i])

/** Byte order of two names, as git sorts them (a loop: a native call per entry costs more). */
function compareNames(a: IndexFile, i: number, b: IndexFile, j: number): number {
  let x = a.nameStart[i] as number
  let y = b.nameStart[j] as number
  const xEnd = a.nameEnd[i] as number
  const yEnd = b.nameEnd[j] as number
  for (; x < xEnd && y < yEnd; x++, y++) {
    const d = (a.names[x] as number) - (b.names[y] as number)
    if (d !== 0) return d
  }
  return xEnd - x - (yEnd - y)
}

/** Same mode and object id. */
function sameEntry(a: IndexFile, i: number, b: IndexFile, j: number): boolean {
  const x = (a.at[i] as number) + MODE_AT
  const y = (b.at[j] as number) + MODE_AT
  if (u32(a.bytes, x) !== u32(b.bytes, y)) return false
  for (let k = STAT_BYTES - MODE_AT; k < STAT_BYTES - MODE_AT + a.hashBytes; k++)
    if (a.bytes[x + k] !== b.bytes[y + k]) return false
  return true
}

/**
 * What changed from index `a` to index `b`, in path order (both keep their entries sorted by
 * name bytes, as git does); undefined unless both are plain and of one hash size.
 */
export function diffIndexes(a: IndexFile, b: IndexFile): EntryChange[] | undefined {
  if (!a.plain || !b.plain || a.hashBytes !== b.hashBytes) return undefined
  const changes: EntryChange[] = []
  let i = 0
  let j = 0
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
