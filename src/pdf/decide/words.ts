/**
 * Whole-word matching that works for umlauts and accents: JavaScript's `\b` only knows ASCII
 * word characters, so `\bRechnung\b` misses nothing but `\bÄnderung\b` never matches and
 * `\bstr\b` matches inside "Straße". A letter or digit next to the match ends it instead.
 */

import { wordBounded, type WordBoundedRegex } from './word-bounds.js'
import { alphabetRegex } from './alphabet.js'

const BEFORE = '(?<![\\p{L}\\p{N}])'
const AFTER = '(?![\\p{L}\\p{N}])'

const FOLDS: Record<string, string> = { ä: '(?:ä|ae)', ö: '(?:ö|oe)', ü: '(?:ü|ue)', ß: '(?:ß|ss)' }

/** The characters `FOLDS` applies to (their lower case is one of its keys), capitals included. */
const FOLDABLE = ['ä', 'ö', 'ü', 'ß', 'Ä', 'Ö', 'Ü', 'ẞ']

/** `ä` also matches `ae` (and so on) outside character classes, for text typed without umlauts. */
export function expandUmlauts(source: string): string {
  // Most sources have none: returned as they are without a pass that lower-cases each character
  // (a cold process builds the scans of its lists from thousands of characters of sources).
  if (!FOLDABLE.some(ch => source.includes(ch))) return source
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '')
      i++
      continue
    }
    if (ch === '[') inClass = true
    else if (ch === ']') inClass = false
    const fold = FOLDS[ch.toLowerCase()]
    out += !inClass && fold !== undefined ? fold : ch
  }
  return out
}

/** A case-insensitive Unicode regex matching `source` only as a whole word (or phrase). */
export function wordRegex(source: string, flags = 'giu'): RegExp {
  return new RegExp(`${BEFORE}(?:${expandUmlauts(source)})${AFTER}`, flags)
}

/** One regex for many alternatives; group i + 1 tells which alternative matched. */
export function alternativesRegex(sources: string[], flags = 'giu'): RegExp {
  return new RegExp(`${BEFORE}${alternatives(sources)}${AFTER}`, flags)
}

/**
 * `alternativesRegex` without the check before (scan it with `wordStartMatches`) and without
 * groups, for lists where it does not matter which alternative matched: a group per
 * alternative costs bookkeeping at every position tried.
 */
export function wordStartAlternatives(sources: string[], flags = 'giu'): WordBoundedRegex {
  const words = sources.map(source => `(?:${expandUmlauts(source)})`).join('|')
  // An ASCII letter or digit before is ruled out inside the regex, where it costs little, so the
  // alternatives are not tried in the middle of words; the rest of the check stays outside.
  return wordBounded(`(?<![a-zA-Z0-9])(?:${words})`, flags)
}

function alternatives(sources: string[]): string {
  return `(?:${sources.map(source => `(${expandUmlauts(source)})`).join('|')})`
}

/** Index of the alternative that matched (see alternativesRegex). */
export function matchedAlternative(match: RegExpMatchArray): number {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return i - 1
  return -1
}

const WORD = alphabetRegex(String.raw`[\p{L}][\p{L}\p{N}]*(?:['’-][\p{L}\p{N}]+)*`, 'gu')

/** Words (letters first, then letters/digits; inner hyphens and apostrophes kept) with offsets. */
export function words(text: string): { word: string; start: number }[] {
  return allMatches(WORD.for(text), text).map(m => ({ word: m[0], start: m.index }))
}

/**
 * Every match of a global regex, run on the regex itself. `String.prototype.matchAll` copies the
 * regex for each call, and V8 drops compiled copies at garbage collection: the big alternations
 * of the rules were then compiled again and again.
 */
export function allMatches(regex: RegExp, text: string): RegExpExecArray[] {
  return matchesWhere(regex, text, () => true)
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/**
 * The matches of `regex` (global, compiled without a leading boundary) where no character of
 * `before` comes right before: the whole-word check made here instead of as a lookbehind opening
 * the regex. Irregexp cannot skip ahead to a pattern's possible first characters past a leading
 * lookbehind, so it tries the whole pattern at every position; checked here, the scans of the
 * label and legal-form alternations run several times faster.
 */
export function wordStartMatches(
  regex: RegExp | WordBoundedRegex,
  text: string,
  before: RegExp = LETTER_OR_DIGIT
): RegExpExecArray[] {
  return matchesWhere(regex, text, index => !precededBy(text, index, before))
}

/** The first of `wordStartMatches`, or null. */
export function firstWordStart(
  regex: RegExp | WordBoundedRegex,
  text: string,
  before: RegExp = LETTER_OR_DIGIT
): RegExpExecArray | null {
  return matchesWhere(regex, text, index => !precededBy(text, index, before), 1)[0] ?? null
}

/** Whether the character before `index` is one of `chars` (a one-character class). */
export function precededBy(text: string, index: number, chars: RegExp): boolean {
  if (index === 0) return false
  const code = text.charCodeAt(index - 1)
  const low = code >= 0xdc00 && code <= 0xdfff && index >= 2
  return chars.test(low ? text.slice(index - 2, index) : text[index - 1]!)
}

/** Matches of a global regex whose start `accept`s; a rejected start is retried one on. */
export function matchesWhere(
  regex: RegExp | WordBoundedRegex,
  text: string,
  accept: (index: number) => boolean,
  limit = Infinity
): RegExpExecArray[] {
  const found: RegExpExecArray[] = []
  for (let from = 0; found.length < limit;) {
    const m = execFrom(regex, text, from)
    if (m === null) break
    from = m.index + m[0].length
    if (!accept(m.index)) from = m.index + codeUnits(text, m.index)
    else {
      found.push(m)
      if (m[0] === '') from = m.index + codeUnits(text, m.index)
    }
  }
  return found
}

/** `exec` with lastIndex = `from` (a RegExp's lastIndex is left at 0). */
function execFrom(
  regex: RegExp | WordBoundedRegex,
  text: string,
  from: number
): RegExpExecArray | null {
  if (!(regex instanceof RegExp)) return regex.exec(text, from)
  regex.lastIndex = from
  const m = regex.exec(text)
  regex.lastIndex = 0
  return m
}

/** 2 for the first half of a surrogate pair, else 1: a step of one character. */
function codeUnits(text: string, index: number): number {
  const code = text.charCodeAt(index)
  return code >= 0xd800 && code <= 0xdbff ? 2 : 1
}

/** `a|b(?:c|d)` -> [`a`, `b(?:c|d)`]: the top-level alternatives of a regex source. */
export function splitAlternatives(source: string): string[] {
  const parts: string[] = []
  let depth = 0
  let inClass = false
  let current = ''
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') {
      current += ch + (source[i + 1] ?? '')
      i++
      continue
    }
    if (inClass) inClass = ch !== ']'
    else if (ch === '[') inClass = true
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === '|' && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += ch
  }
  parts.push(current)
  return parts
}

/**
 * `regex.test` for the shared global regexes: `test` moves `lastIndex`, and `matchAll` starts
 * from the original's `lastIndex`, so a stray test would make a later scan skip text.
 */
export function testOnce(regex: RegExp, text: string): boolean {
  regex.lastIndex = 0
  const found = regex.test(text)
  regex.lastIndex = 0
  return found
}
