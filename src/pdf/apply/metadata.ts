/**
 * The renamer's findings in the PDF's information dictionary: Title = the summary, Subject = the
 * category, Keywords, and the original name. Without pdf-lib's metadata update, so Producer,
 * Creator and the dates stay and the same input gives the same bytes.
 */
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib'

export const ORIGINAL_NAME_KEY = 'RalphOriginalName'

export interface RenameMetadata {
  title: string
  subject: string
  keywords: string[]
  /** The base name before the rename. */
  originalName: string
}

type MetadataFailure = { kind: 'encrypted' | 'unreadable'; message: string }

export type MetadataWrite =
  { kind: 'written'; bytes: Uint8Array } | { kind: 'unchanged' } | MetadataFailure

const KEYWORD_SEPARATOR = ', '

function unreadable(path: string, error: unknown): MetadataFailure {
  const reason = error instanceof Error ? error.message : String(error)
  return { kind: 'unreadable', message: `${path}: pdf-lib could not parse the file: ${reason}` }
}

function infoDict(doc: PDFDocument): PDFDict | undefined {
  const info = doc.context.lookup(doc.context.trailerInfo.Info)
  return info instanceof PDFDict ? info : undefined
}

function textValue(info: PDFDict | undefined, key: string): string | undefined {
  const value = info?.lookup(PDFName.of(key))
  return value instanceof PDFString || value instanceof PDFHexString
    ? value.decodeText()
    : undefined
}

function carries(doc: PDFDocument, wanted: RenameMetadata): boolean {
  const info = infoDict(doc)
  return (
    textValue(info, 'Title') === wanted.title &&
    textValue(info, 'Subject') === wanted.subject &&
    textValue(info, 'Keywords') === wanted.keywords.join(KEYWORD_SEPARATOR) &&
    textValue(info, ORIGINAL_NAME_KEY) === wanted.originalName
  )
}

export async function writeMetadata(
  bytes: Uint8Array,
  metadata: RenameMetadata,
  path: string
): Promise<MetadataWrite> {
  let doc: PDFDocument
  try {
    // Loaded despite encryption only to say so: pdf-lib would write an unreadable file.
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true })
  } catch (error) {
    return unreadable(path, error)
  }
  if (doc.isEncrypted)
    return {
      kind: 'encrypted',
      message: `${path}: encrypted PDF; metadata not written (the file would need its password).`
    }
  if (carries(doc, metadata)) return { kind: 'unchanged' }
  try {
    setValues(doc, metadata)
    return { kind: 'written', bytes: await doc.save({ updateFieldAppearances: false }) }
  } catch (error) {
    // pdf-lib parses leniently and may only fail here, for instance without a page tree.
    return unreadable(path, error)
  }
}

function setValues(doc: PDFDocument, metadata: RenameMetadata): void {
  doc.setTitle(metadata.title)
  doc.setSubject(metadata.subject)
  const info = infoDict(doc)
  if (!info) throw new Error('no document information dictionary')
  info.set(PDFName.of('Keywords'), PDFHexString.fromText(metadata.keywords.join(KEYWORD_SEPARATOR)))
  info.set(PDFName.of(ORIGINAL_NAME_KEY), PDFHexString.fromText(metadata.originalName))
}
