/**
 * Token estimate for the content budget. Without the model's tokenizer we count characters:
 * Latin script (and whitespace, digits, punctuation) at about 4 characters a token, other
 * alphabets (Greek, Cyrillic, Hebrew, Arabic, ...) at 2, and CJK/kana/hangul at 1 character a
 * token — conservative, because subword tokenizers split non-Latin text much finer.
 */

export const DEFAULT_MAX_CONTENT_TOKENS = 28_000

/** Cost of one character in tokens. */
export function charCost(codePoint: number): number {
  if (codePoint < 0x0250) return 0.25 // Basic Latin, Latin-1, Latin Extended-A/B
  if (codePoint >= 0x1e00 && codePoint < 0x2000) return 0.25 // Latin Extended Additional, Greek Ext.
  if (codePoint >= 0x2000 && codePoint < 0x2e00) return 0.25 // punctuation, symbols, arrows
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

export function estimateTokens(text: string): number {
  let cost = 0
  let index = 0
  for (let other = nextOther(text, 0); other !== -1; other = nextOther(text, index)) {
    cost += (other - index) * QUARTER + costAt(text, other)
    index = other + codePointLength(text, other)
  }
  return Math.ceil(cost + (text.length - index) * QUARTER)
}

const QUARTER = 0.25
/**
 * A character that does not cost a quarter token on its own: outside the ranges `charCost` gives
 * 0.25 (surrogates included). Runs between them are counted by their length, not a character at
 * a time; the sums are the same, every cost being a multiple of 0.25 (exact in binary).
 */
const OTHER = /[\u0250-\u1dff\u2e00-\uffff]/g

function nextOther(text: string, from: number): number {
  OTHER.lastIndex = from
  const index = OTHER.test(text) ? OTHER.lastIndex - 1 : -1
  OTHER.lastIndex = 0
  return index
}

function costAt(text: string, i: number): number {
  const unit = text.charCodeAt(i)
  return unit < 0x0250 ? 0.25 : charCost(text.codePointAt(i)!)
}

/** 2 for a surrogate pair, else 1 (a lone surrogate counts on its own, as `for...of` does). */
function codePointLength(text: string, i: number): number {
  const unit = text.charCodeAt(i)
  if (unit < 0xd800 || unit > 0xdbff) return 1
  const next = text.charCodeAt(i + 1)
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1
}

/** How many quarter tokens fit in `room` (at least 0). */
function quartersWithin(room: number): number {
  return room < 0 ? 0 : Math.floor(room / QUARTER)
}

/**
 * The longest prefix of `text` whose estimate fits in `tokens`, cut at the last line break (or
 * space) inside it when there is one, so a word or a date is not split.
 */
export function takeWithinBudget(
  text: string,
  tokens: number
): { text: string; tokens: number; truncated: boolean } {
  if (tokens <= 0) return { text: '', tokens: 0, truncated: text.length > 0 }
  let cost = 0
  let index = 0
  while (index < text.length) {
    // A run of quarter-token characters at once: as many as fit.
    const other = nextOther(text, index)
    const run = (other === -1 ? text.length : other) - index
    let fit = Math.min(run, quartersWithin(tokens - cost))
    while (fit > 0 && cost + fit * QUARTER > tokens) fit--
    cost += fit * QUARTER
    index += fit
    if (fit < run || other === -1) break
    const next = cost + costAt(text, index)
    if (next > tokens) break
    cost = next
    index += codePointLength(text, index)
  }
  if (index >= text.length) return { text, tokens: Math.ceil(cost), truncated: false }
  const head = text.slice(0, index)
  const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '))
  const kept = cut > 0 ? head.slice(0, cut) : head
  return { text: kept, tokens: estimateTokens(kept), truncated: true }
}
