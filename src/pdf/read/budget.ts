/**
 * Token estimate without the model's tokenizer: Latin script at 4 characters a token, other
 * alphabets at 2, CJK at 1 (subword tokenizers split non-Latin text much finer). PageBudget is
 * the loop both readers run over a document's pages.
 */
import type { PageText } from '../types.js'

export const DEFAULT_MAX_CONTENT_TOKENS = 28_000

export function charCost(codePoint: number): number {
  if (codePoint < 0x0250) return 0.25 // Basic Latin, Latin-1, Latin Extended-A/B
  // Latin Extended Additional, Greek Extended, punctuation, symbols, arrows
  if (codePoint >= 0x1e00 && codePoint < 0x2e00) return 0.25
  if (isCjk(codePoint)) return 1
  return 0.5
}

function isCjk(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp < 0xa000) || // CJK radicals, kana, CJK unified ideographs
    (cp >= 0xac00 && cp < 0xd7b0) || // Hangul syllables
    (cp >= 0xf900 && cp < 0xfb00) || // CJK compatibility ideographs
    cp >= 0x20000 // supplementary ideographs
  )
}

// Every cost is a multiple of 0.25, so the sums below are exact. `for...of` takes a surrogate
// pair as one character and a lone surrogate on its own.

export function estimateTokens(text: string): number {
  let cost = 0
  for (const char of text) cost += charCost(char.codePointAt(0)!)
  return Math.ceil(cost)
}

/** The longest prefix of `text` within `tokens`, cut at a line break or space when there is one. */
export function takeWithinBudget(
  text: string,
  tokens: number
): { text: string; tokens: number; truncated: boolean } {
  if (tokens <= 0) return { text: '', tokens: 0, truncated: text.length > 0 }
  let cost = 0
  let index = 0
  for (const char of text) {
    const next = cost + charCost(char.codePointAt(0)!)
    if (next > tokens) break
    cost = next
    index += char.length
  }
  if (index >= text.length) return { text, tokens: Math.ceil(cost), truncated: false }
  const head = text.slice(0, index)
  const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '))
  const kept = cut > 0 ? head.slice(0, cut) : head
  return { text: kept, tokens: estimateTokens(kept), truncated: true }
}

/** No script costs less than a quarter token a character. */
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
