/** Seams of the PDF pipeline shared by extraction, OCR, heuristics, the LLM and the planner. */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { EInvoiceRead } from './einvoice/attachments.js'
import type { EInvoiceUse } from './einvoice/decide.js'
import type { ConfidencePart } from './plan/confidence.js'
import type { OcrEngineName } from './read/ocr/ocr.js'

export type TextSource = 'text-layer' | 'ocr' | 'none'

/** A run of text on one visual line (0 = the top one); offsets index the page's `text`. */
export interface TextSpan {
  line: number
  start: number
  end: number
  x0: number
  x1: number
}

/** What a second look added, or why it failed (the first read then stands). */
export type SecondLook = { datedLines: number } | { failed: string }

export interface PageText {
  page: number
  text: string
  /** `none`: the page was read but had almost no text and no recognizer ran (or it found none). */
  source: TextSource
  /** Where the source knows where the text sits. */
  spans?: TextSpan[]
  /** OCR read the page a second time for its date (extract.ts): the dated lines it added. */
  secondLook?: SecondLook
}

export interface ExtractedDocument {
  path: string
  pageCount: number
  pages: PageText[]
  /** The pages' text, joined by PAGE_SEPARATOR. */
  text: string
  /** From the PDF info dictionary (ISO YYYY-MM-DD). */
  infoDates: { creation?: string }
  title?: string
  /** Reading stopped before the last page. */
  truncated: boolean
  /** Absent: none, or not looked for. */
  einvoice?: EInvoiceRead
}

/** `no-text` keeps the document for its page count. */
export type ExtractOutcome =
  | { kind: 'text'; doc: ExtractedDocument }
  | { kind: 'no-text'; doc: ExtractedDocument; message: string }
  | { kind: 'encrypted'; message: string }
  | { kind: 'unreadable'; message: string }

/**
 * How OCR finds the text on a page: `block`, one block of lines; `sparse`, each piece of text on
 * its own, in no order (the second look for a date, read/extract.ts; not counted against the
 * page cap).
 */
export type PageLayout = 'block' | 'sparse'

export type RecognizeContext = { path: string; pageNumber: number; layout?: PageLayout }

export interface PageTextRecognizer {
  /** Throws on failure or timeout. */
  recognizePage(page: PDFPageProxy, context: RecognizeContext): Promise<string>
  close(): Promise<void>
  /** Undefined before any page was read. */
  readonly engine?: OcrEngineName | undefined
  /** `auto` fell back because the installed program did not start. */
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
  /** Day and month could be read either way. */
  ambiguous?: boolean
}

export interface CandidateReport {
  name: string
  score: number
  evidence: string[]
}

interface Explanation {
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
  /** `month`: the name carries the first of the month. */
  datePrecision?: 'day' | 'month'
  /** `info`: the PDF's creation date, the last fallback; `model`: checked against the text. */
  dateSource: 'einvoice' | 'text' | 'info' | 'none' | 'model' | 'name'
  /** The PDF's creation date (YYYYMMDD) when it may stand in for a missing document date. */
  fallbackDate?: { value: string; why: string }
  issuer?: string
  category: string
  /** The category won with its margin; a model answer does not replace it. */
  categoryDecided?: boolean
  /** The issuer first, then category-specific terms. */
  keywords: string[]
  summary: string[]
  /** In [0, 1]. */
  confidence: number
  needsLlm: boolean
  reasons: string[]
  llm?: LlmRecord
  explanation?: Explanation
  einvoice?: EInvoiceUse
  parts?: ConfidencePart[]
}

/** One file's exchange with the model. */
export interface LlmRecord {
  endpoint: string
  model: string
  /** Retries and the repair request included. */
  attempts: number
  outcome: 'answered' | 'failed' | 'skipped'
  /** The answer as the model gave it (after JSON extraction), before any check. */
  answer?: { date: string | null; category: string; keywords: string[]; summary: string }
  used: Array<'date' | 'category' | 'keywords' | 'summary'>
  rejected: Array<{ field: string; value: string; reason: string }>
  error?: string
}

/** The model, for an analysis with `needsLlm`; on a failure it returns it with the reason. */
export type AnalysisRefiner = (analysis: Analysis, doc: ExtractedDocument) => Promise<Analysis>
