/**
 * OCR for pages with almost no text, by the installed `tesseract` or by tesseract.js, both given
 * the shipped language data, so they read alike. One worker serves the batch, started at the
 * first page that needs it (when `auto` picks the engine); after a page that fails or times out
 * it is replaced. No network, no cache, nothing written beside the PDFs.
 */
import { readFileSync } from 'node:fs'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { PageTextRecognizer, RecognizeContext } from '../../types.js'
import type { OcrAssets } from './ocr-assets.js'
import type { LanguageData, OcrWorker } from './ocr-client.js'
import type { CanvasMaker } from './page-image.js'

/** The installed program, or the bundled WebAssembly build (always there). */
export type OcrEngineName = 'tesseract' | 'tesseract.js'
/** `auto`: the installed `tesseract` when it is on PATH, else tesseract.js. */
export type OcrEngine = 'auto' | OcrEngineName
export const OCR_ENGINES: readonly OcrEngine[] = ['auto', 'tesseract', 'tesseract.js']

/** `OCR failed: <file> page <n>: <reason>`; `reason` alone for callers that name file and page. */
export class OcrError extends Error {
  override name = 'OcrError'
  constructor(
    readonly path: string,
    readonly pageNumber: number,
    readonly reason: string,
    options?: { cause?: unknown }
  ) {
    super(`OCR failed: ${path} page ${pageNumber}: ${reason}`, options)
  }
}

export const DEFAULT_OCR_LANGUAGES = 'deu+eng'
export const DEFAULT_OCR_MAX_PAGES = 3
const DEFAULT_OCR_START_TIMEOUT_MS = 60_000
export const DEFAULT_OCR_PAGE_TIMEOUT_MS = 120_000

export interface OcrOptions {
  languages?: string
  engine?: OcrEngine
  /** The `tesseract` engine's program (a name on PATH or a path). */
  command?: string
  startTimeoutMs?: number
  pageTimeoutMs?: number
  assets?: OcrAssets
  /** Canvas for pages that must be rendered; `null` forbids rendering. */
  makeCanvas?: CanvasMaker | null
  /** Pages of one file read at most; later pages give no text. */
  maxPagesPerFile?: number
}

export interface OcrPageResult {
  text: string
  /** The decoded scan, a render, nothing painted, or over the page cap. */
  image: 'decoded' | 'rendered' | 'blank' | 'capped'
}

export interface OcrRecognizer extends PageTextRecognizer {
  recognizePageDetailed(page: PDFPageProxy, context: RecognizeContext): Promise<OcrPageResult>
}

export function parseOcrLanguages(value: string): string[] {
  const codes = value.split('+')
  if (!codes.every(code => /^[a-z]{3}(_[a-z]+)*$/i.test(code)))
    throw new Error(
      `Invalid value '${value}' for --ocr-lang. Expected tesseract codes joined by '+', e.g. deu+eng`
    )
  return codes
}

export function createOcrRecognizer(options: OcrOptions = {}): OcrRecognizer {
  const codes = parseOcrLanguages(options.languages ?? DEFAULT_OCR_LANGUAGES)
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_OCR_START_TIMEOUT_MS
  const pageTimeoutMs = options.pageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS
  const maxPages = options.maxPagesPerFile ?? DEFAULT_OCR_MAX_PAGES
  const pagesRead = new Map<string, number>()
  const warnings: string[] = []
  // `auto` decides at the first start and keeps to it: one batch, one engine.
  let engine = options.engine === 'auto' ? undefined : options.engine
  let readBy: OcrEngineName | undefined
  let worker: Promise<OcrWorker> | undefined
  let queue: Promise<unknown> = Promise.resolve()

  const ensureWorker = (): Promise<OcrWorker> => {
    worker ??= startEngine(options, codes, startTimeoutMs, engine, warnings).then(started => {
      engine = started.engine
      return started.worker
    })
    // A failed start is not cached: the next file tries again with a fresh thread.
    worker.catch(() => (worker = undefined))
    return worker
  }
  const dropWorker = async (): Promise<void> => {
    const current = worker
    worker = undefined
    await current?.then(w => w.terminate()).catch(() => undefined)
  }

  const readPage = async (
    page: PDFPageProxy,
    context: RecognizeContext
  ): Promise<OcrPageResult> => {
    const layout = context.layout ?? 'block'
    const count = pagesRead.get(context.path) ?? 0
    if (layout === 'block') {
      if (count >= maxPages) return { text: '', image: 'capped' }
      pagesRead.set(context.path, count + 1)
    }
    const [{ withTimeout }, { pageImage }] = await Promise.all([
      import('./ocr-client.js'),
      import('./page-image.js')
    ])
    const read = async (): Promise<OcrPageResult> => {
      const image = await pageImage(page, options.makeCanvas)
      if (image.method === 'blank') return { text: '', image: 'blank' }
      const text = await (await ensureWorker()).recognize(image.bytes, pageTimeoutMs, layout)
      readBy = engine
      return { text: text.trim(), image: image.method }
    }
    try {
      // The worker's own start and job timeouts apply inside; this one also bounds the image.
      return await withTimeout(read(), startTimeoutMs + pageTimeoutMs, 'the page did not finish')
    } catch (error) {
      // A failed sparse job may leave tesseract.js in that mode: the next page gets a new worker.
      if (isWorkerFailure(error) || layout === 'sparse') await dropWorker()
      const reason = error instanceof Error ? error.message : String(error)
      throw new OcrError(context.path, context.pageNumber, reason, { cause: error })
    }
  }

  const recognizePageDetailed: OcrRecognizer['recognizePageDetailed'] = (page, context) => {
    // One page at a time, so a page's timeout measures that page and not the queue before it.
    const turn = queue.then(() => readPage(page, context))
    queue = turn.catch(() => undefined)
    return turn
  }

  return {
    get engine() {
      return readBy
    },
    warnings,
    recognizePageDetailed,
    async recognizePage(page, context) {
      return (await recognizePageDetailed(page, context)).text
    },
    async close() {
      await queue
      await dropWorker()
    }
  }
}

/**
 * Starts `wanted`, or for `auto` (undefined) the program when it is on PATH, else tesseract.js.
 * A program on PATH that does not start falls back with a warning: tesseract.js reads the same
 * model, and a user who chose nothing would not want a broken install to leave scans unnamed.
 */
async function startEngine(
  options: OcrOptions,
  codes: string[],
  startTimeoutMs: number,
  wanted: OcrEngineName | undefined,
  warnings: string[]
): Promise<{ engine: OcrEngineName; worker: OcrWorker }> {
  const { locateOcrAssets } = await import('./ocr-assets.js')
  const assets = options.assets ?? locateOcrAssets()
  const languages = codes.map(code => readLanguage(assets, code))
  if (wanted !== 'tesseract.js') {
    const native = await import('./ocr-native.js')
    const command = options.command ?? 'tesseract'
    try {
      const worker = await native.startNativeOcr({ command, languages, startTimeoutMs })
      return { engine: 'tesseract', worker }
    } catch (error) {
      if (wanted === 'tesseract') throw error
      const reason = (error as Error).message.replace(native.INSTALL_FIX, '')
      const warning = `OCR fell back to tesseract.js (slower): ${reason}. Repair that program, or set the OCR engine to tesseract.js.`
      if (!(error instanceof native.OcrProgramMissing) && !warnings.includes(warning))
        warnings.push(warning)
    }
  }
  const { startOcrWorker } = await import('./ocr-client.js')
  const worker = await startOcrWorker({ ...assets, languages, startTimeoutMs })
  return { engine: 'tesseract.js', worker }
}

function readLanguage(assets: OcrAssets, code: string): LanguageData {
  const file = assets.languageFile(code)
  if (!file) {
    const fix =
      assets.layout === 'bundled'
        ? 'the bundled action ships deu and eng only'
        : `install it with \`npm install @tesseract.js-data/${code}\``
    throw new Error(`no language data for '${code}' (${fix})`)
  }
  return { code, data: readFileSync(file) }
}

/** Errors after which the worker may be stuck or gone, so it is replaced. */
function isWorkerFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return /OCR worker|OCR program|did not (start|finish)/.test(message)
}
