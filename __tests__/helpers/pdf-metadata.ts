/**
 * Reads back what writeMetadata (src/pdf/apply/metadata.ts) writes: Title, Subject, Keywords and
 * the original name from the document information dictionary, absent keys left out.
 */
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib'
import { ORIGINAL_NAME_KEY, type RenameMetadata } from '../../src/pdf/apply/metadata.js'

export type MetadataRead =
  | { kind: 'read'; metadata: Partial<RenameMetadata> }
  | { kind: 'encrypted' | 'unreadable'; message: string }

export async function readMetadata(bytes: Uint8Array, path: string): Promise<MetadataRead> {
  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true })
  } catch (error) {
    return { kind: 'unreadable', message: `${path}: ${(error as Error).message}` }
  }
  if (doc.isEncrypted) return { kind: 'encrypted', message: `${path}: encrypted PDF` }
  const info = doc.context.lookup(doc.context.trailerInfo.Info)
  const text = (key: string): string | undefined => {
    const value = info instanceof PDFDict ? info.lookup(PDFName.of(key)) : undefined
    return value instanceof PDFString || value instanceof PDFHexString
      ? value.decodeText()
      : undefined
  }
  const keywords = text('Keywords')
  const metadata: Partial<RenameMetadata> = {
    title: text('Title'),
    subject: text('Subject'),
    keywords: keywords
      ?.split(/[,;]/)
      .map(word => word.trim())
      .filter(word => word !== ''),
    originalName: text(ORIGINAL_NAME_KEY)
  }
  return {
    kind: 'read',
    metadata: Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== undefined))
  }
}
