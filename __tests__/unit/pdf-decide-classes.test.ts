/**
 * The classes of issue 11, each with small realistic documents in German, English, French and
 * Dutch, and in each one the trap that used to win: a date that only accompanies the document's
 * own date, a field label that names another document, the buyer's name, a label, a copyright
 * line. The rules are the ones a clerk would state; none is fitted to a sample file.
 */
import { analyze } from '../../src/pdf/decide/heuristics.js'
import { loadRules } from '../../src/pdf/decide/rules.js'
import { applyDateFallback } from '../../src/pdf/decide/fallback-date.js'
import { docFromText } from '../helpers/docs.js'

const NOW = new Date('2026-03-01T12:00:00Z')
const rules = await loadRules()
const run = (text: string, extra: Parameters<typeof docFromText>[1] = {}) =>
  analyze(docFromText(text), rules, { order: 'dmy', now: NOW, ...extra })
const runDoc = (text: string, extra: Parameters<typeof docFromText>[1]) =>
  analyze(docFromText(text, extra), rules, { order: 'dmy', now: NOW })

describe('1. the date by its role', () => {
  it.each([
    [
      'German: the delivery period and due date come first, the invoice date later',
      [
        'Stadtwerke Musterstadt GmbH',
        'Leistungszeitraum vom 01.10.2023 bis 31.10.2023',
        'Fällig am 30.11.2023',
        'Rechnungsdatum: 15.11.2023',
        'Rechnung'
      ],
      '20231115'
    ],
    [
      'German: a title line carries the date; the order date ("Bestellung vom") does not count',
      [
        'Holzhandel Brandt GmbH',
        'Ihre Bestellung vom 02.11.2024',
        'Rechnung Nr. 123 vom 15.11.2024',
        'Lieferung am 08.11.2024'
      ],
      '20241115'
    ],
    [
      'German letter: place and date line beats a birth date and a print stamp',
      [
        'Praxis Dr. Weber',
        'Geburtsdatum: 12.04.1961',
        'Musterstadt, den 20.10.2023',
        'Sehr geehrte Frau Schulz,',
        'Datum 21.10.2023 Zeit 10:15 Seite 1'
      ],
      '20231020'
    ],
    [
      'English: the billing period and the due date lose to the invoice date',
      [
        'Acme Hosting Ltd',
        'Billing period: 01/01/2024 - 31/01/2024',
        'Due date: 15/02/2024',
        'Invoice date: 01/02/2024'
      ],
      '20240201'
    ],
    [
      'French: "Date de facture associée" is the date of another invoice',
      [
        'Électricité du Sud SAS',
        'Avoir N° A-7',
        'Date de facture associée : 10/12/2025',
        'Date : 05/01/2026'
      ],
      '20260105'
    ],
    [
      'French title line: "Facture N° F-23 du 31/01/2026", the version line does not count',
      ['Cabinet Martin SARL', 'Version 2.5 du 01/02/2026', 'Facture N° F-23 du 31/01/2026'],
      '20260131'
    ],
    [
      'Dutch: the delivery date is not the invoice date',
      ['Bakkerij de Vries B.V.', 'Leverdatum: 02-09-2024', 'Factuurdatum: 05-09-2024', 'Factuur'],
      '20240905'
    ],
    [
      'copyright years and "customer since" never win',
      ['© 2019 Beispiel AG', 'Kunde seit 03.05.2010', 'Kontoauszug', 'Datum: 04.06.2022'],
      '20220604'
    ]
  ])('%s', (_name, lines, expected) => {
    expect(run(lines.join('\n')).date).toBe(expected)
  })

  it('lists every candidate with its label, role and score', () => {
    const analysis = run('Rechnung\nLieferdatum: 02.03.2024\nRechnungsdatum: 14.03.2024')
    const dates = analysis.explanation!.dates
    expect(dates.map(d => [d.value, d.label, d.role])).toEqual([
      ['20240314', 'Rechnungsdatum', 'document'],
      ['20240302', 'Lieferdatum', 'delivery']
    ])
    expect(dates[0]!.score).toBeGreaterThan(dates[1]!.score)
    expect(analysis.explanation!.dateWhy).toContain('14.03.2024')
  })
})

describe('2. formats', () => {
  it.each([
    [
      'German month and year, month precision',
      'Nebenkostenabrechnung\nStand: März 2024',
      '20240301'
    ],
    ['German written out', 'Musterstadt, den 24. Januar 2014', '20140124'],
    ['English written out', 'London, 2 September 2024\nDear Sir,', '20240902'],
    ['French written out with 1er', 'Lyon, le 1er mars 2024\nMadame, Monsieur,', '20240301'],
    ['Dutch written out', 'Utrecht, 3 maart 2023\nGeachte heer,', '20230303'],
    ['two-digit year', 'Quittung\nDatum: 14.03.24', '20240314']
  ])('%s', (_name, text, expected) => {
    expect(run(text).date).toBe(expected)
  })

  it('marks month precision in the analysis', () => {
    const analysis = run('Beitragsübersicht\nStand: 01/2022')
    expect(analysis).toMatchObject({ date: '20220101', datePrecision: 'month' })
    expect(analysis.reasons[0]).toContain('month precision')
  })

  it('reads 03/04 by the country: a US address means month first, euro prices day first', () => {
    const us = 'Invoice\nAcme Inc.\n100 Main St\nSpringfield, IL 62701\nDate: 03/04/2024'
    expect(run(us).date).toBe('20240304')
    const eu = 'Facture\nMontant 12,00 €\nDate : 03/04/2024\nMerci pour votre commande'
    expect(run(eu).date).toBe('20240403')
    expect(run(us).explanation!.dateOrder.from).toContain('ZIP')
  })

  it('reports an ambiguous date when nothing in the document settles the order (trap)', () => {
    const analysis = run('Invoice\nDate: 03/04/2024')
    expect(analysis.date).toBe('20240403')
    expect(analysis.explanation!.dates[0]!.ambiguous).toBe(true)
    expect(analysis.reasons[0]).toContain('ambiguous')
    // 13/04 reads one way only: not ambiguous.
    expect(run('Invoice\nDate: 13/04/2024').explanation!.dates[0]!.ambiguous).toBeUndefined()
  })
})

describe('3. kinds', () => {
  it.each([
    [
      'German credit note',
      'Gutschrift Nr. 55\nzu Rechnung 4711\nBetrag: -20,00 EUR',
      'credit-note'
    ],
    [
      'English credit note',
      'CREDIT NOTE\nOriginal invoice: INV-9\nTotal: -15.00 GBP',
      'credit-note'
    ],
    [
      'French credit note (avoir as a title)',
      'AVOIR\nFacture d’origine F-23\nTotal TTC -12,00 €',
      'credit-note'
    ],
    ['Dutch credit note', 'Creditnota 2024-8\nFactuur 2024-3\nTotaal -9,00', 'credit-note'],
    ['German correction', 'Rechnungskorrektur\nzur Rechnung 4711 vom 02.02.2024', 'correction'],
    ['French correction', 'Facture rectificative n° 12\nFacture n° 10', 'correction'],
    [
      'the title outranks a field label: Warenrechnung with a Lieferschein-Nr.',
      'Warenrechnung\nLieferschein-Nr.: 88812\nLieferschein-Nr.: 88813\nMenge Artikel Preis',
      'invoice'
    ],
    [
      "an insurer's premium invoice is an invoice",
      'Beitragsrechnung\nAllianz Versicherungs-AG\nVersicherungsnummer 123\nKfz-Versicherung\nVersicherungsnehmer: Max Muster',
      'invoice'
    ],
    [
      'German certificate',
      'Arbeitszeugnis\nHerr Max Muster war bei uns beschäftigt',
      'certificate'
    ],
    ['French certificate', 'Attestation de formation\nNous certifions que', 'certificate'],
    [
      'a till slip headed TAX INVOICE is a receipt',
      'SANYU STATIONERY SHOP\nTAX INVOICE\nCashier: 01\nQty Item\n1 PEN 2.00\nCASH 10.00\nCHANGE 8.00\nTHANK YOU',
      'receipt'
    ]
  ])('%s', (_name, text, expected) => {
    expect(run(text).category).toBe(expected)
  })

  it('"avoir" in prose is a verb, not a credit note (trap)', () => {
    const text =
      'Facture\nNuméro de facture : F-88\nVous pouvez avoir un escompte en payant sous 8 jours.'
    expect(run(text).category).toBe('invoice')
  })

  it('a long invoice that mentions cash and change is not a till slip (trap)', () => {
    const lines = [
      'Rechnung',
      'Rechnungsnummer 5',
      'Kasse: Filiale 2',
      'Bar bezahlt',
      'Rückgeld 0,00'
    ]
    const body = Array.from({ length: 90 }, (_, i) => `Pos ${i + 1} Schraube 0,10 EUR`)
    expect(run([...lines, ...body].join('\n')).category).toBe('invoice')
  })
})

describe('4. the issuer is the seller', () => {
  it.each([
    [
      'German: the labelled seller, not the buyer first in the letter window',
      'Käufer: Beispiel AG\nMusterweg 1\n12345 Musterstadt\nVerkäufer: Holzhandel Brandt GmbH\nRechnung',
      'Holzhandel Brandt'
    ],
    [
      'English: the supplier label beats the Bill to block',
      'Bill to:\nGlobex Corporation\n1 Main Road\nSupplier: Initech Ltd\nInvoice',
      'Initech'
    ],
    [
      'French: the footer company with SIRET when the top is the client',
      'DUPONT ALEXIS\n27 rue Victor Hugo\n69100 Villeurbanne\nFacture n° 55\nTotal TTC 56,02 €\nNETPRESSE\nSiège social : 16 rue Mollien - 92100 Boulogne\nSarl au capital de 10 000 € - SIRET 53084813400017',
      'NETPRESSE'
    ],
    [
      'Dutch: the letterhead with KvK, not the "Factuuradres" block',
      'Bakkerij de Vries B.V.\nKvK 12345678\nFactuuradres:\nJansen Holding B.V.\nFactuur',
      'Bakkerij de Vries'
    ],
    [
      'a till slip: the shop name at the top, not the address lines or the slogan',
      'SANYU STATIONERY SHOP\nNO. 31G&33G, JALAN SETIA INDAH X ,U13/X\n40170 SETIA ALAM\nMobile /Whatsapps : +6012-918 7937\nTAX INVOICE\nCashier: 01\nCASH 10.00\nCHANGE 8.00\nTHANK YOU FOR YOUR PATRONAGE!',
      'SANYU STATIONERY SHOP'
    ]
  ])('%s', (_name, text, expected) => {
    const analysis = run(text)
    expect(analysis.issuer).toBe(expected)
    expect(analysis.keywords[0]).toBe(expected)
  })

  it('never takes a label, a column header, a copyright line or a measurement (traps)', () => {
    const text = [
      'Verkäufer:',
      'Name',
      'Description Qty Price Amount',
      '© 2024 Template Factory GmbH',
      '1.00 kg',
      'Rechnung'
    ].join('\n')
    const analysis = run(text)
    expect(analysis.issuer).toBeUndefined()
    expect(analysis.explanation!.issuers.map(c => c.name)).not.toContain('Template Factory')
  })

  it('puts the brand of the web address before the legal seller', () => {
    const text = [
      'Invoice',
      'Sold By: WS Retail Services Pvt. Ltd.',
      'Ordered through Shopkart.com',
      'At Shopkart we deliver. Visit www.shopkart.com/help'
    ].join('\n')
    const analysis = run(text)
    expect(analysis.issuer).toBe('WS Retail Services')
    expect(analysis.keywords.slice(0, 2)).toEqual(['Shopkart', 'WS Retail Services'])
  })

  it('shows every issuer candidate with its evidence', () => {
    const analysis = run('Verkäufer: Holzhandel Brandt GmbH\nRechnung\nKunde: Beispiel AG')
    const best = analysis.explanation!.issuers[0]!
    expect(best.name).toBe('Holzhandel Brandt')
    expect(best.evidence.join(' ')).toContain('labelled seller')
    expect(analysis.explanation!.issuerWhy).toContain('Holzhandel Brandt')
  })
})

describe('5. no date found is not 00000000', () => {
  it('a scan falls back to its creation date, and says so', () => {
    const doc = docFromText('Quittung\nBäckerei Krume')
    doc.pages[0]!.source = 'ocr'
    doc.infoDates = { creation: '2024-02-03' }
    const analysis = applyDateFallback(analyze(doc, rules, { order: 'dmy', now: NOW }))
    expect(analysis).toMatchObject({ date: '20240203', dateSource: 'info' })
    expect(analysis.reasons.at(-1)).toContain('PDF creation date')
  })

  it('a creation date earlier than a date in the text is not plausible (trap)', () => {
    const analysis = applyDateFallback(
      runDoc('Geburtsdatum: 01.05.2024\nBescheinigung', { infoDates: { creation: '2020-01-01' } })
    )
    expect(analysis.date).toBeNull()
    expect(analysis.reasons.at(-1)).toContain('no document date found')
  })

  it('only excluded dates (birth, print) give no document date', () => {
    const analysis = run('Mitgliedsausweis\nGeburtsdatum: 12.04.1961')
    expect(analysis.date).toBeNull()
    expect(analysis.explanation!.dates[0]).toMatchObject({ role: 'birth', eligible: false })
  })
})
