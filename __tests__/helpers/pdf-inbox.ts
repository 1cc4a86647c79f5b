/** Temp inbox folders for the pipeline and CLI tests. */
import { createHash } from 'node:crypto'
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BatchDependencies } from '../../src/pdf/batch.js'
import { renameBatch } from '../../src/pdf/pipeline.js'
import { defaultRenameSettings, type RenameSettings } from '../../src/pdf/settings.js'
import { corpusDir, makeTextPdf } from './pdfs.js'

export const NOW = new Date('2026-01-15T12:00:00Z')

/** Heuristics only, one thread (no worker start-up), pinned "now". */
export function testSettings(over: Partial<RenameSettings> = {}): RenameSettings {
  return { ...defaultRenameSettings(), useLlm: false, jobs: 1, ...over }
}

export function runBatch(settings: RenameSettings, deps: BatchDependencies = {}) {
  return renameBatch(settings, { now: () => NOW, cwd: settings.paths[0] ?? '.', ...deps })
}

/** The corpus invoices copied into `dir` (a temp folder, never the project). */
export function copyInvoices(dir: string): string[] {
  const source = join(corpusDir(), 'invoices')
  const names = readdirSync(source).filter(name => name.endsWith('.pdf'))
  for (const name of names) copyFileSync(join(source, name), join(dir, name))
  return names
}

/** name -> sha256 of every file in `dir` (not descending into folders). */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue
    out[entry.name] = createHash('sha256')
      .update(readFileSync(join(dir, entry.name)))
      .digest('hex')
  }
  return out
}

/** A small German invoice with a clear date, category and issuer. */
export async function writeInvoice(
  dir: string,
  name: string,
  options: { date?: string; issuer?: string; number?: number } = {}
): Promise<string> {
  const issuer = options.issuer ?? 'Beispiel GmbH'
  const bytes = await makeTextPdf([
    [
      `${issuer} · Hauptstraße 1 · 10115 Berlin`,
      'Rechnung',
      `Rechnungsnummer ${options.number ?? 1}`,
      `Rechnungsdatum: ${options.date ?? '14.03.2024'}`,
      'Summe 119,00 EUR'
    ]
  ])
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return path
}
