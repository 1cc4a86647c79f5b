import { createHash } from 'node:crypto'
import { type DemoDocument, demoInbox } from '../../examples/demo-pdfs.js'

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

async function read(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise
  try {
    const page = await doc.getPage(1)
    const content = await page.getTextContent()
    const operators = await page.getOperatorList()
    const info = (await doc.getMetadata()).info as Record<string, unknown>
    const text = content.items.map(item => ('str' in item ? item.str : '')).join('\n')
    const images = operators.fnArray.filter(fn => fn === pdfjs.OPS.paintImageXObject).length
    return { text, images, info, pages: doc.numPages }
  } finally {
    await doc.destroy()
  }
}

describe('demo inbox generators', () => {
  let first: DemoDocument[]
  beforeAll(async () => {
    first = await demoInbox()
  })

  it('give the same bytes on every call (fixed dates, the font shipped with pdfjs-dist)', async () => {
    const second = await demoInbox()
    expect(second.map(d => sha256(d.bytes))).toEqual(first.map(d => sha256(d.bytes)))
  })

  it('make the documents the demo promises', async () => {
    const [invoice, letter, scan] = first
    const invoiceRead = await read(invoice!.bytes)
    expect(invoiceRead.text).toContain('Invoice date: 14 March 2024')
    expect(invoiceRead.text).toContain('ACME Cloud Hosting Ltd')
    expect(invoiceRead.info).toMatchObject({
      Producer: 'ralph-action demo',
      CreationDate: 'D:20240315090000Z'
    })

    const letterRead = await read(letter!.bytes)
    expect(letterRead.text).toContain('Düsseldorf, 4. März 2024')
    expect(letterRead.text).toContain('Gartenstraße 5')
    expect(letterRead.text).toContain('Mit freundlichen Grüßen')

    const scanRead = await read(scan!.bytes)
    expect(scanRead.text.trim()).toBe('')
    expect(scanRead.images).toBe(1)
    expect(scanRead.pages).toBe(1)
    expect(scan!.name).toBe('IMG_0042.PDF')
    expect(new Set([invoice!.name, letter!.name, scan!.name]).size).toBe(3)
  })
})
