import {
  alternativesRegex,
  expandUmlauts,
  matchedAlternative,
  splitAlternatives
} from '../../src/pdf/decide/words.js'

const matches = (source: string, text: string): string[] =>
  [...text.matchAll(alternativesRegex([source]))].map(m => m[0])

describe('whole-word matching with umlauts', () => {
  it('shows why \\b is not enough: it fails on a word that starts with an umlaut', () => {
    expect(/\bÄnderung\b/iu.test('Änderung des Vertrags')).toBe(false)
    expect(matches('änderung', 'Änderung des Vertrags')).toEqual(['Änderung'])
  })

  it('shows why \\b is not enough: it finds "str" inside "Straße"', () => {
    expect(/\bstra\b/iu.test('Straße')).toBe(true)
    expect(matches('stra', 'Straße')).toEqual([])
  })

  it.each([
    ['rechnung', 'Rechnung Nr. 5', ['Rechnung']],
    ['rechnung', 'Rechnungsdatum: 5.3.2024', []],
    ['rechnung', 'Abschlussrechnung', []],
    ['gutschrift', 'GUTSCHRIFT', ['GUTSCHRIFT']],
    ['auftragsbestätigung', 'Auftragsbestätigung 123', ['Auftragsbestätigung']],
    ['auftragsbestätigung', 'Auftragsbestaetigung 123', ['Auftragsbestaetigung']],
    ['grüße', 'Mit freundlichen Grüßen', []],
    ['grüßen', 'Mit freundlichen Gruessen', ['Gruessen']],
    ['invoice', 'invoice2data', []],
    ['invoice', '42Invoice', []]
  ])('%s in %j', (source, text, expected) => {
    expect(matches(source, text)).toEqual(expected)
  })

  it('leaves character classes alone when expanding umlauts', () => {
    expect(expandUmlauts('m[äa]rz')).toBe('m[äa]rz')
    expect(expandUmlauts('märz')).toBe('m(?:ä|ae)rz')
  })

  it('expands capital umlauts (ẞ too) and leaves a source without any as it is', () => {
    expect(expandUmlauts('ÄRGER|GRÜẞE')).toBe('(?:ä|ae)RGER|GR(?:ü|ue)(?:ß|ss)E')
    expect(expandUmlauts('\\ä[Ö]ö')).toBe('\\ä[Ö](?:ö|oe)')
    const plain = '(?:invoice date|date de facture|factuurdatum)\\s*[:.]?'
    expect(expandUmlauts(plain)).toBe(plain)
  })

  it('tells which alternative matched', () => {
    const regex = alternativesRegex(['invoice date', 'date', 'invoice'])
    const found = [...'Invoice Date: 5 May; Date: 6 May; Invoice'.matchAll(regex)].map(m => [
      m[0],
      matchedAlternative(m)
    ])
    expect(found).toEqual([
      ['Invoice Date', 0],
      ['Date', 1],
      ['Invoice', 2]
    ])
  })

  it('takes the first alternative in the list where several match at one place', () => {
    const labels = ['date de facture associée', 'date de facture', 'date']
    const regex = alternativesRegex(labels)
    const found = [...'Date de facture associée : 1.2.24, date de facture 2.2.24'.matchAll(regex)]
    expect(found.map(m => labels[matchedAlternative(m)])).toEqual([
      'date de facture associée',
      'date de facture'
    ])
  })

  it('trap: a letter outside the basic plane before the word is a letter (no match there)', () => {
    const text = '𝐀AG and 😀AG'
    const found = [...text.matchAll(alternativesRegex(['AG'], 'gu'))].map(m => m.index)
    expect(found).toEqual([text.indexOf('😀') + 2])
  })

  it('splits a pattern into its top-level alternatives', () => {
    expect(splitAlternatives('a|b(?:c|d)|[|]|e\\|f')).toEqual(['a', 'b(?:c|d)', '[|]', 'e\\|f'])
  })
})
