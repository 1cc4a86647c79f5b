/**
 * Issue 34, item 3: receipts and other text without an e-invoice. Small made-up documents in the
 * shapes a clerk knows — a till slip's header (logo noise, the shop's name, its company number,
 * the address, phone and tax id), its stamp of date and time, a "return by" date, a Dutch invoice
 * with an English note, a title written by the program that made the file — each asserting one
 * rule, with the trap that used to win.
 */
import { analyze, secondLookTest } from '../../src/pdf/decide/heuristics.js'
import { loadRules } from '../../src/pdf/decide/rules.js'
import { docFromText } from '../helpers/docs.js'

const NOW = new Date('2026-03-01T12:00:00Z')
const rules = await loadRules()
const run = (lines: string[], extra: Parameters<typeof docFromText>[1] = {}) =>
  analyze(docFromText(lines.join('\n'), extra), rules, { order: 'dmy', now: NOW })

/** A till slip's body after its header: items, total, cash, change, thanks. */
const BODY = [
  'TAX INVOICE',
  'Cashier: 02',
  '1 X MINERAL WATER 2.20',
  'TOTAL 2.20',
  'CASH 10.00',
  'CHANGE 7.80',
  'THANK YOU, PLEASE COME AGAIN'
]

describe("the shop's name from the receipt's header", () => {
  it('is the name printed right above the address, not the logo read as words above it', () => {
    const analysis = run([
      'Avo Tema',
      'KEDAI RUNCIT BINTANG JAYA',
      '12, Jalan Mawar 3,',
      'Taman Sri Mawar,',
      '81200 Johor Bahru',
      'TEL: 07-123 4567',
      ...BODY
    ])
    expect(analysis.issuer).toBe('KEDAI RUNCIT BINTANG JAYA')
    expect(analysis.explanation!.issuerWhy).toContain('next Avo Tema')
  })

  it('is the name right above the phone or tax id when no address was read, not the logo', () => {
    const phone = run(['RB', 'Avo Tema', 'KEDAI RUNCIT BINTANG', 'Tel: 07-1234567', ...BODY])
    expect(phone.issuer).toBe('KEDAI RUNCIT BINTANG')
    expect(phone.explanation!.issuerWhy).toContain('next Avo Tema 1')
    const taxId = run(['Avo Tema', 'KEDAI RUNCIT BINTANG', 'GST REG NO: 000123456789', ...BODY])
    expect(taxId.explanation!.issuers[0]!.evidence).toContain('letterhead +2.5')
    // The company number on the name's own line: the name is still the letterhead.
    const own = run(['Avo Tema', 'KEDAI BINTANG (81109-A)', 'Tel: 07-1234567', ...BODY])
    expect(own.explanation!.issuers[0]).toMatchObject({ name: 'KEDAI BINTANG' })
    expect(own.explanation!.issuers[0]!.evidence).toContain('letterhead +2.5')
    // A date's digits are no phone number: the title above a date line is no letterhead.
    const dated = run(['BINTANG MART', 'CREDIT NOTE', 'Original invoice date: 01/02/2018', ...BODY])
    expect(dated.explanation!.issuers[0]).toMatchObject({ name: 'BINTANG MART', score: 2.5 })
  })

  it('is the shop a slip welcomes to or thanks for shopping at, when the header has no name', () => {
    const welcome = run(['Welcome to Bintang Mart', 'No. 3, Jalan Pasar 1', ...BODY])
    expect(welcome.issuer).toBe('Bintang Mart')
    const thanks = run(['~ ;', ...BODY, 'Thank you for shopping', 'at Bintang Mart'])
    expect(thanks.issuer).toBe('Bintang Mart')
    // Words that are no name stay out ("Welcome to your new account").
    expect(run(['Welcome to your new account', ...BODY]).issuer).toBeUndefined()
  })

  it('reads past its company number, tax id and a date stamp up to the name', () => {
    const analysis = run([
      'SERI PELANGI TRADING SDN BHD',
      '19 Mar 2018 16:26',
      '(123456-U)',
      'GST ID: 000123456789',
      'Lot 5, Jalan Industri 2',
      ...BODY
    ])
    expect(analysis.issuer).toBe('SERI PELANGI TRADING')
  })

  it('joins a name that runs over two lines ("… HARDWARE" / "TRADING")', () => {
    const analysis = run([
      'MING FATT HARDWARE',
      'TRADING',
      '002345678-T',
      '7, Jalan Besi 4',
      ...BODY
    ])
    expect(analysis.issuer).toBe('MING FATT HARDWARE TRADING')
    // Two words in capitals under a name in capitals continue it too.
    const two = run(['Avo', 'LIM BROTHERS', 'TRADING CO', '7, Jalan Besi 4', ...BODY])
    expect(two.issuer).toBe('LIM BROTHERS TRADING CO')
    // A handwritten note above a name of two words stays apart.
    expect(run(['Avo Tema', 'KEDAI MAJU', '7, Jalan Besi 4', ...BODY]).issuer).toBe('KEDAI MAJU')
  })

  it('is the name above the address when OCR garbled the street word (trap: the district line)', () => {
    const analysis = run([
      'Avo Tema',
      'KEDAI MAJU JAYA',
      '27, JLAM MAWAR 3,',
      'BANDAR BARU SERI ALAM',
      '81750 MASAI, JOHOR',
      ...BODY
    ])
    expect(analysis.issuer).toBe('KEDAI MAJU JAYA')
    const names = analysis.explanation!.issuers.map(c => c.name)
    expect(names).not.toContain('BANDAR BARU SERI ALAM')
  })

  it('reads the legal form as OCR prints it ("SON BHO", "SDN.BHD"), over a handwritten note', () => {
    expect(run(['Avo', 'SERI MAJU TRADING SON BHO', '"Shag ee', ...BODY]).issuer).toBe(
      'SERI MAJU TRADING'
    )
    expect(run(['Avo', 'SERI MAJU TRADING SDN.BHD.', ...BODY]).issuer).toBe('SERI MAJU TRADING')
  })

  it('is the shop\'s own name, not its owner\'s or licensor\'s ("Owned by", "Inh.", "Licensee of")', () => {
    const owned = run([
      'BINTANG STATIONERY SHOP',
      'No. 5, Jalan Mawar 2',
      'TAX INVOICE',
      'Owned By :',
      'BINTANG HOLDINGS SDN BHD (123456-K)',
      ...BODY
    ])
    expect(owned.issuer).toBe('BINTANG STATIONERY SHOP')
    const bakery = run([
      'Bäckerei Sonnenkorn',
      'Inh. Anna Meier',
      'Lindenweg 4',
      '79098 Freiburg',
      '2 Brezel 1,80',
      'Summe 1,80',
      'Bar 5,00',
      'Rückgeld 3,20',
      'Danke für Ihren Einkauf!'
    ])
    expect(bakery.issuer).toBe('Bäckerei Sonnenkorn')
    const station = run(['Tankstelle Nord', 'Betreiber: Hans Vogel', 'Industriestr. 3', ...BODY])
    expect(station.issuer).toBe('Tankstelle Nord')
    // A company that names its group on its own line stays the issuer.
    const member = run(['Corner Foods Ltd, a member of the Big Group', '12 High Street', ...BODY])
    expect(member.issuer).toBe('Corner Foods')
    const licensee = run(['Avo', 'Licensee of Burger Palace', 'Level 6, Menara Satu', ...BODY])
    expect(licensee.explanation!.issuers.map(c => c.name)).not.toContain(
      'Licensee of Burger Palace'
    )
  })

  it('is the name above the address though OCR read a letter as a digit in it (trap: the note)', () => {
    const analysis = run(['Avo', 'KEDAI S00N HUAT', 'No. 5, Jalan Mawar 2', ...BODY])
    expect(analysis.issuer).toBe('KEDAI S00N HUAT')
  })

  it('reads past a company number OCR garbled ("AL1a2SB-K") up to the name', () => {
    const analysis = run([
      'Avo Tema',
      'SERI MAJU TRADING',
      'AL1a2SB-K',
      'GST NO: 000123456789',
      ...BODY
    ])
    expect(analysis.issuer).toBe('SERI MAJU TRADING')
  })

  it('reads past a branch in brackets and a licence line up to the name', () => {
    const analysis = run([
      'Avo',
      'SERI MAJU TRADING',
      '(PUCHONG)',
      'Licence of Nasi Palace',
      'Level 6, Menara Satu',
      ...BODY
    ])
    expect(analysis.issuer).toBe('SERI MAJU TRADING')
    expect(analysis.explanation!.issuers.map(c => c.name)).not.toContain('PUCHONG')
  })

  it('takes no company from a Dutch post code ("5611 AB", "1012 BV") (trap)', () => {
    const analysis = run(['Groente & Fruit Jansen', 'Marktplein 4, 5611 AB Eindhoven', ...BODY])
    expect(analysis.issuer).toBe('Groente & Fruit Jansen')
    expect(analysis.explanation!.issuers.map(c => c.name)).toEqual(['Groente & Fruit Jansen'])
  })

  it('drops a stray mark a scan left at the end of a name line ("TRADING i")', () => {
    const analysis = run(['Avo', 'SERI MAJU HARDWARE', 'TRADING i', '002458685-T', ...BODY])
    expect(analysis.issuer).toBe('SERI MAJU HARDWARE TRADING')
    // A capital letter is a word of the name, not a mark.
    const capital = run(['Avo', 'CAFE PLAN B', '002458685-T', ...BODY])
    expect(capital.issuer).toBe('CAFE PLAN B')
  })

  it('takes the name a company number follows on its own line', () => {
    const analysis = run(['Rt', 'KEDAI ANG HOCK (81109-A)', 'TEL: 03-4021 0276', ...BODY])
    expect(analysis.explanation!.issuerWhy).toMatch(/^KEDAI ANG HOCK scores .*registration data/)
    // A sole trader's number opens with letters ("JM0123456-X"); the note above is no name.
    const trader = run(['Avo', 'KEDAI RUNCIT SRI AMAN (JM0123456-X)', 'TEL: 07-123 4567', ...BODY])
    expect(trader.explanation!.issuerWhy).toMatch(/^KEDAI RUNCIT SRI AMAN scores .*registration/)
  })

  it('never takes the town or district above the tax id for a name (trap)', () => {
    const analysis = run([
      'RESTORAN MAJU',
      'No. 2, Jalan Kenanga 19/9,',
      'Seksyen 9, Bandar Baru,',
      '43200 Cheras, Selangor',
      'GST REG NO: 001335787520',
      ...BODY
    ])
    expect(analysis.issuer).toBe('RESTORAN MAJU')
    const names = analysis.explanation!.issuers.map(c => c.name)
    expect(names).not.toContain('Seksyen 9, Bandar Baru')
  })

  it('reads dotted initials as letters: "D.1.Y." is D.I.Y. misread by OCR', () => {
    const analysis = run(['MR. D.1.Y. (M) SDN BHD', '(CO. REG: 860671-D)', ...BODY])
    expect(analysis.issuer).toBe('MR. D.I.Y. (M)')
    // A numbered heading is no run of initials: its digits stay.
    const heading = run(['SERI INDAH TRADING', '1.2.3. TERMS APPLY SDN BHD', ...BODY])
    expect(heading.explanation!.issuers.map(c => c.name)).toContain('1.2.3. TERMS APPLY')
  })

  it('takes no letterhead from the body below the address and company number (trap)', () => {
    // The name line is a logo OCR could not read; the first name-like line is an item.
    const analysis = run([
      '~~ %',
      '(Co. Reg: 123456-X)',
      'No. 5, Jalan Mawar 2',
      'TAX INVOICE',
      'WHITE BOARD MARKER SET',
      '2 X 4.50 9.00',
      ...BODY.slice(3)
    ])
    expect(analysis.issuer).toBeUndefined()
    expect(analysis.explanation!.issuerWhy).toBe('no issuer candidate')
  })

  it('never takes an item line with its price for the name (trap)', () => {
    const analysis = run(['$ ;', ...BODY])
    expect(analysis.explanation!.issuers.map(c => c.name)).not.toContain('1 X MINERAL WATER 2.20')
    // "Inc" on a total is "including", no legal form.
    const total = run(['$ ;', 'Total After Adj Inc GST 46.56', ...BODY])
    expect(total.explanation!.issuers.map(c => c.name)).toEqual([])
  })

  it('reads the name in a web address under a country\'s "com" ("www.kedaimaju.com.my")', () => {
    const analysis = run([
      'KEDAI MAJU',
      'No. 5, Jalan Mawar 2',
      ...BODY,
      'Shop online: www.kedaimaju.com.my'
    ])
    expect(analysis.issuer).toBe('KEDAI MAJU')
    expect(analysis.explanation!.issuers[0]!.evidence).toContain('web address (kedaimaju) +2')
  })

  it('reads a web address a scan spaced out ("www. kedaimaju. com. my")', () => {
    const analysis = run(['Avo', 'KEDAI MAJU', ...BODY, 'www. kedaimaju. com. my'])
    expect(analysis.issuer).toBe('KEDAI MAJU')
    expect(analysis.explanation!.issuers[0]!.evidence).toContain('web address (kedaimaju) +2')
    // A sentence's full stop before a word is no web address ("Bedankt. De …").
    const dutch = run(['Avo', 'KEDAI MAJU', ...BODY, 'Bedankt. De kassa sluit om 18 uur.'])
    expect(dutch.explanation!.issuers.map(c => c.name)).not.toContain('Bedankt')
  })

  it('takes no brand from a social network address ("Facebook.com/…") (trap)', () => {
    const analysis = run([
      'NASI LEMAK PAK ALI',
      '3, Jalan Pasar 1',
      ...BODY,
      'Like us on Facebook!',
      'Facebook.com/NasiLemakPakAli'
    ])
    expect(analysis.issuer).toBe('NASI LEMAK PAK ALI')
    expect(analysis.keywords).not.toContain('Facebook')
  })
})

describe('the purchase date', () => {
  it('is the date printed with the time of day, not a "return by" date above it', () => {
    const analysis = run([
      'BUKU WARISAN',
      'RETURN BY 30/03/2018 WITH RECEIPT',
      ...BODY,
      '18/03/18 09:03 #002-1550040'
    ])
    expect(analysis.date).toBe('20180318')
    const returnBy = analysis.explanation!.dates.find(d => d.value === '20180330')
    expect(returnBy?.role).toBe('validity')
  })

  it("is the stamp with the time, not an order number date under the slip's title (trap)", () => {
    const analysis = run([
      'PIE HOUSE',
      'TAX INVOICE',
      'OrderNo#1106368 06/07/18',
      ...BODY.slice(1),
      '06/07/16 13:54 1-11056244'
    ])
    expect(analysis.date).toBe('20160706')
    expect(analysis.explanation!.dateWhy).toContain('with the time of day')
  })

  it('keeps a voucher\'s "valid until" date from winning, even with a time', () => {
    const analysis = run([
      'SHOE PALACE',
      'Voucher valid until 31/12/2018 23:59',
      ...BODY,
      'Date: 02/12/2018'
    ])
    expect(analysis.date).toBe('20181202')
  })

  it('reads the labels tills print: "BILL DT", "Trans Date"', () => {
    expect(
      run(['CAFE ROTI', 'BILL DT: 22/01/2017 09:09:16 PM', ...BODY]).explanation!.dates[0]
    ).toMatchObject({ value: '20170122', label: 'BILL DT', role: 'document' })
    expect(run(['CAFE ROTI', 'Trans Date 05-01-18', ...BODY]).date).toBe('20180105')
  })

  it('is the sale, not the date a copy was printed ("Date Printed", "REPRINT") (trap)', () => {
    const printed = run(['KEDAI MAJU', '15/03/2018', ...BODY, 'Date Printed : 16/03/2018 09:12'])
    expect(printed.date).toBe('20180315')
    expect(printed.explanation!.dates.find(d => d.value === '20180316')?.role).toBe('print')
    const reprint = run(['KEDAI MAJU', ...BODY, '15/03/2018 10:15', 'REPRINT 16/03/2018 09:12'])
    expect(reprint.explanation!.dates.find(d => d.value === '20180316')?.role).toBe('print')
    expect(reprint.date).toBe('20180315')
  })

  it('is the sale, not a voucher\'s "Exp Date" nor the "Print Time" of a copy (trap)', () => {
    const voucher = run(['KEDAI MAJU', 'Voucher Exp Date: 30/06/2018', ...BODY, '15/03/2018'])
    expect(voucher.date).toBe('20180315')
    expect(voucher.explanation!.dates.find(d => d.value === '20180630')?.role).toBe('validity')
    const copy = run(['KEDAI MAJU', '15/03/2018', ...BODY, 'Print Time: 16/03/2018 09:12'])
    expect(copy.date).toBe('20180315')
    expect(copy.explanation!.dates.find(d => d.value === '20180316')?.role).toBe('print')
  })

  it('is the sale, not the day the goods are collected', () => {
    const analysis = run(['KEDAI MAJU', 'Collection Date: 20/03/2018', ...BODY, '15/03/2018'])
    expect(analysis.date).toBe('20180315')
    expect(analysis.explanation!.dates.find(d => d.value === '20180320')?.role).toBe('delivery')
  })

  it('is no copyright date when OCR read the C of a document number as "©"', () => {
    const analysis = run(['KEDAI MAJU', 'Doc No.: ©S00012345 Date: 04/12/2017', ...BODY])
    expect(analysis.date).toBe('20171204')
    // A real copyright line still names no document date.
    const footer = run(['KEDAI MAJU', ...BODY, '© 2017 Kedai Maju 01/01/2017'])
    expect(footer.explanation!.dates[0]).toMatchObject({ role: 'copyright' })
  })

  it('reads a till stamp with a month name and a two-digit year ("19 Mar 18 16:26")', () => {
    expect(run(['KOPI KITA', ...BODY, '19 Mar 18 16:26']).date).toBe('20180319')
  })
})

describe('the language', () => {
  it('is Dutch for a Dutch invoice with an English note at its foot (was: English)', () => {
    const analysis = run([
      'Factuuradres Afleveradres',
      'Kopie factuur',
      'Klant Order Factuur datum Factuur Vervaldatum',
      'K-100 O-200 8-9-2022 F-300 22-9-2022',
      'Artikel Omschrijving Prijs BTW Hoeveelheid Bedrag',
      'A1 Onderhoudsset 49,99 21 % 1 49,99',
      'Prijzen zijn inclusief BTW Factuur totaal EUR 49,99',
      'Volgens onze administratie heeft u de factuur vooruitbetaald.',
      'This invoice consists of regular text. The issuer put their company data in the image.'
    ])
    expect(analysis.explanation!.language).toBe('nl')
    expect(analysis.date).toBe('20220908')
  })
})

describe('program and producer strings', () => {
  it.each([
    ['Adobe Photoshop PDF'],
    ['Microsoft Word - Schreiben Vermieter.docx'],
    ['Scan_0001'],
    ['IMG_2034.jpg']
  ])('a title %j gives no summary', title => {
    const letter = ['Cabinet Martin', '12 rue des Lilas', '69003 Lyon', 'Lyon, le 3 mars 2024']
    expect(run(letter, { title }).summary).toEqual([])
  })

  it('a title written by a person still gives its words', () => {
    const letter = ['Cabinet Martin', '12 rue des Lilas', 'Lyon, le 3 mars 2024']
    expect(run(letter, { title: 'Résiliation fibre optique' }).summary).toEqual([
      'résiliation',
      'fibre',
      'optique'
    ])
  })

  it('a software credit or a program name never becomes the issuer', () => {
    const analysis = run([
      'Adobe Acrobat Distiller',
      'Tischlerei Holzwurm',
      'Rechnung',
      'Rechnungsdatum: 02.02.2024',
      'Created with InvoiceMaker Software GmbH'
    ])
    expect(analysis.issuer).toBe('Tischlerei Holzwurm')
    const names = analysis.explanation!.issuers.map(c => c.name)
    expect(names).not.toContain('Adobe Acrobat Distiller')
    expect(names).not.toContain('InvoiceMaker Software')
  })

  it("the maker's company name is still an issuer on its own invoice", () => {
    const analysis = run([
      'Adobe Systems Software Ireland Ltd',
      'Invoice',
      'Invoice date: 02/02/2024'
    ])
    expect(analysis.issuer).toBe('Adobe Systems Software Ireland')
  })
})

describe('whether a scan is read again for its date (read/extract.ts)', () => {
  const wantsSecondLook = secondLookTest(rules, { order: 'dmy', now: NOW })

  it('is so for a till slip that gives no date: a receipt always bears one', () => {
    expect(wantsSecondLook(['KEDAI BINTANG', ...BODY, '20:56 Gra'].join('\n'))).toBe(true)
  })

  it('is not so once the slip gives its date, printed or labelled', () => {
    expect(wantsSecondLook(['KEDAI BINTANG', ...BODY, '20:56 07/07/17'].join('\n'))).toBe(false)
  })

  it('is not so for a text of no known kind: a brochure may have no date to find', () => {
    const brochure = [
      'The Sequencer',
      '32 track recorder',
      'Each of the 100 sequences holds 32 tracks; a disk holds 110,000 notes.'
    ]
    expect(wantsSecondLook(brochure.join('\n'))).toBe(false)
  })
})
