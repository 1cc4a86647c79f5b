/**
 * Many whole-word alternatives (the category markers) matched as `alternativesRegex` matches
 * them, more cheaply: one regex without groups finds where an alternative matches, and only
 * there a small regex of the alternatives that can begin with that letter tells which one it
 * was. A regex with 300 groups keeps their bookkeeping at every position it tries and returns
 * 300-element arrays; the scan without them runs about a third faster. The first alternative in
 * the list that matches wins, as in the single regex. Pure.
 */
import { hasCapitals, lowerCased } from './lower-case.js'
import { wordBounded, type WordBoundedRegex } from './word-bounds.js'
import { alternativesRegex, expandUmlauts, splitAlternatives } from './words.js'

export interface WordMatch {
  index: number
  text: string
  /** Index of the alternative in the list compiled. */
  alternative: number
}

export interface WordAlternatives {
  /** All alternatives, whole words, no groups: where one matches. */
  readonly scan: WordBoundedRegex
  /** `scan` without the `i` flag, for the lower-case text; null when an alternative has capitals. */
  readonly lowerScan: WordBoundedRegex | null
  /** Per first letter (lower case): the alternatives that can start with it, in list order. */
  byFirst: Map<string, Identify>
  /** The alternatives whose first letter is not plain from the source (tried at every letter). */
  anyFirst: Identify | null
  /** `alternativesRegex` of all: the answer when the small regexes give none. */
  readonly all: RegExp
}

interface Identify {
  /** Sticky, one group per alternative. */
  readonly regex: WordBoundedRegex
  alternatives: number[]
}

const UMLAUT_BASE: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 's' }

/**
 * The regexes are built when first read: building a case-insensitive Unicode regex parses it
 * (each `\p{L}` class folded), a few milliseconds per list, and a run reads only the scan it
 * uses and the small regexes of the letters it meets (a one-file run paid 50 ms for the rest).
 */
export function compileWordAlternatives(sources: string[]): WordAlternatives {
  const firsts = sources.map(firstLetters)
  const unknown = sources.flatMap((_, i) => (firsts[i] === null ? [i] : []))
  const members = new Map<string, number[]>()
  firsts.forEach((set, i) => {
    for (const letter of set ?? []) members.set(letter, [...(members.get(letter) ?? []), i])
  })
  const byFirst = new Map<string, Identify>()
  for (const [letter, known] of members)
    byFirst.set(
      letter,
      identify(
        sources,
        [...known, ...unknown].sort((a, b) => a - b)
      )
    )
  const built: {
    body?: string
    scan?: WordBoundedRegex
    lowerScan?: WordBoundedRegex | null
    all?: RegExp
  } = {}
  const body = (): string => (built.body ??= scanBody(sources))
  return {
    get scan() {
      return (built.scan ??= wordBounded(body(), 'giu', true))
    },
    get lowerScan() {
      if (built.lowerScan === undefined)
        built.lowerScan = hasCapitals(body()) ? null : wordBounded(body(), 'gu', true)
      return built.lowerScan
    },
    byFirst,
    anyFirst: unknown.length > 0 ? identify(sources, unknown) : null,
    get all() {
      return (built.all ??= alternativesRegex(sources))
    }
  }
}

/**
 * The scan without its Unicode checks (word-bounds.ts adds them): `(?<![a-z0-9])` stays in, so
 * the alternatives are not tried in the middle of words.
 */
function scanBody(sources: string[]): string {
  const words = sources.map(source => `(?:${expandUmlauts(source)})`).join('|')
  return `(?<![a-z0-9])(?:${words})`
}

function identifyRegex(sources: string[], alternatives: number[]): WordBoundedRegex {
  const groups = alternatives.map(i => `(${expandUmlauts(sources[i]!)})`).join('|')
  return wordBounded(`(?:${groups})`, 'iuy')
}

function identify(sources: string[], alternatives: number[]): Identify {
  let regex: WordBoundedRegex | undefined
  return {
    get regex() {
      return (regex ??= identifyRegex(sources, alternatives))
    },
    alternatives
  }
}

/** Every match in `text`, in text order, not overlapping (as the single regex finds them). */
export function findWordAlternatives(compiled: WordAlternatives, text: string): WordMatch[] {
  const found: WordMatch[] = []
  // Scanned on the lower-case text where that finds the same (lower-case.ts); the match is
  // then read, and told apart, in the text itself.
  const lower = compiled.lowerScan === null ? null : lowerCased(text)
  const scan = lower === null ? compiled.scan : compiled.lowerScan!
  const subject = lower ?? text
  for (let m = scan.exec(subject, 0); m !== null;) {
    const matched = lower === null ? m[0] : text.slice(m.index, m.index + m[0].length)
    found.push({
      index: m.index,
      text: matched,
      alternative: which(compiled, text, m.index, matched)
    })
    // Where a global regex's next `exec` starts (one on after an empty match).
    m = scan.exec(subject, m.index + m[0].length + (m[0] === '' ? 1 : 0))
  }
  return found
}

function which(compiled: WordAlternatives, text: string, index: number, matched: string): number {
  const entry = compiled.byFirst.get(letterKey(matched)) ?? compiled.anyFirst
  if (entry !== null) {
    const small = entry.regex.exec(text, index)
    if (small !== null && small[0].length === matched.length)
      return entry.alternatives[groupOf(small)]!
  }
  compiled.all.lastIndex = index
  const full = compiled.all.exec(text)
  compiled.all.lastIndex = 0
  return full === null ? -1 : groupOf(full)
}

function groupOf(match: RegExpExecArray): number {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return i - 1
  return -1
}

/** The first letter of a word as the keys are written: lower case ("ſ" folds to "s" in regexes). */
function letterKey(word: string): string {
  const code = word.charCodeAt(0)
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : word.charAt(0)
  const first = String.fromCodePoint(word.codePointAt(0)!).toLowerCase()
  return first === 'ſ' ? 's' : first
}

/**
 * The letters (lower case) a pattern can start with: a plain first letter (with its umlaut
 * spelling, "ä" also "a"), or the union over a leading group's alternatives; null otherwise.
 */
export function firstLetters(source: string): Set<string> | null {
  const first = source.codePointAt(0)
  if (first === undefined) return null
  const char = String.fromCodePoint(first)
  if (/^[\p{L}\p{N}]$/u.test(char)) {
    if (optional(source, char.length)) return null
    const lower = char.toLowerCase()
    const base = UMLAUT_BASE[lower]
    return new Set(base === undefined ? [lower] : [lower, base])
  }
  if (!source.startsWith('(?:')) return null
  const close = closingParen(source)
  if (close === -1 || optional(source, close + 1)) return null
  const letters = new Set<string>()
  for (const part of splitAlternatives(source.slice(3, close))) {
    const set = firstLetters(part)
    if (set === null) return null
    for (const letter of set) letters.add(letter)
  }
  return letters
}

/** Whether the item ending before `at` may be left out (`?`, `*`, `{0`). */
function optional(source: string, at: number): boolean {
  const next = source[at]
  return next === '?' || next === '*' || source.startsWith('{0', at)
}

/** Offset of the `)` closing the group opened at 0, or -1. */
function closingParen(source: string): number {
  let depth = 0
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') i++
    else if (inClass) inClass = ch !== ']'
    else if (ch === '[') inClass = true
    else if (ch === '(') depth++
    else if (ch === ')' && --depth === 0) return i
  }
  return -1
}
