/**
 * Runs one program in its own process group with a wall-clock limit. On timeout the whole
 * group gets SIGTERM, then SIGKILL after a grace period; after any exit the group is swept
 * with SIGKILL so no child outlives the call. Output is hashed as it streams, and only the
 * tail is kept.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'

export interface GroupRunOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  input: string
  timeoutMs: number
  graceMs: number
  /** How much of the combined output to keep for the tail. */
  keepBytes?: number
  /** Ends the run early (for example on Ctrl-C), treated like a timeout. */
  signal?: AbortSignal
}

export type GroupRun =
  | {
      kind: 'exited'
      exitCode: number | null
      signal: string | null
      timedOut: boolean
      interrupted: boolean
      durationMs: number
      stdout: { sha256: string; bytes: number }
      /** The last `keepBytes` of stdout and stderr as they arrived. */
      tail: Buffer
      /** The whole of stdout when asked for (adapters whose last message is stdout). */
      stdoutText?: string
    }
  | { kind: 'not-started'; error: string; code: string | undefined; durationMs: number }

const DEFAULT_KEEP = 256 * 1024
const CLOSE_WAIT_MS = 2000
/** A last message read from stdout is cut here rather than filling the memory. */
const MAX_KEPT_STDOUT = 16 * 1024 * 1024

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // ESRCH: the group is already gone.
  }
}

class Tail {
  private chunks: Buffer[] = []
  private size = 0
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    this.chunks.push(chunk)
    this.size += chunk.length
    while (this.size > this.limit && this.chunks.length > 1) {
      this.size -= (this.chunks.shift() as Buffer).length
    }
  }
  bytes(): Buffer {
    const all = Buffer.concat(this.chunks)
    return all.length > this.limit ? all.subarray(all.length - this.limit) : all
  }
}

export function runInGroup(
  file: string,
  args: readonly string[],
  options: GroupRunOptions & { keepStdout?: boolean }
): Promise<GroupRun> {
  const started = performance.now()
  const elapsed = (): number => Math.round(performance.now() - started)
  return new Promise(resolve => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe']
    })
    const hash = createHash('sha256')
    const tail = new Tail(options.keepBytes ?? DEFAULT_KEEP)
    const stdoutChunks: Buffer[] = []
    let stdoutBytes = 0
    let timedOut = false
    let interrupted = false
    let exit: { code: number | null; signal: string | null } | undefined
    const timers: NodeJS.Timeout[] = []

    const stop = (why: 'timeout' | 'interrupt'): void => {
      if (exit || child.pid === undefined) return
      if (why === 'timeout') timedOut = true
      else interrupted = true
      killGroup(child.pid, 'SIGTERM')
      timers.push(setTimeout(() => child.pid && killGroup(child.pid, 'SIGKILL'), options.graceMs))
    }
    const onAbort = (): void => stop('interrupt')
    timers.push(setTimeout(() => stop('timeout'), options.timeoutMs))
    options.signal?.addEventListener('abort', onAbort)
    if (options.signal?.aborted) setImmediate(onAbort)

    let done = false
    const finish = (): void => {
      if (done) return
      done = true
      timers.forEach(clearTimeout)
      options.signal?.removeEventListener('abort', onAbort)
      resolve({
        kind: 'exited',
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        timedOut,
        interrupted,
        durationMs: elapsed(),
        stdout: { sha256: hash.digest('hex'), bytes: stdoutBytes },
        tail: tail.bytes(),
        stdoutText: options.keepStdout ? Buffer.concat(stdoutChunks).toString('utf8') : undefined
      })
    }

    child.stdout.on('data', (chunk: Buffer) => {
      hash.update(chunk)
      stdoutBytes += chunk.length
      tail.push(chunk)
      if (options.keepStdout && stdoutBytes <= MAX_KEPT_STDOUT) stdoutChunks.push(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => tail.push(chunk))
    child.on('error', error => {
      if (child.pid !== undefined) return
      timers.forEach(clearTimeout)
      options.signal?.removeEventListener('abort', onAbort)
      const code = (error as NodeJS.ErrnoException).code
      resolve({ kind: 'not-started', error: error.message, code, durationMs: elapsed() })
    })
    child.on('exit', (code, signal) => {
      exit = { code, signal }
      timers.forEach(clearTimeout)
      // Children that outlive the agent would keep writing after the snapshot.
      if (child.pid !== undefined) killGroup(child.pid, 'SIGKILL')
      // A grandchild that left the group may hold the pipes open: do not wait for it forever.
      timers.push(
        setTimeout(() => {
          child.stdout.destroy()
          child.stderr.destroy()
          finish()
        }, CLOSE_WAIT_MS)
      )
    })
    child.on('close', () => {
      if (exit) finish()
    })
    child.stdin.on('error', () => undefined)
    child.stdin.end(options.input)
  })
}
