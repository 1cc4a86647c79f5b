/**
 * `command: rename-pdfs` through the bundled action (dist/index.js): an e-invoice named from its
 * XML, hostile XML falling back to the text with a warning, and a name not sure enough going to
 * the review folder instead of the archive, with the reason in the log, the job summary and the
 * report; a review folder inside the inbox is not taken up again by the next run.
 */
import { readFileSync } from 'node:fs'
import { ciiXml, makeEInvoicePdf } from '../helpers/einvoices.js'
import { originTree, world, type World } from '../helpers/pdf-action-world.js'
import { makeTextPdf } from '../helpers/pdfs.js'

const FIELDS = {
  number: 'RE-2024-0815',
  date: '20240314',
  typeCode: '381',
  seller: 'Müller & Söhne GmbH'
}
const WHY = 'date: a date without a document-date label (other), day/month order open (0.40)'
const LAUGHS =
  '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">&b;</rsm:CrossIndustryInvoice>'

async function inbox(prefix = 'inbox'): Promise<Record<string, Uint8Array>> {
  return {
    [`${prefix}/factur.pdf`]: await makeEInvoicePdf(
      ['Beispiel Handel GmbH', 'Rechnung', 'Datum: 15.03.2024'],
      [{ name: 'factur-x.xml', content: ciiXml(FIELDS) }]
    ),
    [`${prefix}/laughs.pdf`]: await makeEInvoicePdf(
      ['Holzhandel Brandt GmbH', 'Rechnung', 'Rechnungsdatum: 12.03.2024'],
      [{ name: 'factur-x.xml', content: LAUGHS }]
    ),
    [`${prefix}/notes.pdf`]: await makeTextPdf([
      ['Meeting notes', 'Globex project review', '03/04/2024']
    ])
  }
}

describe('action rename-pdfs: e-invoices and review (bundled, end to end)', () => {
  let w: World
  afterEach(async () => w.cleanup())

  it('names the e-invoice from its XML, falls back on hostile XML, sends the unsure name to review/', async () => {
    w = await world(await inbox())
    const run = await w.run({})
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'renamed-count': '3', 'skipped-count': '0' })
    expect(originTree(w)).toEqual([
      '.pdf-renamer/undo.jsonl',
      'README.md',
      'archive/20240312-invoice-holzhandel-brandt.pdf',
      'archive/20240314-credit-note-mueller-soehne-re-2024-0815.pdf',
      'review/20240403-other.pdf'
    ])
    expect(run.stdout).toContain(
      '::warning::inbox/laughs.pdf: the embedded XML factur-x.xml was not used (it declares a DTD'
    )
    expect(run.stdout).toContain(
      `inbox/notes.pdf -> review/20240403-other.pdf (text layer, confidence 0.40, model asked); to review: ${WHY}`
    )
    expect(run.summary).toContain(
      `### To review\n\n| File | Why the name is not sure |\n| --- | --- |\n| \`review/20240403-other.pdf\` | ${WHY} |\n`
    )
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
      renamed: { from: string; to: string; confidence: number; review?: string[] }[]
    }
    expect(report.renamed.map(r => [r.from, r.confidence, r.review])).toEqual([
      ['inbox/factur.pdf', 1, undefined],
      ['inbox/laughs.pdf', 0.8, undefined],
      ['inbox/notes.pdf', 0.4, [WHY]]
    ])
  })

  it('a review-path inside the inbox is not taken up again by the next run', async () => {
    w = await world(await inbox())
    const inputs = { 'archive-path': 'inbox', 'review-path': 'inbox/check', recursive: 'true' }
    const first = await w.run(inputs)
    expect(first.code).toBe(0)
    expect(originTree(w)).toEqual([
      '.pdf-renamer/undo.jsonl',
      'README.md',
      'inbox/20240312-invoice-holzhandel-brandt.pdf',
      'inbox/20240314-credit-note-mueller-soehne-re-2024-0815.pdf',
      'inbox/check/20240403-other.pdf'
    ])
    const head = w.origin(['rev-parse', 'main'])
    const again = await w.run(inputs)
    expect(again.outputs).toMatchObject({ 'renamed-count': '0', 'skipped-count': '0' })
    expect(w.origin(['rev-parse', 'main'])).toBe(head)
  })

  it('review-below 0 sends no name to review', async () => {
    w = await world({ 'inbox/notes.pdf': (await inbox())['inbox/notes.pdf']! })
    const run = await w.run({ 'review-below': '0' })
    expect(run.code).toBe(0)
    expect(originTree(w)).toContain('archive/20240403-other.pdf')
  })
})
