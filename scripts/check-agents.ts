/**
 * `npm run check:agents`: the adapters against the real agent CLIs, offline.
 *
 * Installs the pinned @openai/codex and @anthropic-ai/claude-code into .cache/agents (outside
 * node_modules; about 800 MB, kept between runs), then, with no network for the agents
 * (`unshare -n` where it works, and proxy variables pointing at a closed port in any case):
 *
 * 1. not logged in, `ralph step --agent codex|claude --sandbox required` ends in under 10 s
 *    with the preflight's message and exit 6 (its `--version` and login check ran confined;
 *    exit 12 if they could not), and the PRD and the events log are untouched (no attempt);
 * 2. the argv the adapters build for a fixing story (model, effort, allowed tools, extra
 *    args) is accepted by the real CLI run in ralph's sandbox: codex starts its thread, claude
 *    reports its init with the permission mode and model it was given;
 * 3. codex's own workspace-write sandbox nests inside ralph's: a command it runs writes the
 *    checkout, not its CODEX_HOME or the machine, and has no network.
 * 4. through ralph's key forwarder (prepareAgent/runAgent) to a model API on 127.0.0.1 that
 *    answers in each vendor's streamed format: the CLI finishes its turn with the API's answer,
 *    every request reached the API with the real key, and the agent's environment holds none.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { claudeAdapter } from '../src/loop/agent/adapters/claude.js'
import { codexAdapter } from '../src/loop/agent/adapters/codex.js'
import type { Adapter, AgentCall } from '../src/loop/agent/adapters/adapter.js'
import { prepareAgent, runAgent } from '../src/loop/agent/agent.js'
import { confinedArgs, HOME_INSIDE } from '../src/process/confine.js'
import { checkSandbox } from '../src/process/sandbox.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CACHE = join(ROOT, '.cache', 'agents')
const PINNED = { '@openai/codex': '0.171.0', '@anthropic-ai/claude-code': '2.1.332' } as const
const LIMIT_MS = 10_000

const failures: string[] = []
function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

function installedVersion(pkg: string): string | undefined {
  try {
    const manifest = join(CACHE, 'node_modules', pkg, 'package.json')
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
  } catch {
    return undefined
  }
}

function install(): void {
  const missing = Object.entries(PINNED).filter(([pkg, v]) => installedVersion(pkg) !== v)
  if (missing.length === 0) return console.log(`agents already in ${CACHE}`)
  mkdirSync(CACHE, { recursive: true })
  if (!existsSync(join(CACHE, 'package.json')))
    writeFileSync(join(CACHE, 'package.json'), '{ "private": true }\n')
  const specs = Object.entries(PINNED).map(([pkg, v]) => `${pkg}@${v}`)
  console.log(`installing ${specs.join(' ')} into ${CACHE}`)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', ...specs], {
    cwd: CACHE,
    stdio: 'inherit'
  })
}

/** `unshare -n` when this machine allows it (root, or user namespaces). */
function offlinePrefix(): string[] {
  const probe = spawnSync('unshare', ['-n', 'true'])
  if (probe.status === 0) return ['unshare', '-n']
  const user = spawnSync('unshare', ['-rn', 'true'])
  return user.status === 0 ? ['unshare', '-rn'] : []
}

const CLOSED = 'http://127.0.0.1:9'

/** An environment with no credentials, a fresh home, and every proxy at a closed port. */
function bareEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: [join(CACHE, 'node_modules', '.bin'), dirname(process.execPath), '/usr/bin', '/bin'].join(
      delimiter
    ),
    HOME: home,
    CODEX_HOME: join(home, '.codex'),
    LANG: 'C.UTF-8',
    HTTP_PROXY: CLOSED,
    HTTPS_PROXY: CLOSED,
    ALL_PROXY: CLOSED,
    http_proxy: CLOSED,
    https_proxy: CLOSED,
    NO_PROXY: '',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null'
  }
}

function git(cwd: string, args: string[]): void {
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' }
  })
}

function storyRepo(dir: string): void {
  const prd = {
    schema_version: '1.0.0',
    project: 'check-agents',
    defaults: { mode_default: 'fixing' },
    stories: [
      {
        id: 'FIX-001',
        title: 'Check the agent',
        priority: 1,
        mode: 'fixing',
        scope: ['src/**'],
        acceptance_criteria: ['Created .ralph/reports/FIX-001.md'],
        passes: false
      }
    ]
  }
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 1\n')
  writeFileSync(join(dir, '.gitignore'), '.runtime/\n')
  writeFileSync(join(dir, 'prd.json'), JSON.stringify(prd, null, 2) + '\n')
  git(dir, ['init', '-q', '-b', 'main'])
  git(dir, ['add', '-A'])
  git(dir, ['-c', 'user.name=check', '-c', 'user.email=check@example.com', 'commit', '-qm', 'init'])
}

/**
 * Runs `body` with a fresh folder holding a story repository (`repo`) and a home with a
 * `.codex` folder (`home`); the folder goes afterwards.
 */
async function inWorkspace(
  prefix: string,
  body: (w: { work: string; repo: string; home: string }) => void | Promise<void>
): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), prefix))
  try {
    const repo = join(work, 'repo')
    const home = join(work, 'home')
    mkdirSync(repo)
    mkdirSync(join(home, '.codex'), { recursive: true })
    storyRepo(repo)
    await body({ work, repo, home })
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

async function notLoggedIn(agent: 'codex' | 'claude', offline: string[]): Promise<void> {
  await inWorkspace(`ralph-check-${agent}-`, async ({ repo, home }) => {
    const prdBefore = readFileSync(join(repo, 'prd.json'), 'utf8')
    const ralph = [process.execPath, join(ROOT, 'bin', 'ralph.js'), 'step', '--agent', agent]
    ralph.push('--sandbox', 'required')
    const [file, ...args] = [...offline, ...ralph]
    const started = Date.now()
    const run = spawnSync(file as string, args, {
      cwd: repo,
      env: bareEnv(home),
      encoding: 'utf8',
      timeout: 120_000
    })
    const took = Date.now() - started
    const said = `${run.stderr}`.trim()
    console.log(`  ${agent}: exit ${run.status} after ${took} ms: ${said.slice(0, 300)}`)
    check(took < LIMIT_MS, `${agent} not logged in: ralph step ended in ${took} ms (< ${LIMIT_MS})`)
    check(run.status === 6, `${agent} not logged in: exit 6 (got ${run.status})`)
    check(said.includes(`${agent} has no credentials`), `${agent}: the preflight message`)
    const status = agent === 'codex' ? 'Not logged in' : '"loggedIn": false'
    check(said.includes(status), `${agent}: quotes its own login check (${status})`)
    check(
      readFileSync(join(repo, 'prd.json'), 'utf8') === prdBefore,
      `${agent}: the PRD is unchanged`
    )
    check(!existsSync(join(repo, '.runtime', 'events.log')), `${agent}: nothing in the events log`)
  })
}

/** Runs the real CLI with the adapter's argv until `enough` says the output shows it parsed. */
function runUntil(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  enough: (stdout: string) => boolean
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise(done => {
    const child = spawn(file, args, { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    const stop = (): void => {
      try {
        process.kill(-(child.pid as number), 'SIGKILL')
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(stop, 30_000)
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
      if (enough(stdout)) stop()
    })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.on('close', code => {
      clearTimeout(timer)
      done({ stdout, stderr, code })
    })
    child.stdin.end('Say hello.\n')
  })
}

function events(stdout: string): Array<Record<string, unknown>> {
  return stdout
    .split('\n')
    .filter(line => line.startsWith('{'))
    .flatMap(line => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })
}

async function flagsAccepted(
  adapter: Adapter,
  offline: string[],
  call: Partial<AgentCall>
): Promise<void> {
  await inWorkspace(`ralph-flags-${adapter.name}-`, async ({ work, repo, home }) => {
    const built = adapter.build(
      {
        repo,
        storyId: 'FIX-001',
        mode: 'fixing',
        prompt: 'Say hello.\n',
        reportPath: '.ralph/reports/FIX-001.md',
        ...call
      },
      work
    )
    // codex gets a made-up key so it gets past its login and starts the thread.
    const env = {
      ...insideEnv(home),
      ...(adapter.name === 'codex' ? { OPENAI_API_KEY: 'sk-check0000000000' } : {})
    }
    const [file, ...args] = [...offline, ...confined(built.file, built.args, repo, home)]
    console.log(`  ${[built.file, ...built.args].join(' ')}`)
    const out = await runUntil(file as string, args, env, repo, stdout =>
      events(stdout).some(e => e.type === 'thread.started' || e.type === 'result')
    )
    const seen = events(out.stdout)
    if (adapter.name === 'codex') {
      check(seen[0]?.type === 'thread.started', `codex accepts ${built.args.join(' ')}`)
      if (seen.length === 0) console.log(`  codex said: ${out.stderr.slice(0, 400)}`)
      return
    }
    const init = seen.find(e => e.type === 'system' && e.subtype === 'init')
    check(init !== undefined, `claude accepts ${built.args.join(' ')}`)
    if (init === undefined) console.log(`  claude said: ${out.stderr.slice(0, 400)}`)
    check(
      init?.permissionMode === 'acceptEdits',
      'claude: --permission-mode acceptEdits took effect'
    )
    check(
      String(init?.model ?? '').includes('sonnet'),
      `claude: --model sonnet took effect (${String(init?.model)})`
    )
    check(
      seen.some(e => e.type === 'result'),
      'claude: a result event ends the stream-json transcript'
    )
  })
}

const sandbox = await checkSandbox(process.env, true)
if (sandbox.kind !== 'ready') throw new Error(`check:agents needs the sandbox: ${sandbox.reason}`)
const bwrap = sandbox.bwrap

/** bwrap's argv for `file args` in ralph's sandbox: the checkout writable, `home` as the private home. */
function confined(file: string, args: string[], repo: string, home: string): string[] {
  const readable = (bareEnv(home).PATH ?? '').split(delimiter)
  const box = { bwrap, writable: [repo], readable: [...readable, CACHE], home, network: true }
  // `unshare -rn` makes this process root in its user namespace, as bwrap will see it.
  const uid = offline.includes('-rn') ? 0 : process.getuid?.()
  return [bwrap, ...confinedArgs(file, args, repo, box, uid)]
}

/** The bare environment as the agent sees it inside. */
function insideEnv(home: string): NodeJS.ProcessEnv {
  return { ...bareEnv(home), HOME: HOME_INSIDE, CODEX_HOME: join(HOME_INSIDE, '.codex') }
}

/** codex's own workspace-write sandbox, inside ralph's: what a command it runs can do. */
async function nestedCodexSandbox(offline: string[]): Promise<void> {
  await inWorkspace('ralph-nested-', async ({ repo, home }) => {
    const probe = [
      'touch inside && echo checkout=written',
      'touch "$CODEX_HOME/x" 2>/dev/null && echo codex-home=written || echo codex-home=refused',
      'touch /etc/ralph-nested 2>/dev/null && echo machine=written || echo machine=refused',
      'grep -q "^NoNewPrivs:.*1" /proc/self/status && echo nnp=1',
      // Through a pipe: node writes nothing to the socket codex gives as its stdout.
      `echo "network=$(node -e "require('net').connect(9, '127.0.0.1').on('error', e => console.log(e.code))")"`
    ].join('; ')
    const codex = ['sandbox', '-P', ':workspace', '-C', repo, '--', 'sh', '-c', probe]
    const [file, ...args] = [...offline, ...confined('codex', codex, repo, home)]
    const run = spawnSync(file as string, args, {
      env: insideEnv(home),
      encoding: 'utf8',
      timeout: 60_000
    })
    const said = `${run.stdout}${run.stderr}`
    console.log(
      `  codex sandbox -P :workspace, in ralph's sandbox: ${said.trim().split('\n').join('; ')}`
    )
    for (const line of ['checkout=written', 'codex-home=refused', 'machine=refused', 'nnp=1'])
      check(said.includes(line), `codex's nested sandbox: ${line}`)
    check(/network=E(PERM|ACCES|NETUNREACH)/.test(said), "codex's nested sandbox: no network")
  })
}

/** A model API on 127.0.0.1: OpenAI responses and Anthropic messages, streamed, for `key` only. */
async function modelApi(key: string, seen: string[]): Promise<{ url: string; close(): void }> {
  const events = (res: http.ServerResponse, list: Array<[string, object]>): void => {
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    for (const [event, data] of list)
      res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`)
    res.end()
  }
  const text = 'hello from upstream'
  const usage = { input_tokens: 10, output_tokens: 5 }
  const server = http.createServer((req, res) => {
    req.resume()
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? req.headers['x-api-key']}`)
    if (req.headers.authorization !== `Bearer ${key}` && req.headers['x-api-key'] !== key)
      return void res.writeHead(401).end('{"error":{"type":"authentication_error"}}')
    if (req.url?.startsWith('/v1/responses')) {
      const content = [{ type: 'output_text', text, annotations: [] }]
      const item = { type: 'message', id: 'm1', role: 'assistant', status: 'completed', content }
      return events(res, [
        ['response.created', { response: { id: 'r1' } }],
        ['response.output_item.done', { output_index: 0, item }],
        ['response.completed', { response: { id: 'r1', usage: { ...usage, total_tokens: 15 } } }]
      ])
    }
    if (!req.url?.startsWith('/v1/messages')) return void res.writeHead(200).end('{}')
    const message = {
      id: 'm1',
      type: 'message',
      role: 'assistant',
      model: 'claude',
      content: [],
      usage
    }
    events(res, [
      ['message_start', { message }],
      ['content_block_start', { index: 0, content_block: { type: 'text', text: '' } }],
      ['content_block_delta', { index: 0, delta: { type: 'text_delta', text } }],
      ['content_block_stop', { index: 0 }],
      ['message_delta', { delta: { stop_reason: 'end_turn' }, usage }],
      ['message_stop', {}]
    ])
  })
  await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}

async function throughForwarder(adapter: Adapter, credential: string): Promise<void> {
  const key = `check-agents-key-${process.pid}-${Date.now()}`
  const seen: string[] = []
  const api = await modelApi(key, seen)
  try {
    await inWorkspace(`ralph-forwarder-${adapter.name}-`, async ({ repo, home }) => {
      // The proxies stay closed, but the forwarder is on loopback.
      const env = {
        ...bareEnv(home),
        NO_PROXY: '127.0.0.1',
        no_proxy: '127.0.0.1',
        [credential]: key
      }
      const call = { repo, storyId: 'FIX-001', mode: 'audit' as const, prompt: 'Say hello.\n' }
      const options = { env, passEnv: [], timeoutSeconds: 90, killGraceSeconds: 1 }
      const modelApiUrl = `${api.url}${adapter.name === 'codex' ? '/v1' : ''}`
      const agentCall = { ...call, reportPath: '.ralph/reports/FIX-001.md' }
      const prepared = await prepareAgent(adapter, agentCall, { ...options, modelApiUrl }).catch(
        (error: Error) => check(false, `${adapter.name}: ${error.message}`)
      )
      if (prepared === undefined) return
      try {
        check(
          !JSON.stringify(prepared.env).includes(key),
          `${adapter.name} (${credential}): no key in its environment`
        )
        const last = await runAgent(prepared).then(
          ran => ran.lastMessage,
          (error: Error) => error.message
        )
        check(
          last === 'hello from upstream',
          `${adapter.name} (${credential}): finished its turn through the forwarder (${last})`
        )
        check(
          seen.length > 0 && seen.every(line => line.endsWith(key)),
          `${adapter.name}: every request reached the API with the key: ${seen.map(l => l.replace(key, 'KEY')).join(', ')}`
        )
      } finally {
        prepared.dispose()
      }
    })
  } finally {
    api.close()
  }
}

install()
if (!existsSync(join(ROOT, 'lib', 'bundle', 'ralph', 'ralph-entry.js')))
  execFileSync('npm', ['run', 'prepare'], { cwd: ROOT, stdio: 'inherit' })
const offline = offlinePrefix()
console.log(
  offline.length > 0
    ? `agents run without network (${offline.join(' ')}, proxies at ${CLOSED})`
    : `unshare is not available here: agents run with every proxy at ${CLOSED}`
)
for (const [pkg, version] of Object.entries(PINNED))
  check(installedVersion(pkg) === version, `${pkg}@${version} installed`)
await notLoggedIn('codex', offline)
await notLoggedIn('claude', offline)
await flagsAccepted(codexAdapter, offline, {
  model: 'gpt-5-codex',
  reasoningEffort: 'high',
  agentArgs: ['--skip-git-repo-check', '-c', 'model_verbosity="low"']
})
await flagsAccepted(claudeAdapter, offline, {
  model: 'sonnet',
  reasoningEffort: 'high',
  allowedTools: ['Edit', 'Read', 'Bash(git diff:*)'],
  maxTurns: 3
})
await nestedCodexSandbox(offline)
await throughForwarder(codexAdapter, 'OPENAI_API_KEY')
await throughForwarder(claudeAdapter, 'ANTHROPIC_API_KEY')
await throughForwarder(claudeAdapter, 'CLAUDE_CODE_OAUTH_TOKEN')
console.log(
  failures.length === 0 ? 'check:agents: all passed' : `check:agents: ${failures.length} failed`
)
process.exitCode = failures.length === 0 ? 0 : 1
