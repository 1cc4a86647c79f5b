/**
 * A German invoice as a scanner would deliver it: drawn on a canvas, saved as an image, and
 * embedded in a PDF with no text layer (pdf-lib). OCR is the only way to read it.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'

export const INVOICE = {
  issuer: 'Muster Elektro GmbH',
  date: '14.03.2024',
  isoDate: '2024-03-14',
  number: 'RE-2024-0815'
}

const LINES: Array<[string, number]> = [
  [INVOICE.issuer, 64],
  ['Hauptstraße 12 · 80331 München', 34],
  ['', 34],
  ['Rechnung', 72],
  [`Rechnungsnummer: ${INVOICE.number}`, 38],
  [`Rechnungsdatum: ${INVOICE.date}`, 38],
  ['Kundennummer: 4711', 38],
  ['', 38],
  ['Pos. Beschreibung                 Menge   Betrag', 36],
  ['1    Installation Steckdosen      4       320,00 EUR', 36],
  ['2    Material und Anfahrt         1       114,50 EUR', 36],
  ['', 36],
  ['Gesamtbetrag inkl. 19% MwSt.              516,70 EUR', 38],
  ['Zahlbar innerhalb von 14 Tagen ohne Abzug.', 34]
]

const A4_POINTS = { width: 595.28, height: 841.89 }

/** The page drawn at 200 dpi as PNG bytes. */
export function drawInvoicePng(): Uint8Array {
  registerFont()
  const width = 1654
  const height = 2339
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = 'white'
  context.fillRect(0, 0, width, height)
  context.fillStyle = 'black'
  let y = 180
  for (const [text, size] of LINES) {
    context.font = `${size}px "Liberation Sans"`
    context.fillText(text, 150, y)
    y += size * 1.8
  }
  return canvas.toBuffer('image/png')
}

/** Made once per scale in a test file (drawing and embedding the page take seconds). */
const made = new Map<number, Promise<Uint8Array>>()
let png: Uint8Array | undefined

/**
 * The invoice as an image-only PDF, a copy of its own for each call. `scale` below 1 leaves a
 * margin around the picture, which makes OCR render the page instead of reading the decoded image.
 */
export async function scannedInvoicePdf(scale = 1): Promise<Uint8Array> {
  let pdf = made.get(scale)
  if (pdf === undefined) {
    pdf = invoicePdf(scale)
    made.set(scale, pdf)
  }
  return new Uint8Array(await pdf)
}

async function invoicePdf(scale: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const image = await pdf.embedPng((png ??= drawInvoicePng()))
  const page = pdf.addPage([A4_POINTS.width, A4_POINTS.height])
  const width = A4_POINTS.width * scale
  const height = A4_POINTS.height * scale
  page.drawImage(image, {
    x: (A4_POINTS.width - width) / 2,
    y: (A4_POINTS.height - height) / 2,
    width,
    height
  })
  // Fixed dates: the same bytes every run.
  pdf.setCreationDate(new Date('2024-03-14T10:00:00Z'))
  pdf.setModificationDate(new Date('2024-03-14T10:00:00Z'))
  return pdf.save()
}

let registered = false

/** pdfjs-dist ships Liberation Sans; using it keeps the drawing independent of system fonts. */
function registerFont(): void {
  if (registered) return
  const pdfjs = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  GlobalFonts.registerFromPath(join(pdfjs, 'standard_fonts', 'LiberationSans-Regular.ttf'))
  registered = true
}
