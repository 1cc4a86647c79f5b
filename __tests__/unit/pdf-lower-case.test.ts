import {
  hasRegistration,
  REGISTRATION,
  registrationOffsets
} from '../../src/pdf/decide/issuer-lines.js'
import { caseSensitive, hasCapitals, lowerCased } from '../../src/pdf/decide/lower-case.js'
import { tillSlipSignals } from '../../src/pdf/decide/till-slip.js'

describe('scans on the lower-case text', () => {
  it('finds what the case-insensitive regex finds, at the same offsets', () => {
    const text = 'Muster GmbH\nAmtsgericht Köln HRB 1234\nUSt-IdNr. DE123456789\n(123456-X)'
    expect(lowerCased(text)).toBe(text.toLowerCase())
    expect(registrationOffsets(text)).toEqual([12, 29, 38, 60])
  })

  it('keeps the i flag for a long s, which it matches as "s" (trap: "Uſt-IdNr.")', () => {
    expect(lowerCased('Uſt-IdNr. DE123')).toBeNull()
    expect(registrationOffsets('Muster GmbH\nUſt-IdNr. DE123456789')).toEqual([12])
  })

  it('keeps the i flag for a dotted capital I, two characters in lower case (trap: offsets)', () => {
    expect(lowerCased('İİİ HRB 1234')).toBeNull()
    expect(registrationOffsets('İİİ HRB 1234')).toEqual([4])
  })

  it('tells a line with registration data as the i-flag regex does, line after line', () => {
    const lines = [
      'Amtsgericht Köln HRB 1234',
      'HRB 99',
      'Muster GmbH',
      '(123456-X)',
      'Uſt-IdNr. DE1',
      'İİ Vorstand',
      'Hrb'
    ]
    expect(lines.map(hasRegistration)).toEqual([true, true, false, true, true, true, true])
    expect(lines.map(hasRegistration)).toEqual(lines.map(l => REGISTRATION.test(l)))
  })

  it('reads a till slip the same either way', () => {
    const slip = 'SHOP\nCashier: 01\nTotal 3.00\nCASH 10.00\nCHANGE 7.00\nTHANK YOU'
    expect(tillSlipSignals(slip).signals).toEqual([
      'cashier',
      'change given',
      'cash tendered',
      'thanks'
    ])
    expect(tillSlipSignals(`${slip}\nſ`).signals).toEqual(tillSlipSignals(slip).signals)
  })

  it('refuses a lower-case copy of a regex with capitals, which would miss them', () => {
    expect(() => caseSensitive(/GmbH/giu)).toThrow(/capitals/)
    expect(() => caseSensitive(/\u00C4rger/giu)).toThrow(/capitals/)
    expect(caseSensitive(/(?<![\p{L}\P{N}])kasse\S/giu).flags).toBe('gu')
  })
})

describe('which regex sources may be scanned on lower-case text', () => {
  it.each([
    ['rechnungs(?:nummer|nr\\.?)', false],
    ['(?<![\\p{L}\\p{N}])f(?:ä|ae)llig\\s+am\\b', false],
    ['GmbH', true],
    ['\\p{Lu}\\p{L}+', true],
    ['\\x41g', true],
    ['\\u00c4rger', true],
    ['[#-z]+', true],
    ['[-a]b', false],
    ['(?<![a-z0-9])x', false]
  ])('%s: %s', (source, unsafe) => {
    expect(hasCapitals(source)).toBe(unsafe)
  })
})
