import {
  hasRegistration,
  isAddress,
  looksLikeName,
  registrationOffsets
} from '../../src/pdf/decide/issuer-lines.js'
import { tillSlipSignals } from '../../src/pdf/decide/till-slip.js'

describe('registration data', () => {
  it('is found wherever it stands in a text, in one pass', () => {
    const text = 'Muster GmbH\nAmtsgericht Köln HRB 1234\nUSt-IdNr. DE123456789\n(123456-X)'
    expect(registrationOffsets(text)).toEqual([12, 29, 38, 60])
  })

  it('is told in either case, a long s read as "s" (the i flag folds it)', () => {
    expect(registrationOffsets('Muster GmbH\nUſt-IdNr. DE123456789')).toEqual([12])
    expect(registrationOffsets('İİİ HRB 1234')).toEqual([4])
    const lines = ['Amtsgericht Köln HRB 1234', 'HRB 99', 'Muster GmbH', '(123456-X)', 'Hrb']
    expect(lines.map(hasRegistration)).toEqual([true, true, false, true, true])
  })
})

describe('what a line is', () => {
  it.each([
    ['Holzhandel Brandt GmbH', true],
    ['POPULAR BOOK CO. (M) SDN BHD', true],
    ['Jalan Bulan 5', false],
    ['Tel. +49 221 123456', false],
    ['Amtsgericht Köln HRB 1234', false],
    ['AB12 CD34', false],
    // A price marks an item or a total line, never a name.
    ['1 X MINERAL WATER 2.20', false],
    ['TOTAL 12,50', false],
    ['99 SPEED MART', true],
    // The dots of initials and a branch's brackets are part of a name.
    ['MR. D.I.Y. (M) SDN BHD', true],
    ["D.I.Y. (KL) & SON'S", true],
    ['(1.2.3) 4.5 &', false],
    ['(SG WANG)', false],
    // One word OCR read with a digit among name words is a misread; codes are mostly such words.
    ['M2. D.I.Y. (KUCHAI) SDN BHD', true],
    ['OR18031902160324 INVOICE', false],
    // A label and its value is a field.
    ['Served by: Anna Berg', false],
    ['Bedient door: Jan', false]
  ])('%j looks like a name: %s', (line, expected) => {
    expect(looksLikeName(line)).toBe(expected)
  })

  it.each([
    ['No. 7, Jalan Bulan', true],
    ['Level 6, Bangunan TH', true],
    ['379, JALAN PERMAS SATU,', true],
    ['13-1, Jalan PJU 5/10,', true],
    ['Hauptstraße 5', true],
    ['Musterstr. 12', true],
    ['Keizersgracht 12', true],
    ['12 Main Street', true],
    ['5 rue de la Paix', true],
    ['12345 Musterstadt', true],
    ['| 43200 Cheras, Selangor', true],
    ['CHERAS, 55100 KUALA LUMPUR', true],
    ['3500 MJ Utrecht', true],
    // A house number and a comma open an address whatever OCR made of the street word.
    ['27, Jlam Mawar 3,', true],
    ['12, rue des Lilas', true],
    // Malay district words open the line above the post code.
    ['BANDAR BARU SERI ALAM', true],
    ['Seksyen 9, Bandar Mahkota', true],
    ['1,00 ZRL', false],
    // A unit number with a slash, a floor abbreviated.
    ['Lot F/L2A.4, Level 2A', true],
    ['3RD FLR, MENARA SATU', true],
    ['SHOP 5, PASAR BESAR', true],
    ['Holzhandel Brandt GmbH', false],
    ['Noble House Trading', false],
    ['Standard 5', false],
    ['2 1812.0)72', false]
  ])(
    '%j is an address line: %s (a street word by a number, or a post code and town)',
    (line, expected) => {
      expect(isAddress(line)).toBe(expected)
    }
  )
})

describe('a till slip', () => {
  it('needs a cashier or change given, and three kinds of signal', () => {
    const slip = 'SHOP\nCashier: 01\nTotal 3.00\nCASH 10.00\nCHANGE 7.00\nTHANK YOU'
    expect(tillSlipSignals(slip)).toEqual({
      isTillSlip: true,
      signals: ['cashier', 'change given', 'cash tendered', 'thanks']
    })
    expect(tillSlipSignals('SHOP\nTotal 3.00\nCASH 10.00\nTHANK YOU\nQty 2')).toEqual({
      isTillSlip: false,
      signals: []
    })
  })

  it('trap: a signal word inside a longer word does not count ("Kassenzeichen", "exchange")', () => {
    expect(tillSlipSignals('Kassenzeichen 12\nexchange rate\nbargain\nDanke').signals).toEqual([])
  })
})
