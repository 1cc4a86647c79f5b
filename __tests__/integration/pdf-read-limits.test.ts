/**
 * Reading for naming does no more than naming needs, and no file can take the batch's memory:
 * text-only reading leaves font programs unconverted yet yields the same text and positions;
 * a decompression bomb is stopped at the limit and reported, and the batch goes on.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractPdf } from '../../src/pdf/read/extract.js'
import { openDocument, type DocumentUse } from '../../src/pdf/read/pdfjs.js'
import { makeDecompressionBomb } from '../helpers/bomb.js'
import { liberationSans, makeEmbeddedFontPdf } from '../helpers/font-pdfs.js'
import { NOW, runBatch, testSettings, writeInvoice } from '../helpers/pdf-inbox.js'
import { PROJECT_ROOT, tempDir, type TempDir } from '../helpers/pdfs.js'

const LINES = [
  'Muster Software GmbH · Königstraße 5 · 70173 Stuttgart',
  'Rechnung Nr. 2024-0815',
  'Rechnungsdatum: 14.03.2024',
  'Leistung: Wartung März – Größe „XL“ für Straßenbahn-Büro',
  'Summe 1.190,00 €'
]

/** Every text item of every page: string, transform and width, as pdf.js reports them. */
async function textItems(bytes: Uint8Array, use: DocumentUse): Promise<unknown[]> {
  const task = await openDocument(new Uint8Array(bytes), use)
  try {
    const pdf = await task.promise
    const items: unknown[] = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      for (const item of content.items)
        if ('str' in item) items.push([item.str, item.transform, item.width, item.height])
      page.cleanup()
    }
    return items
  } finally {
    await task.destroy()
  }
}

/** `missingFile` of each font the first page uses, once its operators were read. */
async function fontsWithoutProgram(bytes: Uint8Array, use: DocumentUse): Promise<boolean[]> {
  const task = await openDocument(new Uint8Array(bytes), use)
  try {
    const page = await (await task.promise).getPage(1)
    await page.getOperatorList()
    const fonts = [...(page.commonObjs as unknown as Iterable<[string, unknown]>)]
    return fonts.map(([, font]) => (font as { missingFile: boolean }).missingFile)
  } finally {
    await task.destroy()
  }
}

describe('text-only reading', () => {
  it('is installed: pdfjs-dist carries scripts/patch-pdfjs.mjs (npm ci applies it)', () => {
    const worker = join(PROJECT_ROOT, 'node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs')
    expect(readFileSync(worker, 'latin1').slice(0, 60)).toMatch(
      /^\/\* ralph-action: patched by scripts\/patch-pdfjs\.mjs/
    )
  })

  it('leaves the embedded font program unconverted (and converts it for drawing)', async () => {
    const bytes = await makeEmbeddedFontPdf([LINES], liberationSans())
    expect(await fontsWithoutProgram(bytes, 'text')).toEqual([true])
    expect(await fontsWithoutProgram(bytes, 'render')).toEqual([false])
  })

  it('gives the same text, positions and widths as reading with converted fonts (embedded subset TrueType)', async () => {
    const bytes = await makeEmbeddedFontPdf([LINES, LINES.slice(1)], liberationSans())
    const textOnly = await textItems(bytes, 'text')
    expect(textOnly).toEqual(await textItems(bytes, 'render'))
    expect(textOnly.map(item => (item as string[])[0]).join('\n')).toContain(
      'Leistung: Wartung März – Größe „XL“ für Straßenbahn-Büro'
    )
  })
})

describe('the decompression limit', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  it('stops a file that inflates beyond the limit and says so; under a higher limit the same file reads', async () => {
    const bomb = await makeDecompressionBomb(
      LINES.map(line => line.replace(/[^\x20-\x7e]/g, '')),
      80
    )
    expect(await extractPdf(new Uint8Array(bomb), 'bomb.pdf', { maxDecompressedMb: 32 })).toEqual({
      kind: 'unreadable',
      message:
        'too large when decompressed (limit 32 MB); if the file is trusted, raise max-decompressed-mb'
    })
    const trusted = await extractPdf(new Uint8Array(bomb), 'bomb.pdf', {
      maxDecompressedMb: 128,
      now: NOW
    })
    expect(trusted.kind).toBe('text')
    if (trusted.kind === 'text') expect(trusted.doc.text).toContain('Rechnungsdatum: 14.03.2024')
  })

  // On two worker threads: pdf-pipeline.test.ts, where a pool starts anyway.
  it('reports the bomb with its limit and renames the other files', async () => {
    for (let i = 0; i < 15; i++)
      await writeInvoice(tmp.dir, `scan-${i}.pdf`, { date: `${10 + i}.03.2024`, number: i })
    writeFileSync(join(tmp.dir, 'bomb.pdf'), await makeDecompressionBomb(['Rechnung'], 80))
    const report = await runBatch(
      testSettings({ paths: [tmp.dir], jobs: 1, maxDecompressedMb: 16, dryRun: false })
    )
    const bomb = report.files.find(file => file.path.endsWith('bomb.pdf'))
    expect(bomb).toMatchObject({
      status: 'failed',
      readOutcome: 'unreadable',
      reason:
        'too large when decompressed (limit 16 MB); if the file is trusted, raise max-decompressed-mb'
    })
    expect(report.threads).toBe(0)
    expect(report.totals).toMatchObject({ renamed: 15, failed: 1 })
    expect(readdirSync(tmp.dir).filter(name => name.startsWith('2024')).length).toBe(15)
    expect(readdirSync(tmp.dir)).toContain('bomb.pdf')
  })
})
