import { clashingPath } from '../../../src/loop/bundle/publish.js'

describe('clashingPath: what a later bundle of one publish may not write', () => {
  const claimed = new Map([
    ['src/a.ts', 'FIX-001'],
    ['lib/util', 'FIX-003']
  ])

  it.each([
    [['src/a.ts'], { path: 'src/a.ts', story: 'FIX-001' }],
    [['docs/x.md', 'src/a.ts'], { path: 'src/a.ts', story: 'FIX-001' }],
    [['lib/util/x.ts'], { path: 'lib/util/x.ts', story: 'FIX-003' }],
    [['src/a.ts/x'], { path: 'src/a.ts/x', story: 'FIX-001' }],
    [['lib'], { path: 'lib', story: 'FIX-003' }],
    [['src/a.tsx'], undefined],
    [['src/b.ts', 'lib/utility.ts'], undefined],
    [[], undefined]
  ])('%j -> %j', (paths, expected) => {
    expect(clashingPath(paths, claimed)).toEqual(expected)
  })
})
