/**
 * The agent's confinement, end to end: one hostile fake codex (fixtures/agents/escape.sh) run
 * by the CLI and by the bundled action on Node 20 and Node 24, as root and as an unprivileged
 * user (uid 65534, when this test runs as root), with the network off and on, all at once.
 * What it did is checked when each step returns, and again after one wait shared by all of
 * them, 3 s after the last step: its programs would have written into the tree 1 s after the
 * call. The same agent with `sandbox: off` shows each escape works unconfined, and a ralph
 * killed with SIGKILL in the middle of the call leaves nothing running either. Run as root where
 * sudo is installed (CI installs it), uid 65534 gets passwordless sudo for the run, as a hosted
 * runner's user has it: unconfined it raises that user to root; confined it is refused.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { readEvents } from '../../src/loop/record/events.js'
import { NODE24, runAction } from '../helpers/action-run.js'
import {
  FAKE_AGENTS_DIR,
  FAKE_CREDENTIALS,
  FAKE_PASS_ENV,
  fakeAgents,
  processesWith
} from '../helpers/agents.js'
import { tsArgs } from '../helpers/child.js'
import { ralph, story, storyRepo } from '../helpers/story-repo.js'

const ESCAPE = join(FAKE_AGENTS_DIR, 'escape.sh')
const ROOT = process.getuid?.() === 0
const NOBODY = 65534
const SUDO = existsSync('/usr/bin/sudo')
/** Passwordless sudo for uid 65534 while this file runs (root with sudo installed only). */
const SUDOERS = `/etc/sudoers.d/ralph-confine-${process.pid}`
/** What escape.sh's programs would write into the tree 1 s after the call. */
const LATE = ['src/evil.txt', 'src/grandchild.txt', 'src/nohup.txt', 'src/leak.txt']

interface Variant {
  name: string
  runner: 'cli' | 'action'
  node: string
  /** Run ralph as this user (root only); otherwise as this process's. */
  uid?: number
  network: 'on' | 'off'
  sandbox: 'auto' | 'off'
}

const VARIANTS: Variant[] = [
  { name: 'cli', runner: 'cli', node: process.execPath, network: 'off', sandbox: 'auto' },
  {
    name: 'action-node20',
    runner: 'action',
    node: process.execPath,
    network: 'off',
    sandbox: 'auto'
  },
  { name: 'action-node24', runner: 'action', node: NODE24, network: 'on', sandbox: 'auto' },
  ...(ROOT
    ? ([
        {
          name: 'cli-65534',
          runner: 'cli',
          node: NODE24,
          uid: NOBODY,
          network: 'off',
          sandbox: 'auto'
        },
        {
          name: 'action-node24-65534',
          runner: 'action',
          node: NODE24,
          uid: NOBODY,
          network: 'off',
          sandbox: 'auto'
        }
      ] satisfies Variant[])
    : []),
  { name: 'cli-unconfined', runner: 'cli', node: process.execPath, network: 'on', sandbox: 'off' }
]

interface Ran {
  variant: Variant
  repo: ReturnType<typeof storyRepo>
  state: string
  outside: string
  hostTmp: string
  code: number
  said: string
  /** Processes still running that carry the variant's tag, right after the step returned. */
  left: number[]
  observed: Record<string, string>
  procs: string[]
}

const cleanups: (() => void)[] = []
let port: Server
afterAll(() => {
  for (const pid of VARIANTS.flatMap(v => processesWith(`-${tagOf(v)}`)))
    process.kill(pid, 'SIGKILL')
  cleanups.forEach(cleanup => cleanup())
  port?.close()
})

const tagOf = (v: Variant): string => `confine-${v.name}-${process.pid}`

/** A file only root may make setuid: as the variant's user it would print 0 unconfined. */
function setuidId(dir: string): string {
  const file = join(dir, 'suid-id')
  copyFileSync('/usr/bin/id', file)
  if (ROOT) {
    execFileSync('chown', ['0:0', file])
    chmodSync(file, 0o4755)
  }
  return file
}

function asUser(uid: number | undefined): string[] {
  return uid === undefined ? [] : ['setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups']
}

async function runVariant(v: Variant, portNumber: number): Promise<Ran> {
  const repo = storyRepo([story('FIX-001')])
  const fakes = fakeAgents(repo.dir)
  const box = mkdtempSync('/var/tmp/ralph-outside-')
  // Open to every user: refused only because the sandbox makes it read-only.
  chmodSync(box, 0o755)
  const outside = join(box, 'file')
  const hostTmp = `/tmp/ralph-probe-${tagOf(v)}`
  cleanups.push(() => {
    repo.cleanup()
    rmSync(box, { recursive: true, force: true })
    rmSync(hostTmp, { force: true })
  })
  for (const file of [outside, hostTmp]) {
    writeFileSync(file, 'keep\n')
    chmodSync(file, 0o666)
  }
  // In the checkout, where the agent can read it wherever the project lies (/tmp is private).
  const escape = join(fakes.state, 'escape.sh')
  copyFileSync(ESCAPE, escape)
  if (v.uid !== undefined) execFileSync('chown', ['-R', `${v.uid}:${v.uid}`, join(repo.dir, '..')])
  // After the chown, which would clear the setuid bit.
  const suid = setuidId(fakes.state)
  const argv = ['sh', escape, fakes.state, tagOf(v), outside, hostTmp, String(portNumber), suid]
  const env = fakes.env([{ do: 'run', argv }, { do: 'report' }])
  const flags = { sandbox: v.sandbox, network: v.network }
  let code: number
  let said: string
  if (v.runner === 'action') {
    const run = await runAction({
      workspace: repo.dir,
      node: v.node,
      asUser: v.uid,
      inputs: {
        command: 'step',
        publish: 'false',
        'github-token': '',
        'bundle-path': join(repo.dir, '..', 'bundle'),
        'pass-env': FAKE_PASS_ENV.join(','),
        ...flags
      },
      event: { name: 'schedule', payload: { schedule: '17 3 * * *' } },
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
      env: { PATH: env.PATH, ...FAKE_CREDENTIALS, HOME: join(repo.dir, '..') }
    })
    code = run.code
    said = `${run.stdout}\n${run.stderr}\n${run.summary}`
  } else if (v.uid === undefined) {
    const run = await ralph(repo.dir, ['step', '--sandbox', v.sandbox, '--network', v.network], env)
    code = run.code
    said = `${run.stdout}\n${run.stderr}`
  } else {
    const args = tsArgs('src/cli/ralph-entry.ts', ['step', '--network', v.network])
    const run = await started([...asUser(v.uid), v.node, ...args], repo.dir, {
      ...env,
      HOME: join(repo.dir, '..')
    })
    code = run.code
    said = run.said
  }
  const left = processesWith(`-${tagOf(v)}`)
  const observed = Object.fromEntries(
    readFileSync(join(fakes.state, 'observed'), 'utf8')
      .trim()
      .split('\n')
      .map(line => line.split('=') as [string, string])
  )
  const procs = readFileSync(join(fakes.state, 'procs'), 'utf8').split('\n').filter(Boolean)
  return {
    variant: v,
    repo,
    state: fakes.state,
    outside,
    hostTmp,
    code,
    said,
    left,
    observed,
    procs
  }
}

function started(
  argv: string[],
  cwd: string,
  env: NodeJS.ProcessEnv
): Promise<{ code: number; said: string }> {
  return new Promise(resolve => {
    const [file, ...args] = argv as [string, ...string[]]
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let said = ''
    child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()))
    child.on('close', code => resolve({ code: code ?? -1, said }))
  })
}

/** A ralph killed with SIGKILL while its agent runs: the agent's own setsid program dies too. */
async function killedMidCall(): Promise<{ left: number[]; repo: string; tag: string }> {
  const repo = storyRepo([story('FIX-001')])
  const fakes = fakeAgents(repo.dir)
  cleanups.push(() => repo.cleanup())
  const tag = `confine-killed-${process.pid}`
  const daemon = `setsid sh -c 'sleep 1; echo late > src/evil.txt' "setsid-${tag}" </dev/null >/dev/null 2>&1 & touch ${fakes.state}/started`
  // A killed ralph cannot remove its scratch folder: give it a TMPDIR the cleanup removes.
  const scratch = join(repo.dir, '..', 'tmp')
  mkdirSync(scratch)
  const env = fakes.env([{ do: 'run', argv: ['sh', '-c', daemon] }, { do: 'hang' }], {
    TMPDIR: scratch
  })
  const child = spawn(NODE24, tsArgs('src/cli/ralph-entry.ts', ['step']), {
    cwd: repo.dir,
    env,
    stdio: 'ignore'
  })
  while (!existsSync(join(fakes.state, 'started'))) await new Promise(r => setTimeout(r, 20))
  child.kill('SIGKILL')
  await new Promise(resolve => child.once('exit', resolve))
  // bwrap dies with its parent, and the namespace with bwrap: a condition, not a timing.
  for (let i = 0; i < 100 && processesWith(`-${tag}`).length > 0; i++)
    await new Promise(r => setTimeout(r, 50))
  return { left: processesWith(`-${tag}`), repo: repo.dir, tag }
}

const ran: Ran[] = []
let killed: { left: number[]; repo: string; tag: string }
let later: number[] = []

beforeAll(async () => {
  if (ROOT && SUDO) {
    writeFileSync(SUDOERS, `#${NOBODY} ALL=(ALL) NOPASSWD: ALL\n`, { mode: 0o440 })
    cleanups.push(() => rmSync(SUDOERS, { force: true }))
  }
  port = createServer(socket => socket.end())
  await new Promise<void>(resolve => port.listen(0, '127.0.0.1', resolve))
  const portNumber = (port.address() as { port: number }).port
  const [runs, kill] = await Promise.all([
    Promise.all(VARIANTS.map(v => runVariant(v, portNumber))),
    killedMidCall()
  ])
  ran.push(...runs)
  killed = kill
  const lastStep = Date.now()
  // Processes started after the call, of the same users, with a secret in their environment.
  later = [undefined, ...(ROOT ? [NOBODY] : [])].map(uid => {
    const argv = [...asUser(uid), 'sleep', '30']
    const child = spawn(argv[0] as string, argv.slice(1), {
      env: { PATH: process.env.PATH, RALPH_LATER_SECRET: 'later-secret-0123' },
      stdio: 'ignore'
    })
    return child.pid as number
  })
  // The one wait: every late write (1 s after the call) and environ poll has had its chance,
  // with 2 s to spare, and the unconfined agent's have landed (this machine ran them meanwhile).
  const unconfined = runs.find(r => r.variant.sandbox === 'off')
  const landed = (): boolean =>
    unconfined === undefined ||
    LATE.filter(path => path !== 'src/nohup.txt').every(path =>
      existsSync(join(unconfined.repo.dir, path))
    )
  while (Date.now() - lastStep < 3000 || (!landed() && Date.now() - lastStep < 20_000))
    await new Promise(r => setTimeout(r, 100))
  later.forEach(pid => process.kill(pid, 'SIGKILL'))
}, 120_000)

const confined = (): Ran[] => ran.filter(r => r.variant.sandbox === 'auto')

describe.each(VARIANTS.filter(v => v.sandbox === 'auto').map(v => [v.name, v]))(
  'confined: %s',
  (_, v) => {
    const r = (): Ran => ran.find(x => x.variant === v) as Ran

    it('passes the story, says it ran confined, and nothing of the agent runs on', () => {
      expect(r().code).toBe(0)
      expect(r().said).toContain(v.runner === 'cli' ? 'PASS FIX-001' : 'confined by bwrap')
      expect(r().said).not.toContain('unconfined')
      expect(r().left).toEqual([])
    })

    it('records the sandbox in story_start', async () => {
      const file = join(r().repo.dir, '.runtime/events.log')
      const start = (await readEvents(file)).events.find(e => e.event === 'story_start')
      expect(start).toMatchObject({
        sandbox: { setting: 'auto', tool: 'bwrap', network: v.network }
      })
    })

    it('3 s later: no late write reached the tree, nothing outside the checkout changed', () => {
      for (const path of LATE) expect(existsSync(join(r().repo.dir, path))).toBe(false)
      expect(readFileSync(join(r().repo.dir, 'src/a.ts'), 'utf8')).toBe('export const a = 1\n')
      // Read, yes (the root filesystem is read-only, not hidden); written, no.
      expect(r().observed['outside-read']).toBe('keep')
      expect(r().observed.outside).toBe('refused')
      expect(readFileSync(r().outside, 'utf8')).toBe('keep\n')
      // The private /tmp took the write; the host's file is as it was.
      expect(readFileSync(r().hostTmp, 'utf8')).toBe('keep\n')
    })

    it('/proc shows only the sandbox: none of ralph, the test or the other agents', () => {
      expect(r().procs[0]).toMatch(/^\S*bwrap /)
      const others = ran.filter(x => x !== r()).map(x => tagOf(x.variant))
      for (const line of r().procs) {
        expect(line).not.toMatch(/jest|dist\/index\.js|ralph-entry|sleep 30/)
        for (const tag of others) expect(line).not.toContain(tag)
      }
    })

    it('gets no privilege: no_new_privs, setuid and sudo do not raise it', () => {
      expect(r().observed.nnp).toBe('1')
      expect(r().observed['suid-euid']).toMatch(/^[1-9]\d*$/)
      expect(r().observed.sudo).not.toBe('0')
      // sudo ran and refused (127: not installed, so nothing was tried).
      if (SUDO) expect(r().observed.sudo).not.toBe('127')
    })

    it('a loopback port of the test is reachable exactly when the network is on', () => {
      expect(r().observed.network).toBe(v.network === 'on' ? 'connected' : 'ECONNREFUSED')
    })
  }
)

describe('the same agent unconfined (sandbox: off), to show each escape works', () => {
  const r = (): Ran => ran.find(x => x.variant.sandbox === 'off') as Ran

  it('its programs outlive the call and write into the tree; it reads the later secret', () => {
    expect(r().code).toBe(0)
    expect(r().left.length).toBeGreaterThan(0)
    // nohup stays in the process group, which the runner sweeps after any exit.
    for (const path of LATE.filter(path => path !== 'src/nohup.txt'))
      expect(existsSync(join(r().repo.dir, path))).toBe(true)
    expect(r().observed.outside).toBe('written')
    expect(readFileSync(r().outside, 'utf8')).toBe('hostile\n')
    expect(r().procs.some(line => /jest|ralph/.test(line))).toBe(true)
  })

  if (ROOT && SUDO)
    it("the unprivileged user's passwordless sudo raises it to root outside the sandbox", () => {
      const argv = [...asUser(NOBODY), 'sudo', '-n', 'id', '-u']
      expect(execFileSync(argv[0] as string, argv.slice(1), { encoding: 'utf8' })).toBe('0\n')
    })

  if (ROOT)
    it('the setuid program raises an unprivileged user to root outside the sandbox', () => {
      const r65534 = confined().find(x => x.variant.uid === NOBODY) as Ran
      const suid = join(r65534.state, 'suid-id')
      expect(
        execFileSync(asUser(NOBODY)[0] as string, [...asUser(NOBODY).slice(1), suid, '-u'], {
          encoding: 'utf8'
        })
      ).toBe('0\n')
    })
})

describe('ralph killed with SIGKILL during the call', () => {
  it('leaves no agent process behind, and its late write never comes', () => {
    expect(killed.left).toEqual([])
    expect(existsSync(join(killed.repo, 'src/evil.txt'))).toBe(false)
  })
})
