/**
 * The racy-write rule on made-up index files, byte by byte as git lays them out (versions 2
 * to 4, SHA-1 and SHA-256, extended flags, long names, extensions): the floor is the lowest
 * mtime among the entries whose ctime is in or after the index's second, and any file that
 * is not a whole index (or is a split one) gives no floor, so the step waits instead.
 */
import { racyFloor } from '../../../src/git/index-file.js'

interface Entry {
  name: string
  ctime: number
  mtime: number
  assumeValid?: boolean
  skipWorktree?: boolean
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16BE(value)
  return bytes
}

/** An index file as git writes it; `extensions` as [signature, data] pairs. */
function indexFile(
  version: 2 | 3 | 4,
  hashBytes: 20 | 32,
  entries: Entry[],
  extensions: Array<[string, Buffer]> = []
): Buffer {
  const parts: Buffer[] = [Buffer.from('DIRC'), u32(version), u32(entries.length)]
  for (const entry of entries) {
    const extended = entry.skipWorktree === true
    const stat = [entry.ctime, 0, entry.mtime, 0, 1, 2, 0o100644, 0, 0, 7].map(u32)
    const name = Buffer.from(entry.name)
    const flags =
      (entry.assumeValid ? 0x8000 : 0) | (extended ? 0x4000 : 0) | Math.min(name.length, 0xfff)
    const fixed = Buffer.concat([...stat, Buffer.alloc(hashBytes, 0xab), u16(flags)])
    const more = extended ? u16(0x4000) : Buffer.alloc(0)
    if (version === 4) {
      // Nothing of the previous name kept: a varint 0, then the whole name and a NUL.
      parts.push(fixed, more, Buffer.from([0]), name, Buffer.from([0]))
    } else {
      const length = fixed.length + more.length + name.length
      const padding = 8 - (length % 8)
      parts.push(fixed, more, name, Buffer.alloc(padding))
    }
  }
  for (const [signature, data] of extensions)
    parts.push(Buffer.from(signature), u32(data.length), data)
  parts.push(Buffer.alloc(hashBytes, 0xcd))
  return Buffer.concat(parts)
}

const SECOND = 1_700_000_000
const ENTRIES: Entry[] = [
  // Changed before the index's second: git's own rule is enough.
  { name: 'old.ts', ctime: SECOND - 100, mtime: SECOND - 200 },
  // Changed in the index's second with the mtime set back: the floor must reach it.
  { name: 'src/set-back.ts', ctime: SECOND, mtime: SECOND - 50 },
  { name: 'src/now.ts', ctime: SECOND, mtime: SECOND },
  { name: `${'deep/'.repeat(900)}long-name.ts`, ctime: SECOND + 1, mtime: SECOND - 20 }
]

const LAYOUTS = ([2, 3, 4] as const).flatMap(version =>
  ([20, 32] as const).map(hashBytes => ({ version, hashBytes }))
)

describe('racyFloor', () => {
  it.each(LAYOUTS)('version $version, $hashBytes-byte ids', ({ version, hashBytes }) => {
    const bytes = indexFile(version, hashBytes, ENTRIES)
    expect(racyFloor(bytes, SECOND)).toBe(SECOND - 50)
    // No entry changed in a later second: the index's own second stands.
    expect(racyFloor(bytes, SECOND + 10)).toBe(SECOND + 10)
  })

  it('reads past extended flags and extensions git may add', () => {
    const entries = [...ENTRIES, { name: 'sparse.ts', ctime: SECOND, mtime: 5, skipWorktree: true }]
    const bytes = indexFile(3, 20, entries, [['TREE', Buffer.alloc(13, 1)]])
    expect(racyFloor(bytes, SECOND)).toBe(5)
  })

  it('gives up on an entry whose mtime is second 0, which the rule cannot reach', () => {
    const bytes = indexFile(2, 20, [{ name: 'epoch.ts', ctime: SECOND, mtime: 0 }])
    expect(racyFloor(bytes, SECOND)).toBeUndefined()
  })

  it('gives up on a split index and on bytes that are not a whole index', () => {
    const whole = indexFile(2, 20, ENTRIES)
    expect(racyFloor(indexFile(2, 20, ENTRIES, [['link', Buffer.alloc(20)]]), SECOND)).toBe(
      undefined
    )
    expect(racyFloor(whole.subarray(0, whole.length - 30), SECOND)).toBeUndefined()
    expect(racyFloor(Buffer.from('not an index at all'), SECOND)).toBeUndefined()
    const version5 = Buffer.from(whole)
    version5.writeUInt32BE(5, 4)
    expect(racyFloor(version5, SECOND)).toBeUndefined()
  })
})
