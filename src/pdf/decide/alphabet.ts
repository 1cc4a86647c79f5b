/**
 * Regexes with Unicode property classes (`\p{L}`, `[^\p{L}\p{N}]`), and the same regexes with
 * those classes narrowed to the common alphabet (alphabet-ranges.ts), used for text written in it.
 *
 * V8 builds a property class into each regex that has it, astral ranges and case closure
 * included, at its first match and again when it compiles the regex to machine code: 1–6 ms a
 * regex, some 30 ms in the first analysis of a process, which a one-file run waits for
 * (BENCHMARKS.md, "Property classes narrowed to the common alphabet"). The narrowed class lists
 * the class's members within the alphabet (alphabet-classes.ts, computed from V8 itself).
 *
 * Why a narrowed regex answers as the original on a text whose characters are all in the
 * alphabet: a class is tried only against characters of the text, and for those the narrowed
 * class says what the original says. Without `i` that is the table's construction. With `i` (and
 * `u`), whether a character matches a class depends only on its simple case folding; the table's
 * `iu` members are the alphabet's characters the class matches with `iu`, so they hold, with any
 * member, every character of the alphabet that folds as it does, and the narrowed class, case
 * closed by V8 in turn, matches exactly them within the alphabet. A class mixing escapes, ranges
 * and single characters is the union of its parts, so narrowing each escape keeps the union's
 * answer, and a negated class negates the same answer. pdf-alphabet.test.ts checks it.
 */
import { ALPHABET, unitEscape } from './alphabet-ranges.js'
import { CLASSES_IN_ALPHABET } from './alphabet-classes.js'

const IN_ALPHABET = new RegExp(
  `^[${ALPHABET.map(([a, b]) => `${unitEscape(a)}-${unitEscape(b)}`).join('')}]*$`
)

let lastText: string | undefined
let lastAnswer = false

/** Whether every character of `text` is in the common alphabet. */
export function inAlphabet(text: string): boolean {
  if (text !== lastText) {
    lastText = text
    lastAnswer = IN_ALPHABET.test(text)
  }
  return lastAnswer
}

export interface AlphabetRegex {
  readonly source: string
  readonly flags: string
  /** The regex to run on `text`: the narrowed one when `text` is in the alphabet. */
  for(text: string): RegExp
  test(text: string): boolean
}

/** Each module makes its regexes once, at load, so this list stays as long as theirs. */
const made: AlphabetRegex[] = []

/** Every AlphabetRegex made so far, for the tests that compare each with its original. */
export function alphabetRegexes(): readonly AlphabetRegex[] {
  return made
}

/**
 * A regex (`source`, with `flags`, which must have `u`) whose property classes are narrowed for
 * text in the alphabet. Both forms are compiled on first use; pass the source as a string, since
 * a regex literal has its full classes built when it is created.
 */
export function alphabetRegex(source: string, flags: string): AlphabetRegex {
  if (!flags.includes('u') || flags.includes('v'))
    throw new Error(`alphabetRegex needs the u flag (and not v), not "${flags}"`)
  let narrowed: RegExp | undefined
  let full: RegExp | undefined
  const regex: AlphabetRegex = {
    source,
    flags,
    for(text) {
      if (inAlphabet(text))
        return (narrowed ??= new RegExp(narrowSource(source, flags.includes('i')), flags))
      return (full ??= new RegExp(source, flags))
    },
    test(text) {
      const chosen = regex.for(text)
      chosen.lastIndex = 0
      return chosen.test(text)
    }
  }
  made.push(regex)
  return regex
}

const PROPERTY = /\\[pP]\{[A-Za-z_=]+\}/y

/**
 * `source` with each property escape that the table has replaced by its members in the
 * alphabet: inside a class as ranges, outside as a class of them. `\p{…}` is the only escape
 * with braces that names a class; `\u{…}` and `\x..` are copied as they are.
 */
export function narrowSource(source: string, fold: boolean): string {
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (char === '\\') {
      PROPERTY.lastIndex = i
      const escape = PROPERTY.exec(source)?.[0]
      const members = escape === undefined ? undefined : CLASSES_IN_ALPHABET[escape]
      if (escape !== undefined && members !== undefined) {
        const ranges = fold ? members.iu : members.u
        out += inClass ? ranges : `[${ranges}]`
        i += escape.length - 1
      } else {
        out += source.slice(i, i + 2)
        i++
      }
      continue
    }
    if (char === '[' && !inClass) inClass = true
    else if (char === ']' && inClass) inClass = false
    out += char
  }
  return out
}
