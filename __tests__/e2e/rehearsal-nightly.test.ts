/**
 * examples/workflows/ralph-nightly.yml, rehearsed (see __tests__/helpers/rehearsal/): the agent
 * job and the publish job as GitHub runs them, with the bundled action and a fake codex.
 */
import type { Prd, Story } from '../../src/loop/types.js'
import type { JobRun } from '../helpers/rehearsal/runner.js'
import {
  expectJobs,
  leaks,
  rehearsalWorld,
  type RehearsalWorld
} from '../helpers/rehearsal/world.js'
import { prdText, story } from '../helpers/story-repo.js'

const NIGHTLY = 'ralph-nightly.yml'
const FIXED = { do: 'write', path: 'src/a.ts', content: 'export const a = 2\n' }
const OUTSIDE = { do: 'write', path: 'docs/guide.md', content: 'rewritten by the agent\n' }
const REPORT = { do: 'report' }

let w: RehearsalWorld
afterEach(() => w.cleanup())

function world(stories: Story[]): Promise<RehearsalWorld> {
  return rehearsalWorld({
    'prd.json': prdText(stories),
    'src/a.ts': 'export const a = 1\n',
    'docs/guide.md': 'guide\n'
  }).then(made => (w = made))
}

const prdOnMain = (): Prd => JSON.parse(w.origin(['show', 'main:prd.json'])) as Prd
const step = (job: JobRun, id: string) => job.steps.find(s => s.id === id || s.label === id)

describe(`${NIGHTLY}, rehearsed`, () => {
  it('a passing story: fix branch, pull request, ralph/scope status, the status commit on main', async () => {
    await world([story('FIX-001')])
    const base = w.origin(['rev-parse', 'main'])
    const run = await w.rehearse(NIGHTLY, w.schedule(), {
      scenario: { 'FIX-001': [[FIXED, REPORT]] }
    })

    expectJobs(run, [
      'agent: success [success success success success success]',
      'publish: success [success success success success]'
    ])
    expect(run.job('agent').outputs).toEqual({ bundle: 'true' })
    const head = w.origin(['rev-parse', 'refs/heads/ralph/FIX-001'])
    expect(w.origin(['rev-parse', `${head}^`])).toBe(base)
    expect(w.origin(['show', `${head}:src/a.ts`])).toBe('export const a = 2')
    expect(w.github.pulls).toMatchObject([{ number: 1, head: 'ralph/FIX-001', base: 'main' }])
    expect(w.github.statuses).toMatchObject([
      { sha: head, state: 'success', context: 'ralph/scope' }
    ])
    expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'ralph: FIX-001 passing',
      'the project',
      'initial'
    ])
    const url = `${w.server.url}/acme/api/pull/1`
    expect(prdOnMain().stories[0]).toMatchObject({ passes: true, pr_url: url })
    expect(step(run.job('publish'), 'Outcome')?.log).toBe(`story=FIX-001 result=passed pr=${url}\n`)
    // The fake codex's figures: in both jobs' outputs, the publish job's from the bundle.
    const usage = { 'tokens-in': '1200', 'tokens-out': '300', 'cost-usd': '' }
    expect(step(run.job('agent'), 'ralph')?.outputs).toMatchObject(usage)
    expect(step(run.job('publish'), 'ralph')?.outputs).toMatchObject(usage)
    expect(run.job('publish').summary).toMatch(/^## Ralph publish\n\n```mermaid\n/)
    expect(step(run.job('agent'), 'ralph')?.log).toContain(
      'RUN FIX-001 (attempt 1 of 3) with codex 0.171.0, timeout 900 s\n'
    )
    expect(w.calls().map(call => call.story)).toEqual(['FIX-001'])
    expect(leaks(run)).toEqual([])
  })

  it('a scope violation fails the agent job, and the publish job still records the failed attempt on main (no branch)', async () => {
    await world([story('FIX-001')])
    const run = await w.rehearse(NIGHTLY, w.schedule(), {
      scenario: { 'FIX-001': [[OUTSIDE, REPORT]] }
    })

    expectJobs(run, [
      'agent: failure [success success success failure success]',
      'publish: success [success success success success]'
    ])
    expect(step(run.job('agent'), 'ralph')?.log).toContain(
      '::error::Scope violation in FIX-001 (fail-on: violation).'
    )
    expect(w.origin(['log', '-1', '--format=%s', 'main'])).toBe(
      'ralph: FIX-001 scope violation (attempt 1 of 3)'
    )
    expect(prdOnMain().stories[0]).toMatchObject({ passes: false, attempts: 1 })
    expect(w.origin(['show', 'main:.runtime/events.log'])).toContain('"event":"scope_violation"')
    expect(w.origin(['for-each-ref', '--format=%(refname)', 'refs/heads'])).toBe('refs/heads/main')
    expect(w.github.pulls).toEqual([])
    expect(leaks(run)).toEqual([])
  })

  it('the attempt that reaches max-attempts skips the story; the next night runs no agent and publishes nothing', async () => {
    await world([story('FIX-001', { attempts: 2 })])
    const first = await w.rehearse(NIGHTLY, w.schedule(), {
      scenario: { 'FIX-001': [[OUTSIDE, REPORT]] }
    })
    expectJobs(first, [
      'agent: failure [success success success failure success]',
      'publish: success [success success success success]'
    ])
    expect(w.origin(['log', '-1', '--format=%s', 'main'])).toBe(
      'ralph: FIX-001 skipped after 3 attempts (scope violation)'
    )
    expect(prdOnMain().stories[0]).toMatchObject({ passes: false, attempts: 3, skipped: true })
    const recorded = w.origin(['rev-parse', 'main'])

    const next = await w.rehearse(NIGHTLY, w.schedule(), {
      scenario: { 'FIX-001': [[OUTSIDE, REPORT]] }
    })
    expectJobs(next, [
      'agent: success [success success success success skipped]',
      'publish: skipped []'
    ])
    expect(next.job('agent').outputs).toEqual({ bundle: 'false' })
    expect(step(next.job('agent'), 'ralph')?.log).toContain('No open fixing story in prd.json.')
    expect(w.calls()).toHaveLength(1)
    expect(w.origin(['rev-parse', 'main'])).toBe(recorded)
  })
})
