import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { openDocument } from '../../src/pdf/read/pdfjs.js'
import { corpusDir, PROJECT_ROOT } from './pdfs.js'

export const projectRoot = PROJECT_ROOT

/** A file of the vendored corpus (see corpusDir). */
export function corpusPath(...parts: string[]): string {
  return join(corpusDir(), ...parts)
}

/** Distinct lowercase words (runs of letters and digits). */
export function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
}

/** Share of the distinct words of `truth` that appear in `text`. */
export function wordRecall(truth: string, text: string): number {
  const expected = words(truth)
  const found = words(text)
  let hits = 0
  for (const word of expected) if (found.has(word)) hits += 1
  return expected.size === 0 ? 1 : hits / expected.size
}

export function linnText(): string {
  return readFileSync(corpusPath('scans', 'linn.txt'), 'utf8')
}

export async function openPdf(path: string): Promise<PDFDocumentProxy> {
  return openBytes(new Uint8Array(readFileSync(path)))
}

export async function openBytes(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return (await openDocument(bytes)).promise
}
