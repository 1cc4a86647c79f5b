/**
 * alphabet.ts runs the heuristics' property-class regexes narrowed to the common alphabet on text
 * written in it. The documents are unseen, so "the same answer as the original" is checked on
 * every character of the alphabet, in words and at their edges, for every regex the heuristics
 * made that way, and text beyond the alphabet (Greek, Cyrillic, CJK, astral letters, lone
 * surrogates) must get the original regex.
 */
import { readFileSync } from 'node:fs'
import { CLASSES_FILE, classesModule, membersInAlphabet } from '../../scripts/build-alphabet.js'
import {
  alphabetRegex,
  alphabetRegexes,
  inAlphabet,
  narrowSource
} from '../../src/pdf/decide/alphabet.js'
import { ALPHABET, PROPERTY_ESCAPES } from '../../src/pdf/decide/alphabet-ranges.js'
import { CLASSES_IN_ALPHABET } from '../../src/pdf/decide/alphabet-classes.js'
// The heuristics and every module of theirs, which make their regexes as they load.
import '../../src/pdf/decide/heuristics.js'

const ALL: string[] = ALPHABET.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i))
)
/**
 * The same for whole regexes, with the private-use area sampled: its 6,400 characters are alike
 * to every class (no letter, digit or mark; no case), and the per-class checks above take all.
 */
const SAMPLED = ALL.filter(c => {
  const code = c.charCodeAt(0)
  return code < 0xe002 || code > 0xf8fd || code % 101 === 0
})

/** What the heuristics' regexes see around a character: words, names, labels, dates, lines. */
const TEMPLATES = [
  (c: string) => c,
  (c: string) => `${c}${c}${c}`,
  (c: string) => `ab${c}cd`,
  (c: string) => `Rechnung${c}`,
  (c: string) => `${c}rechnung vom`,
  (c: string) => ` ${c}Müller GmbH ${c}`,
  (c: string) => `Musterstadt${c}, den `,
  (c: string) => `© ${c}2024`,
  (c: string) => `12${c}3 x${c}4`,
  (c: string) => `${c}(Nr. 5) ${c}`,
  (c: string) => `Amazon Web Services${c} Inc.${c}`,
  (c: string) => ` \t${c}associée`,
  (c: string) => `14${c}. März 2024${c}`,
  (c: string) => `März${c} 2024 ${c}14.03.2024${c}`,
  (c: string) => `2024-03-1${c}4 March 14 ${c}2024 05-jan${c}-17`
]

/** Every match with its index and groups (a global or sticky regex from 0, else one). */
function answers(regex: RegExp, text: string): unknown {
  const copy = new RegExp(regex.source, regex.flags)
  if (!copy.global && !copy.sticky) {
    const m = copy.exec(text)
    return m && { index: m.index, groups: [...m] }
  }
  const out: unknown[] = []
  for (let m = copy.exec(text); m !== null; m = copy.exec(text)) {
    out.push({ index: m.index, groups: [...m] })
    if (m[0] === '') copy.lastIndex++
    if (!copy.global) break
  }
  return { out, replaced: text.replace(copy, '#'), split: text.split(copy) }
}

const made = alphabetRegexes().filter(r => /\\[pP]\{/.test(r.source))

describe('the common alphabet', () => {
  it('src/pdf/decide/alphabet-classes.ts is what this Node says (else run `npm run alphabet`)', () => {
    expect(readFileSync(CLASSES_FILE, 'utf8')).toBe(classesModule())
  })

  it.each(PROPERTY_ESCAPES.flatMap(e => [[e, 'u'] as const, [e, 'iu'] as const]))(
    'the narrowed %s with %s matches exactly what the original matches in the alphabet',
    (escape, flags) => {
      const original = new RegExp(`^[${escape}]$`, flags)
      const narrowed = new RegExp(`^[${CLASSES_IN_ALPHABET[escape]![flags]}]$`, flags)
      const differ = ALL.filter(c => original.test(c) !== narrowed.test(c))
      expect(differ.map(c => c.charCodeAt(0).toString(16))).toEqual([])
      expect(membersInAlphabet(escape, flags)).toBe(CLASSES_IN_ALPHABET[escape]![flags])
    }
  )

  it('tells text in the alphabet from text beyond it', () => {
    expect(inAlphabet('Grüße aus Köln – 12,50 € • Seite 1/2 ™ № ﬁ \uE000')).toBe(true)
    expect(inAlphabet('')).toBe(true)
    for (const beyond of ['Привет', 'λόγος', '漢字', 'x\u{1d400}', 'a\ud800b', 'µ and μ'])
      expect(inAlphabet(beyond)).toBe(false)
  })

  it('narrows property escapes inside and outside classes, and nothing else', () => {
    const L = CLASSES_IN_ALPHABET['\\p{L}']!
    expect(narrowSource(String.raw`\p{L}{2,}`, false)).toBe(`[${L.u}]{2,}`)
    expect(narrowSource(String.raw`[^\p{L}\d]+`, true)).toBe(`[^${L.iu}\\d]+`)
    expect(narrowSource(String.raw`[\]\p{L}]x`, false)).toBe(`[\\]${L.u}]x`)
    // An escaped backslash before "p{L}", a property without a table, \u{…}: left as they are.
    for (const kept of [String.raw`\\p{L}`, String.raw`\p{Sc}`, String.raw`\u{20AC}[\u{41}]`])
      expect(narrowSource(kept, false)).toBe(kept)
  })

  it('uses the narrowed regex for text in the alphabet and the original beyond it', () => {
    const regex = alphabetRegex(String.raw`\p{L}{3,}`, 'u')
    expect(regex.for('Müller').source).not.toContain('\\p{')
    expect(regex.for('Мюллер').source).toBe(String.raw`\p{L}{3,}`)
    expect(regex.test('Мюл')).toBe(true)
    expect(regex.test('Mü1')).toBe(false)
    expect(() => alphabetRegex('a', 'g')).toThrow('needs the u flag')
  })

  it('the heuristics made their property-class regexes this way', () => {
    expect(made.length).toBeGreaterThanOrEqual(20)
  })

  it.each(made.map(r => [`/${r.source.slice(0, 60)}/${r.flags}`, r] as const))(
    '%s answers as its original on every character of the alphabet',
    (_, regex) => {
      const original = new RegExp(regex.source, regex.flags)
      const narrowed = regex.for('a')
      expect(narrowed.source).not.toBe(regex.source)
      const differ: string[] = []
      for (const c of SAMPLED)
        for (const template of TEMPLATES) {
          const text = template(c)
          const want = JSON.stringify(answers(original, text))
          if (JSON.stringify(answers(narrowed, text)) !== want) differ.push(JSON.stringify(text))
        }
      expect(differ.slice(0, 10)).toEqual([])
    }
  )

  it.each(made.map(r => [`/${r.source.slice(0, 60)}/${r.flags}`, r] as const))(
    '%s answers as its original on text beyond the alphabet',
    (_, regex) => {
      const original = new RegExp(regex.source, regex.flags)
      for (const text of ['Мюллер ГмбХ, den ', 'Ωmega 12ж3', 'Rechnung\u{1d400}', '© Δ 2024']) {
        expect(regex.for(text).source).toBe(original.source)
        expect(answers(regex.for(text), text)).toEqual(answers(original, text))
      }
    }
  )
})
