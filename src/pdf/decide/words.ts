/**
 * Whole-word matching that works for umlauts and accents: JavaScript's `\b` only knows ASCII
 * word characters, so `\bRechnung\b` misses nothing but `\bÄnderung\b` never matches and
 * `\bstr\b` matches inside "Straße". A letter or digit next to the match ends it instead.
 */

const BEFORE = '(?<![\\p{L}\\p{N}])'
const AFTER = '(?![\\p{L}\\p{N}])'

const FOLDS: Record<string, string> = { ä: '(?:ä|ae)', ö: '(?:ö|oe)', ü: '(?:ü|ue)', ß: '(?:ß|ss)' }

/** `ä` also matches `ae` (and so on) outside character classes, for text typed without umlauts. */
export function expandUmlauts(source: string): string {
  return units(source)
    .map(({ unit, inClass }) => (inClass ? unit : (FOLDS[unit.toLowerCase()] ?? unit)))
    .join('')
}

/** A regex source in units (an escape with what it escapes), each marked when inside a class. */
function units(source: string): { unit: string; inClass: boolean }[] {
  const list: { unit: string; inClass: boolean }[] = []
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const unit = source[i] === '\\' ? source.slice(i, i + 2) : source[i]!
    i += unit.length - 1
    if (unit === '[') inClass = true
    else if (unit === ']') inClass = false
    list.push({ unit, inClass })
  }
  return list
}

/**
 * A case-insensitive Unicode regex for many alternatives, each a whole word (or phrase); group
 * i + 1 tells which alternative matched. Where several match at one place, the first in the list wins.
 */
export function alternativesRegex(sources: string[], flags = 'giu'): RegExp {
  const groups = sources.map(source => `(${expandUmlauts(source)})`).join('|')
  return new RegExp(`${BEFORE}(?:${groups})${AFTER}`, flags)
}

/** Index of the alternative that matched (see alternativesRegex). */
export function matchedAlternative(match: RegExpMatchArray): number {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return i - 1
  return -1
}

const WORD = /[\p{L}][\p{L}\p{N}]*(?:['’-][\p{L}\p{N}]+)*/gu

/** Words (letters first, then letters/digits; inner hyphens and apostrophes kept) with offsets. */
export function words(text: string): { word: string; start: number }[] {
  return allMatches(WORD, text).map(m => ({ word: m[0], start: m.index }))
}

/**
 * Every match of a global regex, run on the regex itself. `String.prototype.matchAll` copies the
 * regex for each call, and V8 drops compiled copies at garbage collection: the big alternations
 * of the rules were then compiled again and again.
 */
export function allMatches(regex: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = []
  regex.lastIndex = 0
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    found.push(m)
    // An empty match moves on by one character, as matchAll does.
    if (m[0] === '') regex.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1)
  }
  regex.lastIndex = 0
  return found
}

/** The first match of a global regex, or null. */
export function firstMatch(regex: RegExp, text: string): RegExpExecArray | null {
  regex.lastIndex = 0
  const m = regex.exec(text)
  regex.lastIndex = 0
  return m
}

/** `a|b(?:c|d)` -> [`a`, `b(?:c|d)`]: the top-level alternatives of a regex source. */
export function splitAlternatives(source: string): string[] {
  const parts = ['']
  let depth = 0
  for (const { unit, inClass } of units(source)) {
    if (!inClass && unit === '(') depth++
    else if (!inClass && unit === ')') depth--
    else if (!inClass && unit === '|' && depth === 0) {
      parts.push('')
      continue
    }
    parts[parts.length - 1] += unit
  }
  return parts
}

/** A score to two decimals, as explanations print it. */
export function round(value: number): number {
  return Math.round(value * 100) / 100
}
