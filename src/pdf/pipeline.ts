/**
 * One rename batch as a list of named steps over a shared batch state:
 * discover -> skip already named -> read -> analyse -> refine (the model seam) -> plan ->
 * check writable -> apply. Every file ends in exactly one status: renamed (planned in a dry
 * run), unchanged, skipped or failed, with a reason for the last two.
 */
import { randomBytes } from 'node:crypto'
import { basename, dirname, join, resolve } from 'node:path'
import { applyPlan, type ApplyResult } from './apply.js'
import { discoverPdfs } from './discover.js'
import { createInspector, inProcessInspector, type Inspector } from './extract-pool.js'
import { errorCode, nodeFileOps, type FileOps } from './file-ops.js'
import { buildStem, isGeneratedName } from './filename.js'
import { analyze } from './heuristics.js'
import type { Inspection } from './inspect.js'
import { planBatch, type PlannedFile } from './plan.js'
import { DEFAULT_OCR_PAGE_TIMEOUT_MS } from './ocr.js'
import { loadRules, type Rules } from './rules.js'
import type { RenameSettings } from './settings.js'
import type {
  Analysis,
  AnalysisRefiner,
  ExtractedDocument,
  PageTextRecognizer,
  TextSource
} from './types.js'
import { DEFAULT_UNDO_LOG, openUndoLog, UndoLogError } from './undo-log.js'

export type FileStatus = 'renamed' | 'planned' | 'unchanged' | 'skipped' | 'failed'

export interface FileReport {
  /** Absolute path before the run. */
  path: string
  status: FileStatus
  /** Absolute path after the run (renamed) or in the plan (planned, unchanged). */
  target?: string
  reason?: string
  sha256?: string
  size?: number
  /** The first file of the batch with the same content. */
  duplicateOf?: string
  textSource?: TextSource | 'mixed'
  pages?: { count: number; read: number; truncated: boolean }
  analysis?: Analysis
  /** Whether the refine hook (the model) was asked. */
  llmAsked?: boolean
}

export interface BatchReport {
  runId: string
  dryRun: boolean
  /** The undo log written to (absent in a dry run or when nothing was renamed). */
  undoLog?: string
  files: FileReport[]
  totals: Record<FileStatus, number>
  /** Worker threads that read the files (0: read in-process). */
  threads: number
  warnings: string[]
}

export interface ProgressEvent {
  phase: 'read' | 'apply'
  done: number
  total: number
  path: string
}

/** What the batch may use besides the settings; tests and the next issue pass their own. */
export interface BatchDependencies {
  cwd?: string
  now?: () => Date
  ops?: FileOps
  runId?: string
  /** OCR for pages with almost no text (issue 6). */
  recognizer?: PageTextRecognizer
  /** The model for analyses with `needsLlm` (issue 6); called only when settings.useLlm. */
  refine?: AnalysisRefiner
  /** Replaces the rules loaded from settings.rulesFile. */
  rules?: Rules
  onProgress?: (event: ProgressEvent) => void
  /** Runs between plan and apply (tests use it to create a target meanwhile). */
  beforeApply?: (plan: PlannedFile[]) => Promise<void>
}

/** A failure of the whole batch (nothing was renamed). */
export class BatchError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-writable',
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'BatchError'
  }
}

interface Item {
  report: FileReport
  /** The text, kept from reading until the model step; then dropped to keep memory flat. */
  doc?: ExtractedDocument
}

interface Batch {
  settings: RenameSettings
  deps: Required<Pick<BatchDependencies, 'cwd' | 'now' | 'ops' | 'runId'>> & BatchDependencies
  rules: Rules
  items: Item[]
  folders: string[]
  plan: PlannedFile[]
  undoLog: string
  undoLogUsed: boolean
  threads: number
  warnings: string[]
}

type Step = (batch: Batch) => Promise<void>

const STEPS: [name: string, step: Step][] = [
  ['discover', discover],
  ['skip already named', skipAlreadyNamed],
  ['read', readFiles],
  ['analyse', analyseFiles],
  ['refine', refineWithModel],
  ['plan', planNames],
  ['check writable', checkWritable],
  ['apply', applyRenames]
]

export async function renameBatch(
  settings: RenameSettings,
  deps: BatchDependencies = {}
): Promise<BatchReport> {
  const now = deps.now ?? (() => new Date())
  const cwd = deps.cwd ?? process.cwd()
  const rulesFile = settings.rulesFile === undefined ? undefined : resolve(cwd, settings.rulesFile)
  const batch: Batch = {
    settings,
    deps: {
      ...deps,
      cwd,
      now,
      ops: deps.ops ?? nodeFileOps,
      runId: deps.runId ?? newRunId(now())
    },
    rules: deps.rules ?? loadRules(rulesFile),
    items: [],
    folders: [],
    plan: [],
    undoLog: '',
    undoLogUsed: false,
    threads: 0,
    warnings: []
  }
  for (const [, step] of STEPS) await step(batch)
  return report(batch)
}

export function newRunId(date: Date): string {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  return `${stamp}-${randomBytes(3).toString('hex')}`
}

// --- steps

async function discover(batch: Batch): Promise<void> {
  const { settings, deps } = batch
  const found = await discoverPdfs(settings.paths, { recursive: settings.recursive, cwd: deps.cwd })
  batch.folders = found.folders
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

async function skipAlreadyNamed(batch: Batch): Promise<void> {
  // With --out every file moves, so a generated-looking name is no reason to leave it.
  if (batch.settings.force || batch.settings.outDir !== undefined) return
  for (const item of pending(batch)) {
    if (!isGeneratedName(basename(item.report.path))) continue
    item.report.status = 'unchanged'
    item.report.target = item.report.path
    item.report.reason = 'already carries a generated name (--force re-processes it)'
  }
}

async function readFiles(batch: Batch): Promise<void> {
  const items = pending(batch)
  const { settings, deps } = batch
  const options = {
    maxTokens: settings.maxContentTokens,
    ...(settings.maxPages === undefined ? {} : { maxPages: settings.maxPages }),
    timeoutMs: settings.timeoutMs,
    now: deps.now()
  }
  const inspector = createInspector(options, settings.jobs, items.length)
  batch.threads = inspector.threads
  const force = settings.ocr === 'force'
  const ocr =
    deps.recognizer === undefined || settings.ocr === 'off'
      ? undefined
      : inProcessInspector({
          ...options,
          recognizer: deps.recognizer,
          forceOcr: force,
          // OCR'd pages have their own time limit (ocr.ts); the file's limit makes room for them.
          timeoutMs: options.timeoutMs + settings.ocrMaxPages * DEFAULT_OCR_PAGE_TIMEOUT_MS
        })
  let done = 0
  try {
    await Promise.all(
      items.map(async item => {
        const inspection = await readOne(item.report.path, inspector, ocr, force)
        record(item, inspection)
        deps.onProgress?.({
          phase: 'read',
          done: ++done,
          total: items.length,
          path: item.report.path
        })
      })
    )
  } finally {
    await inspector.close()
  }
}

/**
 * Text layers first (on the pool); a file with empty pages (or, with --ocr force, any readable
 * file) is read again with OCR in-process.
 */
async function readOne(
  path: string,
  inspector: Inspector,
  ocr: Inspector | undefined,
  force: boolean
): Promise<Inspection> {
  const first = await inspector.inspect(path)
  const outcome = first.outcome
  const readable = outcome.kind === 'text' || outcome.kind === 'no-text'
  const emptyPages = readable && outcome.doc.pages.some(page => page.source === 'none')
  return ocr !== undefined && (emptyPages || (force && readable)) ? ocr.inspect(path) : first
}

function record(item: Item, inspection: Inspection): void {
  const report = item.report
  report.sha256 = inspection.sha256
  report.size = inspection.size
  const outcome = inspection.outcome
  switch (outcome.kind) {
    case 'text':
      item.doc = outcome.doc
      describeDoc(report, outcome.doc)
      return
    case 'no-text':
      describeDoc(report, outcome.doc)
      report.status = 'skipped'
      report.reason = outcome.message
      return
    case 'encrypted':
      report.status = 'skipped'
      report.reason = outcome.message
      return
    case 'unreadable':
      report.status = 'failed'
      report.reason = outcome.message
      return
  }
}

function describeDoc(report: FileReport, doc: ExtractedDocument): void {
  report.pages = { count: doc.pageCount, read: doc.pages.length, truncated: doc.truncated }
  const sources = new Set(doc.pages.map(p => p.source).filter(s => s !== 'none'))
  report.textSource = sources.size === 0 ? 'none' : sources.size === 1 ? [...sources][0]! : 'mixed'
}

async function analyseFiles(batch: Batch): Promise<void> {
  const options = { order: batch.settings.dateOrder, now: batch.deps.now() }
  for (const item of pending(batch)) {
    if (item.doc === undefined) continue
    item.report.analysis = analyze(item.doc, batch.rules, options)
  }
}

async function refineWithModel(batch: Batch): Promise<void> {
  const refine = batch.deps.refine
  if (batch.settings.useLlm && refine !== undefined)
    for (const item of pending(batch)) await refineOne(item, refine, batch.settings.requireLlm)
  for (const item of batch.items) delete item.doc
}

async function refineOne(item: Item, refine: AnalysisRefiner, requireLlm: boolean): Promise<void> {
  const analysis = item.report.analysis
  if (analysis === undefined || item.doc === undefined || !analysis.needsLlm) return
  item.report.llmAsked = true
  try {
    item.report.analysis = await refine(analysis, item.doc)
  } catch (error) {
    item.report.analysis = {
      ...analysis,
      reasons: [
        ...analysis.reasons,
        `model failed, heuristic result kept: ${(error as Error).message}`
      ]
    }
  }
  const llm = item.report.analysis.llm
  if (requireLlm && llm?.outcome === 'failed') {
    item.report.status = 'failed'
    item.report.reason = `model failed and --require-llm is set: ${llm.error ?? 'no answer'}`
  }
}

async function planNames(batch: Batch): Promise<void> {
  const { settings, deps } = batch
  const items = pending(batch).filter(item => item.report.analysis !== undefined)
  const outDir = settings.outDir === undefined ? undefined : resolve(deps.cwd, settings.outDir)
  const inputs = items.map(item => ({
    path: item.report.path,
    targetDir: outDir ?? dirname(item.report.path),
    stem: buildStem(item.report.analysis!),
    sha256: item.report.sha256!
  }))
  const names = new Map<string, string[]>()
  for (const dir of new Set(inputs.map(input => input.targetDir)))
    names.set(dir, await deps.ops.names(dir))
  batch.plan = planBatch(inputs, dir => names.get(dir) ?? [])
  batch.plan.forEach((planned, i) => {
    const report = items[i]!.report
    report.target = planned.target
    if (planned.duplicateOf !== undefined) report.duplicateOf = planned.duplicateOf
    report.status = planned.action === 'unchanged' ? 'unchanged' : 'planned'
    if (planned.action === 'unchanged') report.reason = 'already carries its planned name'
  })
}

async function checkWritable(batch: Batch): Promise<void> {
  const renames = batch.plan.filter(file => file.action === 'rename')
  if (batch.settings.dryRun || renames.length === 0) return
  const { ops } = batch.deps
  const dirs = new Set(renames.flatMap(file => [dirname(file.path), file.targetDir]))
  for (const dir of dirs) {
    try {
      await ops.mkdirp(dir)
      await ops.checkWritable(dir)
    } catch (error) {
      throw new BatchError(
        `Cannot rename in ${dir}: the folder is not writable for this user (${errorCode(error) ?? (error as Error).message}). Nothing was renamed; make the folder writable, or use --out DIR for a writable destination and --dry-run to preview.`,
        'not-writable',
        { cause: error }
      )
    }
  }
}

async function applyRenames(batch: Batch): Promise<void> {
  const renames = batch.plan.filter(file => file.action === 'rename')
  if (batch.settings.dryRun || renames.length === 0) return
  await batch.deps.beforeApply?.(batch.plan)
  const log = await openUndoLog(batch.undoLog, batch.deps.now).catch((error: unknown) => {
    if (error instanceof UndoLogError)
      throw new BatchError(error.message, 'not-writable', { cause: error })
    throw error
  })
  batch.undoLogUsed = true
  const byPath = new Map(batch.items.map(item => [item.report.path, item.report]))
  let done = 0
  try {
    await applyPlan(renames, {
      log,
      runId: batch.deps.runId,
      ops: batch.deps.ops,
      onFile: result => {
        applied(byPath.get(result.path), result)
        batch.deps.onProgress?.({
          phase: 'apply',
          done: ++done,
          total: renames.length,
          path: result.path
        })
      }
    })
  } finally {
    await log.close()
  }
}

function applied(report: FileReport | undefined, result: ApplyResult): void {
  if (report === undefined) return
  if (result.status === 'failed') {
    report.status = 'failed'
    report.reason = result.reason
    delete report.target
    return
  }
  report.status = result.status
}

// --- helpers

/** Files still on their way (discovered, not yet skipped, failed or unchanged). */
function pending(batch: Batch): Item[] {
  return batch.items.filter(item => item.report.status === 'planned')
}

function report(batch: Batch): BatchReport {
  const totals: Record<FileStatus, number> = {
    renamed: 0,
    planned: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0
  }
  for (const item of batch.items) totals[item.report.status]++
  return {
    runId: batch.deps.runId,
    dryRun: batch.settings.dryRun,
    ...(batch.undoLogUsed ? { undoLog: batch.undoLog } : {}),
    files: batch.items.map(item => item.report),
    totals,
    threads: batch.threads,
    warnings: batch.warnings
  }
}
