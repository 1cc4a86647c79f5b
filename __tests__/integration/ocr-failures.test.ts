import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createOcrRecognizer, parseOcrLanguages } from '../../src/pdf/read/ocr/ocr.js'
import { locateOcrAssets, type OcrAssets } from '../../src/pdf/read/ocr/ocr-assets.js'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { openBytes } from '../helpers/scans.js'

let page: PDFPageProxy
let destroy: () => Promise<void>
let scratch: string

beforeAll(async () => {
  const doc = await openBytes(await scannedInvoicePdf())
  page = await doc.getPage(1)
  destroy = () => doc.destroy()
  scratch = mkdtempSync(join(tmpdir(), 'ocr-failures-'))
})
afterAll(async () => {
  await destroy()
  rmSync(scratch, { recursive: true, force: true })
})

const context = { path: 'scan.pdf', pageNumber: 1 }

describe('OCR failures are reported per file and the batch goes on', () => {
  it.each(['de', 'deu+', 'deu eng', '../../etc/passwd'])('rejects --ocr-lang %j', value => {
    expect(() => parseOcrLanguages(value)).toThrow(
      `Invalid value '${value}' for --ocr-lang. Expected tesseract codes joined by '+', e.g. deu+eng`
    )
  })

  it('names a language whose data is not installed and how to get it', async () => {
    const ocr = createOcrRecognizer({ languages: 'deu+fra' })
    await expect(ocr.recognizePage(page, context)).rejects.toThrow(
      "OCR failed: scan.pdf page 1: no language data for 'fra' " +
        '(install it with `npm install @tesseract.js-data/fra`)'
    )
    await ocr.close()
  })

  it('gives up on a worker that does not start in time and ends its thread', async () => {
    const ocr = createOcrRecognizer({ engine: 'tesseract.js', startTimeoutMs: 1 })
    await expect(ocr.recognizePage(page, context)).rejects.toThrow(
      'OCR failed: scan.pdf page 1: the OCR worker did not start within 1 ms'
    )
    await ocr.close()
  })

  it('stops a page that takes too long', async () => {
    const ocr = createOcrRecognizer({ engine: 'tesseract.js', languages: 'eng', pageTimeoutMs: 1 })
    await expect(ocr.recognizePage(page, context)).rejects.toThrow(
      'OCR failed: scan.pdf page 1: OCR of the page did not finish within 1 ms'
    )
    await ocr.close()
  })

  it('reports a worker script that cannot load', async () => {
    const assets: OcrAssets = { ...locateOcrAssets(), workerPath: join(scratch, 'missing.mjs') }
    const ocr = createOcrRecognizer({ engine: 'tesseract.js', assets })
    await expect(ocr.recognizePage(page, context)).rejects.toThrow(
      /^OCR failed: scan\.pdf page 1: the OCR worker crashed: Cannot find module/
    )
    await ocr.close()
  })

  it('fails one page on broken language data, then starts afresh for the next', async () => {
    const real = locateOcrAssets()
    const broken = join(scratch, 'eng.traineddata.gz')
    writeFileSync(broken, 'not a traineddata file')
    let calls = 0
    const assets: OcrAssets = {
      ...real,
      languageFile: code => (calls++ === 0 ? broken : real.languageFile(code))
    }
    const ocr = createOcrRecognizer({ engine: 'tesseract.js', languages: 'eng', assets })
    try {
      await expect(ocr.recognizePage(page, context)).rejects.toThrow(
        /^OCR failed: scan\.pdf page 1: .*initialization failed/
      )
      const text = await ocr.recognizePage(page, { ...context, pageNumber: 2 })
      expect(text).toContain('Rechnung')
    } finally {
      await ocr.close()
    }
  }, 60_000)
})
