/**
 * The model key never reaches the agent: `ralph step` with a real-looking key in its
 * environment, the fake codex or claude dumping everything it can read (environment, argv,
 * every file under its home, its config dir and /proc/self) and calling its model API the way
 * the real CLI does. The key is nowhere in what it saw, yet its request reached the loopback
 * upstream with the key, streamed back unbuffered, and a request for another host or outside
 * the base URL was refused.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PLACEHOLDER } from '../../../src/loop/agent/adapters/adapter.js'
import { fakeAgents, FakeAgents } from '../../helpers/agents.js'
import { ModelUpstream, startModelUpstream } from '../../helpers/model-upstream.js'
import { TestRepo } from '../../helpers/repo.js'
import { ralph, story, storyRepo } from '../../helpers/story-repo.js'
import { tempDir } from '../../helpers/tmp.js'

const REAL = `sk-proj-${randomBytes(24).toString('hex')}`

let repo: TestRepo
let fakes: FakeAgents
let home: { dir: string; cleanup(): void }
let upstream: ModelUpstream

beforeEach(async () => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents(repo.dir)
  home = tempDir('ralph-agent-home-')
  mkdirSync(join(home.dir, '.codex'))
  mkdirSync(join(home.dir, '.claude'))
  writeFileSync(join(home.dir, '.codex', 'config.toml'), 'model = "gpt-5-codex"\n')
  writeFileSync(join(home.dir, '.claude', 'settings.json'), '{}\n')
  upstream = await startModelUpstream(REAL)
})
afterEach(async () => {
  await upstream.close()
  home.cleanup()
  fakes.cleanup()
  repo.cleanup()
})

const SCENARIO = [
  { do: 'dump-readable', file: 'src/dump.json' },
  { do: 'model-call', file: 'src/call.json' },
  { do: 'report' }
]

/** Every file under `dir`, read as latin1 (the step's logs, transcripts and events). */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => readFileSync(join(entry.parentPath, entry.name), 'latin1'))
    .join('\n')
}

describe.each([
  { agent: 'codex', credential: 'OPENAI_API_KEY', api: '/v1', header: 'authorization' },
  { agent: 'claude', credential: 'ANTHROPIC_API_KEY', api: '', header: 'apiKey' },
  { agent: 'claude', credential: 'CLAUDE_CODE_OAUTH_TOKEN', api: '', header: 'authorization' }
] as const)('$agent with $credential', ({ agent, credential, api, header }) => {
  it('holds a placeholder; its streamed model call reaches the upstream with the key; other hosts are refused', async () => {
    const env = fakes.env(SCENARIO, {
      OPENAI_API_KEY: undefined,
      ANTHROPIC_API_KEY: undefined,
      [credential]: REAL,
      HOME: home.dir,
      CODEX_HOME: join(home.dir, '.codex'),
      CLAUDE_CONFIG_DIR: join(home.dir, '.claude')
    })
    const args = ['step', '--quiet', '--agent', agent, '--model-api-url', `${upstream.url}${api}`]
    const result = await ralph(repo.dir, args, env)
    expect(result.stderr).toBe('')
    expect(result.stdout).toMatch(/^PASS FIX-001/)

    const dump = readFileSync(join(repo.dir, 'src/dump.json'), 'utf8')
    const seen = JSON.parse(dump) as { env: Record<string, string>; files: Record<string, string> }
    // The dump is real: it holds the agent's own /proc entries, its home and config files.
    expect(seen.files['/proc/self/environ']).toContain('RALPH_STORY_ID=FIX-001')
    // Its home (confined, a copy of the config folder in a private home) was read too.
    const config = agent === 'codex' ? '.codex/config.toml' : '.claude/settings.json'
    expect(Object.keys(seen.files)).toContain(join(seen.env.HOME ?? '', config))
    expect(Object.keys(seen.files).length).toBeGreaterThan(20)
    expect(dump).not.toContain(REAL)
    expect(dump).not.toContain(REAL.slice(8, 40))
    const placeholderName = agent === 'codex' ? 'CODEX_API_KEY' : credential
    expect(seen.env[placeholderName]).toBe(PLACEHOLDER)

    const call = JSON.parse(readFileSync(join(repo.dir, 'src/call.json'), 'utf8')) as {
      streamed: { status: number; body: string }
      ack: { status: number }
      otherHost: string
      outside: { status: number; body: string }
    }
    expect(call.streamed.status).toBe(200)
    expect(call.streamed.body).toBe(
      'event: first\ndata: {"n":1}\n\nevent: done\ndata: {"unbuffered":true}\n\n'
    )
    expect(call.ack.status).toBe(200)
    expect(call.otherHost).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/)
    expect(call.otherHost).toContain('it names another host (http://example.com/v1/messages)')
    expect(call.outside.status).toBe(403)
    expect(call.outside.body).toContain('only paths under the base URL it was given reach')
    // Only the two requests under the base URL reached the upstream, each with the key.
    const model = agent === 'codex' ? '/v1/responses' : '/v1/messages'
    expect(upstream.requests.map(r => `${r.method} ${r.url}`)).toEqual([
      `POST ${model}`,
      `POST ${model.replace(/[a-z]+$/, 'ack')}`
    ])
    for (const request of upstream.requests)
      expect(request[header]).toBe(header === 'apiKey' ? REAL : `Bearer ${REAL}`)

    // Nor is the key in anything the step wrote or printed.
    expect(allText(join(repo.dir, '.runtime'))).not.toContain(REAL)
    expect(result.stdout).not.toContain(REAL)
  }, 60_000)
})

it('a bad model API URL is bad input before anything runs', async () => {
  const env = fakes.env(SCENARIO, { OPENAI_API_KEY: REAL })
  const result = await ralph(repo.dir, ['step', '--model-api-url', 'ftp://models.example'], env)
  expect(result.stderr).toContain(
    "Invalid model API URL 'ftp://models.example'. Expected an http(s) URL of an API root"
  )
  expect(result.code).toBe(2)
  expect(fakes.calls()).toEqual([])
})
