/**
 * The scanned test files through a batch with each engine: `auto` where no tesseract is on PATH
 * (so tesseract.js, without a word), and `auto` as it is here, the installed tesseract program
 * where there is one (CI installs it). Each reads linn.txt back from the three encodings of the
 * same scan and nothing from the blank page, and both give the same names: `auto` may pick the
 * program only because it names files as tesseract.js does. The two batches start together; in
 * one process their reads take turns (src/pdf/read/decode-limit.ts: one decode cap per thread).
 *
 * skew.pdf holds ccitt.pdf's picture (the same pixels, placed 1.9 degrees off), so an engine is
 * handed the same pixels twice; a test checks that, and each engine reads a picture once (OCR of
 * the same pixels gives the same text): the second file gets the first one's result.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { sha256Hex } from '../../src/fs/hash.js'
import type { BatchReport } from '../../src/pdf/batch.js'
import { renameBatch } from '../../src/pdf/pipeline.js'
import {
  createOcrRecognizer,
  type OcrOptions,
  type OcrPageResult
} from '../../src/pdf/read/ocr/ocr.js'
import { pageImage } from '../../src/pdf/read/ocr/page-image.js'
import { defaultRenameSettings } from '../../src/pdf/settings.js'
import type { PageTextRecognizer } from '../../src/pdf/types.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { INVOICE, scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { corpusPath, linnText, openPdf, wordRecall } from '../helpers/scans.js'

const LINN = ['ccitt.pdf', 'jbig2.pdf', 'skew.pdf']
const installed = spawnSync('tesseract', ['--version']).status === 0

interface Read {
  report: BatchReport
  /** What OCR gave for each file's first page, by file name. */
  pages: Map<string, OcrPageResult>
  /** The generated invoice read again as sparse text (src/pdf/read/extract.ts's second look). */
  sparse: OcrPageResult
  /** The files the batch read a second time (none: each gives a date or is of no known kind). */
  looked: string[]
  /** The files whose picture the engine read (the others repeat an earlier file's picture). */
  recognized: string[]
}

/** What OCR is handed for a file's only page: how it was made and its pixels' sha256. */
interface Picture {
  method: 'decoded' | 'rendered' | 'blank'
  sha256?: string
}

/**
 * sha256 of a Netpbm picture without the unused bits that end each PBM row: pdf.js's CCITT and
 * JBIG2 decoders fill them differently, and no reader takes them for pixels.
 */
function pixelsSha256(pnm: Uint8Array): string {
  const header = /^P4\n(\d+) (\d+)\n/.exec(Buffer.from(pnm.subarray(0, 32)).toString('latin1'))
  if (header === null) return sha256Hex(pnm)
  const width = Number(header[1])
  const rowBytes = Math.ceil(width / 8)
  const unused = rowBytes * 8 - width
  const pixels = Buffer.from(pnm)
  for (let last = header[0].length + rowBytes - 1; last < pixels.length; last += rowBytes)
    pixels[last] = pixels[last]! & ((0xff << unused) & 0xff)
  return sha256Hex(pixels)
}

/** `auto` without the program (a path where there is none), and `auto` as it is. */
const ENGINES = ['tesseract.js', 'auto'] as const
type Engine = (typeof ENGINES)[number]

let tmp: TempDir
const reads = new Map<Engine, Read>()
const pictures = new Map<string, Picture>()
const cwdBefore = readdirSync(process.cwd()).sort()

/** A dry-run batch over the inbox with this engine, keeping what OCR read on each page. */
async function readWith(options: OcrOptions, inbox: string): Promise<Read> {
  const ocr = createOcrRecognizer(options)
  const pages = new Map<string, OcrPageResult>()
  const recognized: string[] = []
  const looked: string[] = []
  const byPicture = new Map<string, Promise<OcrPageResult>>()
  const recognizer: PageTextRecognizer = {
    async recognizePage(page, context) {
      const name = basename(context.path)
      if (context.layout === 'sparse') {
        looked.push(name)
        return ''
      }
      const picture = pictures.get(name)?.sha256
      let result = picture === undefined ? undefined : byPicture.get(picture)
      if (result === undefined) {
        recognized.push(name)
        result = ocr.recognizePageDetailed(page, context)
        if (picture !== undefined) byPicture.set(picture, result)
      }
      pages.set(name, await result)
      return (await result).text
    },
    close: () => ocr.close(),
    get engine() {
      return ocr.engine
    },
    warnings: ocr.warnings
  }
  try {
    const settings = { ...defaultRenameSettings(), paths: [inbox], dryRun: true, useLlm: false }
    // Every name planned, however sure: the names are what is compared.
    const report = await renameBatch({ ...settings, reviewBelow: 0 }, { cwd: inbox, recognizer })
    const sparse = await readSparse(ocr, join(inbox, 'invoice.pdf'))
    return { report, pages, sparse, looked, recognized }
  } finally {
    await ocr.close()
  }
}

async function readSparse(ocr: ReturnType<typeof createOcrRecognizer>, path: string) {
  const doc = await openPdf(path)
  try {
    return await ocr.recognizePageDetailed(await doc.getPage(1), {
      path,
      pageNumber: 1,
      layout: 'sparse'
    })
  } finally {
    await doc.destroy()
  }
}

beforeAll(async () => {
  tmp = tempDir('ocr-scans-')
  for (const name of [...LINN, 'blank.pdf'])
    copyFileSync(corpusPath('scans', name), join(tmp.dir, name))
  writeFileSync(join(tmp.dir, 'invoice.pdf'), await scannedInvoicePdf())
  for (const name of readdirSync(tmp.dir)) {
    const doc = await openPdf(join(tmp.dir, name))
    try {
      if (doc.numPages !== 1) throw new Error(`${name} has ${doc.numPages} pages, not 1`)
      const image = await pageImage(await doc.getPage(1))
      pictures.set(name, {
        method: image.method,
        ...(image.method === 'blank' ? {} : { sha256: pixelsSha256(image.bytes) })
      })
    } finally {
      await doc.destroy()
    }
  }
  const [wasm, auto] = await Promise.all([
    readWith({ command: join(tmp.dir, 'no-tesseract') }, tmp.dir),
    readWith({}, tmp.dir)
  ])
  reads.set('tesseract.js', wasm).set('auto', auto)
}, 300_000)
afterAll(() => tmp.cleanup())

function names(engine: Engine): [string, string, string | undefined][] {
  return reads
    .get(engine)!
    .report.files.map(f => [basename(f.path), f.status, f.target && basename(f.target)])
}

describe.each(ENGINES)('the scanned test files read by %s', engine => {
  it.each(LINN)('%s reads back linn.txt with word recall of at least 0.95', name => {
    const result = reads.get(engine)!.pages.get(name)!
    expect(result.image).toBe('decoded')
    expect(wordRecall(linnText(), result.text)).toBeGreaterThanOrEqual(0.95)
  })

  it('reads the generated invoice from its decoded image: issuer, date, kind and town', () => {
    const result = reads.get(engine)!.pages.get('invoice.pdf')!
    expect(result.image).toBe('decoded')
    for (const part of [INVOICE.issuer, INVOICE.date, 'Rechnung', 'München'])
      expect(result.text).toContain(part)
  })

  it('reads the invoice as sparse text when asked: the same words, laid out otherwise', () => {
    const read = reads.get(engine)!
    expect(read.looked).toEqual([])
    const { text } = read.sparse
    expect(text).not.toBe(read.pages.get('invoice.pdf')!.text)
    for (const part of [INVOICE.date, 'Rechnung', 'München']) expect(text).toContain(part)
  })

  it('reads nothing on blank.pdf, so nothing can be named from it', () => {
    const read = reads.get(engine)!
    expect(read.pages.get('blank.pdf')).toEqual({ text: '', image: 'blank' })
    expect(read.report.files.find(f => f.path.endsWith('blank.pdf'))).toMatchObject({
      status: 'skipped',
      reason: 'no text (OCR found none either)'
    })
  })
})

describe('what OCR is handed', () => {
  it('is the decoded scan of each file, the same pixels from ccitt.pdf and skew.pdf, others from jbig2.pdf and the invoice', () => {
    const sha = (name: string) => pictures.get(name)?.sha256
    expect([...pictures].map(([name, { method }]) => [name, method]).sort()).toEqual([
      ['blank.pdf', 'blank'],
      ['ccitt.pdf', 'decoded'],
      ['invoice.pdf', 'decoded'],
      ['jbig2.pdf', 'decoded'],
      ['skew.pdf', 'decoded']
    ])
    expect(sha('skew.pdf')).toBe(sha('ccitt.pdf'))
    expect(new Set(['ccitt.pdf', 'jbig2.pdf', 'invoice.pdf'].map(sha)).size).toBe(3)
  })

  it.each(ENGINES)('%s read every other picture itself, and the blank page', engine => {
    expect(reads.get(engine)!.recognized.sort()).toEqual([
      'blank.pdf',
      'ccitt.pdf',
      'invoice.pdf',
      'jbig2.pdf'
    ])
  })
})

describe('either engine names the scans alike', () => {
  it(`auto is ${installed ? 'the installed tesseract program' : 'tesseract.js (no tesseract here)'}, and says so; without the program it is tesseract.js, silently`, () => {
    expect(reads.get('tesseract.js')!.report.ocrEngine).toBe('tesseract.js')
    expect(reads.get('auto')!.report.ocrEngine).toBe(installed ? 'tesseract' : 'tesseract.js')
    for (const read of reads.values()) expect(read.report.warnings).toEqual([])
  })

  it('gives the same names with either engine', () => {
    expect(names('auto')).toEqual(names('tesseract.js'))
    const planned = names('tesseract.js').filter(([, status]) => status === 'planned')
    expect(planned.map(([name]) => name)).toEqual([
      'ccitt.pdf',
      'invoice.pdf',
      'jbig2.pdf',
      'skew.pdf'
    ])
    expect(planned).toContainEqual([
      'invoice.pdf',
      'planned',
      '20240314-invoice-muster-elektro.pdf'
    ])
  })

  it('wrote nothing into the working folder (no cached language data)', () => {
    expect(readdirSync(process.cwd()).sort()).toEqual(cwdBefore)
  })
})
