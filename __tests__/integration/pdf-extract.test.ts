import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { estimateTokens } from '../../src/pdf/read/budget.js'
import { extractPdf } from '../../src/pdf/read/extract.js'
import { loadPdfjs } from '../../src/pdf/read/pdfjs.js'
import type { PageTextRecognizer } from '../../src/pdf/types.js'
import {
  corpusDir,
  makeEncryptedPdf,
  makeLongPdf,
  makeTextPdf,
  makeTextlessPdf
} from '../helpers/pdfs.js'

const NOW = new Date('2026-01-15T12:00:00Z')

function corpusFile(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(join(corpusDir(), ...parts)))
}

describe('extractPdf', () => {
  it('reads a corpus invoice in reading order, with info dates and spans', async () => {
    const outcome = await extractPdf(corpusFile('invoices', 'coolblue1.pdf'), 'coolblue1.pdf', {
      now: NOW
    })
    expect(outcome.kind).toBe('text')
    if (outcome.kind !== 'text') return
    const { doc } = outcome
    expect(doc.pageCount).toBe(1)
    // Content-stream order would give "19 april 2014Factuurdatum:"; reading order pairs them.
    expect(doc.text).toContain('Factuurdatum: 19 april 2014')
    expect(doc.infoDates.creation).toBe('2022-09-26')
    expect(doc.truncated).toBe(false)
    const page = doc.pages[0]!
    expect(page.source).toBe('text-layer')
    const span = page.spans!.find(s => page.text.slice(s.start, s.end).includes('Factuurdatum'))
    expect(span).toBeDefined()
    expect(span!.x1).toBeGreaterThan(span!.x0)
  })

  it('takes the title from the info dictionary', async () => {
    const outcome = await extractPdf(corpusFile('invoices', 'oyo.pdf'), 'oyo.pdf', { now: NOW })
    expect(outcome.kind === 'text' && outcome.doc.title).toBe('Tax Invoices - payment voucher')
  })

  it('rejects an info date in the future of "now"', async () => {
    const bytes = await makeTextPdf([['Rechnung Nr. 1 der Beispiel GmbH, Datum folgt']], {
      creationDate: new Date('2030-05-01T10:00:00Z')
    })
    const outcome = await extractPdf(bytes, 'x.pdf', { now: NOW })
    expect(outcome.kind === 'text' && outcome.doc.infoDates).toEqual({})
  })

  it('stops a 500-page PDF when the token budget is spent (pages read, not time)', async () => {
    const bytes = await makeLongPdf(500)
    const outcome = await extractPdf(bytes, 'long.pdf', { maxTokens: 28_000, now: NOW })
    expect(outcome.kind).toBe('text')
    if (outcome.kind !== 'text') return
    const { doc } = outcome
    expect(doc.pageCount).toBe(500)
    expect(doc.truncated).toBe(true)
    expect(estimateTokens(doc.text)).toBeLessThanOrEqual(28_000)
    // ~40 lines of ~80 characters a page is ~800 tokens: the budget lasts about 35 pages.
    expect(doc.pages.length).toBeGreaterThan(20)
    expect(doc.pages.length).toBeLessThan(50)
    expect(estimateTokens(doc.text)).toBeGreaterThan(27_000)
  })

  it('honours --max-pages before the budget', async () => {
    const bytes = await makeLongPdf(10, 5)
    const outcome = await extractPdf(bytes, 'ten.pdf', { maxPages: 3, now: NOW })
    expect(outcome.kind === 'text' && outcome.doc.pages.map(p => p.page)).toEqual([1, 2, 3])
    expect(outcome.kind === 'text' && outcome.doc.truncated).toBe(true)
  })

  it('reports a PDF with no text as "no text; OCR not enabled"', async () => {
    const outcome = await extractPdf(await makeTextlessPdf(), 'scan.pdf', { now: NOW })
    expect(outcome).toMatchObject({ kind: 'no-text', message: 'no text; OCR not enabled' })
  })

  it('reports the corpus scans as having no text when OCR is not enabled', async () => {
    for (const name of ['ccitt.pdf', 'jbig2.pdf', 'skew.pdf', 'blank.pdf']) {
      const outcome = await extractPdf(corpusFile('scans', name), name, { now: NOW })
      expect([name, outcome.kind]).toEqual([name, 'no-text'])
    }
  })

  it('hands pages with almost no text to the recognizer and marks them as OCR', async () => {
    const seen: number[] = []
    const recognizer: PageTextRecognizer = {
      async recognizePage(page, context) {
        seen.push(context.pageNumber)
        expect(page.pageNumber).toBe(context.pageNumber)
        return 'Rechnung Nr. 7 vom 14.03.2024'
      },
      async close() {}
    }
    const outcome = await extractPdf(await makeTextlessPdf(), 'scan.pdf', { recognizer, now: NOW })
    expect(seen).toEqual([1])
    expect(outcome.kind).toBe('text')
    if (outcome.kind !== 'text') return
    expect(outcome.doc.pages[0]).toMatchObject({
      source: 'ocr',
      text: 'Rechnung Nr. 7 vom 14.03.2024'
    })
  })

  describe('a second look for the date', () => {
    /** A recognizer that answers each page and layout from `reads`, recording each call. */
    function scripted(reads: Record<string, string>) {
      const calls: string[] = []
      const recognizer: PageTextRecognizer = {
        async recognizePage(_page, { pageNumber, layout = 'block' }) {
          calls.push(`${pageNumber} ${layout}`)
          return reads[`${pageNumber} ${layout}`] ?? ''
        },
        async close() {}
      }
      return { recognizer, calls }
    }
    const pageText = async (bytes: Uint8Array, options: Parameters<typeof extractPdf>[2]) => {
      const outcome = await extractPdf(bytes, 'scan.pdf', { now: NOW, ...options })
      if (outcome.kind !== 'text') throw new Error(`not read: ${outcome.kind}`)
      again = outcome.doc.pages.map(page => page.secondLook)
      return outcome.doc.pages.map(page => page.text)
    }
    /** What each page of the last read says of its second read. */
    let again: unknown[] = []
    const SLIP = 'KEDAI BINTANG\nTOTAL 12.50\nCASH 20.00\n20:56 Gra'

    it('reads the first OCR page again as sparse text when it gives no date, and adds only its dated lines', async () => {
      const { recognizer, calls } = scripted({
        '1 block': SLIP,
        '1 sparse': 'KEDAI BINTANG\n\nTOTAL\n12.50\n20:56\n 07/07/17 \nCASH 20.00'
      })
      expect(await pageText(await makeTextlessPdf(), { recognizer })).toEqual([`${SLIP}\n07/07/17`])
      expect(calls).toEqual(['1 block', '1 sparse'])
      expect(again).toEqual([{ datedLines: 1 }])
    })

    it('keeps a page that gives a date as the first read gave it: one read', async () => {
      const { recognizer, calls } = scripted({ '1 block': 'Rechnung vom 14.03.2024' })
      expect(await pageText(await makeTextlessPdf(), { recognizer })).toEqual([
        'Rechnung vom 14.03.2024'
      ])
      expect(calls).toEqual(['1 block'])
      expect(again).toEqual([undefined])
    })

    it('keeps the first read when the second finds no date either', async () => {
      const { recognizer, calls } = scripted({ '1 block': SLIP, '1 sparse': 'KEDAI\nBINTANG' })
      expect(await pageText(await makeTextlessPdf(), { recognizer })).toEqual([SLIP])
      expect(calls).toEqual(['1 block', '1 sparse'])
      expect(again).toEqual([{ datedLines: 0 }])
    })

    it('keeps the first read when the second fails, and says why', async () => {
      const { recognizer, calls } = scripted({ '1 block': SLIP })
      const failing: PageTextRecognizer = {
        ...recognizer,
        async recognizePage(page, context) {
          if (context.layout === 'sparse') throw new Error('the page did not finish within 120 s')
          return recognizer.recognizePage(page, context)
        }
      }
      expect(await pageText(await makeTextlessPdf(), { recognizer: failing })).toEqual([SLIP])
      expect(calls).toEqual(['1 block'])
      expect(again).toEqual([{ failed: 'the page did not finish within 120 s' }])
    })

    it('keeps a date line in either day/month order: 01/12/26 is 1 December ahead, 12 January past', async () => {
      const { recognizer } = scripted({ '1 block': SLIP, '1 sparse': '20:56\n01/12/26' })
      expect(await pageText(await makeTextlessPdf(), { recognizer })).toEqual([`${SLIP}\n01/12/26`])
    })

    it('asks about the text so far: a date on an earlier text page means no second look', async () => {
      const { recognizer, calls } = scripted({ '2 block': SLIP })
      const bytes = await makeTextPdf([['Rechnung vom 14.03.2024', 'Seite 1 von 2'], []])
      await pageText(bytes, { recognizer })
      expect(calls).toEqual(['2 block'])
    })

    it('looks again at the first OCR page of a file only', async () => {
      const { recognizer, calls } = scripted({ '1 block': SLIP, '2 block': SLIP })
      await pageText(await makeTextlessPdf(2), { recognizer })
      expect(calls).toEqual(['1 block', '1 sparse', '2 block'])
    })

    it("asks the caller's test whether the page misses a date, when there is one", async () => {
      const never = scripted({ '1 block': SLIP })
      await pageText(await makeTextlessPdf(), {
        recognizer: never.recognizer,
        wantsSecondLook: () => false
      })
      expect(never.calls).toEqual(['1 block'])
      const seen: string[] = []
      const always = scripted({ '1 block': 'Rechnung vom 14.03.2024', '1 sparse': '01.01.2024' })
      const wantsSecondLook = (text: string) => (seen.push(text), true)
      expect(
        await pageText(await makeTextlessPdf(), { recognizer: always.recognizer, wantsSecondLook })
      ).toEqual(['Rechnung vom 14.03.2024\n01.01.2024'])
      expect(seen).toEqual(['Rechnung vom 14.03.2024'])
    })
  })

  it('marks the file "OCR failed" when the recognizer throws', async () => {
    const recognizer: PageTextRecognizer = {
      async recognizePage() {
        throw new Error('worker start timed out after 20 s')
      },
      async close() {}
    }
    const outcome = await extractPdf(await makeTextlessPdf(), 'scan.pdf', { recognizer, now: NOW })
    expect(outcome).toEqual({
      kind: 'unreadable',
      message: 'OCR failed on page 1: worker start timed out after 20 s'
    })
  })

  it('reports an encrypted PDF without guessing a password', async () => {
    const bytes = makeEncryptedPdf('Rechnung vom 14.03.2024', 'secret')
    // The file is a real encrypted PDF: with the password, pdfjs-dist reads it.
    const pdfjs = await loadPdfjs()
    const opened = await pdfjs.getDocument({
      data: bytes.slice(),
      password: 'secret',
      verbosity: 0
    }).promise
    const page = await opened.getPage(1)
    const items = (await page.getTextContent()).items
    expect(items.map(i => ('str' in i ? i.str : '')).join('')).toContain('Rechnung vom 14.03.2024')
    await opened.destroy()

    const outcome = await extractPdf(bytes, 'locked.pdf', { now: NOW })
    expect(outcome.kind).toBe('encrypted')
    expect(outcome.kind === 'encrypted' && outcome.message).toMatch(/needs a password/)
  })

  it('reports zero bytes, not-a-PDF, truncated and damaged files distinctly', async () => {
    const good = await makeTextPdf([['Rechnung 14.03.2024 Beispiel GmbH']])
    const cases: [string, Uint8Array, RegExp][] = [
      ['empty', new Uint8Array(0), /^empty file/],
      ['text', new TextEncoder().encode('Hello, I am a text file named .pdf\n'), /^not a PDF:/],
      ['half', good.slice(0, Math.floor(good.length / 2)), /^truncated PDF:/],
      ['invalid', corpusFile('scans', 'invalid.pdf'), /^not a readable PDF/]
    ]
    for (const [name, bytes, message] of cases) {
      const outcome = await extractPdf(bytes, `${name}.pdf`, { now: NOW })
      expect([name, outcome]).toEqual([
        name,
        { kind: 'unreadable', message: expect.stringMatching(message) }
      ])
    }
  })

  it('gives up on a file after the timeout', async () => {
    const bytes = await makeLongPdf(60)
    const outcome = await extractPdf(bytes, 'slow.pdf', { timeoutMs: 1, now: NOW })
    expect(outcome).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/^reading took longer than/)
    })
  })
})
