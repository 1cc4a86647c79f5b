import { estimateTokens, takeWithinBudget } from '../../src/pdf/read/budget.js'

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
})
