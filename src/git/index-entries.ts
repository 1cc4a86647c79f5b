/**
 * The entries of an index file (versions 2 to 4, SHA-1 or SHA-256) read without git, and the
 * difference of two of them as `git diff-tree -r` of their trees would print it: the writes
 * of a step come from the snapshots' indexes without writing a tree or starting a process.
 *
 * Only an index whose tree write-tree would write entry for entry is read ("plain"): every
 * entry at stage 0, none intent-to-add, no sparse directory entry, not split. Anything else
 * is undefined, and the caller asks git.
 */
import {
  EXTENDED,
  extensionsFit,
  HASH_SIZES,
  HEADER,
  indexVersion,
  NAME_MASK,
  STAT_BYTES,
  u16,
  u32
} from './index-format.js'
import type { EntryKind } from './raw-diff.js'

const MODE_AT = 24
const STAGE = 0x3000
/** In the second flags word that extended entries carry. */
const INTENT_TO_ADD = 0x2000

const KINDS = new Map<number, EntryKind>([
  [0o100644, 'file'],
  [0o100755, 'executable'],
  [0o120000, 'symlink'],
  [0o160000, 'gitlink']
])

/** Offsets into the index bytes; names in `names` (the bytes, or decoded version-4 names). */
export interface IndexEntries {
  bytes: Buffer
  hashBytes: number
  /** Where each entry starts in `bytes`. */
  at: Int32Array
  names: Buffer
  nameStart: Int32Array
  nameEnd: Int32Array
  /** Where the entries end (the extensions start). */
  end: number
}

/** The name of a version-4 entry: drop `strip` bytes of the previous name, append the rest. */
function prefixName(bytes: Buffer, at: number, previous: Buffer): [Buffer, number] | undefined {
  let strip = 0
  let shift = 0
  let byte: number
  // git's offset varint: each continuation adds one before shifting.
  let value = 0
  do {
    if (at >= bytes.length) return undefined
    byte = bytes[at++] as number
    value = shift === 0 ? byte & 0x7f : ((value + 1) << 7) | (byte & 0x7f)
    shift += 7
  } while (byte & 0x80)
  strip = value
  const end = bytes.indexOf(0, at)
  if (end < 0 || strip > previous.length) return undefined
  const name = Buffer.concat([
    previous.subarray(0, previous.length - strip),
    bytes.subarray(at, end)
  ])
  return [name, end + 1]
}

function readWith(bytes: Buffer, hashBytes: number): IndexEntries | undefined {
  const version = bytes.readUInt32BE(4)
  const count = bytes.readUInt32BE(8)
  if (count > bytes.length / (STAT_BYTES + hashBytes + 3)) return undefined
  const at = new Int32Array(count)
  const nameStart = new Int32Array(count)
  const nameEnd = new Int32Array(count)
  const decoded: Buffer[] = []
  let decodedLength = 0
  let previous: Buffer = Buffer.alloc(0)
  let offset = HEADER
  for (let i = 0; i < count; i++) {
    const fixed = STAT_BYTES + hashBytes + 2
    if (offset + fixed > bytes.length) return undefined
    const flags = u16(bytes, offset + STAT_BYTES + hashBytes)
    if (flags & STAGE || !KINDS.has(u32(bytes, offset + MODE_AT))) return undefined
    let name = offset + fixed
    if (flags & EXTENDED) {
      if (version < 3 || name + 2 > bytes.length) return undefined
      if (u16(bytes, name) & INTENT_TO_ADD) return undefined
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
  // A split index keeps entries in another file, a sparse one directories in place of files.
  if (!extensionsFit(bytes, offset, hashBytes, ['link', 'sdir'])) return undefined
  const names = version === 4 ? Buffer.concat(decoded, decodedLength) : bytes
  return { bytes, hashBytes, at, names, nameStart, nameEnd, end: offset }
}

/** The entries of a plain index, or undefined (see the top of this file). */
export function readIndexEntries(bytes: Buffer): IndexEntries | undefined {
  if (indexVersion(bytes) === undefined) return undefined
  for (const hashBytes of HASH_SIZES) {
    const entries = readWith(bytes, hashBytes)
    if (entries) return entries
  }
  return undefined
}

export interface EntryChange {
  path: string
  before: EntryKind
  after: EntryKind
}

function kindAt(entries: IndexEntries, i: number): EntryKind {
  return KINDS.get(u32(entries.bytes, (entries.at[i] as number) + MODE_AT)) as EntryKind
}

function nameOf(entries: IndexEntries, i: number): string {
  return entries.names.toString('utf8', entries.nameStart[i], entries.nameEnd[i])
}

/** Byte order of two names, as git sorts them (a loop: one native call per entry costs more). */
function compareNames(a: IndexEntries, i: number, b: IndexEntries, j: number): number {
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

/** Same mode and same object id. */
function sameEntry(a: IndexEntries, i: number, b: IndexEntries, j: number): boolean {
  const x = a.at[i] as number
  const y = b.at[j] as number
  if (u32(a.bytes, x + MODE_AT) !== u32(b.bytes, y + MODE_AT)) return false
  if (a.hashBytes !== b.hashBytes) return false
  for (let k = STAT_BYTES; k < STAT_BYTES + a.hashBytes; k++) {
    if (a.bytes[x + k] !== b.bytes[y + k]) return false
  }
  return true
}

const entryEnd = (entries: IndexEntries, i: number): number =>
  i < entries.at.length ? (entries.at[i] as number) : entries.end

/**
 * Whether the `n` entries from `i` in `a` and from `j` in `b` are the same bytes, in one
 * native comparison. Entries `i` and `j` have the same name: each pair of entries then has
 * the same name too (a version-4 name is built from the one before it), mode and object id.
 */
function sameBlock(a: IndexEntries, i: number, b: IndexEntries, j: number, n: number): boolean {
  if (a.hashBytes !== b.hashBytes) return false
  const x = a.at[i] as number
  const y = b.at[j] as number
  return b.bytes.compare(a.bytes, x, entryEnd(a, i + n), y, entryEnd(b, j + n)) === 0
}

/**
 * What changed from `a` to `b`, in path order: both lists are sorted by name bytes, as git
 * keeps them, so one merge walk finds every change with no object for an unchanged entry.
 * Runs of identical entries (nearly all of them between two snapshots) are passed over in
 * blocks that double while they match and halve when they do not.
 */
export function diffIndexEntries(a: IndexEntries, b: IndexEntries): EntryChange[] {
  const changes: EntryChange[] = []
  let i = 0
  let j = 0
  let block = 1
  while (i < a.at.length || j < b.at.length) {
    const order = i >= a.at.length ? 1 : j >= b.at.length ? -1 : compareNames(a, i, b, j)
    if (order < 0) {
      changes.push({ path: nameOf(a, i), before: kindAt(a, i), after: 'none' })
      i++
    } else if (order > 0) {
      changes.push({ path: nameOf(b, j), before: 'none', after: kindAt(b, j) })
      j++
    } else {
      const n = Math.min(block, a.at.length - i, b.at.length - j)
      if (sameBlock(a, i, b, j, n)) {
        i += n
        j += n
        block = n * 2
        continue
      }
      if (n > 1) {
        block = n >> 1
        continue
      }
      if (!sameEntry(a, i, b, j))
        changes.push({ path: nameOf(a, i), before: kindAt(a, i), after: kindAt(b, j) })
      i++
      j++
    }
  }
  return changes
}
