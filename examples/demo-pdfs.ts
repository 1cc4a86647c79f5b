/**
 * Generated documents for the demo inbox: a text invoice, a German letter and an image-only
 * scan. Every generator is deterministic (fixed metadata dates, a font shipped with
 * pdfjs-dist for the scan), so the same version of the dependencies gives the same bytes.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { GlobalFonts, createCanvas } from '@napi-rs/canvas'
import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib'

const A4 = { width: 595.28, height: 841.89 }
const FIXED_DATE = new Date('2024-03-15T09:00:00Z')
const PRODUCER = 'ralph-action demo'

/** What the renamer should find in a generated document. */
export interface DemoDocument {
  /** The file name it arrives with in the inbox. */
  name: string
  bytes: Uint8Array
  expected: { date: string; category: string; issuer: string; textLayer: boolean }
}

interface Line {
  text: string
  size?: number
  bold?: boolean
  /** Extra space above the line, in points. */
  gap?: number
}

async function newDocument(title: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setProducer(PRODUCER)
  doc.setCreator(PRODUCER)
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  return doc
}

function save(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false })
}

async function textPdf(title: string, lines: Line[]): Promise<Uint8Array> {
  const doc = await newDocument(title)
  const fonts: Record<'regular' | 'bold', PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold)
  }
  const page = doc.addPage([A4.width, A4.height])
  let y = A4.height - 72
  for (const line of lines) {
    const size = line.size ?? 11
    y -= (line.gap ?? 0) + size * 1.4
    page.drawText(line.text, {
      x: 72,
      y,
      size,
      font: line.bold ? fonts.bold : fonts.regular,
      color: rgb(0, 0, 0)
    })
  }
  return save(doc)
}

/** An English invoice with a text layer. */
export function textInvoicePdf(): Promise<Uint8Array> {
  return textPdf('Invoice INV-2024-0315', [
    { text: 'ACME Cloud Hosting Ltd', size: 16, bold: true },
    { text: '12 Harbour Street, Bristol BS1 4XX, United Kingdom' },
    { text: 'VAT GB 123 4567 89' },
    { text: 'INVOICE', size: 20, bold: true, gap: 24 },
    { text: 'Invoice number: INV-2024-0315', gap: 8 },
    { text: 'Invoice date: 14 March 2024' },
    { text: 'Due date: 13 April 2024' },
    { text: 'Bill to: Jane Doe, 5 Mill Lane, Bath BA1 1AA', gap: 12 },
    { text: 'Description                                   Qty      Amount', bold: true, gap: 18 },
    { text: 'Cloud hosting, plan M, March 2024              1     GBP 40.00' },
    { text: 'Backup storage, 200 GB                         1      GBP 8.00' },
    { text: 'Subtotal                                             GBP 48.00', gap: 10 },
    { text: 'VAT 20%                                               GBP 9.60' },
    { text: 'Total due                                            GBP 57.60', bold: true },
    { text: 'Please pay by bank transfer within 30 days. Thank you for your business.', gap: 24 }
  ])
}

/** A German letter whose text needs umlauts and ß (WinAnsi covers them). */
export function germanLetterPdf(): Promise<Uint8Array> {
  return textPdf('Schreiben Stadtwerke', [
    { text: 'Stadtwerke Musterstadt GmbH', size: 14, bold: true },
    { text: 'Kundenservice, Königsallee 12, 40212 Düsseldorf' },
    { text: 'Frau Erika Müller', gap: 24 },
    { text: 'Gartenstraße 5' },
    { text: '40215 Düsseldorf' },
    { text: 'Düsseldorf, 4. März 2024', gap: 24 },
    { text: 'Betreff: Ihre Zählerablesung und Abschlagsänderung', bold: true, gap: 18 },
    { text: 'Sehr geehrte Frau Müller,', gap: 18 },
    {
      text: 'vielen Dank für die Übermittlung Ihres Zählerstands. Aufgrund des geringeren',
      gap: 6
    },
    { text: 'Verbrauchs ändern wir Ihren monatlichen Abschlag ab April auf 68 Euro.' },
    { text: 'Bei Fragen erreichen Sie uns werktags von 8 bis 18 Uhr.' },
    { text: 'Mit freundlichen Grüßen', gap: 18 },
    { text: 'Ihre Stadtwerke Musterstadt' }
  ])
}

const SCAN_DPI = 200
const SCAN_LINES: Line[] = [
  { text: 'Bürobedarf Schäfer GmbH', size: 16, bold: true },
  { text: 'Lindenweg 3, 50667 Köln' },
  { text: 'RECHNUNG', size: 16, bold: true, gap: 24 },
  { text: 'Rechnungsnummer: R-2024-0117', gap: 8 },
  { text: 'Rechnungsdatum: 05.02.2024' },
  { text: 'Kundennummer: 10442' },
  { text: 'Pos.  Artikel                      Menge    Betrag', bold: true, gap: 18 },
  { text: '1     Druckerpapier A4, 500 Blatt     4     19,96 EUR' },
  { text: '2     Toner schwarz                   1     64,90 EUR' },
  { text: 'Summe netto                                 84,86 EUR', gap: 10 },
  { text: 'MwSt. 19 %                                  16,12 EUR' },
  { text: 'Gesamtbetrag                               100,98 EUR', bold: true },
  { text: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.', gap: 24 }
]

let fontsRegistered = false

/** Liberation Sans ships with pdfjs-dist, so the scan looks the same on every machine. */
function registerScanFonts(): void {
  if (fontsRegistered) return
  const require = createRequire(import.meta.url)
  const fonts = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')
  GlobalFonts.registerFromPath(join(fonts, 'LiberationSans-Regular.ttf'), 'DemoSans')
  GlobalFonts.registerFromPath(join(fonts, 'LiberationSans-Bold.ttf'), 'DemoSans')
  fontsRegistered = true
}

/** The scan's page as a PNG: black text on white, no text layer anywhere. */
export function scanPagePng(lines: Line[] = SCAN_LINES): Uint8Array {
  registerScanFonts()
  const scale = SCAN_DPI / 72
  const canvas = createCanvas(Math.round(A4.width * scale), Math.round(A4.height * scale))
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.fillStyle = '#000000'
  let y = 72
  for (const line of lines) {
    const size = line.size ?? 11
    y += (line.gap ?? 0) + size * 1.4
    ctx.font = `${line.bold ? 'bold ' : ''}${Math.round(size * scale)}px DemoSans`
    ctx.fillText(line.text, 72 * scale, y * scale)
  }
  return canvas.toBuffer('image/png')
}

/** A German invoice as an image-only PDF, as a flatbed scanner would deliver it. */
export async function scannedInvoicePdf(): Promise<Uint8Array> {
  const doc = await newDocument('Scan')
  const image = await doc.embedPng(scanPagePng())
  const page = doc.addPage([A4.width, A4.height])
  page.drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height })
  return save(doc)
}

/** The demo inbox: three documents under the names a phone or scanner would give them. */
export async function demoInbox(): Promise<DemoDocument[]> {
  return [
    {
      name: 'scan0023.pdf',
      bytes: await textInvoicePdf(),
      expected: { date: '20240314', category: 'invoice', issuer: 'ACME', textLayer: true }
    },
    {
      name: 'Brief Stadtwerke.pdf',
      bytes: await germanLetterPdf(),
      expected: { date: '20240304', category: 'letter', issuer: 'Stadtwerke', textLayer: true }
    },
    {
      name: 'IMG_0042.PDF',
      bytes: await scannedInvoicePdf(),
      expected: { date: '20240205', category: 'invoice', issuer: 'Schäfer', textLayer: false }
    }
  ]
}
