/** PDFs made in tests (pdf-lib, or written by hand where pdf-lib cannot or is slow) and temp folders. */
import { createHash } from 'node:crypto'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { assemblePdf, handWrittenPdf, textContent } from './hand-pdf.js'

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * The real-PDF corpus the tests read: vendored in `__tests__/fixtures/corpus` (see its NOTICE.md),
 * so a clone with nothing beside it passes. Tests always read this one, so their expectations
 * hold whatever the environment says.
 */
export function corpusDir(): string {
  return resolve(PROJECT_ROOT, '__tests__', 'fixtures', 'corpus')
}

export { tempDir, type TempDir } from './tmp.js'

export interface TextPdfOptions {
  title?: string
  creationDate?: Date
  fontSize?: number
}

/**
 * A text PDF: one entry per page, each a list of lines drawn top-down in Helvetica (WinAnsi, so
 * German umlauts work). A line may be `[left, right]` to put two runs on one visual line, the way
 * label/value tables are laid out. Metadata is fixed, so equal input gives equal bytes.
 */
export async function makeTextPdf(
  pages: (string | [string, string])[][],
  options: TextPdfOptions = {}
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const size = options.fontSize ?? 11
  for (const lines of pages) {
    const page = doc.addPage([595, 842])
    let y = 800
    for (const line of lines) {
      const [left, right] = typeof line === 'string' ? [line, undefined] : line
      if (left !== '') page.drawText(left, { x: 50, y, size, font })
      if (right !== undefined) page.drawText(right, { x: 300, y, size, font })
      y -= size * 1.6
      if (y < 40) break
    }
  }
  if (options.title !== undefined) doc.setTitle(options.title)
  if (options.creationDate !== undefined) doc.setCreationDate(options.creationDate)
  return doc.save({ useObjectStreams: false })
}

/** A PDF whose only page holds a drawn shape and no text at all (like an unreadable scan). */
export async function makeTextlessPdf(pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  for (let n = 0; n < pages; n++) {
    const page = doc.addPage([595, 842])
    page.drawRectangle({ x: 50, y: 500, width: 300, height: 200, color: rgb(0.2, 0.2, 0.2) })
  }
  return doc.save({ useObjectStreams: false })
}

/** `pageCount` pages of `linesPerPage` lines of ~80 characters each, written by hand (hand-pdf.ts). */
export async function makeLongPdf(pageCount: number, linesPerPage = 40): Promise<Uint8Array> {
  const size = 9
  const pages = Array.from({ length: pageCount }, (_, p) => {
    const lines = Array.from({ length: linesPerPage }, (_, l) => ({
      x: 50,
      y: Math.round((800 - l * size * 1.6) * 100) / 100,
      text: `Seite ${p + 1} Zeile ${l + 1}: Lorem ipsum dolor sit amet, consectetur adipiscing elit.`
    })).filter(line => line.y >= 40)
    return { content: deflateSync(textContent(lines, size)), filter: 'FlateDecode' as const }
  })
  // A plain Uint8Array, as pdf-lib gives (pdf.js refuses a Buffer).
  return new Uint8Array(handWrittenPdf(pages))
}

// --- An encrypted PDF (standard security handler, RC4 40-bit, revision 2), written by hand
// because pdf-lib cannot encrypt. Opening it needs `userPassword`.

const PASSWORD_PAD = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex'
)

function padPassword(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PAD]).subarray(0, 32)
}

function md5(...parts: Buffer[]): Buffer {
  const hash = createHash('md5')
  for (const part of parts) hash.update(part)
  return hash.digest()
}

/** RC4 in a few lines: OpenSSL 3 keeps it in the legacy provider only. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i)
  let j = 0
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
  }
  const out = Buffer.alloc(data.length)
  let i = 0
  j = 0
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 255
    j = (j + s[i]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!
  }
  return out
}

export function makeEncryptedPdf(
  text: string,
  userPassword: string,
  ownerPassword = 'owner'
): Uint8Array {
  const id = md5(Buffer.from(`${text}|${userPassword}`))
  const permissions = -44
  const pBytes = Buffer.alloc(4)
  pBytes.writeInt32LE(permissions)
  const owner = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), padPassword(userPassword))
  const key = md5(padPassword(userPassword), owner, pBytes, id).subarray(0, 5)
  const user = rc4(key, PASSWORD_PAD)
  const objectKey = (n: number): Buffer =>
    md5(key, Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255, 0, 0])).subarray(0, 10)
  const content = Buffer.from(`BT /F1 24 Tf 72 700 Td (${text}) Tj ET`, 'latin1')
  const encrypted = rc4(objectKey(4), content)

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>'
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${encrypted.length} >>\nstream\n`),
      encrypted,
      Buffer.from('\nendstream')
    ]),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
    ),
    Buffer.from(
      `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`
    )
  ]
  const ids = `<${id.toString('hex')}> <${id.toString('hex')}>`
  return new Uint8Array(assemblePdf(objects, ` /Encrypt 6 0 R /ID [${ids}]`))
}
