/**
 * The scanned test files through a batch with each engine: `auto` where no tesseract is on PATH
 * (so tesseract.js, without a word), and `auto` as it is here, the installed tesseract program
 * where there is one (CI installs it). Each reads linn.txt back from the three encodings of the
 * same scan and nothing from the blank page, and both give the same names: `auto` may pick the
 * program only because it names files as tesseract.js does. The two batches start together; in
 * one process their reads take turns (src/pdf/read/decode-limit.ts: one decode cap per thread).
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { BatchReport } from '../../src/pdf/batch.js'
import { renameBatch } from '../../src/pdf/pipeline.js'
import {
  createOcrRecognizer,
  type OcrOptions,
  type OcrPageResult
} from '../../src/pdf/read/ocr/ocr.js'
import { defaultRenameSettings } from '../../src/pdf/settings.js'
import type { PageTextRecognizer } from '../../src/pdf/types.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { corpusPath, linnText, wordRecall } from '../helpers/scans.js'

const LINN = ['ccitt.pdf', 'jbig2.pdf', 'skew.pdf']
const installed = spawnSync('tesseract', ['--version']).status === 0

interface Read {
  report: BatchReport
  /** What OCR gave for each file's first page, by file name. */
  pages: Map<string, OcrPageResult>
}

/** `auto` without the program (a path where there is none), and `auto` as it is. */
const ENGINES = ['tesseract.js', 'auto'] as const
type Engine = (typeof ENGINES)[number]

let tmp: TempDir
const reads = new Map<Engine, Read>()
const cwdBefore = readdirSync(process.cwd()).sort()

/** A dry-run batch over the inbox with this engine, keeping what OCR read on each page. */
async function readWith(options: OcrOptions, inbox: string): Promise<Read> {
  const ocr = createOcrRecognizer(options)
  const pages = new Map<string, OcrPageResult>()
  const recognizer: PageTextRecognizer = {
    async recognizePage(page, context) {
      const result = await ocr.recognizePageDetailed(page, context)
      pages.set(basename(context.path), result)
      return result.text
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
    return { report, pages }
  } finally {
    await ocr.close()
  }
}

beforeAll(async () => {
  tmp = tempDir('ocr-scans-')
  for (const name of [...LINN, 'blank.pdf'])
    copyFileSync(corpusPath('scans', name), join(tmp.dir, name))
  writeFileSync(join(tmp.dir, 'invoice.pdf'), await scannedInvoicePdf())
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

  it('reads nothing on blank.pdf, so nothing can be named from it', () => {
    const read = reads.get(engine)!
    expect(read.pages.get('blank.pdf')).toEqual({ text: '', image: 'blank' })
    expect(read.report.files.find(f => f.path.endsWith('blank.pdf'))).toMatchObject({
      status: 'skipped',
      reason: 'no text (OCR found none either)'
    })
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
