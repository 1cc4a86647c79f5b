/**
 * A hostile agent, through `ralph step` with the fake `codex`: what it finds in its
 * environment, and what it can make ralph's own git run after the call.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fakeAgents, FakeAgents, FAKE_CREDENTIALS } from '../../helpers/agents.js'
import type { TestRepo } from '../../helpers/repo.js'
import { CliRun, ralph, storyRepo, story } from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents
let outside: string

beforeEach(() => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents()
  outside = mkdtempSync(join(tmpdir(), 'ralph-hostile-'))
})

afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
  rmSync(outside, { recursive: true, force: true })
})

async function step(scenario: unknown, extraEnv: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return ralph(repo.dir, ['step', '--kill-grace-seconds', '1'], fakes.env(scenario, extraEnv))
}

/** Secrets a runner's environment may hold; a denylist of TOKEN/SECRET misses most of them. */
const RUNNER_SECRETS = {
  AWS_ACCESS_KEY_ID: 'AKIAFAKEFAKEFAKE1234',
  DATABASE_URL: 'postgres://app:hunter2@db.internal/app',
  GOOGLE_APPLICATION_CREDENTIALS: '/secrets/gcp-key.json',
  NPM_CONFIG__AUTH: 'dXNlcjpwYXNzd29yZA==',
  STRIPE_API_KEY: 'sk_live_fakefakefake',
  GITHUB_TOKEN: 'ghs_fakeWorkflowToken0123',
  GH_TOKEN: 'gho_fakeUserToken0123456',
  'INPUT_GITHUB-TOKEN': 'ghs_fakeInputToken012345',
  ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token-0123',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'fake-oidc-request-token-0123'
}

describe('the agent environment, by allowlist', () => {
  it('holds none of the runner secrets, while OPENAI_API_KEY reaches codex', async () => {
    const dump = join(outside, 'env.json')
    const run = await step([{ do: 'dump-env', file: dump }, { do: 'report' }], RUNNER_SECRETS)
    expect(run.code).toBe(0)
    const seen = JSON.parse(readFileSync(dump, 'utf8')) as Record<string, string>
    for (const name of Object.keys(RUNNER_SECRETS)) expect(seen[name]).toBeUndefined()
    expect(seen.OPENAI_API_KEY).toBe(FAKE_CREDENTIALS.OPENAI_API_KEY)
    const log = readFileSync(join(repo.dir, '.runtime/attempts/FIX-001-1.log'), 'utf8')
    const header = log.split('\n').find(line => line.startsWith('# environment without:')) ?? ''
    for (const name of Object.keys(RUNNER_SECRETS)) expect(header).toContain(name)
    for (const value of Object.values(RUNNER_SECRETS)) expect(log).not.toContain(value)
  })
})
