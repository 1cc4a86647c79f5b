/**
 * How sure a name is (plan/confidence.ts) and the file name's date (plan/name-date.ts): what
 * decided each part gives its score, the least sure part the name's, and the parts below the
 * threshold are the reasons for review.
 */
import { reviewReasons, weighName } from '../../src/pdf/plan/confidence.js'
import { nameDateFallback, withNameDate } from '../../src/pdf/plan/name-date.js'
import type { Analysis, DateCandidateReport } from '../../src/pdf/types.js'

const candidate = (over: Partial<DateCandidateReport>): DateCandidateReport => ({
  value: '20240314',
  raw: '14.03.2024',
  precision: 'day',
  page: 1,
  line: 3,
  role: 'document',
  score: 3,
  eligible: true,
  ...over
})

const analysis = (over: Partial<Analysis>, dates: DateCandidateReport[] = []): Analysis => ({
  date: '20240314',
  dateSource: 'text',
  category: 'invoice',
  categoryDecided: true,
  issuer: 'Holzhandel Brandt',
  keywords: ['Holzhandel Brandt'],
  summary: [],
  confidence: 0,
  needsLlm: false,
  reasons: [],
  explanation: {
    dateOrder: { order: 'dmy', from: 'test' },
    dates,
    dateWhy: '',
    categories: [{ name: 'invoice', score: 3, evidence: ['rechnung'] }],
    categoryWhy: '',
    issuers: [],
    issuerWhy: ''
  },
  ...over
})

const parts = (a: Analysis) =>
  Object.fromEntries(weighName(a).parts.map(p => [p.part, `${p.score} ${p.from}`]))

describe('weighName', () => {
  it('a labelled date, a decided category and an issuer from the text', () => {
    const weighed = weighName(analysis({}, [candidate({ label: 'Rechnungsdatum' })]))
    expect(weighed).toEqual({
      confidence: 0.8,
      parts: [
        { part: 'date', from: 'the document date by "Rechnungsdatum"', score: 0.9 },
        { part: 'category', from: 'marker words, a clear margin', score: 0.9 },
        { part: 'issuer', from: 'found in the text', score: 0.8 }
      ]
    })
  })

  it('the e-invoice XML decides all three', () => {
    const xml = analysis({
      dateSource: 'einvoice',
      einvoice: {
        kind: 'used',
        flavour: 'Factur-X',
        attachment: 'factur-x.xml',
        syntax: 'CII',
        typeCode: '381',
        fields: ['date', 'category', 'issuer'],
        disagreements: []
      }
    })
    expect(weighName(xml).confidence).toBe(1)
    expect(parts(xml)).toEqual({
      date: '1 the e-invoice XML',
      category: '1 the XML type code 381',
      issuer: '1 the XML seller'
    })
  })

  it.each([
    [
      'an unlabelled date read either way',
      analysis({}, [candidate({ role: 'other', ambiguous: true })]),
      '0.4 a date without a document-date label (other), day/month order open'
    ],
    [
      'month precision',
      analysis({ datePrecision: 'month' }, [candidate({ role: 'other', precision: 'month' })]),
      '0.5 a date without a document-date label (other), month only'
    ],
    ['the model', analysis({ dateSource: 'model' }, [candidate({ role: 'due' })]), '0.7 the model'],
    ['the creation date', analysis({ dateSource: 'info' }), '0.5 the PDF creation date'],
    ['the file name', analysis({ dateSource: 'name' }), '0.5 the date in the file name'],
    [
      'confirmed by the file name',
      analysis({}, [candidate({ role: 'other' }), candidate({ role: 'file name', page: 0 })]),
      '0.8 a date without a document-date label (other), as in the file name'
    ]
  ])('date: %s', (_, input, expected) => {
    expect(parts(input).date).toBe(expected)
  })

  it('category: a guess between close kinds is below the default threshold, no marker is not', () => {
    const guess = analysis({ categoryDecided: false })
    expect(parts(guess).category).toBe('0.4 marker words of kinds too close to tell')
    expect(reviewReasons(weighName(guess).parts, 0.5)).toEqual([
      'category: marker words of kinds too close to tell (0.40)'
    ])
    const none = analysis({ categoryDecided: false, category: 'other' })
    none.explanation!.categories = []
    expect(parts(none).category).toBe('0.6 no marker words')
    expect(reviewReasons(weighName(none).parts, 0.5)).toEqual([])
  })
})

describe('the file name date', () => {
  const NOW = { order: 'dmy' as const, now: new Date('2025-01-01T00:00:00Z') }
  it.each([
    ['Rechnung 2024-03-14.pdf', '20240314'],
    ['scan_20240314_101530.pdf', '20240314'],
    ['Brief vom 14.03.2024.pdf', '20240314'],
    ['Kontoauszug März 2024.pdf', '20240301'],
    ['invoice-20241399.pdf', undefined],
    ['2099-01-01 plan.pdf', undefined]
  ])('%s -> %s', (name, value) => {
    const found = withNameDate(analysis({}), `/inbox/${name}`, NOW).explanation!.dates
    expect(found.find(d => d.role === 'file name')?.value).toBe(value)
  })

  it('stands in when nothing else dated the file', () => {
    const undated = withNameDate(
      analysis({ date: null, dateSource: 'none' }),
      '/x/Scan 2024-02-03.pdf',
      NOW
    )
    expect(nameDateFallback(undated)).toMatchObject({
      date: '20240203',
      dateSource: 'name',
      reasons: ['date 20240203 from the file name ("2024-02-03")']
    })
    const dated = withNameDate(analysis({}), '/x/Scan 2024-02-03.pdf', NOW)
    expect(nameDateFallback(dated).date).toBe('20240314')
  })
})
