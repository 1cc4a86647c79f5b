import { analyze } from '../../src/pdf/decide/heuristics.js'
import { loadRules } from '../../src/pdf/decide/rules.js'
import { docFromRuns, docFromText } from '../helpers/docs.js'

const NOW = new Date('2026-01-15T12:00:00Z')
const rules = await loadRules()
const run = (
  text: string,
  extra: Parameters<typeof docFromText>[1] = {},
  order: 'dmy' | 'mdy' = 'dmy'
) => analyze(docFromText(text, extra), rules, { order, now: NOW })

const GERMAN_INVOICE = [
  'Müller & Söhne GmbH · Hauptstraße 5 · 10115 Berlin',
  'Rechnungsadresse:',
  'Beispiel AG',
  'Z. Hd. Frau Schmidt',
  'Rechnung',
  'Lieferdatum: 02.03.2024',
  'Rechnungsdatum: 14.03.2024',
  'Zahlbar bis 28.03.2024 ohne Abzug.',
  'Heizöl 1.000 l 1.234,00 EUR',
  'Mit freundlichen Grüßen, Müller & Söhne GmbH'
].join('\n')

describe('analyze: dates', () => {
  it('takes the date next to the strongest date keyword, not the delivery or due date', () => {
    const analysis = run(GERMAN_INVOICE)
    expect(analysis.date).toBe('20240314')
    expect(analysis.dateSource).toBe('text')
    expect(analysis.reasons[0]).toContain('Rechnungsdatum')
  })

  it('pairs a label with the value printed below it in a table (geometry)', () => {
    const doc = docFromRuns([
      { text: 'Invoice', x: 50, y: 800 },
      { text: 'Invoice Date:', x: 50, y: 700 },
      { text: 'Due Date:', x: 200, y: 700 },
      { text: 'Reference:', x: 350, y: 700 },
      { text: '03/04/2023', x: 50, y: 685 },
      { text: '03/05/2023', x: 200, y: 685 },
      { text: 'CUSTREF123', x: 350, y: 685 }
    ])
    expect(analyze(doc, rules, { order: 'mdy', now: NOW }).date).toBe('20230304')
    // The same columns in the other order: the due date comes first, still not chosen.
    const swapped = docFromRuns([
      { text: 'Due Date:', x: 50, y: 700 },
      { text: 'Invoice Date:', x: 200, y: 700 },
      { text: '03/05/2023', x: 50, y: 685 },
      { text: '03/04/2023', x: 200, y: 685 }
    ])
    expect(analyze(swapped, rules, { order: 'mdy', now: NOW }).date).toBe('20230304')
  })

  it('reads slashes by --date-order', () => {
    expect(run('Invoice\nDate: 03/04/2024', {}, 'dmy').date).toBe('20240403')
    expect(run('Invoice\nDate: 03/04/2024', {}, 'mdy').date).toBe('20240304')
  })

  it('ignores dates in the future of "now" and before 1900', () => {
    expect(run('Rechnung\nRechnungsdatum: 14.03.2027\nGegründet 14.03.1850').date).toBeNull()
  })

  it('offers the PDF creation date as a fallback only when the text has no date', () => {
    const analysis = run('Rechnung der Beispiel GmbH', { infoDates: { creation: '2023-05-06' } })
    // The analysis leaves the date open (the model comes first); the fallback waits behind it.
    expect(analysis).toMatchObject({ date: null, dateSource: 'none', needsLlm: true })
    expect(analysis.fallbackDate?.value).toBe('20230506')
    expect(run('Rechnung vom 01.02.2023', { infoDates: { creation: '2023-05-06' } }).date).toBe(
      '20230201'
    )
  })

  it('never invents a date', () => {
    const analysis = run('Rechnung der Beispiel GmbH ohne Datum')
    expect(analysis).toMatchObject({ date: null, dateSource: 'none', needsLlm: true })
    expect(analysis.fallbackDate).toBeUndefined()
    expect(analysis.reasons[0]).toContain('no document date in the text')
  })
})

describe('analyze: categories', () => {
  it.each([
    ['invoice', 'Rechnung Nr. 4711'],
    ['invoice', 'INVOICE #42'],
    ['invoice', 'Facture n° 2022089083'],
    ['invoice', 'FACTUUR.'],
    ['receipt', 'Quittung über 20,00 EUR'],
    ['receipt', 'Payment receipt'],
    ['credit-note', 'Gutschrift zur Rechnung 4711'],
    ['credit-note', 'Credit note CN-7'],
    ['reminder', 'Zahlungserinnerung'],
    ['reminder', '2. Mahnung'],
    ['reminder', 'Payment reminder: overdue'],
    ['offer', 'Angebot Nr. 17'],
    ['offer', 'Quotation for services'],
    ['order-confirmation', 'Auftragsbestätigung 2024-17'],
    ['order-confirmation', 'Auftragsbestaetigung 2024-17'],
    ['order-confirmation', 'Order confirmation'],
    ['delivery-note', 'Lieferschein 88'],
    ['delivery-note', 'Delivery note'],
    ['contract', 'Mietvertrag über die Wohnung'],
    ['contract', 'Service agreement and contract'],
    ['letter', 'Sehr geehrte Frau Schmidt,\nvielen Dank.\nMit freundlichen Grüßen'],
    ['bank-statement', 'Kontoauszug 3/2024\nAlter Saldo 100,00'],
    ['bank-statement', 'Bank statement, opening balance'],
    ['payslip', 'Gehaltsabrechnung März 2024'],
    ['payslip', 'Payslip for March'],
    ['tax', 'Einkommensteuerbescheid 2022\nFinanzamt Berlin'],
    ['tax', 'Steuerbescheid für 2022'],
    ['insurance', 'Versicherungsschein Nr. 123\nHaftpflichtversicherung'],
    ['medical', 'Arztbrief\nDiagnose: ...\nPatient: Max'],
    ['certificate', 'Zertifikat über die Teilnahme'],
    ['certificate', 'Certificate of completion'],
    ['paper', 'Abstract\nWe study ...\ndoi:10.1000/182\nReferences'],
    ['manual', 'Bedienungsanleitung für das Gerät'],
    ['manual', 'User manual'],
    ['report', 'Jahresbericht 2023'],
    ['other', 'Einkaufsliste: Milch, Brot']
  ])('%s: %j', (category, text) => {
    expect(run(text).category).toBe(category)
  })

  it('needs the margin to be decided; a close call keeps the best guess but asks for the model', () => {
    // No title line decides here: both words stand in a sentence.
    const analysis = run(
      'Beispiel GmbH\nDate: 01.02.2023\nPlease keep this invoice together with the receipt for your records.'
    )
    expect(analysis.needsLlm).toBe(true)
    expect(analysis.reasons[1]).toMatch(/not decided/)
  })

  it('counts the title (and the heading) double', () => {
    const body = 'Beispiel GmbH\nDate: 01.02.2023\n\nplease ask for the receipt\n\nthis invoice'
    expect(run(body, { title: 'Tax Invoice' }).category).toBe('invoice')
  })
})

describe('analyze: keywords, confidence', () => {
  it('finds the issuer by its legal form, not the recipient in the address block', () => {
    const analysis = run(GERMAN_INVOICE)
    expect(analysis.keywords[0]).toBe('Müller & Söhne')
  })

  it('adds category terms to the keywords', () => {
    expect(run('Haus & Grund GmbH\nMietvertrag\nBerlin, 01.02.2023').keywords).toEqual([
      'Haus & Grund',
      'mietvertrag'
    ])
  })

  it('takes a name-like top line when no legal form is printed', () => {
    expect(run('Sammy Maystone\nINVOICE\nDate: Jan 1, 2022').keywords).toEqual(['Sammy Maystone'])
  })

  it('is confident with date, decided category and a keyword; the reasons say so', () => {
    const analysis = run(GERMAN_INVOICE)
    expect(analysis).toMatchObject({ category: 'invoice', needsLlm: false })
    expect(analysis.confidence).toBeGreaterThan(0.8)
    expect(analysis.confidence).toBeLessThanOrEqual(1)
    expect(analysis.reasons.at(-1)).toMatch(/^confident/)
  })

  it('is not confident without keywords and says what is missing', () => {
    const analysis = run('rechnung\nrechnungsdatum: 14.03.2024')
    expect(analysis.needsLlm).toBe(true)
    expect(analysis.reasons.at(-1)).toBe('not confident: no keywords')
    expect(analysis.confidence).toBeGreaterThanOrEqual(0)
    expect(analysis.confidence).toBeLessThan(1)
  })

  it('takes summary words from the title, minus stop words and markers', () => {
    expect(
      run('Oravel Stays Pvt. Ltd.\nDate: 31/12/2017', { title: 'Tax Invoices - payment voucher' })
        .summary
    ).toEqual(['voucher'])
  })
})
