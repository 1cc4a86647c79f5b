/**
 * The first of a PDF's attachments whose XML root is an e-invoice, whatever its name. pdf.js
 * decodes them all at once: together they may be as large as one e-invoice (MAX_XML_MB).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { withinDecodeBudget } from '../read/decode-limit.js'
import type { EInvoice } from './parse.js'

/** The most XML an e-invoice may be, in MB (a 5,000-line XRechnung is about 8 MB). */
export const MAX_XML_MB = 16

export type EInvoiceRead =
  | { kind: 'found'; attachment: string; invoice: EInvoice }
  /** `attachment` '': the attachments could not be read at all. */
  | { kind: 'failed'; attachment: string; message: string }

export async function embeddedInvoice(pdf: PDFDocumentProxy): Promise<EInvoiceRead | undefined> {
  let attachments: Record<string, { filename?: string; content?: unknown }> | null
  try {
    attachments = await withinDecodeBudget(MAX_XML_MB, () => pdf.getAttachments())
  } catch (error) {
    const message = `the attachments could not be read: ${(error as Error).message}`
    return { kind: 'failed', attachment: '', message }
  }
  if (attachments === null) return undefined
  const files = Object.entries(attachments).flatMap(([key, file]) =>
    file.content instanceof Uint8Array ? [{ name: file.filename || key, bytes: file.content }] : []
  )
  return (await import('./parse.js')).pickEInvoice(files)
}
