import {
  compileWordAlternatives,
  findWordAlternatives,
  firstLetters
} from '../../src/pdf/decide/word-alternatives.js'
import {
  alternativesRegex,
  matchedAlternative,
  wordStartAlternatives,
  wordStartMatches
} from '../../src/pdf/decide/words.js'

/** What the single regex with a group per alternative finds: the reference. */
function reference(sources: string[], text: string): [number, string, number][] {
  return [...text.matchAll(alternativesRegex(sources))].map(m => [
    m.index,
    m[0],
    matchedAlternative(m)
  ])
}

function grouped(sources: string[], text: string): [number, string, number][] {
  return findWordAlternatives(compileWordAlternatives(sources), text).map(m => [
    m.index,
    m.text,
    m.alternative
  ])
}

describe('alternatives grouped by first letter', () => {
  const labels = [
    'rechnungsdatum',
    'date de facture associée',
    'date de facture',
    '(?:invoice|bill) date',
    'datum',
    'date',
    'fällig am'
  ]

  it('finds what the single regex finds, with the same alternative, first in the list winning', () => {
    const text =
      'Rechnungsdatum: 01.02.2024\nDate de facture associée : 03/01/2024\nDate de facture : ' +
      '04/01/2024\nInvoice date 2024-02-01, Bill Date 2024-02-02\nfaellig am 15.02.2024'
    const found = grouped(labels, text)
    expect(found).toEqual(reference(labels, text))
    // "date de facture associée" is listed first, so it wins over "date de facture" and "date"
    expect(found.map(f => labels[f[2]])).toEqual([
      'rechnungsdatum',
      'date de facture associée',
      'date de facture',
      '(?:invoice|bill) date',
      '(?:invoice|bill) date',
      'fällig am'
    ])
  })

  it('trap: an alternative inside a longer word is no match ("Updatum", "Kandidate")', () => {
    expect(grouped(labels, 'Updatum Kandidate mandate')).toEqual([])
    expect(reference(labels, 'Updatum Kandidate mandate')).toEqual([])
  })

  it('trap: an alternative whose first letter is not plain still counts, in list order', () => {
    const sources = ['[dD]atum der Rechnung', 'datum', '\\p{L}+datum']
    const text = 'Datum der Rechnung 1.1.2024, Lieferdatum 2.1.2024, datum 3.1.2024'
    expect(firstLetters('[dD]atum der Rechnung')).toBeNull()
    expect(grouped(sources, text)).toEqual(reference(sources, text))
    expect(grouped(sources, text).map(f => f[2])).toEqual([0, 2, 1])
  })

  it('reads first letters through a leading group and umlaut spellings', () => {
    expect([...firstLetters('(?:amount|balance|total) due')!].sort()).toEqual(['a', 'b', 't'])
    expect([...firstLetters('Übersicht')!].sort()).toEqual(['u', 'ü'])
    expect(firstLetters('(?:erste|zweite)? mahnung')).toBeNull()
    expect(firstLetters('d?atum')).toBeNull()
  })
})

describe('the word-start check outside the regex', () => {
  it('matches where the lookbehind version matches, and retries inside a rejected word', () => {
    const sources = ['GmbH', 'AG', 'SA']
    const text = 'Muster AG, MUSAG, Beispiel GmbH, SAGA SA, 2SA'
    const outside = wordStartMatches(wordStartAlternatives(sources, 'gu'), text).map(m => [
      m.index,
      m[0]
    ])
    const inside = [...text.matchAll(alternativesRegex(sources, 'gu'))].map(m => [m.index, m[0]])
    expect(outside).toEqual(inside)
    expect(outside.map(m => m[1])).toEqual(['AG', 'GmbH', 'SA'])
  })

  it('trap: a letter outside the basic plane before the word is a letter (no match, no loop)', () => {
    const text = '𝐀AG and 😀AG'
    const found = wordStartMatches(wordStartAlternatives(['AG'], 'gu'), text).map(m => m.index)
    expect(found).toEqual([...text.matchAll(alternativesRegex(['AG'], 'gu'))].map(m => m.index))
    expect(found).toEqual([text.indexOf('😀') + 2])
  })
})

describe('alternatives scanned on the lower-case text', () => {
  const labels = ['rechnungsdatum', 'date de facture', 'straße', 'steuer-?nr', 'fällig am']

  it('scans without the i flag when no alternative has capitals, and reports the text as written', () => {
    expect(compileWordAlternatives(labels).lowerScan?.flags).toBe('gu')
    const text = 'RECHNUNGSDATUM 1.2.24\nDate De Facture\nSTRASSE 5, Steuer-Nr 7, FÄLLIG AM'
    expect(grouped(labels, text)).toEqual(reference(labels, text))
    expect(grouped(labels, text).map(m => m[1])).toEqual([
      'RECHNUNGSDATUM',
      'Date De Facture',
      'STRASSE',
      'Steuer-Nr',
      'FÄLLIG AM'
    ])
  })

  it('keeps the i flag for a list with capitals (trap: "GmbH" would never match lower case)', () => {
    expect(compileWordAlternatives(['GmbH', 'rechnung']).lowerScan).toBeNull()
    expect(grouped(['GmbH', 'rechnung'], 'Muster GMBH Rechnung')).toEqual([
      [7, 'GMBH', 0],
      [12, 'Rechnung', 1]
    ])
  })

  it('keeps the i flag for a text with a long s (trap: "ſtraße" is "straße" to the i flag)', () => {
    const text = 'ſtraße 5, Rechnungsdatum'
    expect(grouped(labels, text)).toEqual(reference(labels, text))
    expect(grouped(labels, text)[0]).toEqual([0, 'ſtraße', 2])
  })
})
