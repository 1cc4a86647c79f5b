import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Confinement } from '../../src/process/confine.js'
import { run, start } from '../../src/process/run.js'
import { checkSandbox } from '../../src/process/sandbox.js'
import { processesWith } from '../helpers/agents.js'
import { tempDir } from '../helpers/tmp.js'

const cleanups: (() => void)[] = []
afterAll(() => cleanups.splice(0).forEach(cleanup => cleanup()))
function folder(): string {
  const { dir, cleanup } = tempDir()
  cleanups.push(cleanup)
  return dir
}

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' }
const sh = (script: string, options: Partial<Parameters<typeof run>[2]> = {}) =>
  run('sh', ['-c', script], { env, ...options })

/** Running: a zombie (killed, not yet reaped by whoever inherited it) does not count. */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function sandbox(dir: string): Promise<Confinement> {
  const check = await checkSandbox(process.env, true)
  if (check.kind !== 'ready') throw new Error(`this machine cannot confine: ${check.reason}`)
  return { bwrap: check.bwrap, writable: [dir], readable: [], network: true }
}

// These cases mostly wait out a timeout, a grace period or a late write: they run at once in
// beforeAll, each in folders of its own, and each test checks its own. (In a hook, not as
// concurrent tests: code that a test runs after another test has ended may not import.)
const waited = {
  timeout: async () => {
    const dir = folder()
    const ran = await sh(`sleep 30 & echo $! > ${dir}/pid; wait`, { timeoutMs: 300 })
    return { ran, pid: Number(readFileSync(join(dir, 'pid'), 'utf8')) }
  },
  ignoresTerm: async () => {
    const dir = folder()
    const ran = await sh(`trap 'echo term > ${dir}/got' TERM; while :; do sleep 0.05; done`, {
      timeoutMs: 300,
      graceMs: 300
    })
    return { ran, got: existsSync(join(dir, 'got')) }
  },
  sweep: async () => {
    const dir = folder()
    const ran = await sh(`(sleep 0.5; touch ${dir}/late) & echo $! > ${dir}/pid; exit 0`)
    const left = alive(Number(readFileSync(join(dir, 'pid'), 'utf8')))
    await new Promise(resolve => setTimeout(resolve, 800))
    return { ran, left, late: existsSync(join(dir, 'late')) }
  },
  abort: async () => {
    const abort = new AbortController()
    setTimeout(() => abort.abort(), 100)
    return { ran: await sh('sleep 30', { signal: abort.signal }) }
  },
  confinedGrace: async () => {
    const dir = folder()
    const confine = await sandbox(dir)
    const term = await sh('sleep 30', { confine, timeoutMs: 300, graceMs: 2000 })
    const trap = `trap 'echo term > ${dir}/got' TERM; while :; do sleep 0.05; done`
    const kill = await sh(trap, { confine, timeoutMs: 300, graceMs: 300 })
    return { term, kill, got: readFileSync(join(dir, 'got'), 'utf8') }
  }
}
type Waited = { [K in keyof typeof waited]: Awaited<ReturnType<(typeof waited)[K]>> }
let w: Waited
beforeAll(async () => {
  const names = Object.keys(waited) as (keyof typeof waited)[]
  const results = await Promise.all(names.map(name => waited[name]()))
  w = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Waited
})

describe('the process runner', () => {
  it('ends the whole process group on timeout, a child in the background included', () => {
    expect(w.timeout.ran).toMatchObject({ kind: 'exited', timedOut: true, signal: 'SIGKILL' })
    expect(alive(w.timeout.pid)).toBe(false)
  })

  it('sends SIGTERM first and SIGKILL after the grace period to a program that ignores it', () => {
    expect(w.ignoresTerm.ran).toMatchObject({ kind: 'exited', timedOut: true, signal: 'SIGKILL' })
    expect(w.ignoresTerm.got).toBe(true)
  })

  it('sweeps the group after a clean exit: a child left behind does not run on', () => {
    expect(w.sweep.ran).toMatchObject({ kind: 'exited', exitCode: 0, timedOut: false })
    expect(w.sweep.left).toBe(false)
    expect(w.sweep.late).toBe(false)
  })

  it('stops on abort and says it was interrupted', () => {
    expect(w.abort.ran).toMatchObject({ kind: 'exited', interrupted: true, timedOut: false })
  })

  it('gives the exit code, stdout and stderr, with stdin from input', async () => {
    const ran = await sh('cat; echo err >&2; exit 3', { input: 'in put' })
    expect(ran).toMatchObject({ kind: 'exited', exitCode: 3, stdout: 'in put', stderr: 'err\n' })
  })

  it('passes only the environment it is given', async () => {
    process.env.RALPH_RUNNER_PROBE = 'leak'
    try {
      const ran = await sh('echo "[$RALPH_RUNNER_PROBE][$ONLY]"', { env: { ...env, ONLY: 'x' } })
      expect(ran).toMatchObject({ stdout: '[][x]\n' })
    } finally {
      delete process.env.RALPH_RUNNER_PROBE
    }
  })

  it('reads stdin as /dev/null without input', async () => {
    expect(await sh('wc -c')).toMatchObject({ stdout: expect.stringMatching(/^\s*0\n$/) })
  })

  it('keeps at most keepStdout bytes, counts them all and streams each chunk', async () => {
    const seen: Buffer[] = []
    const ran = await sh('head -c 100000 /dev/zero', {
      keepStdout: 10,
      onStdout: chunk => seen.push(chunk)
    })
    expect(ran).toMatchObject({ stdout: '\0'.repeat(10), stdoutBytes: 100000 })
    expect(Buffer.concat(seen).length).toBe(100000)
  })

  it('keeps a tail of both streams with secrets and token shapes masked', async () => {
    const ran = await sh('echo "key hunter22-secret"; echo "ghp_abcdefghijklmnopqrstuvwx" >&2', {
      secrets: ['hunter22-secret'],
      tailBytes: 4096
    })
    if (ran.kind !== 'exited') throw new Error('not exited')
    expect(ran.tail).toContain('key [REDACTED]')
    expect(ran.tail).not.toContain('hunter22')
    expect(ran.tail).not.toContain('ghp_abc')
  })

  it('says when the program cannot start', async () => {
    const ran = await run('/nonexistent/program', [], { env })
    expect(ran).toMatchObject({ kind: 'not-started', code: 'ENOENT' })
  })

  it('holds a conversation on stdin and stdout until the input ends', async () => {
    const lines: string[] = []
    const running = start('sh', ['-c', 'while read line; do echo "got $line"; done'], {
      env,
      onStdout: chunk => lines.push(chunk.toString())
    })
    running.write('one\n')
    running.write('two\n')
    running.endInput()
    const ran = await running.done
    expect(ran).toMatchObject({ kind: 'exited', exitCode: 0 })
    expect(lines.join('')).toBe('got one\ngot two\n')
  })
})

describe('the process runner, confined', () => {
  it('writes only the writable folder; a program left in another session ends with the call', async () => {
    const dir = folder()
    const tag = `confined-${process.pid}`
    const script = `setsid sh -c 'sleep 1; touch ${dir}/late' ${tag} & touch ${dir}/in; touch /etc/out-${tag}`
    const ran = await sh(script, { cwd: dir, confine: await sandbox(dir) })
    expect(ran).toMatchObject({ kind: 'exited', exitCode: 1, signal: null })
    expect(ran.kind === 'exited' && ran.stderr).toContain('Read-only file system')
    expect(processesWith(tag)).toEqual([])
    expect(existsSync(join(dir, 'in'))).toBe(true)
    expect(existsSync(`/etc/out-${tag}`)).toBe(false)
  })

  it('sends SIGTERM to the program inside, reports the signal, and SIGKILLs after the grace period', () => {
    expect(w.confinedGrace.term).toMatchObject({
      kind: 'exited',
      timedOut: true,
      signal: 'SIGTERM',
      exitCode: null
    })
    expect(w.confinedGrace.kill).toMatchObject({
      kind: 'exited',
      timedOut: true,
      signal: 'SIGKILL'
    })
    expect(w.confinedGrace.got).toBe('term\n')
  })

  it('stopped before anything runs inside, it still ends with the stop signal, not after the grace period', async () => {
    const confine = await sandbox(folder())
    const ran = await sh('sleep 30', { confine, timeoutMs: 1, graceMs: 60_000 })
    expect(ran).toMatchObject({ kind: 'exited', timedOut: true, signal: 'SIGTERM' })
  })

  it('gives the program small private /tmp and /dev/shm: filling one fails the program, not the machine', async () => {
    const dir = folder()
    const script = 'df -k /tmp | tail -1; head -c 100000000 /dev/zero > /dev/shm/fill'
    const ran = await sh(script, { confine: await sandbox(dir) })
    if (ran.kind !== 'exited') throw new Error('not exited')
    expect(ran.stdout).toMatch(/^tmpfs\s+1048576\s/)
    expect(ran.exitCode).not.toBe(0)
    expect(ran.stderr).toContain('No space left on device')
  })
})
