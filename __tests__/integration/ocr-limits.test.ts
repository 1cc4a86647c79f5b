import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import { createOcrRecognizer } from '../../src/pdf/read/ocr/ocr.js'
import { locateOcrAssets } from '../../src/pdf/read/ocr/ocr-assets.js'
import { tempDir } from '../helpers/pdfs.js'
import { openBytes } from '../helpers/scans.js'

describe('OCR limits and asset layouts', () => {
  it('reads at most --ocr-max-pages pages of one file', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage()
    pdf.addPage()
    const doc = await openBytes(await pdf.save())
    const ocr = createOcrRecognizer({ maxPagesPerFile: 1 })
    try {
      const page = await doc.getPage(1)
      const read = (path: string, pageNumber: number) =>
        ocr.recognizePageDetailed(page, { path, pageNumber })
      expect((await read('a.pdf', 1)).image).toBe('blank')
      expect(await read('a.pdf', 2)).toEqual({ text: '', image: 'capped' })
      expect((await read('b.pdf', 1)).image).toBe('blank')
    } finally {
      await ocr.close()
      await doc.destroy()
    }
  })

  it('finds the installed packages from src/ and the bundled files next to a bundle', () => {
    const installed = locateOcrAssets()
    expect(installed.layout).toBe('installed')
    expect(installed.workerPath).toMatch(/src[/\\]pdf[/\\]read[/\\]ocr[/\\]ocr-worker\.mjs$/)
    expect(installed.corePath).toMatch(/tesseract\.js-core[/\\]tesseract-core-simd-lstm\.js$/)
    expect(installed.languageFile('deu')).toMatch(
      /@tesseract\.js-data[/\\]deu[/\\]4\.0\.0_best_int[/\\]deu\.traineddata\.gz$/
    )
    expect(installed.languageFile('xyz')).toBeUndefined()

    const tmp = tempDir('ocr-layout-')
    try {
      mkdirSync(join(tmp.dir, 'ocr', 'lang'), { recursive: true })
      writeFileSync(join(tmp.dir, 'ocr', 'worker.mjs'), '')
      writeFileSync(join(tmp.dir, 'ocr', 'lang', 'eng.traineddata.gz'), '')
      const bundled = locateOcrAssets(pathToFileURL(join(tmp.dir, 'index.js')).href)
      expect(bundled).toMatchObject({
        layout: 'bundled',
        workerPath: join(tmp.dir, 'ocr', 'worker.mjs'),
        corePath: join(tmp.dir, 'ocr', 'tesseract-core-simd-lstm.cjs')
      })
      expect(bundled.languageFile('eng')).toBe(join(tmp.dir, 'ocr', 'lang', 'eng.traineddata.gz'))
      expect(bundled.languageFile('deu')).toBeUndefined()
      expect(bundled.languageFile('../eng')).toBeUndefined()
    } finally {
      tmp.cleanup()
    }
  })
})
