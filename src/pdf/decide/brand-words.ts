/**
 * The words of a text that spell the start of a web address's name ("Flipkart", "OYO" for
 * flipkart.com, oyorooms.com): what the case-insensitive Unicode regex of the prefixes,
 * `(?:p1|p2|…)(?!\.[a-z])(?![\p{L}\p{N}])` with `giu`, finds at word starts, without compiling
 * that regex for every document (0.1 ms a document whose domain the process has not seen).
 *
 * Why the result is the regex's: the prefixes are lower-case ASCII letters and digits, and a
 * match must be followed by no letter or digit, so a match is a whole run of letters and digits;
 * a run starts a word where the character before it is not one of `@./-` either. With `iu`, an
 * ASCII letter also matches its capital, "ſ" (s) and the Kelvin sign (k), and nothing else:
 * the lower-case text (lower-case.ts; the Kelvin sign becomes "k", a text with "ſ" has none) or,
 * failing that, `toLowerCase` with "ſ" read as "s" folds a run the same way
 * (pdf-brand-words.test.ts compares both on text in many scripts).
 */
import { lowerCased } from './lower-case.js'
import { precededBy } from './words.js'

const RUN = /[\p{L}\p{N}]+/gu
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
/** What may not stand right before a brand word: a letter, a digit, or part of an address. */
const WORD_OR_ADDRESS = /[\p{L}\p{N}@./-]/u
const ASCII_LETTER = /[a-z]/iu

/** The runs spelling one of `prefixes` (lower-case `[a-z0-9]`, 3 or more), in text order. */
export function brandWords(text: string, prefixes: ReadonlySet<string>): string[] {
  const lower = lowerCased(text)
  const starts = lower === null ? everyRun(text) : runsFrom(text, lower, prefixes)
  const found: string[] = []
  for (const [start, end] of starts) {
    const folded = (lower ?? text).slice(start, end)
    if (!prefixes.has(lower === null ? folded.toLowerCase().replaceAll('ſ', 's') : folded)) continue
    if (precededBy(text, start, WORD_OR_ADDRESS)) continue
    if (text[end] === '.' && ASCII_LETTER.test(text.charAt(end + 1))) continue
    found.push(text.slice(start, end))
  }
  return found
}

/** Runs of letters and digits that begin with a prefix's first three letters, in text order. */
function runsFrom(text: string, lower: string, prefixes: ReadonlySet<string>): [number, number][] {
  const heads = new Set([...prefixes].map(prefix => prefix.slice(0, 3)))
  const runs: [number, number][] = []
  for (const head of heads)
    for (let at = lower.indexOf(head); at !== -1; at = lower.indexOf(head, at + 1))
      if (!precededBy(text, at, LETTER_OR_DIGIT)) runs.push([at, runEnd(text, at + head.length)])
  return runs.sort((a, b) => a[0] - b[0])
}

function everyRun(text: string): [number, number][] {
  const runs: [number, number][] = []
  RUN.lastIndex = 0
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text))
    runs.push([m.index, m.index + m[0].length])
  RUN.lastIndex = 0
  return runs
}

/** Where the run of letters and digits going on at `from` ends. */
function runEnd(text: string, from: number): number {
  RUN.lastIndex = from
  const m = RUN.exec(text)
  RUN.lastIndex = 0
  return m !== null && m.index === from ? from + m[0].length : from
}
