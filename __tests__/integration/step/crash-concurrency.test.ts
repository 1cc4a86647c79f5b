/**
 * `ralph step` as a real process: killed with SIGKILL at points inside the step chosen by its
 * own progress (before or after each of its git calls, by a tripwire at its process runner),
 * and two of them started at the same instant on the same PRD.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { readEvents } from '../../../src/loop/record/events.js'
import { parsePrdText } from '../../../src/loop/prd/prd.js'
import { RUNNER_OWNED_FIELDS, type Prd, type Story } from '../../../src/loop/types.js'
import { fakeAgents, FakeAgents } from '../../helpers/agents.js'
import { gitTripwire } from '../../helpers/runner-tripwire.js'
import { tempDir } from '../../helpers/tmp.js'
import type { TestRepo } from '../../helpers/repo.js'
import {
  buildRalph,
  prdChanges,
  ralph,
  readPrd,
  startRalphChild,
  story,
  storyRepo
} from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents
let build: { dir: string; cleanup: () => void }
// A killed runner cannot remove its scratch folders: give the children their own TMPDIR.
let scratch: { dir: string; cleanup: () => void }

beforeEach(() => {
  scratch = tempDir('ralph-crash-tmp-')
})

beforeAll(async () => {
  build = await buildRalph()
})
afterAll(() => build.cleanup())

afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
  scratch.cleanup()
})

/** First attempt writes out of scope (a revert), the second passes. */
const SCENARIO = {
  '*': [
    [{ do: 'write', path: 'docs/guide.md', content: 'out of scope\n' }, { do: 'report' }],
    [{ do: 'report' }]
  ]
}

function runnerOwnedOnly(before: Story | undefined, after: Story | undefined): boolean {
  if (!before || !after) return false
  const owned = new Set<string>(RUNNER_OWNED_FIELDS)
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].every(
    key => owned.has(key) || JSON.stringify(before[key]) === JSON.stringify(after[key])
  )
}

/** The PRD is valid JSON in the old state, or the new one: one story's runner fields changed. */
function expectOldOrNew(beforeText: string, afterText: string): void {
  const parsed = parsePrdText(afterText, 'prd.json')
  expect(parsed.kind).toBe('ok')
  if (afterText === beforeText) return
  const before = JSON.parse(beforeText) as Prd
  const after = JSON.parse(afterText) as Prd
  const changed = prdChanges(before, after)
  expect(changed).toHaveLength(1)
  const id = changed[0]
  expect(
    runnerOwnedOnly(
      before.stories.find(s => s.id === id),
      after.stories.find(s => s.id === id)
    )
  ).toBe(true)
}

it('survives SIGKILL before and after each git call of a step, its revert included', async () => {
  // More stories than steps, so one is still open for the last step however many finished.
  const stories = Array.from({ length: 60 }, (_, i) =>
    story(`FIX-${String(i + 1).padStart(3, '0')}`, { priority: i + 1 })
  )
  repo = storyRepo(stories)
  fakes = fakeAgents(repo.dir)
  const base = fakes.env(SCENARIO, { TMPDIR: scratch.dir })
  const wire = gitTripwire(mkdirSync(join(scratch.dir, 'tripwire'), { recursive: true })!)
  const prdPath = join(repo.dir, 'prd.json')
  const args = ['step', '--quiet', '--max-attempts', '5']

  // Two whole steps, to count the git calls a step makes (the first has a reverted attempt, the
  // second passes at once): the kill points cycle over the shorter one, before and after each call.
  const spans: number[] = []
  for (let probe = 0; probe < 2; probe++) {
    const env = wire.env(base, 0, 'before')
    const child = await startRalphChild(build.dir, repo.dir, args, env)
    child.go()
    expect((await child.done).code).toBe(0)
    spans.push(wire.calls(env))
  }
  const span = Math.min(...spans)
  // A passing step makes 14: the repository and HEAD found, the user's index marks, per snapshot
  // the drivers to turn off, `add -A`, the ignored listing and the refs, then the drivers again,
  // the first snapshot's tree and its diff with the second; whatever else changes, two per
  // snapshot stay.
  expect(span).toBeGreaterThanOrEqual(4)
  // Every point once. The agent runs between two git calls: the points before it, which meet
  // only the leftovers of steps killed before any agent call, come again after the first
  // round, over the leftovers of steps killed during and after theirs (an attempt's writes and
  // report, its story_start line, its dead lock). The later points meet those already in the
  // first round, each after the previous trial's kill.
  const ROUND = 2 * span
  let beforeAgent = ROUND
  /** Point 0 is before call 1, point 1 after it, point 2 before call 2, and so on. */
  const killPoint = (point: number) => ({
    at: 1 + (point >> 1),
    when: point % 2 === 0 ? ('before' as const) : ('after' as const)
  })
  const trials = () => ROUND + beforeAgent
  const start = (point: number) => {
    const { at, when } = killPoint(point)
    return startRalphChild(build.dir, repo.dir, args, wire.env(base, at, when))
  }
  /** Runs one prepared child to its end and checks what it left; true when it was killed. */
  const trial = async (child: Awaited<ReturnType<typeof start>>): Promise<boolean> => {
    const beforeText = readFileSync(prdPath, 'utf8')
    child.go()
    const result = await child.done
    if (result.signal !== 'SIGKILL') expect(result.stderr).toBe('')
    expectOldOrNew(beforeText, readFileSync(prdPath, 'utf8'))
    // The log parses; a torn last line is allowed (and set aside by the next writer).
    await expect(readEvents(join(repo.dir, '.runtime/events.log'))).resolves.toBeDefined()
    return result.signal === 'SIGKILL'
  }
  let next = start(0)
  const outcomes = { killed: 0, finished: 0 }
  for (let n = 0; n < trials(); n++) {
    const child = await next
    // Load the next process while this one runs: module loading is not what is tested.
    next = start((n + 1) % ROUND)
    const agentCalls = fakes.calls().length
    const killed = await trial(child)
    if (n < ROUND && beforeAgent === ROUND && fakes.calls().length > agentCalls) beforeAgent = n
    outcomes[killed ? 'killed' : 'finished']++
  }
  // The agent ran in the first round, after the first snapshot's calls (two at least, above).
  expect(beforeAgent).toBeGreaterThanOrEqual(2 * 2)
  expect(beforeAgent).toBeLessThan(ROUND)
  ;(await next).kill('SIGKILL')
  // A step whose story passes at once is the shortest, so nearly every point is reached.
  expect(outcomes.killed).toBeGreaterThanOrEqual(trials() * 0.8)

  // The points only a step whose attempt fails reaches: the revert and what follows it, each
  // once, with an agent whose every attempt writes out of scope. A kill between its write and
  // the revert leaves the write, and the same write again would change nothing (the attempt
  // would pass): each trial starts without it. A failing step's calls are counted first (the
  // repository's first step, above, made more).
  const failingEnv = fakes.env({ '*': [SCENARIO['*'][0]] }, { TMPDIR: scratch.dir })
  const guide = join(repo.dir, 'docs', 'guide.md')
  const startFailing = (point: number) => {
    const { at, when } = killPoint(point)
    return startRalphChild(build.dir, repo.dir, args, wire.env(failingEnv, at, when))
  }
  const probe = wire.env(failingEnv, 0, 'before')
  rmSync(guide, { force: true })
  await trial(await startRalphChild(build.dir, repo.dir, args, probe))
  const failing = wire.calls(probe)
  expect(failing).toBeGreaterThan(span)
  next = startFailing(ROUND)
  for (let point = ROUND; point < 2 * failing; point++) {
    const child = await next
    next = startFailing(point + 1)
    rmSync(guide, { force: true })
    const killed = await trial(child)
    expect({ point: killPoint(point), killed }).toEqual({ point: killPoint(point), killed: true })
  }
  ;(await next).kill('SIGKILL')

  // After all that, a step still runs: the dead owners' locks are recovered.
  const after = await ralph(repo.dir, args, base)
  expect(after.stderr).toBe('')
  expect(after.stdout).toMatch(/^(PASS|FAIL) FIX-/)
  // Room for a loaded machine: each step also waits out its snapshot's second (up to 1 s).
}, 360_000)

it('two ralph processes at once: no story runs twice, no update is lost', async () => {
  const ids = ['FIX-001', 'FIX-002', 'FIX-003', 'FIX-004', 'FIX-005']
  repo = storyRepo(ids.map((id, i) => story(id, { priority: i + 1 })))
  fakes = fakeAgents(repo.dir)
  const env = fakes.env([{ do: 'report' }], { TMPDIR: scratch.dir })
  // A step and a two-step run, released at the same instant.
  const first = await startRalphChild(build.dir, repo.dir, ['step', '--quiet'], env)
  const second = await startRalphChild(build.dir, repo.dir, ['run', '2', '--quiet'], env)
  first.go()
  second.go()
  const results = await Promise.all([first.done, second.done])
  for (const result of results) {
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
  }
  const passes = results.flatMap(r => r.stdout.split('\n').filter(l => l.startsWith('PASS')))
  expect(passes.sort()).toEqual(
    ['FIX-001', 'FIX-002', 'FIX-003'].map(
      id => `PASS ${id} (attempt 1): report .ralph/reports/${id}.md`
    )
  )
  expect(
    fakes
      .calls()
      .map(call => call.story)
      .sort()
  ).toEqual(['FIX-001', 'FIX-002', 'FIX-003'])
  expect(readPrd(repo.dir).stories.map(s => s.passes)).toEqual([true, true, true, false, false])
  const { events } = await readEvents(join(repo.dir, '.runtime/events.log'))
  expect(events.filter(e => e.event === 'scope_violation')).toEqual([])
  expect(
    events
      .filter(e => e.event === 'story_pass')
      .map(e => e.story)
      .sort()
  ).toEqual(['FIX-001', 'FIX-002', 'FIX-003'])
  // From story_start to its outcome, no other run wrote a line: steps never overlapped.
  let inside: string | undefined
  for (const event of events) {
    if (inside !== undefined) expect(event.run).toBe(inside)
    if (event.event === 'story_start') inside = event.run
    if (event.event === 'story_pass' || event.event === 'story_fail') inside = undefined
  }
})

it('SIGTERM during the agent call: exit 130, the writes reverted, the PRD unchanged', async () => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents(repo.dir)
  const env = fakes.env([{ do: 'write', path: 'src/a.ts', content: 'half\n' }, { do: 'hang' }], {
    TMPDIR: scratch.dir
  })
  const prdBefore = readFileSync(join(repo.dir, 'prd.json'), 'utf8')
  const child = await startRalphChild(
    build.dir,
    repo.dir,
    ['step', '--kill-grace-seconds', '1'],
    env
  )
  child.go()
  // The fake records its call first thing, then writes, then hangs.
  while (fakes.calls().length === 0) await new Promise(done => setTimeout(done, 20))
  while (readFileSync(join(repo.dir, 'src/a.ts'), 'utf8') !== 'half\n') {
    await new Promise(done => setTimeout(done, 20))
  }
  child.kill('SIGTERM')
  const result = await child.done
  expect(result.code).toBe(EXIT.interrupted)
  // The attempt's start line (not a terminal: no line redrawn), then why it ended.
  expect(result.stderr).toBe(
    'RUN FIX-001 (attempt 1 of 3) with codex 0.171.0, timeout 900 s\n' +
      'ralph step: Interrupted during the agent call of FIX-001; its writes were reverted.\n'
  )
  expect(readFileSync(join(repo.dir, 'src/a.ts'), 'utf8')).toBe('export const a = 1\n')
  expect(readFileSync(join(repo.dir, 'prd.json'), 'utf8')).toBe(prdBefore)
})
