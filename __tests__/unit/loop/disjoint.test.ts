import { disjoint, expandBraces, globsOverlap } from '../../../src/loop/plan/disjoint.js'
import { parallelPlan } from '../../../src/loop/plan/parallel.js'
import type { Prd } from '../../../src/loop/types.js'
import { story } from '../../helpers/story-repo.js'

// Reports outside every scope below, so the scopes decide.
const fix = (id: string, scope: string[]) =>
  story(id, { scope, acceptance_criteria: [`Created reports/${id}.txt`] })

describe('the disjointness proof (what ralph plan --explain prints)', () => {
  it.each<[string, string[], string[], 'disjoint' | 'overlap', string]>([
    [
      'a folder and a folder inside it',
      ['lib/**'],
      ['lib/a/**'],
      'overlap',
      'lib/** and lib/a/** can both match lib/a/x'
    ],
    [
      'markdown anywhere and docs',
      ['**/*.md'],
      ['docs/**'],
      'overlap',
      '**/*.md and docs/** can both match docs/x.md'
    ],
    [
      'two folders',
      ['src/**'],
      ['docs/**'],
      'disjoint',
      'no path can match both scopes (src/** vs docs/**)'
    ],
    [
      'two extensions in one tree',
      ['src/**/*.ts'],
      ['src/**/*.md'],
      'disjoint',
      'no path can match both scopes (src/**/*.ts vs src/**/*.md)'
    ],
    [
      '.ts and .d.ts',
      ['src/*.ts'],
      ['src/*.d.ts'],
      'overlap',
      'src/*.ts and src/*.d.ts can both match src/x.d.ts'
    ],
    [
      'a negation does not make a proof',
      ['src/**', '!src/gen/**'],
      ['src/gen/**'],
      'overlap',
      'src/** and src/gen/** can both match src/gen/x'
    ],
    [
      'brace sets, expanded',
      ['{src,lib}/**'],
      ['lib/util/*.ts'],
      'overlap',
      'lib/** and lib/util/*.ts can both match lib/util/x.ts'
    ],
    [
      'brace sets that miss',
      ['src/*.{ts,js}'],
      ['src/*.{md,txt}'],
      'disjoint',
      'no path can match both scopes (src/*.ts, src/*.js vs src/*.md, src/*.txt)'
    ],
    [
      'a dotfile and a star (dot: true)',
      ['*'],
      ['.eslintrc.json'],
      'overlap',
      '* and .eslintrc.json can both match .eslintrc.json'
    ],
    [
      'a dotfolder and a named folder',
      ['.config/**'],
      ['config/**'],
      'disjoint',
      'no path can match both scopes (.config/** vs config/**)'
    ],
    [
      'a leading ./ is the same path',
      ['./src/**'],
      ['src/a.ts'],
      'overlap',
      'src/** and src/a.ts can both match src/a.ts'
    ],
    [
      'character class',
      ['src/[ab].ts'],
      ['src/c.ts'],
      'disjoint',
      'no path can match both scopes (src/[ab].ts vs src/c.ts)'
    ],
    [
      'two wildcards with different prefixes',
      ['src/foo*'],
      ['src/bar*'],
      'disjoint',
      'no path can match both scopes (src/foo* vs src/bar*)'
    ],
    [
      'two wildcards that can meet',
      ['src/a*'],
      ['src/*b'],
      'overlap',
      'src/a* and src/*b can both match src/axb'
    ]
  ])('%s', (_name, left, right, kind, reason) => {
    const proof = disjoint(fix('A-1', left), fix('B-1', right))
    expect(proof).toEqual({ kind, reason })
  })

  it('names a base-tree file in both scopes', () => {
    expect(
      disjoint(fix('A-1', ['src/**']), fix('B-1', ['**/*.ts']), ['README.md', 'src/a.ts'])
    ).toEqual({
      kind: 'overlap',
      reason: "the base tree's src/a.ts is in both scopes"
    })
  })

  it('pairs audit stories by their reports, and a fix with an audit whose report it cannot write', () => {
    const audit = (id: string, report: string) =>
      story(id, { mode: 'audit', acceptance_criteria: [`Created ${report}`] })
    expect(disjoint(audit('A-1', 'r/a.md'), audit('A-2', 'r/b.md'))).toEqual({
      kind: 'disjoint',
      reason: 'both write only their own, different reports'
    })
    expect(disjoint(audit('A-1', 'r/a.md'), audit('A-2', 'r/a.md'))).toEqual({
      kind: 'overlap',
      reason: 'both write the report r/a.md'
    })
    expect(disjoint(fix('F-1', ['r/**']), audit('A-1', 'r/a.md'))).toEqual({
      kind: 'overlap',
      reason: "F-1 may write A-1's report r/a.md"
    })
    expect(disjoint(fix('F-1', ['src/**']), audit('A-1', 'r/a.md'))).toEqual({
      kind: 'disjoint',
      reason: "one writes only its report r/a.md, outside the other's scope"
    })
  })

  it('expands braces, nested, and leaves ranges alone', () => {
    expect(expandBraces('a/{b,c/{d,e}}.ts')).toEqual(['a/b.ts', 'a/c/d.ts', 'a/c/e.ts'])
    expect(expandBraces('a/{1..3}.ts')).toEqual(['a/{1..3}.ts'])
    expect(globsOverlap('a/{1..3}.ts', 'a/2.ts')).toBe('can both match a/2.ts')
  })
})

describe('parallelPlan', () => {
  it('takes stories in selection order, skips one that may collide, stops at --max', () => {
    const prd: Prd = {
      stories: [
        story('FIX-001', { priority: 1, scope: ['src/**'] }),
        story('FIX-002', { priority: 2, scope: ['src/lib/**'] }),
        story('FIX-003', { priority: 3, scope: ['docs/**'] }),
        story('FIX-004', { priority: 4, scope: ['test/**'] }),
        story('FIX-005', { priority: 5, scope: ['bench/**'] }),
        story('FIX-000', { priority: 1, scope: ['x/**'], passes: true, completed_at: 'x' })
      ]
    }
    const plan = parallelPlan(prd, 'fixing', 3, [])
    expect(plan.matrix).toEqual({
      include: [{ story: 'FIX-001' }, { story: 'FIX-003' }, { story: 'FIX-004' }]
    })
    expect(plan.decisions.map(d => [d.story, d.chosen, d.reasons[d.reasons.length - 1]])).toEqual([
      ['FIX-001', true, 'first in selection order'],
      [
        'FIX-002',
        false,
        'may collide with FIX-001: src/** and src/lib/** can both match src/lib/x'
      ],
      ['FIX-003', true, 'disjoint from FIX-001: no path can match both scopes (src/** vs docs/**)'],
      [
        'FIX-004',
        true,
        'disjoint from FIX-003: no path can match both scopes (docs/** vs test/**)'
      ],
      ['FIX-005', false, 'the matrix is full (--max 3)']
    ])
  })
})
