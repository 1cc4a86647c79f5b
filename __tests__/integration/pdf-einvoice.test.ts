/**
 * E-invoices first, on real PDFs made with pdf-lib (and the vendored AzureInterior.pdf, a real
 * UBL e-invoice): the name from the XML whatever the attachment is called, each type code filed
 * apart, the disagreement with the page text in `explain`, hostile XML falling back to the text
 * with a warning (peak memory measured in a process of its own), the pymupdf reader, and where a
 * name that is not sure enough goes.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { EXIT } from '../../src/cli/exit-codes.js'
import { main } from '../../src/cli/pdf-rename.js'
import type { BatchReport, FileReport } from '../../src/pdf/batch.js'
import { captureIo } from '../helpers/cli-io.js'
import { ciiXml, makeEInvoicePdf, ublXml, zugferd1Xml } from '../helpers/einvoices.js'
import { FITZ, PYTHON } from '../helpers/fitz.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { corpusDir, makeTextPdf, tempDir, type TempDir } from '../helpers/pdfs.js'

let tmp: TempDir
beforeEach(() => {
  tmp = tempDir('pdf-einvoice-')
})
afterEach(() => tmp.cleanup())

const run = async (args: string[], cwd = tmp.dir) => {
  const io = captureIo(cwd)
  const code = await main(args, io)
  return { code, out: io.out(), err: io.err() }
}
const plan = async (args: string[] = []) => {
  const { code, out } = await run(['--no-llm', '--dry-run', '--json', ...args, '.'])
  expect(code).toBe(EXIT.ok)
  return JSON.parse(out) as BatchReport
}
const byName = (report: BatchReport): Record<string, FileReport> =>
  Object.fromEntries(report.files.map(f => [f.path.slice(tmp.dir.length + 1), f]))
const target = (file: FileReport | undefined) => file?.target?.slice(tmp.dir.length + 1)
const write = async (name: string, pdf: Promise<Uint8Array>) =>
  writeFileSync(join(tmp.dir, name), await pdf)

/** Page text that says otherwise than the XML on every field. */
const OTHER_TEXT = [
  'Beispiel Handel GmbH',
  'Quittung',
  'Datum: 15.03.2024',
  'Danke für Ihren Einkauf'
]
const FIELDS = {
  number: 'RE-2024-0815',
  date: '20240314',
  typeCode: '380',
  seller: 'Müller & Söhne GmbH'
}

describe('e-invoices first', () => {
  it('names each from its XML, whatever the attachment is called, CII, ZUGFeRD 1 and UBL', async () => {
    await write(
      'cii.pdf',
      makeEInvoicePdf(
        OTHER_TEXT,
        [
          { name: 'notes.txt', content: 'not an invoice' },
          { name: 'rechnung-daten.xml', content: ciiXml(FIELDS) }
        ],
        { objectStreams: true }
      )
    )
    await write(
      'credit.pdf',
      makeEInvoicePdf(
        ['Gutschrift'],
        [
          {
            name: 'x.xml',
            content: ublXml({ ...FIELDS, typeCode: '381', number: 'GS-7' }, 'CreditNote')
          }
        ]
      )
    )
    await write(
      'zf1.pdf',
      makeEInvoicePdf(
        ['Rechnung'],
        [{ name: 'ZUGFeRD-invoice.xml', content: zugferd1Xml({ ...FIELDS, number: 'R-1' }) }]
      )
    )
    copyFileSync(join(corpusDir(), 'invoices', 'AzureInterior.pdf'), join(tmp.dir, 'azure.pdf'))
    const files = byName(await plan())
    expect(Object.fromEntries(Object.entries(files).map(([name, f]) => [name, target(f)]))).toEqual(
      {
        'azure.pdf': '20230320-invoice-azure-interior-inv-2023-03-0008.pdf',
        'cii.pdf': '20240314-invoice-mueller-soehne-re-2024-0815.pdf',
        'credit.pdf': '20240314-credit-note-mueller-soehne-gs-7.pdf',
        'zf1.pdf': '20240314-invoice-mueller-soehne-r-1.pdf'
      }
    )
    expect(files['cii.pdf']!.analysis).toMatchObject({
      dateSource: 'einvoice',
      confidence: 1,
      needsLlm: false,
      einvoice: { kind: 'used', flavour: 'Factur-X', attachment: 'rechnung-daten.xml' }
    })
    expect(files['azure.pdf']!.analysis?.einvoice).toMatchObject({
      flavour: 'UBL',
      attachment: 'UBL-Invoice-2.1.xml',
      disagreements: []
    })
    expect(files['zf1.pdf']!.analysis?.einvoice).toMatchObject({ flavour: 'ZUGFeRD 1' })
  })

  it('files each type code apart', async () => {
    const codes = { '380': 'invoice', '381': 'credit-note', '384': 'correction', '389': 'invoice' }
    Object.assign(codes, { '326': 'invoice', '875': 'invoice', '876': 'invoice', '877': 'invoice' })
    for (const code of Object.keys(codes))
      await write(
        `${code}.pdf`,
        makeEInvoicePdf(
          ['Dokument'],
          [
            {
              name: 'factur-x.xml',
              content: ciiXml({ ...FIELDS, typeCode: code, number: `N${code}` })
            }
          ]
        )
      )
    const files = byName(await plan())
    for (const [code, category] of Object.entries(codes))
      expect({ code, name: target(files[`${code}.pdf`]) }).toEqual({
        code,
        name: `20240314-${category}-mueller-soehne-n${code}.pdf`
      })
  })

  it('explain says where the name came from and where the page text disagrees', async () => {
    await write(
      'x.pdf',
      makeEInvoicePdf(OTHER_TEXT, [{ name: 'factur-x.xml', content: ciiXml(FIELDS) }])
    )
    const { code, out } = await run(['explain', 'x.pdf'])
    expect(code).toBe(EXIT.ok)
    const lines = out.split('\n')
    expect(lines.slice(3, 12)).toEqual([
      'name:     20240314-invoice-mueller-soehne-re-2024-0815.pdf',
      'xml:      from the embedded Factur-X XML (factur-x.xml): date, category, issuer, number',
      '  differs: the page text gives the date 20240315, the XML 20240314',
      '  differs: the page text reads as receipt, the XML type code as invoice',
      '  differs: the page text names the issuer "Beispiel Handel", the XML the seller "Müller & Söhne GmbH"',
      'sure:     1.00',
      '  date:     1.00 the e-invoice XML',
      '  category: 1.00 the XML type code 380',
      '  issuer:   1.00 the XML seller'
    ])
    expect(out).toContain(
      'date:     20240314 from the embedded e-invoice XML\n  text:   15.03.2024'
    )
  })
})

/** A secret beside the inbox, which an external entity would read. */
const SECRET = 'secret-4f2a9c-never-in-output'
const CII_ROOT =
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">'
const LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`
).join('')}]>${CII_ROOT}&lol9;</rsm:CrossIndustryInvoice>`
/** 50 MB of XML (pdf-lib compresses it to about 150 KB). */
const HUGE = `<?xml version="1.0"?>${CII_ROOT}${`<rsm:Note>${'x'.repeat(1000)}</rsm:Note>`.repeat(50 * 1024)}</rsm:CrossIndustryInvoice>`

/** The 50 MB case, the same bytes every time: made once (compressing it takes seconds). */
let huge: Promise<Uint8Array> | undefined

async function hostileInbox(dir: string, secretFile: string): Promise<void> {
  const text = (n: number) => [
    'Holzhandel Brandt GmbH',
    'Rechnung',
    `Rechnungsdatum: 1${n}.03.2024`
  ]
  const cases: [string, string][] = [
    ['laughs', LAUGHS],
    [
      'xxe',
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "${pathToFileURL(secretFile).href}">]>${CII_ROOT}<rsm:ExchangedDocument><ram:ID xmlns:ram="x">&xxe;</ram:ID></rsm:ExchangedDocument></rsm:CrossIndustryInvoice>`
    ],
    ['truncated', ciiXml(FIELDS).slice(0, 700)],
    ['huge', HUGE]
  ]
  const attached = (i: number, xml: string): Promise<Uint8Array> =>
    makeEInvoicePdf(text(i), [{ name: 'factur-x.xml', content: xml }])
  for (const [i, [name, xml]] of cases.entries())
    writeFileSync(
      join(dir, `${name}.pdf`),
      await (name === 'huge' ? (huge ??= attached(i, xml)) : attached(i, xml))
    )
}

describe('hostile XML', () => {
  it('falls back to the page text with a warning: billion laughs, an external entity, truncated, 50 MB', async () => {
    const secretFile = join(tmp.dir, '..', `${tmp.dir.split('/').pop()}-secret.txt`)
    writeFileSync(secretFile, SECRET)
    const inbox = join(tmp.dir, 'inbox')
    mkdirSync(inbox)
    await hostileInbox(inbox, secretFile)
    const { code, out, err } = await run(['--no-llm', '--dry-run', '--json', 'inbox'])
    expect(code).toBe(EXIT.ok)
    const report = JSON.parse(out) as BatchReport
    const names = report.files.map(f => f.target?.split('/').pop())
    expect(names).toEqual([
      '20240313-invoice-holzhandel-brandt.pdf',
      '20240310-invoice-holzhandel-brandt.pdf',
      '20240312-invoice-holzhandel-brandt.pdf',
      '20240311-invoice-holzhandel-brandt.pdf'
    ])
    const dtd = 'it declares a DTD (<!DOCTYPE>); an e-invoice never does, and DTDs are not read'
    expect([...report.warnings].sort()).toEqual(
      [
        `inbox/laughs.pdf: the embedded XML factur-x.xml was not used (${dtd}); named from the text`,
        `inbox/xxe.pdf: the embedded XML factur-x.xml was not used (${dtd}); named from the text`,
        `inbox/truncated.pdf: the embedded XML factur-x.xml was not used (not well-formed XML: Unclosed root tag); named from the text`,
        `inbox/huge.pdf: the embedded XML was not used (the attachments could not be read: more than 16 MB decompressed); named from the text`
      ].sort()
    )
    expect(report.files.map(f => f.analysis?.einvoice?.kind)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed'
    ])
    expect(`${out}${err}`).not.toContain(SECRET)
    const explained = await run(['explain', 'inbox/laughs.pdf'])
    expect(explained.out.split('\n')[4]).toBe(
      `xml:      the embedded XML factur-x.xml was not used (${dtd}); named from the text`
    )
  }, 60_000)

  it('holds no more memory for them than for a plain e-invoice (peak of its own process)', async () => {
    const peak = async (dir: string, run: number): Promise<number> => {
      const file = join(tmp.dir, `peak-${dir}-${run}`)
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--import',
          pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'peak-memory.mjs')).href,
          join(PROJECT_ROOT, '__tests__', 'helpers', 'pdf-rename-entry.ts'),
          '--no-llm',
          '--dry-run',
          join(tmp.dir, dir)
        ],
        {
          cwd: PROJECT_ROOT,
          stdio: 'ignore',
          env: { PATH: process.env.PATH ?? '', HOME: tmp.dir, PEAK_MEMORY_FILE: file }
        }
      )
      const [code] = (await once(child, 'exit')) as [number | null]
      expect({ dir, code }).toEqual({ dir, code: EXIT.ok })
      return Number(readFileSync(file, 'utf8'))
    }
    for (const dir of ['plain', 'hostile']) mkdirSync(join(tmp.dir, dir))
    for (let i = 0; i < 4; i++)
      writeFileSync(
        join(tmp.dir, 'plain', `${i}.pdf`),
        await makeEInvoicePdf(
          ['Rechnung'],
          [{ name: 'factur-x.xml', content: ciiXml(FIELDS, 200) }]
        )
      )
    await hostileInbox(join(tmp.dir, 'hostile'), join(tmp.dir, 'nothing.txt'))
    // Each batch twice, in processes of their own that each measure their own peak, all at once.
    // Now and then one peak is tens of MB above the usual, on a quiet machine too (when the
    // collector runs, most likely); the lower of two rarely is, and XML held whole raises both.
    const runs = await Promise.all(
      [1, 2].flatMap(run => [peak('plain', run), peak('hostile', run)])
    )
    const [plain, hostile] = [Math.min(runs[0]!, runs[2]!), Math.min(runs[1]!, runs[3]!)]
    const figures = {
      runsKib: runs,
      plainKib: plain,
      hostileKib: hostile,
      moreKib: hostile - plain
    }
    process.stderr.write(`hostile XML peak memory: ${JSON.stringify(figures)}\n`)
    // 50 MB of XML held whole would add more than 50 MB; decoding stops at 16 MB.
    expect({ over: figures.moreKib > 40 * 1024, figures }).toEqual({ over: false, figures })
  }, 120_000)
})

describe('the pymupdf reader', () => {
  it('takes the e-invoice from the files PyMuPDF finds attached: the same names as pdf.js', async () => {
    await write(
      'cii.pdf',
      makeEInvoicePdf(OTHER_TEXT, [{ name: 'data.xml', content: ciiXml(FIELDS) }], {
        objectStreams: true
      })
    )
    copyFileSync(join(corpusDir(), 'invoices', 'AzureInterior.pdf'), join(tmp.dir, 'azure.pdf'))
    await write(
      'plain.pdf',
      makeTextPdf([['Holzhandel Brandt GmbH', 'Rechnung', 'Rechnungsdatum: 14.03.2024']])
    )
    // The optional /Type /EmbeddedFile left out, the name tree in an object stream: no byte of
    // the file says it has attachments (the byte check the pymupdf reader used to make missed it).
    const bytes = Buffer.from(
      await makeEInvoicePdf(OTHER_TEXT, [{ name: 'x.xml', content: ciiXml(FIELDS) }], {
        objectStreams: true
      })
    )
    const untyped = Buffer.from(
      bytes.toString('latin1').replace('/Type /EmbeddedFile', ' '.repeat(19)),
      'latin1'
    )
    expect(untyped.includes('/EmbeddedFile')).toBe(false)
    writeFileSync(join(tmp.dir, 'untyped.pdf'), untyped)
    const pdfjs = await plan()
    const pymupdf = await plan(['--reader', 'pymupdf', '--python', PYTHON])
    expect(pymupdf.files.map(target)).toEqual([
      '20230320-invoice-azure-interior-inv-2023-03-0008.pdf',
      '20240314-invoice-mueller-soehne-re-2024-0815.pdf',
      '20240314-invoice-holzhandel-brandt.pdf',
      '20240314-invoice-mueller-soehne-re-2024-0815_01.pdf'
    ])
    expect(pymupdf.files.map(target)).toEqual(pdfjs.files.map(target))
    const used = (report: BatchReport) => report.files.map(f => f.analysis?.einvoice)
    expect(used(pymupdf)).toEqual(used(pdfjs))
    expect(used(pymupdf)[1]).toMatchObject({ kind: 'used', attachment: 'data.xml' })
    expect(pymupdf.warnings.some(w => w.startsWith('reader pymupdf is unavailable'))).toBe(!FITZ)
  })

  it('falls back to the text with the same warnings as pdf.js for hostile XML', async () => {
    await hostileInbox(tmp.dir, join(tmp.dir, 'nothing.txt'))
    const pdfjs = await plan()
    const pymupdf = await plan(['--reader', 'pymupdf', '--python', PYTHON])
    expect(pymupdf.files.map(target)).toEqual(pdfjs.files.map(target))
    const ours = (report: BatchReport) => report.warnings.filter(w => !w.startsWith('reader '))
    expect(ours(pymupdf).sort()).toEqual(ours(pdfjs).sort())
    expect(ours(pymupdf)).toContain(
      'huge.pdf: the embedded XML was not used (the attachments could not be read: more than 16 MB decompressed); named from the text'
    )
  }, 60_000)

  it('counts the attached files against --max-decompressed-mb, as pdf.js does', async () => {
    const big = ciiXml(FIELDS, 20_000) // 5 MB
    await write('big.pdf', makeEInvoicePdf(['Rechnung'], [{ name: 'factur-x.xml', content: big }]))
    for (const reader of ['pdfjs', 'pymupdf']) {
      const options = ['--no-llm', '--dry-run', '--json', '--reader', reader, '--python', PYTHON]
      const limited = await run([...options, '--max-decompressed-mb', '3', '.'])
      expect(limited.code).toBe(EXIT.partial)
      const [file] = (JSON.parse(limited.out) as BatchReport).files
      expect(file).toMatchObject({ status: 'failed', readOutcome: 'unreadable' })
      const read = await plan(['--reader', reader, '--python', PYTHON])
      expect(target(read.files[0])).toBe('20240314-invoice-mueller-soehne-re-2024-0815.pdf')
    }
  })
})

describe('names not sure enough', () => {
  /** A date that reads both ways, with no label and no language to settle it. */
  const unsure = () => makeTextPdf([['Meeting notes', 'Globex project review', '03/04/2024']])
  const sure = () =>
    makeEInvoicePdf(['Rechnung'], [{ name: 'factur-x.xml', content: ciiXml(FIELDS) }])

  it('stay where they are in the CLI, with the reasons; --review moves them there, named', async () => {
    await write('notes.pdf', unsure())
    await write('invoice.pdf', sure())
    const stay = await run(['--no-llm', '.'])
    expect(stay.code).toBe(EXIT.ok)
    const why = 'date: a date without a document-date label (other), day/month order open (0.40)'
    const lines = stay.out.split('\n')
    expect(lines.slice(0, 4)).toEqual([
      'renamed   invoice.pdf -> 20240314-invoice-mueller-soehne-re-2024-0815.pdf [Factur-X XML]',
      `skipped   notes.pdf: not sure enough to rename (confidence 0.40 < --review-below 0.5): ${why}`,
      '',
      'renamed 1, unchanged 0, skipped 1 (not sure enough to rename: 1), failed 0'
    ])
    expect(readdirSync(tmp.dir).sort()).toEqual([
      '.pdf-renamer',
      '20240314-invoice-mueller-soehne-re-2024-0815.pdf',
      'notes.pdf'
    ])

    const review = await run(['--no-llm', '--review', 'review', '--json', '.'])
    const report = JSON.parse(review.out) as BatchReport
    expect(report.files.find(f => f.path.endsWith('notes.pdf'))).toMatchObject({
      status: 'renamed',
      target: join(tmp.dir, 'review', '20240403-other.pdf'),
      review: [why]
    })
    expect(existsSync(join(tmp.dir, 'notes.pdf'))).toBe(false)
    expect(readdirSync(join(tmp.dir, 'review'))).toEqual(['20240403-other.pdf'])
  })

  it('--review-below 0 renames them all; a bad value is a usage error', async () => {
    await write('notes.pdf', unsure())
    const report = await plan(['--review-below', '0'])
    expect(report.files[0]).toMatchObject({ status: 'planned' })
    expect(report.files[0]!.review).toBeUndefined()
    const bad = await run(['--no-llm', '--review-below', '1.5', '.'])
    expect(bad.code).toBe(EXIT.invalid)
    expect(bad.err).toBe(
      "pdf-rename: Invalid value '1.5' for --review-below. Expected a number from 0 to 1, like 0.5 (0 sends nothing to review).\n"
    )
  })
})
