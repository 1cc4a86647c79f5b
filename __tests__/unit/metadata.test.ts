import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PDFDocument, PDFNumber } from 'pdf-lib'
import { germanLetterPdf, textInvoicePdf } from '../../examples/demo-pdfs.js'
import { corpusDir } from '../helpers/pdfs.js'
import {
  ORIGINAL_NAME_KEY,
  type RenameMetadata,
  writeMetadata
} from '../../src/pdf/apply/metadata.js'
import { readMetadata } from '../helpers/pdf-metadata.js'
import { planBytesRestore } from '../../src/pdf/apply/undo.js'

const corpus = corpusDir()
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

const META: RenameMetadata = {
  title: 'ACME cloud hosting',
  subject: 'invoice',
  keywords: ['acme', 'cloud', 'hosting'],
  originalName: 'scan0023.pdf'
}

async function pdfjsInfo(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise
  try {
    return (await doc.getMetadata()).info as Record<string, unknown>
  } finally {
    await doc.destroy()
  }
}

async function pageText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise
  try {
    const content = await (await doc.getPage(1)).getTextContent()
    return content.items.map(item => ('str' in item ? item.str : '')).join(' ')
  } finally {
    await doc.destroy()
  }
}

async function written(bytes: Uint8Array, metadata = META): Promise<Uint8Array> {
  const result = await writeMetadata(bytes, metadata, 'inbox/scan0023.pdf')
  if (result.kind !== 'written') throw new Error(`expected written, got ${JSON.stringify(result)}`)
  return result.bytes
}

describe('writeMetadata', () => {
  it('sets Title, Subject, Keywords and the original name where other readers find them', async () => {
    const out = await written(await textInvoicePdf())
    const info = await pdfjsInfo(out)
    expect(info).toMatchObject({
      Title: 'ACME cloud hosting',
      Subject: 'invoice',
      Keywords: 'acme, cloud, hosting',
      Custom: { [ORIGINAL_NAME_KEY]: 'scan0023.pdf' }
    })
    expect(await readMetadata(out, 'x.pdf')).toEqual({ kind: 'read', metadata: META })
  })

  it('keeps the page content and the original Producer and dates', async () => {
    const original = await textInvoicePdf()
    const out = await written(original)
    const before = await pdfjsInfo(original)
    const after = await pdfjsInfo(out)
    for (const key of ['Producer', 'Creator', 'CreationDate', 'ModDate']) {
      expect([key, after[key]]).toEqual([key, before[key]])
    }
    expect(await pageText(out)).toBe(await pageText(original))
    expect(await pageText(out)).toContain('Invoice date: 14 March 2024')
  })

  it('is deterministic: the same input gives the same bytes', async () => {
    const original = await germanLetterPdf()
    const first = await written(original)
    const second = await written(original)
    expect(sha256(second)).toBe(sha256(first))
    expect(sha256(first)).not.toBe(sha256(original))
  })

  it('changes nothing when the file already carries the values (reruns are idempotent)', async () => {
    const once = await written(await textInvoicePdf())
    expect(await writeMetadata(once, META, 'archive/x.pdf')).toEqual({ kind: 'unchanged' })
    const other = await written(once, { ...META, keywords: ['acme'] })
    expect(await readMetadata(other, 'x.pdf')).toEqual({
      kind: 'read',
      metadata: { ...META, keywords: ['acme'] }
    })
  })

  it('round-trips umlauts and characters outside WinAnsi', async () => {
    const metadata: RenameMetadata = {
      title: 'Zählerablesung Abschlagsänderung',
      subject: 'letter',
      keywords: ['stadtwerke', 'düsseldorf', 'straße'],
      originalName: 'Brief Stadtwerke 東京 ✓.pdf'
    }
    const out = await written(await germanLetterPdf(), metadata)
    expect(await readMetadata(out, 'x.pdf')).toEqual({ kind: 'read', metadata })
    expect(await pdfjsInfo(out)).toMatchObject({ Title: metadata.title })
  })

  it('writes into a real-world invoice from the corpus that pdfjs-dist then reads', async () => {
    const original = new Uint8Array(readFileSync(resolve(corpus, 'invoices', 'oyo.pdf')))
    const out = await written(original)
    const info = await pdfjsInfo(out)
    expect(info).toMatchObject({ Title: META.title, Producer: 'Qt 4.8.7' })
    expect(await pageText(out)).toBe(await pageText(original))
  })

  it('reports an encrypted PDF instead of writing a broken one', async () => {
    const doc = await PDFDocument.load(await textInvoicePdf())
    const encrypt = doc.context.obj({ Filter: 'Standard', V: PDFNumber.of(1), R: PDFNumber.of(2) })
    doc.context.trailerInfo.Encrypt = doc.context.register(encrypt)
    const encrypted = await doc.save()
    expect(doc.context.lookup(doc.context.trailerInfo.Encrypt)).toBeDefined()
    expect(await writeMetadata(encrypted, META, 'inbox/locked.pdf')).toEqual({
      kind: 'encrypted',
      message:
        'inbox/locked.pdf: encrypted PDF; metadata not written (the file would need its password).'
    })
    expect((await readMetadata(encrypted, 'inbox/locked.pdf')).kind).toBe('encrypted')
  })

  it('reports a file pdf-lib cannot parse, naming it', async () => {
    const invalid = new Uint8Array(readFileSync(resolve(corpus, 'scans', 'invalid.pdf')))
    expect(await writeMetadata(invalid, META, 'inbox/invalid.pdf')).toEqual({
      kind: 'unreadable',
      message: expect.stringMatching(/^inbox\/invalid\.pdf: pdf-lib could not parse the file: /)
    })
  })

  it('reads nothing from a file without those keys', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false })
    doc.addPage()
    const bare = await doc.save()
    expect(await readMetadata(bare, 'bare.pdf')).toEqual({ kind: 'read', metadata: {} })
    const info = await PDFDocument.load(await written(bare), { updateMetadata: false })
    expect(info.getTitle()).toBe(META.title)
    expect(info.getProducer()).toBeUndefined()
  })
})

describe('planBytesRestore', () => {
  const entry = { to: 'archive/20240314-invoice-acme.pdf', sha256: 'a'.repeat(64) }
  const metadata = { originalBlob: 'b'.repeat(40), writtenSha256: 'c'.repeat(64) }

  it.each([
    ['untouched bytes, no metadata written', entry, 'a'.repeat(64), { kind: 'rename-only' }],
    [
      'metadata written, file as renamed',
      { ...entry, metadata },
      'c'.repeat(64),
      { kind: 'restore-blob', blob: 'b'.repeat(40), sha256: 'a'.repeat(64) }
    ],
    [
      'metadata written, bytes already original again',
      { ...entry, metadata },
      'a'.repeat(64),
      { kind: 'rename-only' }
    ]
  ])('%s', (_name, e, current, plan) => {
    expect(planBytesRestore(e, current)).toEqual(plan)
  })

  it('refuses a file edited since the rename, naming both hashes', () => {
    expect(planBytesRestore({ ...entry, metadata }, 'd'.repeat(64))).toEqual({
      kind: 'refuse',
      message:
        `archive/20240314-invoice-acme.pdf: changed since the rename (sha256 ${'d'.repeat(64)}, ` +
        `expected ${'c'.repeat(64)} (as renamed) or ${'a'.repeat(64)} (original)); not restored. ` +
        'Move it back by hand if the edit should be kept.'
    })
    expect(planBytesRestore(entry, 'd'.repeat(64))).toMatchObject({ kind: 'refuse' })
  })
})
