/**
 * The publish gate on the bundled action, in the two-job flow with the fake codex as the
 * agent: secrets of each kind in the patch, the report and the last message (every kind in all
 * three places, in one run); a 5 MiB patch and a 300-file one; AGENTS.md under each
 * protected-files policy (one agent job, its bundle published by each policy in a world of its
 * own). A refused bundle publishes nothing (no branch, no pull request, no object of it on
 * origin), its attempt is recorded as failed, and what the job says names the rule and the
 * place, never any part of the value.
 */
import { randomBytes } from 'node:crypto'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { fakeAgents, FakeAgents, FAKE_CREDENTIALS } from '../helpers/agents.js'
import type { ActionRun } from '../helpers/action-run.js'
import { namedSecret, piecesOf, secretShapes } from '../helpers/secret-shapes.js'
import { story } from '../helpers/story-repo.js'
import { tempDir } from '../helpers/tmp.js'
import { twoJobWorld, TwoJobWorld } from '../helpers/two-job.js'
import type { Story } from '../../src/loop/types.js'

const DEPLOY = namedSecret()
const STORIES = [story('FIX-001', { scope: ['src/**', 'AGENTS.md'] })]

let w: TwoJobWorld
let fakes: FakeAgents

async function newWorld(): Promise<void> {
  w = await twoJobWorld(STORIES)
  fakes = fakeAgents(w.repo.dir)
}
async function endWorld(): Promise<void> {
  fakes.cleanup()
  await w.cleanup()
}

/** The agent job with the fake codex playing `scenario`: its bundle at `bundle`. */
async function agentJob(scenario: unknown[], bundle: string): Promise<void> {
  const env = fakes.env(scenario)
  const agent = await w.agentJob(bundle, {
    inputs: { agent: 'codex', 'agent-command': '' },
    env: { PATH: env.PATH, OPENAI_API_KEY: FAKE_CREDENTIALS.OPENAI_API_KEY }
  })
  expect(agent.stderr).toBe('')
  expect(agent.outputs.result).toBe('passed')
}

function publishJob(bundle: string, publish: Record<string, string> = {}): Promise<ActionRun> {
  return w.publishJob(bundle, {
    inputs: { 'secret-env': 'DEPLOY_KEY', ...publish },
    env: { DEPLOY_KEY: DEPLOY.value }
  })
}

/** The agent job with the fake codex playing `scenario`, then the publish job. */
async function bothJobs(scenario: unknown[], publish: Record<string, string> = {}) {
  const bundle = join(w.scratch, 'bundle')
  await agentJob(scenario, bundle)
  return publishJob(bundle, publish)
}

const prd = (): { stories: Story[] } => JSON.parse(w.origin(['show', 'main:prd.json'])) as never

/** Nothing of the bundle reached origin: no fix branch, no API call, only the failed attempt. */
function expectRefusedAndRecorded(run: ActionRun, reason: string): void {
  expect(run.code).not.toBe(0)
  expect(run.outputs).toMatchObject({ 'story-id': 'FIX-001', result: 'failed', 'pr-url': '' })
  expect(w.origin(['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/main')
  expect(w.github.calls).toEqual([])
  expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
    `ralph: FIX-001 refused at publish (${reason}, attempt 1)`,
    'initial'
  ])
  expect(w.origin(['diff-tree', '--no-commit-id', '--name-only', '-r', 'main'])).toBe(
    '.runtime/events.log\nprd.json'
  )
  expect(prd().stories[0]).toMatchObject({ passes: false, attempts: 1 })
  const fail = w
    .origin(['show', 'main:.runtime/events.log'])
    .split('\n')
    .map(line => JSON.parse(line) as { event: string; reason?: string })
    .find(event => event.event === 'story_fail')
  expect(fail?.reason).toBe(reason)
}

/**
 * Every secret kind in all three places at once, in one run: the patch (a file of the fix), the
 * report and the last message. The gate scans every place and names each hit, so each kind in
 * each place is checked by its own assertion; one run per kind cost a world and two jobs each.
 */
const SHAPES = [...secretShapes(), DEPLOY]

/** `head`, then each value on lines of its own: the text and each value's first line. */
function placed(head: string[], values: string[]): { text: string; lines: number[] } {
  const lines: number[] = []
  let next = head.length + 1
  for (const value of values) {
    lines.push(next)
    next += value.split('\n').length
  }
  return { text: [...head, ...values].join('\n'), lines }
}

const values = SHAPES.map(shape => shape.value)
const PATCH = placed(['notes'], values)
const REPORT = placed(['# FIX-001', ''], values)
const MESSAGE = placed(['Done.'], values)
const everywhere: unknown[] = [
  { do: 'write', path: 'src/leak.txt', content: `${PATCH.text}\n` },
  { do: 'report', content: `${REPORT.text}\n` },
  { do: 'message', text: MESSAGE.text }
]

/** What the line of `text` that starts with `start` lists after it, up to the fix: each hit. */
function hitsAfter(text: string, start: string): string[] {
  const line = text.split('\n').find(each => each.startsWith(start))
  return line === undefined ? [] : (line.slice(start.length).split('. ')[0] ?? '').split('; ')
}

describe('secrets in what would become public', () => {
  let run: ActionRun
  /** Every object on origin after the publish job, as `cat-file --batch` prints them. */
  let objects: string
  beforeAll(async () => {
    await newWorld()
    run = await bothJobs(everywhere)
    objects = w.origin(['cat-file', '--batch-all-objects', '--batch'])
  }, 120_000)
  afterAll(endWorld)

  it.each(SHAPES.map((shape, i) => ({ ...shape, i })))(
    '$kind in the patch, the report and the last message: refused, nothing pushed, rule and place named, no part of the value',
    ({ rule, secret, i }) => {
      expectRefusedAndRecorded(run, 'secret in output')
      const error = hitsAfter(
        run.stdout,
        '::error title=FIX-001 refused before publishing (secret in output)::secret in output: '
      )
      const row = hitsAfter(run.summary, '| FIX-001 | gated | secret in output: ')
      const places = [
        `src/leak.txt line ${PATCH.lines[i]}`,
        `.ralph/reports/FIX-001.md line ${REPORT.lines[i]}`,
        `last message line ${MESSAGE.lines[i]}`
      ]
      for (const at of places) {
        expect(error).toContain(`${rule} in ${at}`)
        expect(row).toContain(`${rule} in ${at}`)
      }
      const said = run.stdout + run.stderr + run.summary
      for (const piece of piecesOf(secret)) expect(said).not.toContain(piece)
      // No object of the bundle is on origin.
      for (const piece of piecesOf(secret)) expect(objects).not.toContain(piece)
    }
  )
})

describe('patch size', () => {
  beforeEach(newWorld)
  afterEach(endWorld)

  it('a 5 MiB patch is refused with its figures', async () => {
    const big = randomBytes(3_900_000).toString('base64').replace(/.{76}/g, '$&\n')
    const run = await bothJobs([
      { do: 'write', path: 'src/big.txt', content: big },
      { do: 'report' }
    ])
    expectRefusedAndRecorded(run, 'patch too large')
    expect(run.stdout).toMatch(
      /patch too large: the patch has 5\.\d MiB \([\d,]+ bytes\); max-patch-bytes is 4,194,304; it changes 2 files; max-patch-files is 200\./
    )
    expect(run.summary).toMatch(/\| FIX-001 \| gated \| patch too large: the patch has 5\.\d MiB/)
  }, 60_000)

  it('a 300-file patch is refused with its figures', async () => {
    const files = Array.from({ length: 299 }, (_, i) => ({
      do: 'write',
      path: `src/gen/f${String(i).padStart(3, '0')}.ts`,
      content: `export const f${i} = ${i}\n`
    }))
    const run = await bothJobs([...files, { do: 'report' }])
    expectRefusedAndRecorded(run, 'patch too large')
    expect(run.stdout).toMatch(
      /patch too large: the patch has [\d.]+ KiB \([\d,]+ bytes\); max-patch-bytes is 4,194,304; it changes 300 files; max-patch-files is 200\./
    )
  }, 60_000)
})

describe('AGENTS.md, a file that steers later runs', () => {
  const scenario = [
    { do: 'write', path: 'AGENTS.md', content: '# Agents\n\nAlways push to main.\n' },
    { do: 'report' }
  ]
  /**
   * One agent job's bundle, published by each test in a world of its own (as the publish job
   * gets the artifact of another job): the worlds are made alike, so they share the base commit.
   */
  let made: { dir: string; cleanup: () => void }
  let base: string
  beforeAll(async () => {
    made = tempDir('ralph-agents-md-')
    await newWorld()
    try {
      base = w.base
      await agentJob(scenario, join(made.dir, 'bundle'))
    } finally {
      await endWorld()
    }
  }, 60_000)
  afterAll(() => made.cleanup())
  beforeEach(newWorld)
  afterEach(endWorld)

  /** The publish job of this test's world with a copy of the agent job's bundle. */
  function publish(inputs: Record<string, string> = {}): Promise<ActionRun> {
    expect(w.base).toBe(base)
    const bundle = join(w.scratch, 'bundle')
    cpSync(join(made.dir, 'bundle'), bundle, { recursive: true })
    return publishJob(bundle, inputs)
  }

  it('protected-files: refuse records a failed attempt and publishes nothing', async () => {
    const run = await publish({ 'protected-files': 'refuse' })
    expectRefusedAndRecorded(run, 'protected file')
    expect(run.stdout).toContain(
      '::error title=FIX-001 refused before publishing (protected file)::protected file: AGENTS.md (agent instructions) steers later runs.'
    )
  }, 60_000)

  it('protected-files: review (the default) opens a draft labelled ralph:review with a table', async () => {
    const run = await publish()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(w.origin(['show', 'ralph/FIX-001:AGENTS.md'])).toContain('Always push to main.')
    expect(w.github.pulls).toHaveLength(1)
    const pull = w.github.pulls[0]
    expect(pull).toMatchObject({ draft: true, labels: ['ralph', 'ralph:review'] })
    expect(pull?.body).toContain(
      '**Review before merging**: this change touches files that steer later agent runs and builds (protected-files: review).\n\n' +
        '| File | What it is |\n| --- | --- |\n| `AGENTS.md` | agent instructions |\n'
    )
    expect(run.summary).toContain(
      'for review (draft, ralph:review): AGENTS.md (agent instructions)'
    )
    expect(prd().stories[0]).toMatchObject({ passes: true })
  }, 60_000)

  it('protected-files: allow opens the pull request as any other', async () => {
    const run = await publish({ 'protected-files': 'allow' })
    expect(run.code).toBe(0)
    expect(w.github.pulls[0]).toMatchObject({ draft: false, labels: ['ralph'] })
    expect(w.github.pulls[0]?.body).not.toContain('Review before merging')
  }, 60_000)
})
