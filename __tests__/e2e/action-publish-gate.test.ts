/**
 * The publish gate on the bundled action, in the two-job flow with the fake codex as the
 * agent: secrets of each kind in the patch, the report and the last message (all three in one run); a 5 MiB patch and
 * a 300-file one; AGENTS.md under each protected-files policy. A refused bundle publishes
 * nothing (no branch, no pull request, no object of it on origin), its attempt is recorded as
 * failed, and what the job says names the rule and the place, never any part of the value.
 */
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { fakeAgents, FakeAgents, FAKE_CREDENTIALS } from '../helpers/agents.js'
import type { ActionRun } from '../helpers/action-run.js'
import { namedSecret, piecesOf, secretShapes, SecretShape } from '../helpers/secret-shapes.js'
import { story } from '../helpers/story-repo.js'
import { twoJobWorld, TwoJobWorld } from '../helpers/two-job.js'
import type { Story } from '../../src/loop/types.js'

const DEPLOY = namedSecret()
const STORIES = [story('FIX-001', { scope: ['src/**', 'AGENTS.md'] })]

let w: TwoJobWorld
let fakes: FakeAgents
beforeEach(async () => {
  w = await twoJobWorld(STORIES)
  fakes = fakeAgents(w.repo.dir)
})
afterEach(async () => {
  fakes.cleanup()
  await w.cleanup()
})

/** The agent job with the fake codex playing `scenario`, then the publish job. */
async function bothJobs(scenario: unknown[], publish: Record<string, string> = {}) {
  const env = fakes.env(scenario)
  const bundle = join(w.scratch, 'bundle')
  const agent = await w.agentJob(bundle, {
    inputs: { agent: 'codex', 'agent-command': '' },
    env: { PATH: env.PATH, OPENAI_API_KEY: FAKE_CREDENTIALS.OPENAI_API_KEY }
  })
  expect(agent.stderr).toBe('')
  expect(agent.outputs.result).toBe('passed')
  const published = await w.publishJob(bundle, {
    inputs: { 'secret-env': 'DEPLOY_KEY', ...publish },
    env: { DEPLOY_KEY: DEPLOY.value }
  })
  return published
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
 * Each secret in all three places at once, in one run: the patch (a file of the fix), the report
 * and the last message. The gate scans every place and names each hit, so each place is checked
 * by its own assertion; one run per place cost a world and two jobs each.
 */
const PLACES = ['src/leak.txt line 2', '.ralph/reports/FIX-001.md line 3', 'last message line 2']
const everywhere = (value: string): unknown[] => [
  { do: 'write', path: 'src/leak.txt', content: `notes\n${value}\n` },
  { do: 'report', content: `# FIX-001\n\n${value}\n` },
  { do: 'message', text: `Done.\n${value}` }
]

/** The line of `text` that starts with `start` ('' when none does). */
const lineStarting = (text: string, start: string): string =>
  text.split('\n').find(line => line.startsWith(start)) ?? ''

describe('secrets in what would become public', () => {
  it.each([...secretShapes(), DEPLOY])(
    '$kind in the patch, the report and the last message: refused, nothing pushed, rule and place named, no part of the value',
    async (shape: SecretShape) => {
      const run = await bothJobs(everywhere(shape.value))
      expectRefusedAndRecorded(run, 'secret in output')
      const error = lineStarting(
        run.stdout,
        '::error title=FIX-001 refused before publishing (secret in output)::secret in output: '
      )
      const row = lineStarting(run.summary, '| FIX-001 | gated | secret in output: ')
      for (const at of PLACES) {
        expect(error).toContain(`${shape.rule} in ${at}`)
        expect(row).toContain(`${shape.rule} in ${at}`)
      }
      const said = run.stdout + run.stderr + run.summary
      for (const piece of piecesOf(shape.secret)) expect(said).not.toContain(piece)
      // No object of the bundle is on origin.
      const objects = w.origin(['cat-file', '--batch-all-objects', '--batch'])
      for (const piece of piecesOf(shape.secret)) expect(objects).not.toContain(piece)
    },
    60_000
  )
})

describe('patch size', () => {
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

  it('protected-files: refuse records a failed attempt and publishes nothing', async () => {
    const run = await bothJobs(scenario, { 'protected-files': 'refuse' })
    expectRefusedAndRecorded(run, 'protected file')
    expect(run.stdout).toContain(
      '::error title=FIX-001 refused before publishing (protected file)::protected file: AGENTS.md (agent instructions) steers later runs.'
    )
  }, 60_000)

  it('protected-files: review (the default) opens a draft labelled ralph:review with a table', async () => {
    const run = await bothJobs(scenario)
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
    const run = await bothJobs(scenario, { 'protected-files': 'allow' })
    expect(run.code).toBe(0)
    expect(w.github.pulls[0]).toMatchObject({ draft: false, labels: ['ralph'] })
    expect(w.github.pulls[0]?.body).not.toContain('Review before merging')
  }, 60_000)
})
