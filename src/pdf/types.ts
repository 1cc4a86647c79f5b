/** Seams of the PDF pipeline shared by extraction, OCR, heuristics, the LLM and the planner. */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'

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
  /** Estimated tokens of `text` (see budget.ts). */
  tokens: number
  /** Dates from the PDF info dictionary, the last fallback for the date (ISO YYYY-MM-DD). */
  infoDates: { creation?: string; modification?: string }
  title?: string
  /** True when the budget or the page limit stopped reading before the last page. */
  truncated: boolean
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
}

export interface Analysis {
  /** YYYYMMDD (YYYYMM00 when only the month is known) or null when no trustworthy date was found. */
  date: string | null
  /**
   * Where the date came from; `info` = the PDF info dictionary (last fallback); `model` = the
   * LLM's answer, checked against the dates in the text.
   */
  dateSource: 'text' | 'info' | 'none' | 'model'
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
