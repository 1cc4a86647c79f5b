/** Seams of the PDF pipeline shared by extraction, OCR, heuristics, the LLM and the planner. */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { EInvoiceRead } from './einvoice/attachments.js'
import type { EInvoiceUse } from './einvoice/decide.js'
import type { ConfidencePart } from './plan/confidence.js'
import type { OcrEngineName } from './read/ocr/ocr.js'

export type TextSource = 'text-layer' | 'ocr' | 'none'

/**
 * A run of text on one visual line (0 = the top one) with its horizontal extent in PDF units;
 * offsets index the page's `text`. Pairs a label with the value printed below it.
 */
export interface TextSpan {
  line: number
  start: number
  end: number
  x0: number
  x1: number
}

export interface PageText {
  page: number
  text: string
  /** `none`: the page was read but had almost no text and no recognizer ran (or it found none). */
  source: TextSource
  /** Where the source knows where the text sits (the text layer does). */
  spans?: TextSpan[]
}

export interface ExtractedDocument {
  path: string
  pageCount: number
  pages: PageText[]
  /** The pages' text within the token budget, joined by a blank line. */
  text: string
  /** Dates from the PDF info dictionary, the last fallback for the date (ISO YYYY-MM-DD). */
  infoDates: { creation?: string; modification?: string }
  title?: string
  /** The budget or the page limit stopped reading before the last page. */
  truncated: boolean
  /** The embedded e-invoice, or why it could not be read (absent: none, or not looked for). */
  einvoice?: EInvoiceRead
}

/** `no-text` keeps the document for its page count; each `unreadable` reason has its own advice. */
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

/** OCR for the pages below the text threshold (`MIN_PAGE_TEXT_CHARS`). */
export interface PageTextRecognizer {
  /** Throws with a message on failure or timeout. */
  recognizePage(page: PDFPageProxy, context: { path: string; pageNumber: number }): Promise<string>
  close(): Promise<void>
  /** Undefined before any page was read. */
  readonly engine?: OcrEngineName | undefined
  /** For the batch report (an engine that fell back). */
  readonly warnings?: readonly string[]
}

/** One date found in the text, as `explain` and the JSON plan show it. */
export interface DateCandidateReport {
  /** YYYYMMDD (the first of the month for month precision). */
  value: string
  raw: string
  precision: 'day' | 'month'
  /** 1-based. */
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
  /** What spoke for (and against) it. */
  evidence: string[]
}

/** Why the heuristics decided as they did: every candidate with its evidence. */
export interface Explanation {
  language?: string
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
  /** The seller. */
  issuer?: string
  category: string
  /** The category won with its margin (not a guess); a model answer does not replace it. */
  categoryDecided?: boolean
  /** The issuer first, then category-specific terms. */
  keywords: string[]
  summary: string[]
  /** In [0, 1]. */
  confidence: number
  /** The heuristics are not confident and a model could help. */
  needsLlm: boolean
  reasons: string[]
  llm?: LlmRecord
  explanation?: Explanation
  /** The embedded e-invoice: what of the name it gave and where the text disagrees, or why not. */
  einvoice?: EInvoiceUse
  /** What decided each part of the name, and how sure that makes it (plan/confidence.ts). */
  parts?: ConfidencePart[]
}

/** One file's exchange with the model. */
export interface LlmRecord {
  endpoint: string
  model: string
  /** Requests sent (retries and the repair request included). */
  attempts: number
  outcome: 'answered' | 'failed' | 'skipped'
  /** The answer as the model gave it (after JSON extraction), before any check. */
  answer?: { date: string | null; category: string; keywords: string[]; summary: string }
  used: Array<'date' | 'category' | 'keywords' | 'summary'>
  rejected: Array<{ field: string; value: string; reason: string }>
  /** Why there is no usable answer (outcome failed or skipped). */
  error?: string
}

/**
 * The model, asked for each analysis with `needsLlm`. On an expected failure it resolves to the
 * input analysis with the reason appended to `reasons`, rather than throwing.
 */
export type AnalysisRefiner = (analysis: Analysis, doc: ExtractedDocument) => Promise<Analysis>
