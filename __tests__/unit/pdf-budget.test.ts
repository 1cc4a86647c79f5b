import { charCost, estimateTokens, takeWithinBudget } from '../../src/pdf/read/budget.js'
import { seeded } from '../helpers/seeded.js'

/** The estimate a character at a time, as the budget is defined (budget.ts loops the same way). */
function costsOneByOne(text: string): { index: number; cost: number }[] {
  const steps = [{ index: 0, cost: 0 }]
  for (let i = 0; i < text.length;) {
    const point = text.codePointAt(i)!
    const units = point > 0xffff ? 2 : 1
    const cost = steps[steps.length - 1]!.cost + charCost(point)
    steps.push({ index: (i += units), cost })
  }
  return steps
}

/** Pieces from every cost class: Latin, its extensions, punctuation, Greek, CJK, surrogates. */
const PIECES = [
  'a',
  'Z',
  ' ',
  '\n',
  'ß',
  'ǿ',
  'ẞ',
  '€',
  '–',
  '…',
  'Ω',
  'с',
  '請',
  '\u{20000}',
  '\ud800',
  '\udc00',
  'x\u0301'
]

function randomText(seed: number): string {
  const next = seeded(seed)
  const length = next() % 60
  let text = ''
  for (let i = 0; i < length; i++) {
    // Runs of plain letters between the others, as in real text.
    const piece = PIECES[next() % PIECES.length]!
    text += next() % 3 === 0 ? piece : 'abc de'.slice(0, next() % 7)
  }
  return text
}

describe('token budget', () => {
  it.each([
    ['Latin text at four characters a token', 'abcd'.repeat(100), 100],
    ['umlauts count as Latin', 'äöüß'.repeat(25), 25],
    ['Cyrillic at two characters a token', 'счет'.repeat(10), 20],
    ['CJK at one character a token', '請求書'.repeat(10), 30],
    ['empty text', '', 0]
  ])('estimates %s', (_label, text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens)
  })

  it('keeps text that fits', () => {
    expect(takeWithinBudget('Rechnung vom 14.03.2024', 100)).toEqual({
      text: 'Rechnung vom 14.03.2024',
      tokens: 6,
      truncated: false
    })
  })

  it('cuts at the last line break or space inside the budget and never exceeds it', () => {
    const text = 'erste Zeile mit Text\nzweite Zeile mit mehr Text\ndritte'
    const cut = takeWithinBudget(text, 8)
    expect(cut.truncated).toBe(true)
    expect(text.startsWith(cut.text)).toBe(true)
    expect(cut.tokens).toBeLessThanOrEqual(8)
    expect(cut.text).toBe('erste Zeile mit Text\nzweite')
  })

  it('gives nothing for a spent budget', () => {
    expect(takeWithinBudget('abc', 0)).toEqual({ text: '', tokens: 0, truncated: true })
  })

  it('counts a surrogate pair as one character and a lone surrogate on its own', () => {
    // 𠀀 (U+20000) is one CJK ideograph at a token; a lone high or low surrogate is "other", 0.5.
    expect(estimateTokens('\u{20000}')).toBe(1)
    expect(estimateTokens('ab\ud800')).toBe(1)
    expect(estimateTokens('\udc00\udc00')).toBe(1)
    expect(estimateTokens('\u{20000}'.repeat(3) + 'abcd')).toBe(4)
    // Never cut inside a pair: 2 tokens hold "a" (0.25) and one ideograph (1), not half of the next.
    const cut = takeWithinBudget('a\u{20000}\u{20000}', 2)
    expect(cut).toEqual({ text: 'a\u{20000}', tokens: 2, truncated: true })
  })

  it('counts as a character at a time would, on text of every class', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const text = randomText(seed)
      const steps = costsOneByOne(text)
      expect(estimateTokens(text)).toBe(Math.ceil(steps[steps.length - 1]!.cost))
      for (const budget of [1, 2, 3, 5, 8]) {
        // The longest prefix of whole characters within the budget, then cut at a break.
        const fits = steps.filter(step => step.cost <= budget).pop()!
        const cut = takeWithinBudget(text, budget)
        if (fits.index === text.length) expect(cut.text).toBe(text)
        else {
          const head = text.slice(0, fits.index)
          const at = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '))
          expect(cut.text).toBe(at > 0 ? head.slice(0, at) : head)
        }
      }
    }
  })
})
