/**
 * The one way this project starts a program. An argv array (never a shell), the whole
 * environment given by the caller, stdin from `input` or /dev/null, and a process group of its
 * own: a timeout or an abort ends the whole group (SIGTERM, then SIGKILL after the grace
 * period), and after any exit the group is swept with SIGKILL so no child outlives the call.
 * With `confine`, the program runs in the agent's sandbox (confine.ts). What comes back names
 * how it ended and keeps a redacted tail of the output for error messages.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { Confinement, confinedArgs, exitInside, signalInside } from './confine.js'
import { processes } from './processes.js'
import { redact } from './redact.js'

export interface RunOptions {
  cwd?: string
  /** The program's whole environment: nothing else of this process's reaches it. */
  env: NodeJS.ProcessEnv
  /** Written to stdin, which then closes; without it stdin is /dev/null. */
  input?: string | Uint8Array
  timeoutMs?: number
  /** Between SIGTERM and SIGKILL when the run is stopped (default: SIGKILL at once). */
  graceMs?: number
  /** Stops the run like a timeout (Ctrl-C, a spent budget); `interrupted` says so. */
  signal?: AbortSignal
  onStdout?: (chunk: Buffer) => void
  onStderr?: (chunk: Buffer) => void
  /** The most bytes of stdout kept in the result (default: all of it; 0 keeps none). */
  keepStdout?: number
  /** Bytes of combined output kept for the tail (default 8 KiB). */
  tailBytes?: number
  /** Values masked in the tail, besides the token shapes redact() knows. */
  secrets?: readonly string[]
  confine?: Confinement
}

export type RunResult =
  | {
      kind: 'exited'
      exitCode: number | null
      signal: NodeJS.Signals | null
      timedOut: boolean
      interrupted: boolean
      durationMs: number
      /** As much of stdout as `keepStdout` allows, decoded as UTF-8. */
      stdout: string
      stdoutBytes: number
      /** The first MiB of stderr. */
      stderr: string
      /** The last `tailBytes` of stdout and stderr as they arrived, redacted. */
      tail: string
    }
  | { kind: 'not-started'; code: string | undefined; error: string; durationMs: number }

/** A program started for a conversation on its stdin and stdout (the PyMuPDF reader). */
export type Running = ReturnType<typeof launch>

const DEFAULT_TAIL = 8 * 1024
const MAX_STDERR = 1024 * 1024
/** A grandchild that left the group may hold the pipes open: how long `done` waits for it. */
const CLOSE_WAIT_MS = 2000
/** How long `done` waits for SIGKILLed group members to finish dying. */
const SWEEP_WAIT_MS = 2000

/** Runs `file` with `args` to its end. Never throws for how the program behaved. */
export async function run(
  file: string,
  args: readonly string[],
  options: RunOptions
): Promise<RunResult> {
  const running = launch(file, args, options, options.input !== undefined)
  if (options.input !== undefined) running.endInput(options.input)
  return running.done
}

/** Starts `file` for a conversation: stdin stays open until `endInput()`. */
export function start(file: string, args: readonly string[], options: RunOptions): Running {
  return launch(file, args, options, true)
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    // ESRCH: the group is gone.
  }
}

/**
 * A SIGKILLed process may still be on its way out when kill() returns, above all on a loaded
 * machine: wait until no member of the group runs. Zombies do not count, since a parent that
 * never reaps (pid 1 in some containers) would keep them forever.
 */
async function groupEnded(pgid: number | undefined): Promise<void> {
  for (let waited = 0; waited < SWEEP_WAIT_MS && groupRuns(pgid); waited += 10) {
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

function groupRuns(pgid: number | undefined): boolean {
  if (pgid === undefined) return false
  try {
    process.kill(-pgid, 0)
  } catch {
    return false
  }
  return processes().some(p => p.group === pgid && p.state !== 'Z' && p.state !== 'X')
}

class Output {
  private readonly kept = { stdout: [] as Buffer[], stderr: [] as Buffer[] }
  private readonly bytes = { stdout: 0, stderr: 0 }
  private tail = Buffer.alloc(0)
  constructor(
    private readonly limits: { stdout: number; stderr: number },
    private readonly tailBytes: number
  ) {}
  add(stream: 'stdout' | 'stderr', chunk: Buffer): void {
    const room = this.limits[stream] - this.bytes[stream]
    if (room > 0) this.kept[stream].push(chunk.subarray(0, room))
    this.bytes[stream] += chunk.length
    const tail = Buffer.concat([this.tail, chunk.subarray(-this.tailBytes)])
    this.tail = tail.subarray(Math.max(0, tail.length - this.tailBytes))
  }
  result(secrets: readonly string[]) {
    return {
      stdout: Buffer.concat(this.kept.stdout).toString('utf8'),
      stdoutBytes: this.bytes.stdout,
      stderr: Buffer.concat(this.kept.stderr).toString('utf8'),
      tail: redact(this.tail.toString('utf8'), secrets)
    }
  }
}

function launch(file: string, args: readonly string[], options: RunOptions, withStdin: boolean) {
  const started = performance.now()
  const elapsed = (): number => Math.round(performance.now() - started)
  const { confine } = options
  const [program, argv] = confine
    ? [confine.bwrap, confinedArgs(file, args, options.cwd, confine)]
    : [file, args]
  const child: ChildProcess = spawn(program, argv, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: [withStdin ? 'pipe' : 'ignore', 'pipe', 'pipe']
  })
  const output = new Output(
    { stdout: options.keepStdout ?? Infinity, stderr: MAX_STDERR },
    options.tailBytes ?? DEFAULT_TAIL
  )
  const timers: NodeJS.Timeout[] = []
  let timedOut = false
  let interrupted = false
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined

  const stop = (signal: NodeJS.Signals = 'SIGKILL'): void => {
    if (exit || child.pid === undefined) return
    // Confined, a stop signal goes to the processes inside, unless none runs there yet.
    const inside = confine !== undefined && signal !== 'SIGKILL' && signalInside(child.pid, signal)
    if (!inside) killGroup(child.pid, signal)
    if (signal !== 'SIGKILL')
      timers.push(setTimeout(() => killGroup(child.pid, 'SIGKILL'), options.graceMs ?? 0))
  }
  const end = (why: 'timeout' | 'interrupt'): void => {
    if (exit) return
    if (why === 'timeout') timedOut = true
    else interrupted = true
    stop(options.graceMs ? 'SIGTERM' : 'SIGKILL')
  }
  const onAbort = (): void => end('interrupt')
  if (options.timeoutMs !== undefined)
    timers.push(setTimeout(() => end('timeout'), options.timeoutMs))
  options.signal?.addEventListener('abort', onAbort)
  if (options.signal?.aborted) setImmediate(onAbort)
  const settle = (): void => {
    timers.forEach(clearTimeout)
    options.signal?.removeEventListener('abort', onAbort)
  }

  child.stdout?.on('data', (chunk: Buffer) => {
    output.add('stdout', chunk)
    options.onStdout?.(chunk)
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output.add('stderr', chunk)
    options.onStderr?.(chunk)
  })
  child.stdin?.on('error', () => undefined)

  let swept: Promise<void> = Promise.resolve()
  const done = new Promise<RunResult>(resolve => {
    let finished = false
    const finish = async (): Promise<void> => {
      if (finished) return
      finished = true
      settle()
      await swept
      resolve({
        kind: 'exited',
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        timedOut,
        interrupted,
        durationMs: elapsed(),
        ...output.result(options.secrets ?? [])
      })
    }
    child.on('error', error => {
      if (child.pid !== undefined) return
      settle()
      const code = (error as NodeJS.ErrnoException).code
      resolve({ kind: 'not-started', code, error: error.message, durationMs: elapsed() })
    })
    child.on('exit', (code, signal) => {
      exit = confine ? exitInside(code, signal) : { code, signal }
      timers.forEach(clearTimeout)
      killGroup(child.pid, 'SIGKILL')
      swept = groupEnded(child.pid)
      timers.push(
        setTimeout(() => {
          child.stdout?.destroy()
          child.stderr?.destroy()
          void finish()
        }, CLOSE_WAIT_MS)
      )
    })
    child.on('close', () => {
      if (exit) void finish()
    })
  })

  const streams = [child.stdin, child.stdout, child.stderr] as unknown as ({
    ref?: () => void
    unref?: () => void
  } | null)[]
  return {
    /** Writes to its stdin; a program that is gone takes nothing, silently. */
    write: (data: string): void => {
      if (!exit && child.stdin?.writable) child.stdin.write(data)
    },
    /** Closes its stdin (after `data`), which asks a reader loop to finish. */
    endInput: (data?: string | Uint8Array): void => {
      child.stdin?.end(data)
    },
    /** Ends the process group now: `signal` first, SIGKILL after the grace period. */
    stop,
    /** Whether it keeps this process's event loop alive (true at the start). */
    hold: (held: boolean): void => {
      if (held) child.ref()
      else child.unref()
      for (const stream of streams) (held ? stream?.ref : stream?.unref)?.call(stream)
    },
    done
  }
}
