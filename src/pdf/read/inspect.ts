/** Reading one file: its bytes, their sha256 (for the plan and the undo log) and its text. */
import { readFileSync } from 'node:fs'
import { extractPdf, type ExtractOptions } from './extract.js'
import { sha256Hex } from '../../fs/hash.js'
import { errorCode } from '../apply/file-ops.js'
import type { ExtractOutcome } from '../types.js'

export interface Inspection {
  /** Empty when the file could not be read at all. */
  sha256: string
  size: number
  outcome: ExtractOutcome
}

export async function inspectFile(path: string, options: ExtractOptions): Promise<Inspection> {
  const loaded = loadFile(path)
  if (!('bytes' in loaded)) return loaded
  const { bytes, sha256, size } = loaded
  // pdfjs-dist may take over (detach) the buffer it is given, so the hash comes first.
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { sha256, size, outcome: await extractPdf(data, path, options) }
}

export function loadFile(
  path: string
): Inspection | { sha256: string; size: number; bytes: Buffer } {
  let bytes: Buffer
  try {
    bytes = readFileSync(path)
  } catch (error) {
    const message = `cannot read the file (${errorCode(error) ?? (error as Error).message})`
    return { sha256: '', size: 0, outcome: { kind: 'unreadable', message } }
  }
  return { sha256: sha256Hex(bytes), size: bytes.byteLength, bytes }
}
