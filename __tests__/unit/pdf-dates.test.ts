import { findDates, parsePdfDate, type DateOrder } from '../../src/pdf/decide/dates.js'

const NOW = new Date('2026-01-15T12:00:00Z')
const values = (text: string, order: DateOrder = 'dmy'): string[] =>
  findDates(text, { order, now: NOW }).map(d => d.value)

describe('findDates', () => {
  it.each([
    ['ISO', 'Datum: 2024-03-14', '20240314'],
    ['ISO with slashes', 'issued 2024/03/14', '20240314'],
    ['dd.mm.yyyy', 'Rechnungsdatum 14.03.2024', '20240314'],
    ['d.m.yyyy', 'vom 4.3.2024', '20240304'],
    ['dd.mm.yy', 'Zahlungsziel 21.05.14', '20140521'],
    ['dd. mm. yyyy', 'am 14. 03. 2024', '20240314'],
    ['dd/mm/yyyy (dmy)', 'Date : 28/11/2022', '20221128'],
    ['dd-mm-yyyy', 'Invoice Date: 20-10-2015', '20151020'],
    ['14. März 2024', 'Berlin, 14. März 2024', '20240314'],
    ['Maerz typed without umlaut', '14. Maerz 2024', '20240314'],
    ['7. Mai 2014', 'Rechnungsdatum 7. Mai 2014', '20140507'],
    ['14 March 2024', 'London, 14 March 2024', '20240314'],
    ['14th of March 2024', 'on the 14th of March 2024', '20240314'],
    ['March 14, 2024', 'Dated March 14, 2024', '20240314'],
    ['August 3 , 2014 (space before the comma)', 'Invoice Date: August 3 , 2014', '20140803'],
    ['abbreviated month', 'Jan 1, 2022', '20220101'],
    ['abbreviated month with a dot', '3. Sept. 2023', '20230903'],
    ['French month', 'Facture du 02 Juillet 2015', '20150702'],
    ['Dutch month', 'Factuurdatum: 19 april 2014', '20140419'],
    ['Dutch maart', '29 maart 2014', '20140329'],
    ['upper case', '14 MÄRZ 2024', '20240314'],
    ['month and year only (the first of the month)', 'Abrechnung März 2024', '20240301'],
    ['numeric month and year', 'Stand: 01/2022', '20220101'],
    ['French 1er', 'Paris, le 1er mars 2024', '20240301'],
    ['two-digit year with a month name', 'DATE: 05-JAN-17', '20170105'],
    ['till stamp with a two-digit year', '22-05-16 12:18 SH01', '20160522'],
    ['dd-mm-yy', 'Trans Date 05-01-18', '20180105'],
    ['day, month name, two-digit year', '19 Mar 18 16:26', '20180319'],
    ['day, month name and year run together', 'DATE 15MAR2018', '20180315'],
    ['day, month name and year between slashes', 'Date: 20/Apr/2018 10:11', '20180420'],
    ['day and month name joined by a dash, a space before the year', '05-Jan 2017', '20170105'],
    ["a scan's O for 0 and l for 1 between digits", 'Date: 1l/08/2O17', '20170811'],
    ['a stamp whose separators OCR read as spaces, after a label', 'Date : 09 06 2018', '20180609'],
    ['a stamp whose separators faded, before a time', '09- 06 2018 16: 00:43', '20180609']
  ])('reads %s', (_label, text, value) => {
    expect(values(text)).toEqual([value])
  })

  it('reads slashes month first with --date-order mdy', () => {
    expect(values('03/04/2024', 'mdy')).toEqual(['20240304'])
    expect(values('03/04/2024', 'dmy')).toEqual(['20240403'])
  })

  it('takes the only valid order when the requested one is impossible, and says so', () => {
    const [date] = findDates('Invoice Date: 03/20/2023', { order: 'dmy', now: NOW })
    expect(date).toMatchObject({ value: '20230320', swapped: true })
  })

  it.each([
    ['an impossible day', '31.02.2024'],
    ['month 13', '14.13.2024'],
    ['a year before 1900', '14.03.1899'],
    ['a date after "now"', '16.01.2026'],
    ['a version number', 'iText 2.0.8 build 1.4.2'],
    ['a phone number', 'Tel. +49 6051 916 44 10'],
    ['an amount', 'Total 1.999,00 EUR and 3.441.812 Euros'],
    ['an invoice number with slashes', 'INV/2023/03/0008'],
    ['a street number', '3/64, Vishwas Khand'],
    ['a month name as a word', 'May include estimated tax'],
    ['numbers apart with neither a date label nor a time', 'Qty 2 12 2018 x']
  ])('rejects %s', (_label, text) => {
    expect(values(text)).toEqual([])
  })

  it('accepts today', () => {
    expect(values('15.01.2026')).toEqual(['20260115'])
  })

  it('reads two-digit years as the latest year not in the future', () => {
    expect(values('01.05.14')).toEqual(['20140501'])
    expect(values('01.05.99')).toEqual(['19990501'])
    expect(values('01.01.26')).toEqual(['20260101'])
    expect(values('01.01.27')).toEqual(['19270101'])
  })

  it('keeps a misread date as printed, with its offsets', () => {
    const [date] = findDates('Date: 11/O8/2017', { order: 'dmy', now: NOW })
    expect(date).toMatchObject({ value: '20170811', raw: '11/O8/2017', start: 6, end: 16 })
    expect(values('Total 1O0.00 Art. 12l3')).toEqual([])
  })

  it('gives offsets, in text order, without overlapping matches', () => {
    const text = 'Rechnung vom 14.03.2024, fällig am 28. März 2024'
    const dates = findDates(text, { order: 'dmy', now: NOW })
    expect(dates.map(d => [d.value, text.slice(d.start, d.end)])).toEqual([
      ['20240314', '14.03.2024'],
      ['20240328', '28. März 2024']
    ])
  })
})

describe('parsePdfDate', () => {
  it.each([
    ['D:20140803211437Z', '2014-08-03'],
    ["D:20180312160010+05'30'", '2018-03-12'],
    ['D:2015', '2015-01-01'],
    ['20160119123847', '2016-01-19']
  ])('reads %s', (value, iso) => {
    expect(parsePdfDate(value, NOW)).toBe(iso)
  })

  it.each([['D:20300101000000Z'], ['D:18991231'], ['garbage'], [undefined], [42]])(
    'rejects %s',
    value => {
      expect(parsePdfDate(value, NOW)).toBeUndefined()
    }
  )
})
