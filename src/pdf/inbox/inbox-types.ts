/** Settings, dependencies and results of one inbox run (rename-pdfs) and of its undo. */
import type { GitMover } from '../../git/repository.js'
import type { BatchReport } from '../batch.js'
import type { SkipReason } from './inbox.js'
import type { Rules } from '../decide/rules.js'
import { defaultRenameSettings, type RenameSettings } from '../settings.js'
import type { AnalysisRefiner, PageTextRecognizer, TextSource } from '../types.js'
import { DEFAULT_UNDO_LOG } from '../apply/undo-log.js'

export interface InboxSettings {
  /** The inbox folder, relative to the repository root. */
  inboxPath: string
  /** Where renamed files go; equal to the inbox to rename in place. */
  archivePath: string
  /** Where files whose name is not sure enough go instead (pdf.reviewBelow), under that name. */
  reviewPath: string
  /** Take PDFs in subfolders of the inbox too. */
  recursive: boolean
  /** The undo log, relative to the repository root; committed with the renames. */
  undoLog: string
  /** Write Title, Subject, Keywords and the original name into each renamed PDF. */
  writeMetadata: boolean
  /** Plan and report only: nothing is moved, written or committed. */
  dryRun: boolean
  /** Reading, OCR and model settings (its paths, outDir, dryRun, force and undoLog are not used). */
  pdf: RenameSettings
}

export function defaultInboxSettings(): InboxSettings {
  return {
    inboxPath: 'inbox',
    archivePath: 'archive',
    reviewPath: 'review',
    recursive: false,
    undoLog: DEFAULT_UNDO_LOG,
    writeMetadata: false,
    dryRun: false,
    pdf: defaultRenameSettings()
  }
}

export interface InboxDependencies {
  /** The repository root (the top of the working tree). */
  cwd: string
  now?: () => Date
  runId?: string
  recognizer?: PageTextRecognizer
  refine?: AnalysisRefiner
  rules?: Rules
  /** Extra environment for `git commit` (the committer identity). */
  commitEnv?: NodeJS.ProcessEnv
  /** The git mover (the caller keeps it to check a replay); made here when absent. */
  mover?: GitMover
}

/** A file left in place: the inbox's own reasons plus what reading or the model found. */
export type InboxSkipReason = SkipReason | 'encrypted' | 'no-text' | 'unreadable' | 'failed'

export interface InboxSkip {
  /** Repository-relative path. */
  path: string
  reason: InboxSkipReason
  /** One line: what it is and what to do. */
  message: string
}

export type { MetadataOutcome } from '../apply/apply.js'
import type { MetadataOutcome } from '../apply/apply.js'

export interface InboxRename {
  /** Repository-relative path before the run. */
  from: string
  /** Repository-relative path after the run (or in the plan, in a dry run). */
  to: string
  sha256: string
  textSource: TextSource | 'mixed'
  confidence: number
  /** Whether the model was asked. */
  llmAsked: boolean
  /** Why the name is not sure enough: the file went to the review folder. */
  review?: string[]
  /** The first file of the batch with the same content, when this one is a copy. */
  duplicateOf?: string
  /** Only with writeMetadata. */
  metadata?: MetadataOutcome
}

export interface InboxResult {
  runId: string
  dryRun: boolean
  /** Renames made (planned, in a dry run), in path order. */
  renamed: InboxRename[]
  /** Files that already carry their planned name. */
  unchanged: string[]
  /** Files left in place, with reasons, in path order. */
  skipped: InboxSkip[]
  /** The commit made, absent when nothing was renamed or in a dry run. */
  commit?: string
  /** The undo log (repository-relative), when this run wrote to it. */
  undoLog?: string
  warnings: string[]
  /** The batch's own report: analyses, model exchanges, reasons. */
  batch: BatchReport
}
