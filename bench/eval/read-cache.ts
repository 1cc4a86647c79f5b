/**
 * Reading for the evaluation, cached: OCR of 60 receipts takes minutes, the heuristics
 * milliseconds, so the extracted documents are kept in .cache/eval keyed by the PDF's SHA-256
 * and a hash of the reading code (src/pdf/read, src/pdf/einvoice, and src/pdf/decide with the rules,
 * which decide whether a scan is read a second time), read again when either changes; an OCR
 * engine chosen by name (not `auto`) keeps its own folder.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inspectFile } from '../../src/pdf/read/inspect.js'
import { createOcrRecognizer, type OcrEngine } from '../../src/pdf/read/ocr/ocr.js'
import type { ExtractOutcome } from '../../src/pdf/types.js'

export interface CachedRead {
  outcome: ExtractOutcome
  cached: boolean
}

export function readerVersion(root: string): string {
  const hash = createHash('sha256')
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry)
      if (statSync(path).isDirectory()) walk(path)
      else hash.update(entry).update(readFileSync(path))
    }
  }
  for (const dir of ['pdf/read', 'pdf/einvoice', 'pdf/decide', 'data'])
    walk(join(root, 'src', ...dir.split('/')))
  return hash.digest('hex').slice(0, 16)
}

export async function createCachedReader(
  root: string,
  engine: OcrEngine,
  wantsSecondLook: (text: string) => boolean
): Promise<{ read(path: string): Promise<CachedRead>; close(): Promise<void> }> {
  const suffix = engine === 'auto' ? '' : `-${engine}`
  const dir = join(root, '.cache', 'eval', readerVersion(root) + suffix)
  mkdirSync(dir, { recursive: true })
  let recognizer: ReturnType<typeof createOcrRecognizer> | undefined
  return {
    async read(path) {
      const digest = createHash('sha256').update(readFileSync(path)).digest('hex')
      const file = join(dir, `${digest}.json`)
      if (existsSync(file))
        return { outcome: JSON.parse(readFileSync(file, 'utf8')) as ExtractOutcome, cached: true }
      recognizer ??= createOcrRecognizer({ engine })
      const inspection = await inspectFile(path, {
        recognizer,
        timeoutMs: 600_000,
        wantsSecondLook
      })
      writeFileSync(file, JSON.stringify(inspection.outcome))
      return { outcome: inspection.outcome, cached: false }
    },
    async close() {
      await recognizer?.close()
    }
  }
}
