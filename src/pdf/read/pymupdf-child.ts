/**
 * One long-lived `python3` child running the PyMuPDF reader script (pymupdf-script.ts): a file at
 * a time, its path in as a JSON line, its pages out as one. Started with an argv array and an
 * environment of PATH alone, so no token and no PYTHON* setting reaches it (and `-I` leaves out
 * the user's site-packages and the current folder).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createInterface } from 'node:readline'
import { PYMUPDF_SCRIPT } from './pymupdf-script.js'

export interface ChildPage {
  cut: boolean
  /** [text, x, y, width, font size]: x, y the baseline origin, y up. */
  runs: [string, number, number, number, number][]
}

export interface ChildRead {
  sha256: string
  pageCount: number
  pages: ChildPage[]
  info: Record<string, string>
}

export type ChildAnswer =
  | { kind: 'read'; read: ChildRead }
  | { kind: 'too-large' }
  | { kind: 'encrypted' }
  | { kind: 'failed'; message: string }

export type ChildStart = { kind: 'ready' } | { kind: 'unavailable'; message: string }

export interface ChildRequest {
  path: string
  maxPages: number
  maxChars: number
}

type Line = { ready?: boolean; error?: string; id?: number } & Record<string, unknown>

const STDERR_TAIL = 400
const CLOSE_GRACE_MS = 1_000

export class PymupdfChild {
  readonly started: Promise<ChildStart>
  private readonly process: ChildProcessWithoutNullStreams
  private readonly waiting = new Map<number, (answer: ChildAnswer) => void>()
  private nextId = 1
  private exited = false
  private stderr = ''

  constructor(python: string, maxDecompressedMb: number) {
    this.process = spawn(python, ['-I', '-c', PYMUPDF_SCRIPT, String(maxDecompressedMb)], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      stdio: ['pipe', 'pipe', 'pipe']
    })
    this.process.stdin.on('error', () => undefined)
    this.process.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_TAIL)
    })
    const lines = createInterface({ input: this.process.stdout })
    this.started = new Promise(resolve => {
      lines.once('line', line => resolve(startOf(parse(line))))
      this.process.once('error', error =>
        resolve({ kind: 'unavailable', message: `cannot start ${python}: ${error.message}` })
      )
      this.process.once('exit', code =>
        resolve({
          kind: 'unavailable',
          message:
            `${python} ended before it was ready (exit code ${code}) ${this.stderr.trim()}`.trim()
        })
      )
    })
    lines.on('line', line => this.answered(parse(line)))
    // A child that could not be started emits 'error' and never 'exit'.
    this.process.once('exit', () => this.ended())
    this.process.once('error', () => this.ended())
    // Held while it starts and while it reads; idle, it must not keep the process alive.
    void this.started.then(() => {
      if (this.waiting.size === 0) this.unref()
    })
  }

  read(request: ChildRequest): Promise<ChildAnswer> {
    if (this.exited) return Promise.resolve(this.stopped())
    const id = this.nextId++
    this.ref()
    return new Promise(resolve => {
      this.waiting.set(id, resolve)
      this.process.stdin.write(JSON.stringify({ id, ...request }) + '\n')
    })
  }

  kill(): void {
    this.process.kill('SIGKILL')
  }

  /** Ends its input so it exits on its own; killed if it has not after `graceMs`. */
  async close(graceMs = CLOSE_GRACE_MS): Promise<void> {
    if (this.exited) return
    const exited = new Promise<void>(resolve => {
      this.process.once('exit', () => resolve())
      this.process.once('error', () => resolve())
    })
    this.process.stdin.end()
    const timer = setTimeout(() => this.kill(), graceMs)
    await exited
    clearTimeout(timer)
  }

  private answered(line: Line): void {
    const resolve = line.id === undefined ? undefined : this.waiting.get(line.id)
    if (resolve === undefined) return
    this.waiting.delete(line.id!)
    if (this.waiting.size === 0) this.unref()
    resolve(answerOf(line))
  }

  private ended(): void {
    if (this.exited) return
    this.exited = true
    for (const resolve of this.waiting.values()) resolve(this.stopped())
    this.waiting.clear()
  }

  private stopped(): ChildAnswer {
    const detail = this.stderr.trim()
    return {
      kind: 'failed',
      message: `the PyMuPDF reader stopped${detail === '' ? '' : `: ${detail}`}`
    }
  }

  /** The child keeps the process alive only while it reads a file. */
  private ref(): void {
    this.process.ref()
    ;(this.process.stdout as unknown as { ref?: () => void }).ref?.()
  }

  private unref(): void {
    this.process.unref()
    ;(this.process.stdout as unknown as { unref?: () => void }).unref?.()
    ;(this.process.stderr as unknown as { unref?: () => void }).unref?.()
    ;(this.process.stdin as unknown as { unref?: () => void }).unref?.()
  }
}

function parse(line: string): Line {
  try {
    const value: unknown = JSON.parse(line)
    return typeof value === 'object' && value !== null ? (value as Line) : {}
  } catch {
    return { error: `not JSON: ${line.slice(0, 200)}` }
  }
}

function startOf(line: Line): ChildStart {
  if (line.ready === true) return { kind: 'ready' }
  return { kind: 'unavailable', message: line.error ?? 'no ready line' }
}

function answerOf(line: Line): ChildAnswer {
  if (line.ok === true) return { kind: 'read', read: line as unknown as ChildRead }
  if (line.reason === 'too-large') return { kind: 'too-large' }
  if (line.reason === 'encrypted') return { kind: 'encrypted' }
  return { kind: 'failed', message: typeof line.message === 'string' ? line.message : 'failed' }
}
