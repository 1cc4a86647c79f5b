import { entryKind, parseRawDiff } from '../../../src/git/output.js'

const Z = '0'.repeat(40)
const A = 'a'.repeat(40)
const B = 'b'.repeat(40)

describe('parseRawDiff', () => {
  it('parses -z raw output with odd file names', () => {
    const out =
      `:100644 100644 ${A} ${B} M\0src/a b.ts\0` +
      `:000000 120000 ${Z} ${B} A\0src/link\nname\0` +
      `:160000 000000 ${A} ${Z} D\0vendor/lib\0` +
      `:100644 100755 ${A} ${A} M\0bin/run\0` +
      `:100644 120000 ${A} ${B} T\0swap\0`
    expect(parseRawDiff(out)).toEqual([
      { path: 'src/a b.ts', before: 'file', after: 'file', beforeId: A, afterId: B, status: 'M' },
      {
        path: 'src/link\nname',
        before: 'none',
        after: 'symlink',
        beforeId: Z,
        afterId: B,
        status: 'A'
      },
      {
        path: 'vendor/lib',
        before: 'gitlink',
        after: 'none',
        beforeId: A,
        afterId: Z,
        status: 'D'
      },
      {
        path: 'bin/run',
        before: 'file',
        after: 'executable',
        beforeId: A,
        afterId: A,
        status: 'M'
      },
      { path: 'swap', before: 'file', after: 'symlink', beforeId: A, afterId: B, status: 'T' }
    ])
  })

  it('returns nothing for empty output', () => {
    expect(parseRawDiff('')).toEqual([])
  })

  it('names the bad input it cannot parse', () => {
    expect(() => parseRawDiff('garbage\0path\0')).toThrow('near "garbage"')
    expect(() => entryKind('100664')).toThrow("unknown git mode '100664'")
  })
})
