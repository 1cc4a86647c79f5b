/**
 * One long-lived `python3` child running pymupdf-reader.py (protocol in its docstring), asked
 * ahead; each file's time limit runs from when the child gets to it. Its environment is PATH
 * alone, so no token and no PYTHON* setting reaches it; `-I` leaves out the user's site-packages
 * and the current folder.
 */
import { readFileSync } from 'node:fs'
import { packageFile } from '../../package-files.js'
import { start, type Running } from '../../process/run.js'
import { MAX_CHARS_PER_TOKEN } from './budget.js'

export const PYMUPDF_SCRIPT = readFileSync(packageFile('src/pdf/read/pymupdf-reader.py'), 'utf8')

export type ChildPage = PackedPage | RunsPage

export interface PackedPage {
  cut: boolean
  texts: string[]
  height: number
  /** Base64 of little-endian float32s, five a text: origin x, origin y (down), x0, x1, size. */
  f32: string
}

export interface RunsPage {
  cut: boolean
  /** [text, x, y, width, font size]: x, y the baseline origin, y up. */
  runs: [string, number, number, number, number][]
}

/** Of the bytes the child took the text from. */
type FileBase = { sha256: string; size: number }

export interface ChildRead extends FileBase {
  pageCount: number
  pages: ChildPage[]
  info: Record<string, string>
  /** Absent when there are none; `filesError` instead when they could not be read. */
  files?: { name: string; b64: string }[]
  filesError?: string
}

export type ChildAnswer =
  | { kind: 'read'; read: ChildRead }
  | { kind: 'too-large'; file: FileBase | undefined }
  | { kind: 'encrypted'; file: FileBase }
  /** Unreadable or not a whole PDF: the caller reads it for the exact message. */
  | { kind: 'check' }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout' }
  /** Sent ahead to a child that stopped before it got to it: ask another. */
  | { kind: 'not-read' }

interface Waiting {
  id: number
  timeoutMs: number
  resolve: (answer: ChildAnswer) => void
}

type Line = { ready?: boolean; error?: string; id?: number } & Record<string, unknown>

const STDERR_TAIL = 400
const CLOSE_GRACE_MS = 1_000

export class PymupdfChild {
  readonly started: Promise<{ kind: 'ready' } | { kind: 'unavailable'; message: string }>
  private readonly process: Running
  private readonly waiting: Waiting[] = []
  private timer: NodeJS.Timeout | undefined
  private timed: Waiting | undefined
  /** Ready or not, time limits may run. */
  private startOver = false
  private nextId = 1
  private exited = false
  private stderr = ''

  constructor(python: string, maxDecompressedMb: number) {
    let first: ((line: Line) => void) | undefined
    // The first line says whether the child is ready.
    const lines = lineReader(text => {
      const line = parse(text)
      if (first === undefined) this.answered(line)
      else first(line)
      first = undefined
    })
    this.process = start(python, ['-I', '-c', PYMUPDF_SCRIPT, String(maxDecompressedMb)], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      graceMs: CLOSE_GRACE_MS,
      keepStdout: 0,
      onStdout: chunk => lines.push(chunk),
      onStderr: chunk => {
        this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_TAIL)
      }
    })
    this.started = new Promise(resolve => {
      first = line =>
        resolve(
          line.ready === true
            ? { kind: 'ready' }
            : { kind: 'unavailable', message: line.error ?? 'no ready line' }
        )
      void this.process.done.then(ran => {
        lines.end()
        resolve({
          kind: 'unavailable',
          message:
            ran.kind === 'not-started'
              ? `cannot start ${python}: ${ran.error}`
              : `${python} ended before it was ready (exit code ${ran.exitCode}) ${this.stderr.trim()}`.trim()
        })
        this.ended()
      })
    })
    // Held while it starts and while it reads for someone; idle, it must not keep the process alive.
    void this.started.then(() => {
      this.startOver = true
      if (this.waiting.length === 0) this.process.hold(false)
      this.armTimer()
    })
  }

  read(
    path: string,
    limits: { maxTokens: number; maxPages?: number | undefined },
    timeoutMs: number
  ): Promise<ChildAnswer> {
    if (this.exited) return Promise.resolve({ kind: 'not-read' })
    const id = this.nextId++
    const maxChars = limits.maxTokens * MAX_CHARS_PER_TOKEN
    this.process.hold(true)
    return new Promise(resolve => {
      this.waiting.push({ id, timeoutMs, resolve })
      this.armTimer()
      this.process.write(
        JSON.stringify({ id, path, maxPages: limits.maxPages ?? 0, maxChars }) + '\n'
      )
    })
  }

  /**
   * SIGKILL for a child that overran or failed; SIGTERM for one no longer needed: python dies of
   * it at once all the same, and a wrapper the user gave as --python can pass it on.
   */
  kill(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): void {
    this.process.stop(signal)
    this.ended(false)
  }

  /**
   * An idle child is killed (its wind-down, 15-20 ms of CPU, would compete with our last steps);
   * a busy one gets its input ended and is killed after `graceMs`.
   */
  async close(graceMs = CLOSE_GRACE_MS): Promise<void> {
    if (this.exited) return
    if (this.waiting.length === 0) return this.kill('SIGTERM')
    this.process.endInput()
    const timer = setTimeout(() => this.kill(), graceMs)
    await this.process.done
    clearTimeout(timer)
  }

  private answered(line: Line): void {
    if (line.id === undefined || this.waiting[0]?.id !== line.id) return
    const { resolve } = this.waiting.shift()!
    clearTimeout(this.timer)
    this.timed = undefined
    if (this.waiting.length === 0) this.process.hold(false)
    this.armTimer()
    resolve(answerOf(line))
  }

  private armTimer(): void {
    const head = this.waiting[0]
    if (head === undefined || this.timed === head || !this.startOver || this.exited) return
    this.timed = head
    this.timer = setTimeout(() => {
      this.waiting.shift()
      this.kill()
      head.resolve({ kind: 'timeout' })
    }, head.timeoutMs)
  }

  /** Stopped by itself: the file it was reading failed; those sent ahead were not read. */
  private ended(headFailed = true): void {
    if (this.exited) return
    this.exited = true
    clearTimeout(this.timer)
    const waiting = this.waiting.splice(0)
    const detail = this.stderr.trim()
    const message = `the PyMuPDF reader stopped${detail === '' ? '' : `: ${detail}`}`
    if (headFailed) waiting.shift()?.resolve({ kind: 'failed', message })
    for (const { resolve } of waiting) resolve({ kind: 'not-read' })
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

function answerOf(line: Line): ChildAnswer {
  if (line.ok === true) return { kind: 'read', read: line as unknown as ChildRead }
  const { sha256, size } = line
  const file = typeof sha256 === 'string' && typeof size === 'number' ? { sha256, size } : undefined
  if (line.reason === 'too-large') return { kind: 'too-large', file }
  if (line.reason === 'encrypted' && file !== undefined) return { kind: 'encrypted', file }
  if (line.reason === 'check') return { kind: 'check' }
  return { kind: 'failed', message: typeof line.message === 'string' ? line.message : 'failed' }
}

const NEWLINE = 0x0a

/** The UTF-8 lines of the child's stdout, and the unterminated rest at its end. */
export function lineReader(onLine: (line: string) => void): {
  push(chunk: Buffer): void
  end(): void
} {
  let pending: Buffer[] = []
  return {
    push(chunk: Buffer) {
      let start = 0
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        const piece = chunk.subarray(start, end)
        const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece])
        pending = []
        start = end + 1
        onLine(line.toString('utf8'))
      }
      if (start < chunk.length) pending.push(chunk.subarray(start))
    },
    end() {
      if (pending.length > 0) onLine(Buffer.concat(pending).toString('utf8'))
      pending = []
    }
  }
}
