/** The state one rename batch passes from step to step (pipeline.ts), and what it reports. */
import type { MetadataOutcome } from './apply/apply.js'
import type { FileOps } from './apply/file-ops.js'
import type { Mover } from './apply/mover.js'
import type { PlannedFile } from './plan/plan.js'
import type { Rules } from './decide/rules.js'
import type { RenameSettings } from './settings.js'
import type {
  Analysis,
  AnalysisRefiner,
  ExtractedDocument,
  ExtractOutcome,
  PageTextRecognizer,
  TextSource
} from './types.js'

const STATUSES = ['renamed', 'planned', 'unchanged', 'skipped', 'failed'] as const
export type FileStatus = (typeof STATUSES)[number]

export interface FileReport {
  path: string
  status: FileStatus
  target?: string
  reason?: string
  sha256?: string
  size?: number
  duplicateOf?: string
  textSource?: TextSource | 'mixed'
  readOutcome?: ExtractOutcome['kind']
  pages?: { count: number; read: number; truncated: boolean }
  analysis?: Analysis
  llmAsked?: boolean
  /** Each part below the review threshold. */
  review?: string[]
  metadata?: MetadataOutcome
}

export type BatchReport = ReturnType<typeof summarize>

export interface ProgressEvent {
  phase: 'read' | 'apply'
  done: number
  total: number
  path: string
}

export interface BatchDependencies {
  cwd?: string
  now?: () => Date
  /** The link and copy of the default mover (tests make a move fail through them). */
  ops?: FileOps
  /** Default: the file system, confined to the run's folders. */
  mover?: Mover
  runId?: string
  recognizer?: PageTextRecognizer
  refine?: AnalysisRefiner
  /** Replaces the rules loaded from settings.rulesFile. */
  rules?: Rules
  onProgress?: (event: ProgressEvent) => void
  /** Runs between plan and apply (tests use it to create a target meanwhile). */
  beforeApply?: (plan: PlannedFile[]) => Promise<void>
}

/** Nothing was renamed. */
export class BatchError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-writable' | 'linked-folder',
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'BatchError'
  }
}

export interface Item {
  report: FileReport
  /** Kept until the model step, then dropped to keep memory flat. */
  doc?: ExtractedDocument
}

export interface Batch {
  settings: RenameSettings
  deps: Required<Pick<BatchDependencies, 'cwd' | 'now' | 'runId'>> & BatchDependencies
  /** "Now" for reading and naming every file of the run (a date after it is not the document's). */
  startedAt: Date
  rules: Rules
  items: Item[]
  plan: PlannedFile[]
  mover: Mover
  undoLog: string
  commit?: string
  undoLogUsed: boolean
  threads: number
  warnings: string[]
}

export function pending(batch: Batch): Item[] {
  return batch.items.filter(item => item.report.status === 'planned')
}

export function summarize(batch: Batch) {
  const totals = Object.fromEntries(STATUSES.map(status => [status, 0]))
  for (const item of batch.items) totals[item.report.status]!++
  const ocr = batch.deps.recognizer
  return {
    runId: batch.deps.runId,
    dryRun: batch.settings.dryRun,
    /** Absent when nothing was written to it. */
    ...(batch.undoLogUsed ? { undoLog: batch.undoLog } : {}),
    commit: batch.commit,
    files: batch.items.map(item => item.report),
    totals: totals as Record<FileStatus, number>,
    /** 0: read in-process. */
    threads: batch.threads,
    ocrEngine: ocr?.engine,
    warnings: [...batch.warnings, ...(ocr?.warnings ?? [])]
  }
}
