/**
 * examples/workflows/ralph-parallel.yml, rehearsed (see __tests__/helpers/rehearsal/): the plan
 * job's matrix, one agent job per story (one of which violates its scope), one publish job.
 * Audit stories: the workflow's logic is the same for every mode, and fixes (pull requests,
 * statuses, each API write a second apart) are rehearsed in rehearsal-nightly.test.ts.
 */
import type { Prd } from '../../src/loop/types.js'
import { expectJobs, leaks, rehearsalWorld } from '../helpers/rehearsal/world.js'
import { prdText, story } from '../helpers/story-repo.js'

const REPORT = { do: 'report' }

it('ralph-parallel.yml, rehearsed: three stories at once, one violating; publish records all three', async () => {
  const w = await rehearsalWorld({
    'prd.json': prdText(
      [
        story('AUDIT-001', { mode: 'audit', scope: ['src/**'] }),
        story('AUDIT-002', { mode: 'audit', scope: ['docs/**'], priority: 2 }),
        story('AUDIT-003', { mode: 'audit', scope: ['test/**'], priority: 3 })
      ],
      'audit'
    ),
    'src/a.ts': 'export const a = 1\n',
    'docs/guide.md': 'guide\n'
  })
  try {
    const run = await w.rehearse('ralph-parallel.yml', w.schedule(), {
      scenario: {
        'AUDIT-001': [[REPORT]],
        'AUDIT-002': [[REPORT]],
        'AUDIT-003': [[{ do: 'write', path: 'README.md', content: 'taken over\n' }, REPORT]]
      }
    })

    expectJobs(run, [
      'plan: success [success success]',
      'agent: success [success success success success success]',
      'agent: success [success success success success success]',
      'agent: failure [success success success failure success]',
      'publish: success [success success success]'
    ])
    expect(run.jobs.map(job => job.matrix?.story)).toEqual([
      undefined,
      'AUDIT-001',
      'AUDIT-002',
      'AUDIT-003',
      undefined
    ])
    expect(run.jobs[3]?.steps[3]?.label).toBe('Run AUDIT-003, write its result bundle')
    expect(w.origin(['log', '-1', '--format=%B', 'main'])).toBe(
      [
        'ralph: 3 stories published',
        '',
        '- AUDIT-001 passing',
        '- AUDIT-002 passing',
        '- AUDIT-003 scope violation (attempt 1 of 3)'
      ].join('\n')
    )
    const prd = JSON.parse(w.origin(['show', 'main:prd.json'])) as Prd
    expect(prd.stories.map(s => [s.id, s.passes, s.attempts ?? 0])).toEqual([
      ['AUDIT-001', true, 0],
      ['AUDIT-002', true, 0],
      ['AUDIT-003', false, 1]
    ])
    expect(w.origin(['ls-tree', '-r', '--name-only', 'main', '.ralph/reports'])).toBe(
      '.ralph/reports/AUDIT-001.md\n.ralph/reports/AUDIT-002.md'
    )
    expect(w.origin(['show', 'main:README.md'])).toBe('# api')
    expect(leaks(run)).toEqual([])
  } finally {
    await w.cleanup()
  }
})
