/**
 * The stat times git keeps per entry in an index file (versions 2 to 4, SHA-1 or SHA-256),
 * read without git: only what the racy-write rule of snapshot.ts needs.
 *
 * Git compares stats in whole seconds and re-reads a file only when its recorded mtime is at
 * or after the index file's mtime ("racily clean"). An entry stat'ed in the second the index
 * was written, whose mtime is older (set back, or a chmod or rename in that second), would be
 * trusted after an agent rewrote it in that same second with the same size and the mtime put
 * back: its ctime, the one time the agent cannot set, is still in that second.
 *
 * Why not ask git: `git ls-files --debug` prints these times, but as about 140 bytes of text
 * per entry (1.4 MB at 10,000 files) in a process of its own, on the way to every agent call:
 * more than the step's whole speed guard. This walk reads two numbers and a flag per entry.
 */

/** "DIRC", the version, the entry count. */
const HEADER = 12
/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
const STAT_BYTES = 40
const EXTENDED = 0x4000
const NAME_MASK = 0xfff
const ASSUME_VALID = 0x8000
/** In the second flags word that extended entries carry. */
const SKIP_WORKTREE = 0x4000
/** Object id sizes to try, SHA-1 then SHA-256: the file does not say which. */
const HASH_SIZES = [20, 32] as const

// Plain byte reads: Buffer.readUInt*BE checks its bounds on every call.
const u16 = (bytes: Buffer, at: number): number =>
  ((bytes[at] as number) << 8) | (bytes[at + 1] as number)
const u32 = (bytes: Buffer, at: number): number =>
  (bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + u16(bytes, at + 2)

interface EntryStat {
  ctime: number
  mtime: number
  /** Assume-unchanged or skip-worktree: git would not compare the file at all. */
  marked: boolean
}

/** Byte offset after the entries, or undefined when they do not fit the file. */
function walkEntries(
  bytes: Buffer,
  hashBytes: number,
  visit: (entry: EntryStat) => void
): number | undefined {
  const version = bytes.readUInt32BE(4)
  const count = bytes.readUInt32BE(8)
  let at = HEADER
  // One object for all entries: a hundred thousand of them would only feed the collector.
  const entry: EntryStat = { ctime: 0, mtime: 0, marked: false }
  for (let i = 0; i < count; i++) {
    const fixed = STAT_BYTES + hashBytes + 2
    if (at + fixed > bytes.length) return undefined
    const flags = u16(bytes, at + STAT_BYTES + hashBytes)
    let name = at + fixed
    let marked = (flags & ASSUME_VALID) !== 0
    if (flags & EXTENDED) {
      if (version < 3 || name + 2 > bytes.length) return undefined
      marked ||= (u16(bytes, name) & SKIP_WORKTREE) !== 0
      name += 2
    }
    entry.ctime = u32(bytes, at)
    entry.mtime = u32(bytes, at + 8)
    entry.marked = marked
    visit(entry)
    if (version === 4) {
      // A varint (how much of the previous name to drop), then the rest of the name, NUL-ended.
      while (name < bytes.length && (bytes[name] as number) & 0x80) name++
      const end = bytes.indexOf(0, name + 1)
      if (end < 0) return undefined
      at = end + 1
    } else {
      const length = flags & NAME_MASK
      const end = length < NAME_MASK ? name + length : bytes.indexOf(0, name)
      if (end < 0) return undefined
      // One to eight NULs pad each entry to a multiple of eight bytes.
      at += Math.floor((end - at + 8) / 8) * 8
    }
  }
  return at
}

/**
 * True when the extensions after `at` end exactly where the trailing checksum starts and none
 * is a split index's link (its entries, and their times, live in another file).
 */
function extensionsFit(bytes: Buffer, at: number, hashBytes: number): boolean {
  const end = bytes.length - hashBytes
  while (at + 8 <= end) {
    if (bytes.toString('latin1', at, at + 4) === 'link') return false
    at += 8 + bytes.readUInt32BE(at + 4)
  }
  return at === end
}

/**
 * Folds every entry of an index file into a value, `fold` starting afresh for each hash
 * size tried; undefined when the bytes are not an index git wrote whole.
 */
function foldEntries<T>(bytes: Buffer, fold: () => Fold<T>): T | undefined {
  if (bytes.length < HEADER || bytes.toString('latin1', 0, 4) !== 'DIRC') return undefined
  const version = bytes.readUInt32BE(4)
  if (version < 2 || version > 4) return undefined
  for (const hashBytes of HASH_SIZES) {
    const { visit, result } = fold()
    const end = walkEntries(bytes, hashBytes, visit)
    if (end !== undefined && extensionsFit(bytes, end, hashBytes)) return result()
  }
  return undefined
}

interface Fold<T> {
  visit: (entry: EntryStat) => void
  result: () => T
}

/**
 * The second to give the index file's mtime so that git re-reads every entry whose ctime is
 * at or after `second` (the index's own mtime), not only those whose mtime is: the lowest
 * mtime among them, or `second` itself. Undefined when the file cannot be read as an index,
 * or when such an entry has an mtime git's rule cannot reach (second 0).
 */
export function racyFloor(bytes: Buffer, second: number): number | undefined {
  const floor = foldEntries(bytes, () => {
    let lowest = second
    return {
      visit: ({ ctime, mtime }) => {
        if (ctime >= second && mtime < lowest) lowest = mtime
      },
      result: () => lowest
    }
  })
  return floor !== undefined && floor >= 1 ? floor : undefined
}

/** Whether an entry is marked assume-unchanged or skip-worktree; undefined when unreadable. */
export function hasMarkedEntries(bytes: Buffer): boolean | undefined {
  return foldEntries(bytes, () => {
    let marked = false
    return {
      visit: entry => {
        marked ||= entry.marked
      },
      result: () => marked
    }
  })
}
