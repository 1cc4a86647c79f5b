/**
 * word-bounds.ts gives each regex an ASCII word check and asks the Unicode rest outside it. The
 * documents are unseen, so the claim "same matches as the Unicode original" is checked here on
 * text in many scripts, right at the word edges: Greek, Cyrillic, CJK, Arabic, Devanagari and
 * astral letters, combining marks (U+0345 folds to a letter with the i flag), digits of other
 * scripts, "ſ" and the Kelvin sign (which fold into a-z), surrogate pairs and lone halves.
 */
import { wordBounded } from '../../src/pdf/decide/word-bounds.js'
import { matchesWhere, precededBy } from '../../src/pdf/decide/words.js'

/** Characters next to which a word may or may not end. */
const EDGES = [
  '',
  ' ',
  '.',
  '-',
  'a',
  'Z',
  '7',
  '_',
  'é',
  'ä',
  'ß',
  'ſ',
  '\u212a', // Kelvin sign, folds to k
  'λ',
  'Ω',
  'ж',
  'Д',
  '漢',
  'か',
  'ب',
  'क',
  '\u0301', // combining acute (Mn: not a letter)
  '\u0345', // combining ypogegrammeni (Mn, folds to ι)
  '\u0663', // Arabic-Indic three (Nd)
  '\u0969', // Devanagari three (Nd)
  '\u2163', // Roman numeral four (Nl)
  '\u00b2', // superscript two (No)
  '\u{1d400}', // mathematical bold A (astral letter)
  '\u{1f600}', // emoji (astral, not a letter)
  '\ud800', // lone lead surrogate
  '\udc00', // lone trail surrogate
  '\u00a0',
  '\u2019'
]

/** Bodies as the rules build them: alternatives with common starts, umlaut spellings, classes. */
const BODIES = [
  '(?:ab|abc|abcd)',
  '(?:(ab)|(abc)|(a)|(λx))',
  '(?<![a-z0-9])(?:f(?:ä|ae)llig|fällig am|rechnung|λόγος|счёт|請求)',
  '(?:x\\s?\\d|qty|menge)',
  '(?:a\\.?|b(?:c)?)',
  '(?:ſt|kb|\u212ax)',
  '(?:\\d{1,2}|[a-c]+)',
  '(?:amazon|amazo|ama)(?!\\.[a-z])'
]

/** Every text of one word between two edge characters, and the pieces run together. */
function texts(): string[] {
  const words = [
    'ab',
    'abc',
    'abcd',
    'λx',
    'λόγος',
    'счёт',
    '請求',
    'fällig',
    'faellig',
    'x 5',
    'qty',
    'ſt',
    'KB',
    'kx',
    'a.',
    'bc',
    '12',
    'cab',
    'amazon.com',
    'Amazon.',
    'ama.z'
  ]
  const out: string[] = []
  for (const word of words)
    for (const before of EDGES) for (const after of EDGES) out.push(`${before}${word}${after}`)
  out.push(
    EDGES.join('ab'),
    words.join(''),
    words.join(' '),
    words.join('\u0345'),
    words.join('\u{1d400}')
  )
  return out
}

const TEXTS = texts()

/** All matches of a global regex (one step on after an empty one), as [index, groups...]. */
function globalMatches(next: (from: number) => RegExpExecArray | null): unknown[] {
  const found: unknown[] = []
  for (let from = 0, m = next(0); m !== null && found.length < 1000; m = next(from)) {
    found.push([m.index, ...m])
    from = m.index + m[0].length + (m[0] === '' ? 1 : 0)
  }
  return found
}

describe.each(['giu', 'gu', 'iuy', 'uy'])('a word-bounded regex with flags %s', flags => {
  it.each([false, true])(
    'matches as the Unicode original on text in many scripts (check before: %s)',
    before => {
      for (const body of BODIES) {
        const bounded = wordBounded(body, flags, before)
        const original = new RegExp(bounded.source, flags)
        expect(original.source).toContain('\\p{L}')
        const ours: unknown[] = []
        const theirs: unknown[] = []
        for (const text of TEXTS)
          if (flags.includes('g')) {
            ours.push([text, globalMatches(from => bounded.exec(text, from))])
            theirs.push([
              text,
              globalMatches(from => {
                original.lastIndex = from
                return original.exec(text)
              })
            ])
          } else
            for (let at = 0; at <= text.length; at++) {
              original.lastIndex = at
              const m = original.exec(text)
              const n = bounded.exec(text, at)
              theirs.push([text, at, m && [m.index, ...m]])
              ours.push([text, at, n && [n.index, ...n]])
            }
        // The differing entries, each naming its text (and position): none.
        const differ = ours.filter(
          (entry, i) => JSON.stringify(entry) !== JSON.stringify(theirs[i])
        )
        expect({ body, differ, count: ours.length }).toEqual({
          body,
          differ: [],
          count: theirs.length
        })
      }
    }
  )
})

it('matchesWhere finds the same with it as with the original (a compound ending inside a word)', () => {
  const LETTER = /\p{L}/u
  for (const body of BODIES) {
    const bounded = wordBounded(body, 'giu')
    const original = new RegExp(bounded.source, 'giu')
    const differ = TEXTS.filter(text => {
      const inWord = (index: number): boolean => precededBy(text, index, LETTER)
      const ours = matchesWhere(bounded, text, inWord).map(m => [m.index, ...m])
      const theirs = matchesWhere(original, text, inWord).map(m => [m.index, ...m])
      return JSON.stringify(ours) !== JSON.stringify(theirs)
    })
    expect({ body, differ }).toEqual({ body, differ: [] })
  }
})

it('the cheap check alone would differ: words running on into letters beyond ASCII', () => {
  // Guard that the texts above reach the Unicode check: without it these would match.
  const cheap = /(?:ab)(?![a-zA-Z0-9])/gu
  expect(cheap.test('abλ')).toBe(true)
  expect(wordBounded('(?:ab)', 'gu').exec('abλ', 0)).toBeNull()
  expect(wordBounded('(?:ab)', 'gu', true).exec('λab', 0)).toBeNull()
  expect(wordBounded('(?:ab)', 'giu').exec('ab\u0345', 0)).toBeNull()
  expect(wordBounded('(?:ab)', 'gu').exec('ab\u0345', 0)?.index).toBe(0)
  expect(wordBounded('(?:ab|abλ)', 'gu').exec('abλ', 0)?.[0]).toBe('abλ')
})

it('refuses flags it cannot keep the meaning of', () => {
  expect(() => wordBounded('a', 'gi')).toThrow(/u flag/)
  expect(() => wordBounded('a', 'u')).toThrow(/g or y/)
})
