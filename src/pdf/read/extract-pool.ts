/**
 * Reading files on worker threads, each with its own pdfjs-dist, fed one file at a time. A worker
 * that overruns the per-file timeout or its heap limit is replaced: a hard limit, unlike the
 * in-process timeout, which cannot interrupt a long synchronous parse. Small batches and runs
 * without the worker script are read in-process.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type ResourceLimits } from 'node:worker_threads'
import { timeoutMessage, unreadable, type ExtractOptions } from './extract.js'
import { inspectFile, type Inspection } from './inspect.js'

export interface Inspector {
  inspect(path: string): Promise<Inspection>
  close(): Promise<void>
  /** 0 = in-process. */
  readonly threads: number
  readonly warnings?: readonly string[]
  /**
   * Reading runs in other processes (PyMuPDF), so a file read can be analysed at once; not beside
   * reader threads, where that raised the peak memory by 15 %.
   */
  readonly readsOutOfProcess?: boolean
}

export type WorkerResponse = { ready: true } | { inspection: Inspection }

/** Below this many files per thread, starting threads costs more than it saves. */
const MIN_FILES_PER_THREAD = 8
/** From this many files one reader thread pays for its start by keeping memory flat. */
const MIN_FILES_FOR_ONE_THREAD = 64
const HARD_TIMEOUT_GRACE_MS = 2_000
/** The young generation is what each thread adds to the peak (16 MB cost 25 MiB more than 4). */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 4 }
/** From the sources tsx compiles pdfjs-dist inside the worker, which takes more. */
const SOURCE_WORKER_LIMITS = { maxOldGenerationSizeMb: 4 * 128 }

/** One file at a time: memory stays flat and each timeout starts with its file. */
export function inProcessInspector(options: ExtractOptions): Inspector {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    inspect: path => {
      const result = tail.then(() => inspectFile(path, options))
      tail = result.catch(() => undefined)
      return result
    },
    close: async () => undefined,
    threads: 0
  }
}

/** A pool when it pays, else in-process. With one thread pdfjs-dist never loads here. */
export function createInspector(
  options: ExtractOptions & { timeoutMs: number },
  jobs: number,
  fileCount: number,
  hardTimeoutGraceMs = HARD_TIMEOUT_GRACE_MS
): Inspector {
  const threads = Math.min(jobs, Math.floor(fileCount / MIN_FILES_PER_THREAD))
  const pays = threads > 1 || (threads === 1 && fileCount >= MIN_FILES_FOR_ONE_THREAD)
  const entry = pays && options.recognizer === undefined ? workerEntry() : null
  if (entry === null) return inProcessInspector(options)
  return new WorkerPool(entry, threads, hardTimeoutGraceMs, options)
}

interface Entry {
  script: string | URL
  eval: boolean
}

/** The compiled worker, or the .ts source started through tsx's register API. */
function workerEntry(): Entry | null {
  const here = fileURLToPath(import.meta.url)
  const js = join(dirname(here), 'extract-worker.js')
  if (existsSync(js) && here.endsWith('.js')) return { script: pathToFileURL(js), eval: false }
  const ts = join(dirname(here), 'extract-worker.ts')
  if (!existsSync(ts)) return null
  try {
    const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'))
    const api = pathToFileURL(join(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href
    const source = pathToFileURL(ts).href
    // A worker's entry is loaded before any --import hook applies, so register tsx first.
    const script = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(source)})`
    return { script, eval: true }
  } catch {
    return null
  }
}

interface Task {
  path: string
  resolve: (inspection: Inspection) => void
}

interface Slot {
  worker: Worker
  ready: boolean
  task: Task | null
  timer: NodeJS.Timeout | undefined
}

class WorkerPool implements Inspector {
  private readonly slots: Slot[] = []
  private readonly queue: Task[] = []
  private closed = false
  private readonly limits: ResourceLimits & { maxOldGenerationSizeMb: number }

  constructor(
    private readonly entry: Entry,
    readonly threads: number,
    private readonly graceMs: number,
    private readonly options: ExtractOptions & { timeoutMs: number }
  ) {
    this.limits = entry.eval ? SOURCE_WORKER_LIMITS : WORKER_LIMITS
    for (let i = 0; i < threads; i++) this.slots.push(this.start({ task: null } as Slot))
  }

  inspect(path: string): Promise<Inspection> {
    return new Promise(resolve => {
      this.queue.push({ path, resolve })
      this.dispatch()
    })
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.slots.map(slot => slot.worker.terminate()))
  }

  /** A fresh worker in the slot; its events count as long as the slot still holds it. */
  private start(slot: Slot): Slot {
    const worker = new Worker(this.entry.script, {
      eval: this.entry.eval,
      execArgv: [],
      workerData: { options: this.options },
      resourceLimits: this.limits
    })
    slot.worker = worker
    slot.ready = false
    const current = (): boolean => slot.worker === worker
    worker.on('message', (response: WorkerResponse) => {
      if (!current()) return
      if ('ready' in response) {
        slot.ready = true
        this.dispatch()
      } else this.finish(slot, response.inspection)
    })
    worker.on('error', error => {
      if (!current()) return
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
        this.replace(
          slot,
          `too large to read (it needed more than ${this.limits.maxOldGenerationSizeMb} MB of memory)`
        )
      else this.replace(slot, `the reader crashed: ${error.message}`)
    })
    worker.on('exit', code => {
      if (current() && !this.closed) this.replace(slot, `the reader stopped (exit code ${code})`)
    })
    worker.unref()
    return slot
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.task !== null) continue
      const task = this.queue.shift()
      if (task === undefined) break
      slot.task = task
      const message = timeoutMessage(this.options.timeoutMs)
      slot.timer = setTimeout(
        () => this.replace(slot, message),
        this.options.timeoutMs + this.graceMs
      )
      slot.worker.postMessage(task.path)
    }
    // Held while busy; idle, the workers must not keep the process alive.
    const waiting = this.queue.length > 0
    for (const slot of this.slots) {
      if (slot.task !== null || (waiting && !slot.ready)) slot.worker.ref()
      else slot.worker.unref()
    }
  }

  private finish(slot: Slot, inspection: Inspection): void {
    const task = slot.task
    clearTimeout(slot.timer)
    slot.task = null
    task?.resolve(inspection)
    this.dispatch()
  }

  private replace(slot: Slot, message: string): void {
    const old = slot.worker
    slot.ready = false
    if (!this.closed) this.start(slot)
    void old.terminate()
    // No hash: the file may be what hung the reader (a pipe, a stalled network mount).
    this.finish(slot, { sha256: '', size: 0, outcome: unreadable(message) })
  }
}
