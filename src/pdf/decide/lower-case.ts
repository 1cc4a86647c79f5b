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

/** The last two texts asked for and their answers: a document and a stretch of it. */
const recent: { text: string; lower: string | null }[] = []

/** `text.toLowerCase()`, or null when a case-sensitive scan of it could differ (see above). */
export function lowerCased(text: string): string | null {
  // The scans of one document ask one after another; the answers are kept for them.
  for (const entry of recent) if (entry.text === text) return entry.lower
  const lower = UNSAFE.test(text) ? null : text.toLowerCase()
  if (recent.unshift({ text, lower }) > 2) recent.pop()
  return lower
}

/** The same regex without the `i` flag, for lower-case text (its source must have no capitals). */
export function caseSensitive(regex: RegExp): RegExp {
  if (hasCapitals(regex.source))
    throw new Error(`Regex ${String(regex)} has capitals; a lower-case copy would miss them.`)
  return new RegExp(regex.source, regex.flags.replace('i', ''))
}

/** Whether a regex source has a capital letter (escapes such as \p{L} or \S aside; \u counts). */
export function hasCapitals(source: string): boolean {
  const literal = source.replace(/\\[pP]\{[^}]*\}|\\[^u]/g, '')
  return /\p{Lu}|\\u/u.test(literal)
}
