import { readdirSync } from 'node:fs'
import { createOcrRecognizer, type OcrRecognizer } from '../../src/pdf/read/ocr/ocr.js'
import { corpusPath, linnText, openPdf, wordRecall } from '../helpers/scans.js'

/** One worker for the file, as in a batch; the default languages deu+eng. */
let ocr: OcrRecognizer

beforeAll(() => {
  ocr = createOcrRecognizer()
})
afterAll(async () => {
  await ocr.close()
})

async function readFirstPage(name: string) {
  const path = corpusPath('scans', name)
  const doc = await openPdf(path)
  try {
    return await ocr.recognizePageDetailed(await doc.getPage(1), { path, pageNumber: 1 })
  } finally {
    await doc.destroy()
  }
}

describe('OCR of the scanned corpus (tesseract.js, deu+eng, offline)', () => {
  const cwdBefore = readdirSync(process.cwd()).sort()

  it.each(['ccitt.pdf', 'jbig2.pdf', 'skew.pdf'])(
    '%s reads back linn.txt with word recall of at least 0.95',
    async name => {
      const result = await readFirstPage(name)
      expect(result.image).toBe('decoded')
      expect(wordRecall(linnText(), result.text)).toBeGreaterThanOrEqual(0.95)
      expect(result.confidence).toBeGreaterThan(80)
    },
    120_000
  )

  it('reads nothing on blank.pdf, so nothing can be named from it', async () => {
    const result = await readFirstPage('blank.pdf')
    expect(result).toEqual({ text: '', confidence: 0, image: 'blank', seconds: 0 })
  })

  it('wrote nothing into the working folder (no cached language data)', () => {
    expect(readdirSync(process.cwd()).sort()).toEqual(cwdBefore)
  })
})
