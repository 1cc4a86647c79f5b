/**
 * The e-invoice XML (parse.ts), its kind and its place in the name (decide.ts): CII,
 * ZUGFeRD 1 and UBL as their writers lay them out, every type code a clerk files apart, and the
 * hostile XML that must be refused (never expanded, never fetched).
 */
import { categoryOf, flavourOf, withEInvoice } from '../../src/pdf/einvoice/decide.js'
import { parseEInvoice, type EInvoice } from '../../src/pdf/einvoice/parse.js'
import { loadRules } from '../../src/pdf/decide/rules.js'
import type { Analysis } from '../../src/pdf/types.js'
import { ciiXml, ublXml, zugferd1Xml } from '../helpers/einvoices.js'

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)
const invoiceOf = (text: string | Uint8Array): EInvoice => {
  const parsed = parseEInvoice(typeof text === 'string' ? bytes(text) : text)
  if (parsed.kind !== 'invoice') throw new Error(`not parsed: ${JSON.stringify(parsed)}`)
  return parsed.invoice
}
const FIELDS = {
  number: 'RE-2024-0815',
  date: '20240314',
  typeCode: '380',
  seller: 'Müller & Söhne GmbH'
}

describe('parseEInvoice', () => {
  it('reads the header of a CII invoice (Factur-X, ZUGFeRD 2, XRechnung CII)', () => {
    expect(invoiceOf(ciiXml(FIELDS, 3))).toEqual({
      syntax: 'CII',
      root: 'CrossIndustryInvoice',
      guideline: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
      number: 'RE-2024-0815',
      issueDate: '20240314',
      typeCode: '380',
      seller: 'Müller & Söhne GmbH'
    })
  })

  it("reads ZUGFeRD 1's CrossIndustryDocument", () => {
    expect(invoiceOf(zugferd1Xml(FIELDS))).toMatchObject({
      syntax: 'CII',
      root: 'CrossIndustryDocument',
      number: 'RE-2024-0815',
      issueDate: '20240314',
      seller: 'Müller & Söhne GmbH'
    })
  })

  it('reads UBL: the registered name (BT-27) before the trading name, the credit note root', () => {
    expect(invoiceOf(ublXml(FIELDS, 'Invoice', 'Mueller Shop'))).toMatchObject({
      syntax: 'UBL',
      root: 'Invoice',
      issueDate: '2024-03-14',
      seller: 'Müller & Söhne GmbH'
    })
    const noLegalName = ublXml({ ...FIELDS, seller: undefined }, 'CreditNote', 'Mueller Shop')
    expect(invoiceOf(noLegalName)).toMatchObject({ root: 'CreditNote', seller: 'Mueller Shop' })
  })

  it('tells an e-invoice by its root namespace, not by prefixes or names', () => {
    const renamedPrefixes = ciiXml(FIELDS)
      .replace(/rsm:/g, 'x:')
      .replace(/xmlns:rsm/, 'xmlns:x')
    expect(invoiceOf(renamedPrefixes).seller).toBe('Müller & Söhne GmbH')
    const otherNamespace = ciiXml(FIELDS).replace(':CrossIndustryInvoice:100"', ':Other:1"')
    expect(parseEInvoice(bytes(otherNamespace))).toEqual({ kind: 'other' })
    expect(parseEInvoice(bytes('<?xml version="1.0"?><metadata><title/></metadata>'))).toEqual({
      kind: 'other'
    })
    expect(parseEInvoice(bytes('%PDF-1.7 not xml'))).toEqual({ kind: 'other' })
  })

  it('decodes UTF-16 and a declared Latin-1 encoding', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(ciiXml(FIELDS), 'utf16le')])
    expect(invoiceOf(utf16).seller).toBe('Müller & Söhne GmbH')
    const latin1 = ciiXml(FIELDS).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
    expect(invoiceOf(Buffer.from(latin1, 'latin1')).seller).toBe('Müller & Söhne GmbH')
  })

  const root =
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">'
  it.each([
    [
      'billion laughs',
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>${root}&lol2;</rsm:CrossIndustryInvoice>`,
      'it declares a DTD (<!DOCTYPE>); an e-invoice never does, and DTDs are not read'
    ],
    [
      'an external entity',
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${root}&xxe;</rsm:CrossIndustryInvoice>`,
      'it declares a DTD (<!DOCTYPE>); an e-invoice never does, and DTDs are not read'
    ],
    [
      'an undeclared entity',
      `<?xml version="1.0"?>${root}<rsm:ExchangedDocument>&xxe;</rsm:ExchangedDocument></rsm:CrossIndustryInvoice>`,
      'not well-formed XML: Invalid character entity'
    ],
    ['truncated', ciiXml(FIELDS).slice(0, 600), 'not well-formed XML: Unclosed root tag'],
    [
      'malformed',
      ciiXml(FIELDS).replace('</ram:SellerTradeParty>', '</ram:Seller>'),
      'not well-formed XML: Unexpected close tag'
    ]
  ])('refuses %s', (_, xml, message) => {
    expect(parseEInvoice(bytes(xml))).toEqual({ kind: 'failed', message })
  })

  it('does not parse XML beyond 16 MB', () => {
    const big = new Uint8Array(17 * 1024 * 1024).fill(0x20)
    big.set(bytes('<?xml version="1.0"?>'))
    expect(parseEInvoice(big)).toEqual({
      kind: 'failed',
      message: '17 MB of XML, more than the 16 MB an e-invoice may have'
    })
  })

  it('cuts a field value at 200 characters', () => {
    const long = invoiceOf(ciiXml({ ...FIELDS, seller: 'A'.repeat(100_000) }))
    expect(long.seller).toHaveLength(200)
  })
})

describe('categoryOf: each type code filed as a clerk would', () => {
  it.each([
    ['380', 'invoice'],
    ['381', 'credit-note'],
    ['384', 'correction'],
    ['389', 'invoice'],
    ['326', 'invoice'],
    ['386', 'invoice'],
    ['383', 'invoice'],
    ['875', 'invoice'],
    ['876', 'invoice'],
    ['877', 'invoice'],
    ['261', 'credit-note'],
    ['396', 'credit-note'],
    ['325', 'offer'],
    ['999', 'invoice']
  ])('%s -> %s', (typeCode, category) => {
    expect(categoryOf({ typeCode, root: 'Invoice' })).toBe(category)
  })

  it('without a code, the root decides', () => {
    expect(categoryOf({ root: 'CreditNote' })).toBe('credit-note')
    expect(categoryOf({ root: 'CrossIndustryInvoice' })).toBe('invoice')
  })
})

describe('flavourOf', () => {
  const cii = invoiceOf(ciiXml(FIELDS))
  it.each([
    [cii, 'factur-x.xml', 'Factur-X'],
    [cii, 'zugferd-invoice.xml', 'ZUGFeRD 2'],
    [cii, 'invoice.xml', 'Factur-X'],
    [{ ...cii, guideline: 'urn:cen.eu:en16931:2017' }, 'invoice.xml', 'CII'],
    [
      {
        ...cii,
        guideline: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
      },
      'xrechnung.xml',
      'XRechnung CII'
    ],
    [invoiceOf(zugferd1Xml(FIELDS)), 'ZUGFeRD-invoice.xml', 'ZUGFeRD 1'],
    [invoiceOf(ublXml(FIELDS)), 'UBL-Invoice-2.1.xml', 'UBL'],
    [
      invoiceOf(
        ublXml({
          ...FIELDS,
          guideline: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
        })
      ),
      'x.xml',
      'XRechnung UBL'
    ]
  ])('%#: %s', (invoice, attachment, flavour) => {
    expect(flavourOf(invoice, attachment)).toBe(flavour)
  })
})

describe('withEInvoice', () => {
  const NOW = new Date('2025-06-01T12:00:00Z')
  const text: Analysis = {
    date: '20240315',
    dateSource: 'text',
    category: 'receipt',
    categoryDecided: true,
    issuer: 'Beispiel Handel',
    keywords: ['Beispiel Handel'],
    summary: ['Title words'],
    confidence: 0.9,
    needsLlm: true,
    reasons: ['text reason']
  }
  const found = (fields: Partial<EInvoice>) =>
    ({
      kind: 'found',
      attachment: 'factur-x.xml',
      invoice: { ...invoiceOf(ciiXml(FIELDS)), ...fields }
    }) as const

  it('names from the XML and says where the page text disagrees', async () => {
    const rules = await loadRules()
    const analysis = withEInvoice(text, found({}), { now: NOW, rules })
    expect(analysis).toMatchObject({
      date: '20240314',
      dateSource: 'einvoice',
      category: 'invoice',
      categoryDecided: true,
      issuer: 'Müller & Söhne GmbH',
      keywords: ['Müller & Söhne'],
      summary: ['RE-2024-0815'],
      needsLlm: false
    })
    expect(analysis.reasons).toEqual([
      'from the embedded Factur-X XML (factur-x.xml): date 20240314, type code 380 -> invoice, seller "Müller & Söhne GmbH", number "RE-2024-0815"',
      'the page text gives the date 20240315, the XML 20240314',
      'the page text reads as receipt, the XML type code as invoice',
      'the page text names the issuer "Beispiel Handel", the XML the seller "Müller & Söhne GmbH"'
    ])
  })

  it('notes nothing where the text agrees (the same party without its legal form)', async () => {
    const rules = await loadRules()
    const agreeing = { ...text, date: '20240314', category: 'invoice', issuer: 'Müller & Söhne' }
    const analysis = withEInvoice(agreeing, found({}), { now: NOW, rules })
    expect(analysis.einvoice).toMatchObject({ kind: 'used', disagreements: [] })
  })

  it('keeps the text where the XML has no usable value', async () => {
    const rules = await loadRules()
    for (const issueDate of ['20241399', '20990101', 'soon']) {
      const analysis = withEInvoice(text, found({ issueDate, seller: undefined }), {
        now: NOW,
        rules
      })
      expect(analysis).toMatchObject({
        date: '20240315',
        dateSource: 'text',
        issuer: 'Beispiel Handel'
      })
      expect(analysis.einvoice).toMatchObject({ kind: 'used', fields: ['category', 'number'] })
    }
  })

  it('an XML that could not be read leaves the text, the reason first', async () => {
    const rules = await loadRules()
    const failed = {
      kind: 'failed',
      attachment: 'x.xml',
      message: 'not well-formed XML: boom'
    } as const
    expect(withEInvoice(text, failed, { now: NOW, rules })).toEqual({
      ...text,
      einvoice: { kind: 'failed', attachment: 'x.xml', message: 'not well-formed XML: boom' },
      reasons: [
        'the embedded XML x.xml was not used (not well-formed XML: boom); named from the text',
        'text reason'
      ]
    })
  })
})
