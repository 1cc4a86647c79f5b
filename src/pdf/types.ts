/** Seams of the PDF pipeline shared by extraction, OCR, heuristics, the LLM and the planner. */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type TextSource = 'text-layer' | 'ocr' | 'none'

/** Text of one page as far as the budget allowed. */
export interface PageText {
  page: number
  text: string
  source: TextSource
}

/** What extraction (and OCR, when it ran) produced for one file. */
export interface ExtractedDocument {
  path: string
  pageCount: number
  pages: PageText[]
  /** Concatenated page text within the token budget. */
  text: string
  /** Dates from the PDF info dictionary, the last fallback for the date (ISO YYYY-MM-DD). */
  infoDates: { creation?: string; modification?: string }
  title?: string
  truncated: boolean
}

/**
 * Something that turns pages with almost no text into text. The OCR issue implements it;
 * extraction calls it only for pages below the text threshold.
 */
export interface PageTextRecognizer {
  /** Reads one page that pdfjs-dist has loaded; throws with a message on failure or timeout. */
  recognizePage(page: PDFPageProxy, context: { path: string; pageNumber: number }): Promise<string>
  close(): Promise<void>
}

export interface Analysis {
  /** YYYYMMDD or null when no trustworthy date was found. */
  date: string | null
  category: string
  keywords: string[]
  summary: string[]
  /** In [0, 1]. */
  confidence: number
  /** True when the heuristics are not confident and a model could help. */
  needsLlm: boolean
  reasons: string[]
}
