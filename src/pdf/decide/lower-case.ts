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
  const lower = lowerCasedOnce(text)
  if (recent.unshift({ text, lower }) > 2) recent.pop()
  return lower
}

/**
 * `lowerCased`'s answer without keeping it: for the many short lines, which would otherwise push
 * the document out.
 */
export function lowerCasedOnce(text: string): string | null {
  return UNSAFE.test(text) ? null : text.toLowerCase()
}

/** The same regex without the `i` flag, for lower-case text (its source must have no capitals). */
export function caseSensitive(regex: RegExp): RegExp {
  return new RegExp(caseSensitiveSource(regex.source), regex.flags.replace('i', ''))
}

/** `source` itself, checked to have no capitals (for a copy without the `i` flag). */
export function caseSensitiveSource(source: string): string {
  if (hasCapitals(source))
    throw new Error(`Regex /${source}/ has capitals; a lower-case copy would miss them.`)
  return source
}

/**
 * Whether a regex source may match differently on lower-case text without the `i` flag: it has
 * a capital, an escape other than those that mean the same in either case (\p{L}, \p{N}, \s,
 * \d, \w, \b, \t, \n and escaped signs; \p{Lu}, \x41, \u00C4 count), or a class with a
 * range other than within a-z or 0-9 (`[#-z]` spans both cases).
 */
export function hasCapitals(source: string): boolean {
  const literal = source.replace(/\\[pP]\{[LN]\}|\\[sSdDwWbBtnrfv]|\\[^a-zA-Z]/g, '')
  if (/\p{Lu}|\\/u.test(literal)) return true
  // A range within the small letters or within the digits (a-z, 0-9) is the same either way.
  const ranges = (literal.match(/\[[^\]]*\]/g) ?? []).map(c =>
    c.slice(1, -1).replace(/[a-z]-[a-z]|[0-9]-[0-9]/g, '')
  )
  return ranges.some(inner => /.-./.test(inner))
}
