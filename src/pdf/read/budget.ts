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
  for (let i = 0; i < text.length; i += codePointLength(text, i)) cost += costAt(text, i)
  return Math.ceil(cost)
}

// Code points by index, not `for (const ch of text)`: that makes a string of every character,
// and both functions here run over every page of every file.
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
