/** Text of a PDF within the token budget, page by page; pages with almost no text go to OCR. */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { PageBudget } from './budget.js'
import { DEFAULT_MAX_DECOMPRESSED_MB, tooLargeMessage, withDecodeLimit } from './decode-limit.js'
import { findDates, parsePdfDate } from '../decide/dates.js'
import { layoutPage, type PositionedText } from './layout.js'
import { OcrError } from './ocr/ocr.js'
import { PAGE_SEPARATOR } from '../decide/positions.js'
import { DEFAULT_EXTRACT_TIMEOUT_MS } from '../settings.js'
import { embeddedInvoice, type EInvoiceRead } from '../einvoice/attachments.js'
import type {
  ExtractOutcome,
  ExtractedDocument,
  PageText,
  PageTextRecognizer,
  RecognizeContext,
  TextSpan
} from '../types.js'

/** A page with fewer letters and digits than this counts as having almost no text. */
const MIN_PAGE_TEXT_CHARS = 16

export interface ExtractOptions {
  maxTokens?: number
  /** 0 or absent: only the token budget limits. */
  maxPages?: number
  /** For the whole file. */
  timeoutMs?: number
  /** OCR for pages with almost no text; absent: such pages stay empty. */
  recognizer?: PageTextRecognizer
  /** Every page to the recognizer; its text, when it finds some, replaces the text layer. */
  forceOcr?: boolean
  /**
   * Whether the text read so far is of a kind that bears a date and gives none
   * (decide/heuristics.ts secondLookTest); absent: whether it holds no date at all. See
   * secondLook.
   */
  wantsSecondLook?: (text: string) => boolean
  /** "Today" for rejecting future info dates. */
  now?: Date
  maxDecompressedMb?: number
}

export async function extractPdf(
  bytes: Uint8Array,
  path: string,
  options: ExtractOptions = {}
): Promise<ExtractOutcome> {
  const notWhole = sniffPdf(bytes)
  if (notWhole !== undefined) return notWhole
  const limitMb = options.maxDecompressedMb ?? DEFAULT_MAX_DECOMPRESSED_MB
  return await withDecodeLimit(limitMb, async meter => {
    // The pymupdf reader uses this module's helpers, not pdf.js.
    const { openDocument } = await import('./pdfjs.js')
    const task = await openDocument(bytes, options.recognizer === undefined ? 'text' : 'render')
    const timeoutMs = options.timeoutMs ?? DEFAULT_EXTRACT_TIMEOUT_MS
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<ExtractOutcome>(resolve => {
      timer = setTimeout(resolve, timeoutMs, unreadable(timeoutMessage(timeoutMs)))
    })
    const work = task.promise.then(pdf => readDocument(pdf, path, options, meter)).catch(failure)
    let outcome: ExtractOutcome
    try {
      outcome = await Promise.race([work, timeout])
    } finally {
      clearTimeout(timer)
      await task.destroy().catch(() => undefined)
    }
    if (!meter.exceeded) return outcome
    return unreadable(tooLargeMessage(limitMb))
  })
}

async function readDocument(
  pdf: PDFDocumentProxy,
  path: string,
  options: ExtractOptions,
  meter: { readonly exceeded: boolean }
): Promise<ExtractOutcome> {
  const budget = new PageBudget(options.maxTokens, options.maxPages)
  const einvoice = await embeddedInvoice(pdf)
  let ocrSeen = false
  for (let number = 1; number <= pdf.numPages; number++) {
    if (!budget.wants(number) || meter.exceeded) break
    const page = await pdf.getPage(number)
    let read: { text: PageText; cutShort: boolean }
    try {
      read = await readPage(
        page,
        path,
        options,
        budget.charsLeft,
        ocrSeen ? undefined : budget.pages
      )
      ocrSeen ||= read.text.source === 'ocr'
    } catch (error) {
      return unreadable(`OCR failed on page ${number}: ${ocrReason(error)}`)
    } finally {
      page.cleanup()
    }
    if (!budget.add(read.text, read.cutShort)) break
  }
  const metadata = await pdf.getMetadata().catch(() => undefined)
  const info = (metadata?.info ?? {}) as Record<string, unknown>
  const doc = documentOf(path, pdf.numPages, budget, info, options.now ?? new Date(), einvoice)
  return textOutcome(doc, options.recognizer !== undefined)
}

export function textOutcome(doc: ExtractedDocument, ocrTried: boolean): ExtractOutcome {
  if (doc.einvoice?.kind === 'found' || hasText(doc.text)) return { kind: 'text', doc }
  const message = ocrTried ? 'no text (OCR found none either)' : 'no text; OCR not enabled'
  return { kind: 'no-text', doc, message }
}

async function readPage(
  page: PDFPageProxy,
  path: string,
  options: ExtractOptions,
  maxChars: number,
  /** The pages before, while no page was read by OCR: a second look may follow. */
  before: readonly PageText[] | undefined
): Promise<{ text: PageText; cutShort: boolean }> {
  const { items, cutShort } = await readTextItems(page, maxChars)
  const number = page.pageNumber
  const layer = layerPage(number, layoutPage(items))
  const recognizer = options.recognizer
  if (recognizer === undefined || (layer.source === 'text-layer' && options.forceOcr !== true))
    return { text: layer, cutShort }
  const context = { path, pageNumber: number }
  const recognized = (await recognizer.recognizePage(page, context)).normalize('NFC').trim()
  if (!hasText(recognized, 1)) return { text: layer, cutShort }
  const read =
    before === undefined
      ? { text: recognized }
      : await secondLook(recognizer, { page, context, text: recognized, before }, options)
  return { text: { page: number, ...read, source: 'ocr' }, cutShort: false }
}

/**
 * A clerk who finds no date on an invoice or a receipt looks again. The first page of a file
 * read by OCR, when the text so far is of a kind that bears a date and gives none, is read a
 * second time as sparse text (tesseract then takes each piece of text on its own, where a block
 * read can merge a date into the words beside it), and the lines of that read that hold a date
 * go below the page's text. Nothing else is taken from the second read, so the first read's
 * lines keep their order and their weight. A second read that fails leaves the first as it was.
 */
async function secondLook(
  recognizer: PageTextRecognizer,
  read: {
    page: PDFPageProxy
    context: RecognizeContext
    text: string
    before: readonly PageText[]
  },
  options: ExtractOptions
): Promise<Pick<PageText, 'text' | 'secondLook'>> {
  const { page, context, text, before } = read
  const now = options.now ?? new Date()
  // Either day/month order: the lines are kept for the heuristics, which apply the setting.
  const dated = (line: string): boolean =>
    (['dmy', 'mdy'] as const).some(order => findDates(line, { order, now }).length > 0)
  const wanted = options.wantsSecondLook ?? ((sofar: string) => !dated(sofar))
  if (!wanted([...before.map(p => p.text), text].join(PAGE_SEPARATOR))) return { text }
  let again: string
  try {
    again = await recognizer.recognizePage(page, { ...context, layout: 'sparse' })
  } catch (error) {
    return { text, secondLook: { failed: ocrReason(error) } }
  }
  const lines = again
    .normalize('NFC')
    .split('\n')
    .map(line => line.trim())
    .filter(dated)
  return { text: [text, ...lines].join('\n'), secondLook: { datedLines: lines.length } }
}

export function layerPage(page: number, laid: { text: string; spans: TextSpan[] }): PageText {
  const source = hasText(laid.text) ? 'text-layer' : 'none'
  return { page, text: laid.text, source, spans: laid.spans }
}

/**
 * The page's text items, keeping no more than the budget can take. The rest is drained, not
 * cancelled: cancelling pdf.js's in-thread stream races with chunks already sent.
 */
async function readTextItems(
  page: PDFPageProxy,
  maxChars: number
): Promise<{ items: PositionedText[]; cutShort: boolean }> {
  const reader = page.streamTextContent().getReader()
  const items: PositionedText[] = []
  let chars = 0
  let cutShort = false
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return { items, cutShort }
    if (cutShort) continue
    for (const item of (value as { items: unknown[] }).items) {
      if (typeof item !== 'object' || item === null || !('str' in item)) continue
      items.push(item as PositionedText)
      chars += (item as PositionedText).str.length
    }
    cutShort = chars > maxChars
  }
}

export function documentOf(
  path: string,
  pageCount: number,
  { pages, truncated }: PageBudget,
  info: Record<string, unknown>,
  now: Date,
  einvoice: EInvoiceRead | undefined
): ExtractedDocument {
  const creation = parsePdfDate(info.CreationDate, now)
  const title = typeof info.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : ''
  return {
    path,
    pageCount,
    pages,
    text: pages.map(page => page.text).join(PAGE_SEPARATOR),
    infoDates: creation === undefined ? {} : { creation },
    ...(title === '' ? {} : { title }),
    truncated,
    ...(einvoice === undefined ? {} : { einvoice })
  }
}

const TEXT_CHAR = /[\p{L}\p{N}]/gu

function hasText(text: string, atLeast = MIN_PAGE_TEXT_CHARS): boolean {
  TEXT_CHAR.lastIndex = 0
  let count = 0
  while (count < atLeast && TEXT_CHAR.test(text)) count++
  return count === atLeast
}

export function timeoutMessage(timeoutMs: number): string {
  return `reading took longer than ${timeoutMs / 1000} s; raise --timeout or check the file`
}

export const ENCRYPTED_MESSAGE =
  'encrypted: needs a password to open (passwords are not guessed); decrypt it, e.g. `qpdf --decrypt --password=... in.pdf out.pdf`, and run again'

function failure(error: unknown): ExtractOutcome {
  if (error instanceof Error && error.name === 'PasswordException')
    return { kind: 'encrypted', message: ENCRYPTED_MESSAGE }
  const detail = error instanceof Error ? error.message : String(error)
  return unreadable(`not a readable PDF (${detail}); open it in a viewer and save a repaired copy`)
}

function ocrReason(error: unknown): string {
  if (error instanceof OcrError) return error.reason
  return error instanceof Error ? error.message : String(error)
}

const HEADER_WINDOW = 1024
const TRAILER_WINDOW = 2048

/**
 * Cheap checks before pdfjs-dist sees the bytes: it repairs a great deal silently, so a
 * half-copied file would otherwise be renamed and archived as if it were complete. Undefined
 * when the file looks whole.
 */
export function sniffPdf(bytes: Uint8Array): ExtractOutcome | undefined {
  if (bytes.length === 0) return unreadable('empty file (0 bytes)')
  const head = latin1(bytes.subarray(0, HEADER_WINDOW))
  if (!head.includes('%PDF-'))
    return unreadable(
      `not a PDF: no %PDF- header (starts with ${JSON.stringify(preview(head))}); check what the file really is`
    )
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)))
  if (!tail.includes('%%EOF'))
    return unreadable(
      `truncated PDF: no %%EOF marker in the last ${TRAILER_WINDOW} bytes (${bytes.length} bytes in all); the download or copy was cut off — fetch it again`
    )
  return undefined
}

export function unreadable(message: string): ExtractOutcome {
  return { kind: 'unreadable', message }
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
}

function preview(head: string): string {
  return head.slice(0, 16).replace(/[^\x20-\x7e]/g, '.')
}
