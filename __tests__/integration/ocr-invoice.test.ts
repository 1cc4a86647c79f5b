import { createOcrRecognizer, type OcrRecognizer } from '../../src/pdf/read/ocr/ocr.js'
import { INVOICE, scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { openBytes } from '../helpers/scans.js'

let ocr: OcrRecognizer

beforeAll(() => {
  ocr = createOcrRecognizer()
})
afterAll(async () => {
  await ocr.close()
})

async function ocrFirstPage(bytes: Uint8Array, recognizer = ocr) {
  const doc = await openBytes(bytes)
  try {
    const page = await doc.getPage(1)
    const text = (await page.getTextContent()).items
    expect(text).toEqual([])
    return await recognizer.recognizePageDetailed(page, { path: 'invoice.pdf', pageNumber: 1 })
  } finally {
    await doc.destroy()
  }
}

// The same invoice as a decoded full-page image: ocr-scans.test.ts, read by either engine.
describe('OCR of a generated German invoice with no text layer', () => {
  it('renders a page whose image does not fill it, and reads date, document type and issuer', async () => {
    const result = await ocrFirstPage(await scannedInvoicePdf(0.7))
    expect(result.image).toBe('rendered')
    expect(result.text).toContain(INVOICE.date)
    expect(result.text).toContain('Rechnung')
    expect(result.text).toContain(INVOICE.issuer)
  }, 120_000)

  it('says why when such a page needs rendering and no canvas is available', async () => {
    const noCanvas = createOcrRecognizer({ makeCanvas: null })
    try {
      await expect(ocrFirstPage(await scannedInvoicePdf(0.7), noCanvas)).rejects.toThrow(
        'OCR failed: invoice.pdf page 1: the page is not a single scanned image (image covers 49% ' +
          'of the page) and rendering it needs @napi-rs/canvas, which is not installed here'
      )
    } finally {
      await noCanvas.close()
    }
  })
})
