/** Batch steps that find and read the files. */
import { basename, dirname, join, resolve } from 'node:path'
import { pending, type Batch, type FileStatus, type Item } from './batch.js'
import { discoverPdfs } from './read/discover.js'
import type { Inspector } from './read/extract-pool.js'
import { isGeneratedName } from './plan/filename.js'
import type { Inspection } from './read/inspect.js'
import { DEFAULT_OCR_PAGE_TIMEOUT_MS } from './read/ocr/ocr.js'
import type { ExtractedDocument, TextSource } from './types.js'
import { DEFAULT_UNDO_LOG, type RenameSettings } from './settings.js'
import { analyseOne } from './steps-decide.js'
import { secondLookTest } from './decide/heuristics.js'

export async function discover(batch: Batch): Promise<void> {
  const { settings, deps } = batch
  const found = await discoverPdfs(settings.paths, { recursive: settings.recursive, cwd: deps.cwd })
  batch.items = [
    ...found.files.map(path => ({ report: { path, status: 'planned' as FileStatus } })),
    ...found.skipped.map(s => ({
      report: { path: s.path, status: 'skipped' as const, reason: s.reason }
    })),
    ...found.missing.map(m => ({
      report: { path: m.path, status: 'failed' as const, reason: m.reason }
    }))
  ]
  const base =
    found.folders[0] ?? (found.files[0] === undefined ? deps.cwd : dirname(found.files[0]))
  batch.undoLog = resolve(deps.cwd, settings.undoLog ?? join(base, DEFAULT_UNDO_LOG))
}

export async function skipAlreadyNamed(batch: Batch): Promise<void> {
  // With --out every file moves, so a generated-looking name is no reason to leave it.
  if (batch.settings.force || batch.settings.outDir !== undefined) return
  for (const item of pending(batch)) {
    if (!isGeneratedName(basename(item.report.path))) continue
    item.report.status = 'unchanged'
    item.report.target = item.report.path
    item.report.reason = 'already carries a generated name (--force re-processes it)'
  }
}

export async function readFiles(batch: Batch): Promise<void> {
  const items = pending(batch)
  const { settings, deps } = batch
  const options = {
    maxTokens: settings.maxContentTokens,
    ...(settings.maxPages === undefined ? {} : { maxPages: settings.maxPages }),
    timeoutMs: settings.timeoutMs,
    maxDecompressedMb: settings.maxDecompressedMb,
    now: batch.startedAt
  }
  // A pymupdf run that works never loads pdf.js (pdf-rename-start.test.ts).
  const inspector =
    settings.reader === 'pymupdf'
      ? new (await import('./read/pymupdf-inspector.js')).PymupdfInspector(options, {
          python: settings.python,
          jobs: settings.jobs,
          fileCount: items.length
        })
      : (await import('./read/extract-pool.js')).createInspector(
          options,
          settings.jobs,
          items.length
        )
  batch.threads = inspector.threads
  const force = settings.ocr === 'force'
  const recognizer = deps.recognizer
  let ocrInspector: Promise<Inspector> | undefined
  // Made for the first file with empty pages (or with --ocr force).
  const ocr =
    recognizer === undefined || settings.ocr === 'off'
      ? undefined
      : () =>
          (ocrInspector ??= import('./read/extract-pool.js').then(pool =>
            pool.inProcessInspector({
              ...options,
              recognizer,
              forceOcr: force,
              wantsSecondLook: secondLookTest(batch.rules, {
                order: settings.dateOrder,
                now: batch.startedAt
              }),
              timeoutMs: ocrReadLimitMs(settings)
            })
          ))
  let done = 0
  try {
    const reads = items.map(async item => {
      const inspection = await readOne(item.report.path, inspector, ocr, force)
      record(item, inspection)
      if (inspector.readsOutOfProcess === true) analyseOne(item, batch)
      deps.onProgress?.({
        phase: 'read',
        done: ++done,
        total: items.length,
        path: item.report.path
      })
    })
    await Promise.all(reads)
  } finally {
    await inspector.close()
    batch.warnings.push(...(inspector.warnings ?? []))
  }
}

/**
 * The read limit of a file read with OCR: OCR'd pages have their own time limit (ocr.ts), and the
 * file's limit makes room for them and for a second look at one of them (extract.ts).
 */
export function ocrReadLimitMs(settings: Pick<RenameSettings, 'timeoutMs' | 'ocrMaxPages'>) {
  return settings.timeoutMs + (settings.ocrMaxPages + 1) * DEFAULT_OCR_PAGE_TIMEOUT_MS
}

/** A file with empty pages (with --ocr force, any readable file) is read again with OCR. */
async function readOne(
  path: string,
  inspector: Inspector,
  ocr: (() => Promise<Inspector>) | undefined,
  force: boolean
): Promise<Inspection> {
  const first = await inspector.inspect(path)
  const outcome = first.outcome
  const readable = outcome.kind === 'text' || outcome.kind === 'no-text'
  // An e-invoice names the file whatever its pages hold: no OCR for it.
  const emptyPages =
    readable &&
    outcome.doc.einvoice?.kind !== 'found' &&
    outcome.doc.pages.some(page => page.source === 'none')
  return ocr !== undefined && (emptyPages || (force && readable))
    ? (await ocr()).inspect(path)
    : first
}

function record(item: Item, inspection: Inspection): void {
  const report = item.report
  report.sha256 = inspection.sha256
  report.size = inspection.size
  const outcome = inspection.outcome
  report.readOutcome = outcome.kind
  if (outcome.kind === 'text' || outcome.kind === 'no-text') {
    const doc = outcome.doc
    report.pages = { count: doc.pageCount, read: doc.pages.length, truncated: doc.truncated }
    report.textSource = textSourceOf(doc)
  }
  if (outcome.kind === 'text') item.doc = outcome.doc
  else {
    report.status = outcome.kind === 'unreadable' ? 'failed' : 'skipped'
    report.reason = outcome.message
  }
}

export function textSourceOf(doc: ExtractedDocument): TextSource | 'mixed' {
  const sources = new Set(doc.pages.map(p => p.source).filter(s => s !== 'none'))
  return sources.size === 0 ? 'none' : sources.size === 1 ? [...sources][0]! : 'mixed'
}
