/**
 * The `pymupdf` reader: a PyMuPDF child per slot (--jobs), sent files ahead. A file it cannot
 * read or that does not look whole is read here for the exact message. pdf.js reads every file
 * when `import fitz` fails, and a file the child fails on or overruns the timeout on.
 */
import { ENCRYPTED_MESSAGE, sniffPdf, type ExtractOptions } from './extract.js'
import { tooLargeMessage } from './decode-limit.js'
import type { Inspector } from './extract-pool.js'
import { loadFile, type Inspection } from './inspect.js'
import { PymupdfChild, type ChildAnswer } from './pymupdf-child.js'
import { einvoiceOfRead, outcomeOfRead } from './pymupdf-doc.js'

type ReaderOptions = ExtractOptions &
  Required<Pick<ExtractOptions, 'maxTokens' | 'timeoutMs' | 'maxDecompressedMb'>>

interface Slot {
  child: PymupdfChild | undefined
  /** Not yet answered. */
  taken: number
}

/** Files a child holds at once: the one it reads and two sent ahead (room for jitter). */
const SENT_AHEAD = 3

type Answer = Exclude<ChildAnswer, { kind: 'not-read' }> | { kind: 'unavailable' }

export class PymupdfInspector implements Inspector {
  readonly threads: number
  readonly warnings: string[] = []
  private readonly slots: Slot[]
  private readonly queue: ((slot: Slot) => void)[] = []
  private unavailable = false
  /** Every file once PyMuPDF is unavailable: the worker pool when it pays (its hard timeout). */
  private pdfjsAll: Inspector | undefined
  /** A file PyMuPDF failed on, one at a time. */
  private pdfjsOne: Inspector | undefined

  constructor(
    private readonly options: ReaderOptions,
    private readonly plan: { python: string; jobs: number; fileCount: number }
  ) {
    this.threads = Math.max(1, Math.min(plan.jobs, plan.fileCount))
    this.slots = Array.from({ length: this.threads }, () => ({ child: undefined, taken: 0 }))
  }

  get readsOutOfProcess(): boolean {
    return !this.unavailable
  }

  async inspect(path: string): Promise<Inspection> {
    if (this.unavailable) return this.allWithPdfjs(path)
    // Only paths wait here, not bytes.
    const answer = await this.withSlot(slot => this.ask(slot, path))
    switch (answer.kind) {
      case 'unavailable':
        return this.allWithPdfjs(path)
      case 'check':
        return this.checkHere(path)
      case 'too-large': {
        const message = tooLargeMessage(this.options.maxDecompressedMb)
        const { sha256, size } = answer.file ?? loadFile(path)
        return { sha256, size, outcome: { kind: 'unreadable', message } }
      }
      case 'encrypted':
        return { ...answer.file, outcome: { kind: 'encrypted', message: ENCRYPTED_MESSAGE } }
      case 'read': {
        const { sha256, size } = answer.read
        const einvoice = await einvoiceOfRead(answer.read)
        return { sha256, size, outcome: outcomeOfRead(answer.read, path, this.options, einvoice) }
      }
      case 'timeout':
        return this.oneWithPdfjs(path, `took longer than ${this.options.timeoutMs / 1000} s`)
      case 'failed':
        return this.oneWithPdfjs(path, answer.message)
    }
  }

  async close(): Promise<void> {
    await Promise.all([
      ...this.slots.map(slot => slot.child?.close()),
      this.pdfjsAll?.close(),
      this.pdfjsOne?.close()
    ])
  }

  /** A file the child had not got to is asked again. */
  private async ask(slot: Slot, path: string): Promise<Answer> {
    for (;;) {
      if (this.unavailable) return { kind: 'unavailable' }
      slot.child ??= new PymupdfChild(this.plan.python, this.options.maxDecompressedMb)
      const child = slot.child
      const reading = child.read(path, this.options, this.options.timeoutMs)
      const start = await child.started
      if (start.kind === 'unavailable') {
        this.markUnavailable(start.message)
        return { kind: 'unavailable' }
      }
      const answer = await reading
      // A child that overran or failed is not trusted with the next file.
      if (answer.kind === 'failed') child.kill()
      const dropped = answer.kind === 'timeout' || answer.kind === 'failed'
      if ((dropped || answer.kind === 'not-read') && slot.child === child) slot.child = undefined
      if (answer.kind !== 'not-read') return answer
    }
  }

  private async withSlot<T>(use: (slot: Slot) => Promise<T>): Promise<T> {
    const free = this.slots.reduce((best, slot) => (slot.taken < best.taken ? slot : best))
    const slot =
      free.taken < SENT_AHEAD ? free : await new Promise<Slot>(resolve => this.queue.push(resolve))
    slot.taken++
    try {
      return await use(slot)
    } finally {
      slot.taken--
      this.queue.shift()?.(slot)
    }
  }

  private markUnavailable(message: string): void {
    if (this.unavailable) return
    this.unavailable = true
    this.warnings.push(
      `reader pymupdf is unavailable (${message}); all files are read with pdf.js. ` +
        `Install PyMuPDF (apt-get install python3-fitz, or pip install pymupdf) or set --python.`
    )
  }

  // pdf.js is imported on first use: a run the children read whole never loads it.
  private async oneWithPdfjs(path: string, why: string): Promise<Inspection> {
    this.warnings.push(`${path}: the PyMuPDF reader failed (${why}); read with pdf.js instead`)
    const { inProcessInspector } = await import('./extract-pool.js')
    this.pdfjsOne ??= inProcessInspector(this.options)
    return this.pdfjsOne.inspect(path)
  }

  private async allWithPdfjs(path: string): Promise<Inspection> {
    const { createInspector } = await import('./extract-pool.js')
    this.pdfjsAll ??= createInspector(this.options, this.plan.jobs, this.plan.fileCount)
    return this.pdfjsAll.inspect(path)
  }

  private checkHere(path: string): Promise<Inspection> | Inspection {
    const loaded = loadFile(path)
    if (!('bytes' in loaded)) return loaded
    const outcome = sniffPdf(loaded.bytes)
    if (outcome === undefined) return this.oneWithPdfjs(path, 'the file changed while it was read')
    return { sha256: loaded.sha256, size: loaded.size, outcome }
  }
}
