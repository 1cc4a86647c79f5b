/**
 * Whole-word regexes that are cheap to compile and match exactly as their Unicode originals.
 *
 * A `[\p{L}\p{N}]` class is some 780 ranges, and V8 builds it into each regex that has it at its
 * first match: 0.3–0.8 ms per regex (more with the `i` flag), tens of milliseconds in the first
 * analysis of a process, on a one-file run's critical path (BENCHMARKS.md, "The cold regex cost").
 * Here the regex gets the ASCII part of the check, `[a-zA-Z0-9]`, and the rest is asked of two
 * shared regexes compiled once, only where the character is not ASCII.
 *
 * Why the result is the original's, `LB? body (?![\p{L}\p{N}])` with the same flags (LB being
 * `(?<![\p{L}\p{N}])`): the ASCII class is a part of the Unicode one under either flag set
 * (with `i`, both are closed under case folding; "ſ" and the Kelvin sign, the non-ASCII
 * characters that fold into a-z, are letters), so the cheap regex rejects fewer positions and
 * paths, and finds every match the original finds or an earlier one. Its match is then checked:
 * - the character before (LB) depends on the position alone: a letter or digit there means the
 *   original has no match at that position on any path, and the search goes on one character on;
 * - after the match, a character that is not a letter or digit means the original, trying the
 *   same paths in the same order and rejecting only ones the cheap regex rejected too, takes the
 *   same path: the same match with the same groups. Otherwise (a word running on into a
 *   non-ASCII letter, rare) the original itself, compiled then, answers from that position: no
 *   position before it can match, since the cheap regex found none there.
 * pdf-word-bounds.test.ts checks this against the originals on text in many scripts.
 */

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]'

/** Sticky look-arounds: `test` at lastIndex = i tells what the original's check says at i. */
const AT = {
  i: new RegExp(`(?=${LETTER_OR_DIGIT})`, 'iuy'),
  plain: new RegExp(`(?=${LETTER_OR_DIGIT})`, 'uy')
}
const BEFORE = {
  i: new RegExp(`(?<=${LETTER_OR_DIGIT})`, 'iuy'),
  plain: new RegExp(`(?<=${LETTER_OR_DIGIT})`, 'uy')
}
const ASCII_LETTER_OR_DIGIT = /[a-zA-Z0-9]/

/** The Unicode look-arounds as the original regexes spell them. */
const NOT_LETTER_OR_DIGIT_BEFORE = `(?<!${LETTER_OR_DIGIT})`
const NOT_LETTER_OR_DIGIT_AFTER = `(?!${LETTER_OR_DIGIT})`

export interface WordBoundedRegex {
  /** The original regex's source (what `exec` answers as), for messages and tests. */
  readonly source: string
  readonly flags: string
  /** `exec` of the original with lastIndex = `from` (global: the first match at or after it). */
  exec(text: string, from: number): RegExpExecArray | null
}

/**
 * `body` followed by "no letter or digit" (`(?![\p{L}\p{N}])`), and preceded by none when
 * `before` is set, as one regex with `flags` (which must have `u` and `g` or `y`).
 */
export function wordBounded(body: string, flags: string, before = false): WordBoundedRegex {
  if (!flags.includes('u') || !(flags.includes('g') || flags.includes('y')))
    throw new Error(`wordBounded needs the u flag and g or y, not "${flags}"`)
  const source = `${before ? NOT_LETTER_OR_DIGIT_BEFORE : ''}${body}${NOT_LETTER_OR_DIGIT_AFTER}`
  const cheap = new RegExp(`${body}(?![a-zA-Z0-9])`, flags)
  const sticky = flags.includes('y')
  const fold = flags.includes('i') ? 'i' : 'plain'
  let original: RegExp | undefined
  return {
    source,
    flags,
    exec(text, from) {
      for (let at = from; ;) {
        cheap.lastIndex = at
        const m = cheap.exec(text)
        cheap.lastIndex = 0
        if (m === null) return null
        if (before && letterOrDigitBefore(text, m.index, fold)) {
          if (sticky) return null
          at = m.index + codeUnits(text, m.index)
          continue
        }
        if (!nonAsciiLetterOrDigitAt(text, m.index + m[0].length, fold)) return m
        original ??= new RegExp(source, flags)
        original.lastIndex = m.index
        const found = original.exec(text)
        original.lastIndex = 0
        return found
      }
    }
  }
}

function letterOrDigitBefore(text: string, index: number, fold: 'i' | 'plain'): boolean {
  if (index === 0) return false
  const code = text.charCodeAt(index - 1)
  if (code < 0x80) return ASCII_LETTER_OR_DIGIT.test(text[index - 1]!)
  BEFORE[fold].lastIndex = index
  return BEFORE[fold].test(text)
}

/** Whether a letter or digit beyond ASCII is at `index` (ASCII ones the cheap regex ruled out). */
function nonAsciiLetterOrDigitAt(text: string, index: number, fold: 'i' | 'plain'): boolean {
  if (index >= text.length || text.charCodeAt(index) < 0x80) return false
  AT[fold].lastIndex = index
  return AT[fold].test(text)
}

/** 2 at a whole surrogate pair, else 1: a step of one character. */
function codeUnits(text: string, index: number): number {
  const code = text.charCodeAt(index)
  const next = text.charCodeAt(index + 1)
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1
}
