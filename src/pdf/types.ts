/** Seams of the PDF pipeline shared by extraction, OCR, heuristics, the LLM and the planner. */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { EInvoiceRead } from './einvoice/attachments.js'
import type { EInvoiceUse } from './einvoice/decide.js'
import type { ConfidencePart } from './plan/confidence.js'
import type { OcrEngineName } from './read/ocr/ocr.js'

export type TextSource = 'text-layer' | 'ocr' | 'none'

/**
 * A run of text on one visual line with its horizontal extent in PDF units. Offsets index the
 * page's `text`. Heuristics use it to pair a label with the value printed below it.
 */
export interface TextSpan {
  /** Visual line (0 = top line of the page). */
  line: number
  start: number
  end: number
  x0: number
  x1: number
}

/** Text of one page as far as the budget allowed. */
export interface PageText {
  page: number
  text: string
  /** `none`: the page was read but had almost no text and no recognizer ran (or it found none). */
  source: TextSource
  /** Present when the source knows where the text sits (the text layer does). */
  spans?: TextSpan[]
}

/** What extraction (and OCR, when it ran) produced for one file. */
export interface ExtractedDocument {
  path: string
  pageCount: number
  pages: PageText[]
  /** Concatenated page text within the token budget (pages joined by a blank line). */
  text: string
  /** Dates from the PDF info dictionary, the last fallback for the date (ISO YYYY-MM-DD). */
  infoDates: { creation?: string; modification?: string }
  title?: string
  /** True when the budget or the page limit stopped reading before the last page. */
  truncated: boolean
  /** The embedded e-invoice, or why it could not be read (absent: none, or not looked for). */
  einvoice?: EInvoiceRead
}

/**
 * The result of reading one file. `no-text` keeps the document so a caller can still report the
 * page count; the `unreadable` reasons are distinct so the CLI can say what to do about each.
 */
export type ExtractOutcome =
  | { kind: 'text'; doc: ExtractedDocument }
  | { kind: 'no-text'; doc: ExtractedDocument; message: string }
  | { kind: 'encrypted'; message: string }
  | {
      kind: 'unreadable'
      reason:
        | 'empty'
        | 'not-pdf'
        | 'truncated'
        | 'damaged'
        | 'timeout'
        | 'too-large'
        | 'ocr-failed'
        | 'io'
      message: string
    }

/**
 * Something that turns pages with almost no text into text. The OCR issue implements it;
 * extraction calls it only for pages below the text threshold (`MIN_PAGE_TEXT_CHARS`).
 */
export interface PageTextRecognizer {
  /** Reads one page that pdfjs-dist has loaded; throws with a message on failure or timeout. */
  recognizePage(page: PDFPageProxy, context: { path: string; pageNumber: number }): Promise<string>
  close(): Promise<void>
  /** The engine that read the pages (`tesseract`, `tesseract.js`); undefined before any. */
  readonly engine?: OcrEngineName | undefined
  /** What the batch report should carry (an engine that fell back). */
  readonly warnings?: readonly string[]
}

/** One date found in the text, as `explain` and the JSON plan show it. */
export interface DateCandidateReport {
  /** YYYYMMDD (the first of the month for month precision). */
  value: string
  raw: string
  precision: 'day' | 'month'
  /** 1-based page and line. */
  page: number
  line: number
  /** The label or layout that gave the role ("Rechnungsdatum", "title line"). */
  label?: string
  role: string
  score: number
  /** False for roles that never give the document date (birth, print, version, ...). */
  eligible: boolean
  /** Day and month could be read either way; the document's order (or --date-order) decided. */
  ambiguous?: boolean
}

export interface CandidateReport {
  name: string
  score: number
  /** What spoke for (and against) this candidate. */
  evidence: string[]
}

/** Why the heuristics decided as they did: every candidate with its evidence. */
export interface Explanation {
  language?: string
  /** The day/month order used and what decided it. */
  dateOrder: { order: 'dmy' | 'mdy'; from: string }
  dates: DateCandidateReport[]
  dateWhy: string
  categories: CandidateReport[]
  categoryWhy: string
  issuers: CandidateReport[]
  issuerWhy: string
}

export interface Analysis {
  /** YYYYMMDD or null when no trustworthy date was found (the file is then left in place). */
  date: string | null
  /** `month`: the text gave month and year only; the name carries the first of the month. */
  datePrecision?: 'day' | 'month'
  /**
   * Where the date came from: `einvoice` = the embedded e-invoice XML; `text`; `model` = the
   * LLM's answer, checked against the dates in the text; `name` = a date in the file's name;
   * `info` = the PDF's creation date (the last fallback, when plausible); `none`.
   */
  dateSource: 'einvoice' | 'text' | 'info' | 'none' | 'model' | 'name'
  /** The PDF's creation date (YYYYMMDD) when it may stand in for a missing document date. */
  fallbackDate?: { value: string; why: string }
  /** The issuer (seller) when found. */
  issuer?: string
  category: string
  /** The category won with its margin (not a guess); a model answer does not replace it. */
  categoryDecided?: boolean
  /** The issuer (when found) first, then category-specific terms. */
  keywords: string[]
  summary: string[]
  /** In [0, 1]. */
  confidence: number
  /** True when the heuristics are not confident and a model could help. */
  needsLlm: boolean
  reasons: string[]
  /** What the model was asked and answered (present when it was asked). */
  llm?: LlmRecord
  /** Every date, category and issuer candidate and why the winners won. */
  explanation?: Explanation
  /** The embedded e-invoice: what of the name it gave and where the text disagrees, or why not. */
  einvoice?: EInvoiceUse
  /** What decided each part of the name, and how sure that makes it (plan/confidence.ts). */
  parts?: ConfidencePart[]
}

/** One file's exchange with the model, for the JSON report. */
export interface LlmRecord {
  endpoint: string
  model: string
  /** Requests sent (retries and the repair request included). */
  attempts: number
  outcome: 'answered' | 'failed' | 'skipped'
  /** The answer as the model gave it (after JSON extraction), before any check. */
  answer?: { date: string | null; category: string; keywords: string[]; summary: string }
  /** Fields of the final analysis that came from the model. */
  used: Array<'date' | 'category' | 'keywords' | 'summary'>
  rejected: Array<{ field: string; value: string; reason: string }>
  /** Why there is no usable answer (outcome failed or skipped). */
  error?: string
}

/**
 * The hook the LLM issue fills: called by the pipeline for each analysis with `needsLlm` (unless
 * the model is disabled). Must resolve to an analysis (the input one on any failure, with the
 * reason appended to `reasons`); it must not throw for expected failures.
 */
export type AnalysisRefiner = (analysis: Analysis, doc: ExtractedDocument) => Promise<Analysis>
