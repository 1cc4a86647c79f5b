/**
 * The text in lower case, for scanning with case-sensitive copies of the case-insensitive
 * regexes: a Unicode regex with the `i` flag tries every case variant of each letter at every
 * position and runs several times slower than the same regex without it on lower-case text.
 *
 * Both find the same matches at the same offsets for every character but two (checked over all
 * of Unicode against the letters, digits and signs the patterns use): "ſ" (long s) matches "s"
 * with the `i` flag but stays "ſ" in lower case, and "İ" lower-cases to two characters, which
 * would shift every offset after it. A text with either gets null: its scans keep the `i` flag.
 */

const UNSAFE = /[ſİ]/u

let lastText: string | undefined
let lastLower: string | null = null

/** `text.toLowerCase()`, or null when a case-sensitive scan of it could differ (see above). */
export function lowerCased(text: string): string | null {
  // The scans of one document ask one after another; the last answer is kept for them.
  if (text !== lastText) {
    lastText = text
    lastLower = UNSAFE.test(text) ? null : text.toLowerCase()
  }
  return lastLower
}

/** The same regex without the `i` flag, for lower-case text (its source must have no capitals). */
export function caseSensitive(regex: RegExp): RegExp {
  // Escapes (\p{L}, \S, \u00C4) do not count as capitals; a \u escape is refused below.
  const literal = regex.source.replace(/\\[pP]\{[^}]*\}|\\[^u]/g, '')
  if (/\p{Lu}|\\u/u.test(literal))
    throw new Error(`Regex ${String(regex)} has capitals; a lower-case copy would miss them.`)
  return new RegExp(regex.source, regex.flags.replace('i', ''))
}
