/**
 * The `tesseract` OCR engine (`auto` when the program is on PATH, or `--ocr-engine tesseract`):
 * what it hands the program (argv, an environment of PATH alone, the page image on stdin, the
 * language data unpacked), what it reads back, its failures, and how `auto` chooses and says so.
 * A stand-in with tesseract's command line plays the program. ocr-scans.test.ts compares the
 * real one with tesseract.js (as `auto` has it where the program is missing), and
 * e2e/ocr-bundle.test.ts falls back from a program that does not start.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { main } from '../../src/cli/pdf-rename.js'
import { sha256Hex } from '../../src/fs/hash.js'
import type { BatchReport } from '../../src/pdf/batch.js'
import { createOcrRecognizer } from '../../src/pdf/read/ocr/ocr.js'
import { pageImage } from '../../src/pdf/read/ocr/page-image.js'
import { processAlive } from '../helpers/child.js'
import { captureIo } from '../helpers/cli-io.js'
import { fakeTesseract, type FakeTesseract } from '../helpers/fake-tesseract.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { INVOICE, scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { openBytes } from '../helpers/scans.js'

let page: PDFPageProxy
let destroy: () => Promise<void>
let tmp: TempDir
let fake: FakeTesseract

beforeAll(async () => {
  const doc = await openBytes(await scannedInvoicePdf())
  page = await doc.getPage(1)
  destroy = () => doc.destroy()
})
afterAll(async () => destroy())
beforeEach(() => {
  tmp = tempDir('ocr-native-')
  fake = fakeTesseract(tmp.dir)
})
afterEach(() => tmp.cleanup())

const context = { path: 'scan.pdf', pageNumber: 1 }
const TEXT = `${INVOICE.issuer}\nRechnung\nRechnungsdatum: ${INVOICE.date}\n`

describe('OCR with the tesseract program', () => {
  it('hands it the page on stdin with the modes and data of tesseract.js, and reads its answer', async () => {
    fake.behave({ text: TEXT })
    const ocr = createOcrRecognizer({ engine: 'tesseract', command: fake.command })
    const result = await ocr.recognizePageDetailed(page, context)
    await ocr.close()

    expect(result.text).toBe(TEXT.trim())
    expect(result.image).toBe('decoded')
    const [call, ...more] = fake.calls().filter(c => c.argv[0] !== '--version')
    expect(more).toEqual([])
    const image = await pageImage(page, null)
    if (image.method === 'blank') throw new Error('the scan is not blank')
    expect(call!.stdinBytes).toBe(image.bytes.length)
    expect(call!.stdinHead).toBe(image.bytes.subarray(0, 2).toString('latin1'))
    expect(call!.stdinSha256).toBe(sha256Hex(image.bytes))
    const dataDir = call!.argv[call!.argv.indexOf('--tessdata-dir') + 1]!
    expect(call!.argv).toEqual([
      '--tessdata-dir',
      dataDir,
      '-l',
      'deu+eng',
      '--oem',
      '1',
      '--psm',
      '6',
      'stdin',
      'stdout'
    ])
    expect(call!.dataFiles).toEqual(['deu.traineddata', 'eng.traineddata'])
    expect(call!.dataUnpacked).toBe(true)
    // The private folder goes with the batch.
    expect(existsSync(dataDir)).toBe(false)
  })

  it('reads a page again as sparse text with page segmentation 11, beyond the page cap', async () => {
    fake.behave({ text: TEXT })
    const ocr = createOcrRecognizer({
      engine: 'tesseract',
      command: fake.command,
      maxPagesPerFile: 1
    })
    await ocr.recognizePage(page, context)
    const again = await ocr.recognizePageDetailed(page, { ...context, layout: 'sparse' })
    const capped = await ocr.recognizePageDetailed(page, { ...context, pageNumber: 2 })
    await ocr.close()

    expect(again.text).toBe(TEXT.trim())
    expect(capped).toEqual({ text: '', image: 'capped' })
    const modes = fake
      .calls()
      .filter(c => c.argv[0] !== '--version')
      .map(c => c.argv[c.argv.indexOf('--psm') + 1])
    expect(modes).toEqual(['6', '11'])
  })

  it('gives the program PATH and one thread, never a token', async () => {
    process.env.GITHUB_TOKEN = 'ghs_secret'
    try {
      fake.behave({ text: TEXT })
      const ocr = createOcrRecognizer({ engine: 'tesseract', command: fake.command })
      await ocr.recognizePage(page, context)
      await ocr.close()
    } finally {
      delete process.env.GITHUB_TOKEN
    }
    for (const call of fake.calls()) {
      // `_` and SHLVL come from /usr/bin/env running the stand-in's node, not from the engine.
      const names = call.envNames.filter(name => !['_', 'SHLVL', 'PWD'].includes(name))
      expect(names).toEqual(['OMP_THREAD_LIMIT', 'PATH'])
    }
  })

  it('names a program that is not there and the fix; the next file tries again', async () => {
    const ocr = createOcrRecognizer({ engine: 'tesseract', command: join(tmp.dir, 'missing') })
    const expected =
      `OCR failed: scan.pdf page 1: the OCR program '${join(tmp.dir, 'missing')}' did not start: ` +
      `spawn ${join(tmp.dir, 'missing')} ENOENT (install tesseract-ocr, or use --ocr-engine tesseract.js)`
    await expect(ocr.recognizePage(page, context)).rejects.toThrow(expected)
    await expect(ocr.recognizePage(page, { ...context, path: 'next.pdf' })).rejects.toThrow(
      expected.replace('scan.pdf', 'next.pdf')
    )
    await ocr.close()
  })

  it('reports a failing program with its own words', async () => {
    fake.behave({ exitCode: 3, stderr: 'Error in pixReadMem: Unknown format: no pix returned' })
    const ocr = createOcrRecognizer({ engine: 'tesseract', command: fake.command })
    await expect(ocr.recognizePage(page, context)).rejects.toThrow(
      `OCR failed: scan.pdf page 1: the OCR program '${fake.command}' failed (exit code 3): ` +
        'Error in pixReadMem: Unknown format: no pix returned'
    )
    await ocr.close()
  })

  it('stops a page that takes too long and leaves no program running', async () => {
    fake.behave({ text: TEXT, sleepMs: 30_000 })
    const ocr = createOcrRecognizer({
      engine: 'tesseract',
      command: fake.command,
      pageTimeoutMs: 1_500
    })
    await expect(ocr.recognizePage(page, context)).rejects.toThrow(
      'OCR failed: scan.pdf page 1: OCR of the page did not finish within 1500 ms'
    )
    await ocr.close()
    const call = fake.calls().find(c => c.argv[0] !== '--version')
    expect(call).toBeDefined()
    expect(processAlive(call!.pid)).toBe(false)
  })
})

describe('auto: the program when it is on PATH, else tesseract.js', () => {
  it('runs the program and says which engine read the page', async () => {
    fake.behave({ text: TEXT })
    const ocr = createOcrRecognizer({ command: fake.command })
    expect(ocr.engine).toBeUndefined()
    await ocr.recognizePage(page, context)
    await ocr.close()
    expect(ocr.engine).toBe('tesseract')
    expect(ocr.warnings).toEqual([])
    expect(fake.calls().filter(c => c.argv[0] !== '--version')).toHaveLength(1)
  })
})

describe('pdf-rename with the program on PATH', () => {
  let inbox: string
  let path: string | undefined
  beforeEach(async () => {
    inbox = join(tmp.dir, 'inbox')
    mkdirSync(inbox)
    writeFileSync(join(inbox, 'scan.pdf'), await scannedInvoicePdf())
    fake.behave({
      text: 'Ostwind Solar AG\nRechnung\nRechnungsnummer: 77-1\nRechnungsdatum: 02.05.2023\n'
    })
    path = process.env.PATH
    process.env.PATH = `${fake.dir}:${path}`
  })
  afterEach(() => {
    process.env.PATH = path
  })

  it('names a scanned invoice from what the program read, and says it read it', async () => {
    const io = captureIo(inbox)
    expect(await main(['--dry-run', '--no-llm', '--json', '.'], io)).toBe(0)
    const report = JSON.parse(io.out()) as BatchReport
    expect(report.ocrEngine).toBe('tesseract')
    expect(report.files[0]!.textSource).toBe('ocr')
    expect(report.files[0]!.target?.split('/').pop()).toMatch(/^20230502-invoice-ostwind-solar/)

    const plain = captureIo(inbox)
    expect(await main(['--dry-run', '--no-llm', '.'], plain)).toBe(0)
    expect(plain.out()).toMatch(/, failed 0; OCR engine: tesseract\n$/)
  })

  it('explain names the engine', async () => {
    const io = captureIo(inbox)
    expect(await main(['explain', 'scan.pdf'], io)).toBe(0)
    expect(io.out()).toContain('text:     ocr (tesseract), 1 of 1 page(s)')
    expect(io.out()).not.toContain('read again')
  })

  it('reads a receipt that gives no date again as sparse text, takes the date found, and says so', async () => {
    const slip = ['KEDAI BINTANG', 'Cashier: 02', 'TOTAL 12.50', 'CASH 20.00', 'CHANGE 7.50']
    fake.behave({
      text: [...slip, '20:56 Gra'].join('\n'),
      sparseText: [...slip, '20:56', '07/07/17', 'THANK YOU'].join('\n')
    })
    const io = captureIo(inbox)
    expect(await main(['explain', 'scan.pdf'], io)).toBe(0)
    expect(io.out()).toContain(
      '          page 1 read again as sparse text for its date: 1 dated line(s) added'
    )
    expect(io.out()).toMatch(/^name: +20170707-receipt-kedai-bintang/m)
    const json = captureIo(inbox)
    expect(await main(['explain', '--json', 'scan.pdf'], json)).toBe(0)
    expect(JSON.parse(json.out())).toMatchObject({ secondLook: { page: 1, datedLines: 1 } })
    const modes = fake.calls().map(c => c.argv[c.argv.indexOf('--psm') + 1])
    expect(modes.filter(mode => mode !== undefined)).toEqual(['6', '11', '6', '11'])
  })

  it('explain gives OCR the same time as the batch does, beyond --timeout', async () => {
    fake.behave({ text: 'Ostwind Solar AG\nRechnung\nRechnungsdatum: 02.05.2023\n', sleepMs: 1500 })
    const io = captureIo(inbox)
    expect(await main(['explain', '--timeout', '1', 'scan.pdf'], io)).toBe(0)
    expect(io.out()).toMatch(/^name: +20230502-invoice-ostwind-solar/m)
  })

  it('reads a text of no known kind once, in the batch and in explain, though it gives no date', async () => {
    fake.behave({ text: 'The Sequencer\n32 track recorder\nEach sequence holds 32 tracks.\n' })
    const io = captureIo(inbox)
    expect(await main(['--dry-run', '--no-llm', '--json', '.'], io)).toBe(0)
    expect(await main(['explain', 'scan.pdf'], captureIo(inbox))).toBe(0)
    const modes = fake.calls().map(c => c.argv[c.argv.indexOf('--psm') + 1])
    expect(modes.filter(mode => mode !== undefined)).toEqual(['6', '6'])
  })
})
