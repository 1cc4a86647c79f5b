import {
  buildStem,
  fileName,
  isGeneratedName,
  isVariantOf,
  MAX_STEM_LENGTH,
  slugify
} from '../../src/pdf/plan/filename.js'

const analysis = (
  over: Partial<Parameters<typeof buildStem>[0]> = {}
): Parameters<typeof buildStem>[0] => ({
  date: '20240314',
  category: 'invoice',
  keywords: ['Müller & Söhne GmbH'],
  summary: [],
  ...over
})

describe('slugify', () => {
  it.each([
    ['Müller Öl Übersee', 'mueller-oel-uebersee'],
    ['Straße', 'strasse'],
    ['ÄÖÜ', 'aeoeue'],
    ['Crème brûlée à la carte', 'creme-brulee-a-la-carte'],
    ['Łódź', 'lodz'],
    ['Ærø Œuvre', 'aero-oeuvre'],
    ['Señor Niño', 'senor-nino'],
    ['ﬁnance (ligature)', 'finance-ligature'],
    ['Invoice #42 / 2024', 'invoice-42-2024'],
    ['  --Hello__World--  ', 'hello-world'],
    ['emoji 🚀 only', 'emoji-only'],
    ['../../etc/passwd', 'etc-passwd'],
    ['a\nb\tc', 'a-b-c'],
    ['請求書', '']
  ])('%j -> %j', (input, slug) => {
    expect(slugify(input)).toBe(slug)
  })
})

describe('buildStem and fileName', () => {
  it('builds YYYYMMDD-category-keywords-summary', () => {
    expect(buildStem(analysis({ summary: ['Heizöl Lieferung'] }))).toBe(
      '20240314-invoice-mueller-soehne-gmbh-heizoel-lieferung'
    )
  })

  it('never invents a date: 00000000 without one', () => {
    expect(buildStem(analysis({ date: null }))).toMatch(/^00000000-invoice-/)
  })

  it('drops words that repeat the date, the category or an earlier keyword', () => {
    expect(
      buildStem(analysis({ keywords: ['Coolblue', 'invoice'], summary: ['coolblue order'] }))
    ).toBe('20240314-invoice-coolblue-order')
  })

  it('stays within 100 characters without splitting a word, also with a suffix', () => {
    const long = analysis({
      keywords: ['Donaudampfschifffahrtsgesellschaft'.repeat(2), 'Kapitänsmütze'],
      summary: ['a'.repeat(30), 'b'.repeat(30)]
    })
    const stem = buildStem(long)
    expect(stem.length).toBeLessThanOrEqual(MAX_STEM_LENGTH)
    expect(stem.endsWith('-')).toBe(false)
    const name = fileName(stem, 12)
    expect(name.length - '.pdf'.length).toBeLessThanOrEqual(MAX_STEM_LENGTH)
    expect(name).toMatch(/^20240314-invoice-[a-z0-9-]+_12\.pdf$/)
    expect(stem.split('-')).toEqual(expect.arrayContaining(['20240314', 'invoice']))
  })

  it('only ever yields lowercase ASCII letters, digits, hyphens and one suffix', () => {
    const stem = buildStem(analysis({ keywords: ['CON', 'Ä/Ö\\Ü:*?"<>|'], summary: ['NUL'] }))
    expect(fileName(stem, 3)).toMatch(/^[a-z0-9-]+_03\.pdf$/)
  })

  it('numbers collisions _01, _02, ...', () => {
    expect(fileName('20240314-invoice', 0)).toBe('20240314-invoice.pdf')
    expect(fileName('20240314-invoice', 1)).toBe('20240314-invoice_01.pdf')
    expect(fileName('20240314-invoice', 10)).toBe('20240314-invoice_10.pdf')
  })

  it('never yields a Windows reserved name', () => {
    expect(fileName('con')).toBe('con-file.pdf')
    expect(fileName('LPT1')).toBe('LPT1-file.pdf')
    expect(fileName('console')).toBe('console.pdf')
  })
})

describe('generated names', () => {
  it.each([
    ['20240314-invoice-acme.pdf', true],
    ['20240314-invoice-acme_01.pdf', true],
    ['00000000-other.pdf', true],
    ['Scan 2024-03-14.pdf', false],
    ['20240314-Invoice.pdf', false],
    ['20240314.pdf', false],
    ['20240314-invoice.PDF', false]
  ])('%s -> %s', (name, generated) => {
    expect(isGeneratedName(name)).toBe(generated)
  })

  it('knows the collision variants of a stem', () => {
    expect(isVariantOf('20240314-invoice.pdf', '20240314-invoice')).toBe(true)
    expect(isVariantOf('20240314-invoice_07.pdf', '20240314-invoice')).toBe(true)
    expect(isVariantOf('20240314-invoice-acme.pdf', '20240314-invoice')).toBe(false)
    expect(isVariantOf('20240314-invoice_x.pdf', '20240314-invoice')).toBe(false)
  })
})
