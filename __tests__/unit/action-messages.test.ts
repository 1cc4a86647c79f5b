import { storyOf } from '../../src/action/check-scope.js'
import { describeError } from '../../src/action/result.js'
import { commitMessage, describeOutcome, resultOf } from '../../src/action/step-report.js'
import { markedStory } from '../../src/loop/bundle/pr-body.js'
import { cell, scopeSummaryMarkdown, stepSummaryMarkdown } from '../../src/github/summary.js'
import type { StepOutcome } from '../../src/loop/step.js'
import { AGENT_RUN as agent, story } from '../helpers/story-repo.js'

const pass: StepOutcome = {
  kind: 'pass',
  story: 'A-1',
  attempt: 1,
  agent,
  reportPath: '.ralph/reports/A-1.md',
  writtenBy: 'agent',
  writes: ['.ralph/reports/A-1.md'],
  before: story('A-1'),
  after: story('A-1', { passes: true })
}
const fail = (over: Partial<Extract<StepOutcome, { kind: 'fail' }>> = {}): StepOutcome => ({
  kind: 'fail',
  story: 'B-2',
  attempt: 2,
  agent,
  reason: 'agent exited with code 1',
  violations: [],
  writes: [],
  patch: null,
  skipped: false,
  maxAttempts: 3,
  unrestorable: [],
  forged: [],
  before: story('B-2'),
  after: story('B-2', { attempts: 2 }),
  ...over
})
const violation = [{ path: 'docs/x.md', reason: 'out-of-scope' as const, detail: 'outside' }]

describe('step messages', () => {
  it.each([
    [pass, 'ralph: A-1 passing\n\nReport: .ralph/reports/A-1.md\n'],
    [fail(), 'ralph: B-2 failed (attempt 2 of 3)\n\nagent exited with code 1\n'],
    [
      fail({ violations: violation }),
      'ralph: B-2 scope violation (attempt 2 of 3)\n\nagent exited with code 1\n'
    ],
    [
      fail({ skipped: true, attempt: 3 }),
      'ralph: B-2 skipped after 3 attempts (failed)\n\nagent exited with code 1\n'
    ]
  ])('commit message of %#', (outcome, message) => {
    expect(commitMessage(outcome)).toBe(message)
  })

  it('maps outcomes to the result output; a violation wins over the skip it caused', () => {
    expect(resultOf(undefined)).toBe('none')
    expect(resultOf(pass)).toBe('passed')
    expect(resultOf(fail())).toBe('failed')
    expect(resultOf(fail({ skipped: true }))).toBe('skipped')
    expect(resultOf(fail({ skipped: true, violations: violation }))).toBe('violation')
  })

  it('finds the story in the head branch first, then in the marker', () => {
    expect(
      storyOf(
        { head: { ref: 'ralph/FIX-1', sha: '' }, body: '<!-- ralph-story: X-9 -->' },
        'ralph/'
      )
    ).toBe('FIX-1')
    expect(
      storyOf({ head: { ref: 'feature', sha: '' }, body: 'a\n<!--ralph-story:X-9-->' }, 'ralph/')
    ).toBe('X-9')
    expect(storyOf({ head: { ref: 'ralph/', sha: '' }, body: '' }, 'ralph/')).toBeUndefined()
    expect(markedStory(null)).toBeUndefined()
  })

  it('logs an outcome so that no path or reason of the agent is a workflow command', () => {
    // The runner reads `::name::` at a line's start (spaces aside) and `##[name]` anywhere in it.
    const commands = (log: string): string[] => {
      let stopped: string | undefined
      return log.split('\n').flatMap(line => {
        const name = /^\s*::([^\s:]+)[^]*?::|##\[([^\s\]]+)/.exec(line)?.slice(1).find(Boolean)
        if (name === undefined || (stopped !== undefined && name !== stopped)) return []
        if (name === stopped) stopped = undefined
        else if (name === 'stop-commands') stopped = line.split('::')[2]
        return [name]
      })
    }
    const path = 'src/a\n::add-mask::passed\n::set-output name=result::passed\n##[error]forged.ts'
    const reason = 'scope violation: src/##[warning]x.ts (outside the scope)'
    const violations = [{ path, reason: 'out-of-scope' as const, detail: 'outside' }]
    const text = describeOutcome(fail({ reason, violations }), 'a1b2')
    expect(text).toContain('::add-mask::passed')
    expect(commands(text)).toEqual(['stop-commands', 'a1b2'])
    expect(commands(describeOutcome(pass))).toEqual(['stop-commands', expect.any(String)])
  })

  it('chains causes once each', () => {
    const error = new Error('Could not push', { cause: new Error('remote: denied') })
    expect(describeError(error)).toBe('Could not push\n  caused by: remote: denied')
  })
})

describe('summary markdown', () => {
  it('escapes table cells', () => {
    expect(cell('a|b\n<script>&')).toBe('a\\|b &lt;script&gt;&amp;')
  })

  it('renders a step with outcomes, violations and stories', () => {
    expect(
      stepSummaryMarkdown({
        prdPath: 'prd.json',
        mode: 'fixing',
        outcomes: [
          {
            storyId: 'A-1',
            result: 'passed',
            attempt: 1,
            detail: 'report r.md',
            pr: { kind: 'created', number: 3, url: 'https://github.com/o/r/pull/3' },
            usage: { tokens: { input: 12345, output: 678, cachedInput: 0 }, costUsd: 0.0123 }
          },
          {
            storyId: 'B-2',
            result: 'violation',
            attempt: 1,
            detail: 'scope violation',
            violations: ['docs/x.md']
          }
        ],
        stories: [
          {
            id: 'A-1',
            title: 'One | two',
            mode: 'fixing',
            status: 'passing',
            attempts: 0,
            prUrl: 'https://github.com/o/r/pull/3'
          },
          { id: 'B-2', title: 'Two', mode: 'fixing', status: 'open', attempts: 1 }
        ],
        pushNote: 'Status commit abc pushed to `main`.'
      })
    ).toBe(
      [
        '## Ralph step: prd.json',
        '',
        '```mermaid',
        'flowchart LR',
        '  subgraph fixing ["fixing: 1 passing, 1 open, 0 skipped"]',
        '    s0["A-1<br/>passing<br/>this run: passed, attempt 1"]',
        '    s1["B-2<br/>open<br/>1 failed attempt<br/>this run: violation, attempt 1"]',
        '  end',
        '  classDef passing fill:#dafbe1,stroke:#1a7f37,color:#000',
        '  class s0 passing',
        '  classDef open fill:#fff8c5,stroke:#9a6700,color:#000',
        '  class s1 open',
        '  classDef skipped fill:#ffebe9,stroke:#cf222e,color:#000',
        '  style s0 stroke-width:4px',
        '  style s1 stroke-width:4px',
        '```',
        '',
        '| Story | Result | Detail | Usage | Pull request |',
        '| --- | --- | --- | --- | --- |',
        '| A-1 | passed | report r.md | 12,345 in, 678 out, $0.01 | [#3](https://github.com/o/r/pull/3) (created) |',
        '| B-2 | violation | scope violation |  |  |',
        '',
        'Out of scope in B-2:',
        '',
        '- `docs/x.md`',
        '',
        'Status commit abc pushed to `main`.',
        '',
        '### Stories',
        '',
        '| Story | Title | Mode | Status | Attempts | Pull request |',
        '| --- | --- | --- | --- | --- | --- |',
        '| A-1 | One \\| two | fixing | passing | 0 | [link](https://github.com/o/r/pull/3) |',
        '| B-2 | Two | fixing | open | 1 |  |',
        ''
      ].join('\n')
    )
  })

  it('renders a scope check', () => {
    const text = scopeSummaryMarkdown({
      storyId: 'F-1',
      prdPath: 'prd.json',
      base: 'a'.repeat(40),
      head: 'b'.repeat(40),
      changed: 2,
      violations: [{ path: 'docs/`x`.md', reason: 'outside' }]
    })
    expect(text).toContain(
      'Story F-1 from prd.json at the base commit aaaaaaaaaaaa; 2 changed path(s) up to bbbbbbbbbbbb.'
    )
    expect(text).toContain("| `docs/'x'.md` | outside |")
  })
})
