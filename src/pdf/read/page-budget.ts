/**
 * Pages in order until the token budget or the page limit is spent: the loop both readers
 * (pdf.js in extract.ts, PyMuPDF in pymupdf-doc.ts) run over a document's pages.
 */
import { DEFAULT_MAX_CONTENT_TOKENS, takeWithinBudget } from './budget.js'
import type { PageText } from '../types.js'

/** Latin text costs a quarter token a character (budget.ts); no script costs less. */
export const MAX_CHARS_PER_TOKEN = 4

export class PageBudget {
  readonly pages: PageText[] = []
  truncated = false
  private tokensLeft: number
  private readonly maxPages: number

  constructor(maxTokens = DEFAULT_MAX_CONTENT_TOKENS, maxPages?: number) {
    this.tokensLeft = maxTokens
    this.maxPages = maxPages !== undefined && maxPages > 0 ? maxPages : Infinity
  }

  /** Whether page `number` (from 1) is still read; when not, the document counts as truncated. */
  wants(number: number): boolean {
    if (number <= this.maxPages && this.tokensLeft > 0) return true
    this.truncated = true
    return false
  }

  /** Characters a page may still contribute (the reader need not keep more). */
  get charsLeft(): number {
    return this.tokensLeft * MAX_CHARS_PER_TOKEN
  }

  /** Adds the page, cut to what is left; false when that spent the budget (stop reading). */
  add(text: PageText, cutShort: boolean): boolean {
    const cut = takeWithinBudget(text.text, this.tokensLeft - (this.pages.length > 0 ? 1 : 0))
    if (cutShort) cut.truncated = true
    this.pages.push(cut.truncated ? clip(text, cut.text) : text)
    this.tokensLeft -= cut.tokens + (this.pages.length > 1 ? 1 : 0)
    if (cut.truncated) this.truncated = true
    return !cut.truncated
  }
}

function clip(page: PageText, text: string): PageText {
  const spans = page.spans
    ?.filter(span => span.start < text.length)
    .map(span => ({ ...span, end: Math.min(span.end, text.length) }))
  return { ...page, text, ...(spans === undefined ? {} : { spans }) }
}
