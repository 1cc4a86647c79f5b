/**
 * One run of the document inbox, the library behind `command: rename-pdfs` and `undo-pdfs`.
 *
 * Rename: list the inbox as git sees it -> select (LFS pointers, non-PDFs and the like reported
 * and left) -> the rename pipeline of the CLI, with the git mover: read, analyse, plan against
 * the archive, move with `git mv` (undo log first), one commit. Pushing is the caller's business.
 *
 * Undo: the undo of the CLI (undo.ts) with the git mover. Each file still as it was renamed moves
 * back with `git mv`; where metadata was written, the original bytes come back from the recorded
 * blob. Files edited since, or whose original name is taken again, are reported and left. One
 * commit holds the restores and the `undone` entries of the log.
 */
import { join } from 'node:path'
import { firstSymlink } from '../../fs/confine.js'
import { Repository, type GitMover } from '../../git/repository.js'
import type { MetadataOutcome } from '../apply/apply.js'
import { undoRun, type UndoReport } from '../apply/undo.js'
import {
  newRunId,
  renameBatch,
  type BatchDependencies,
  type BatchReport,
  type FileReport
} from '../pipeline.js'
import type { TextSource } from '../types.js'
import {
  compareCodePoints,
  HEAD_BYTES,
  normalizeFolder,
  selectInbox,
  undoCommitMessage,
  type InboxLayout,
  type InboxSettings,
  type SkipReason
} from './inbox.js'

export interface InboxDependencies extends Pick<
  BatchDependencies,
  'now' | 'runId' | 'recognizer' | 'refine' | 'rules'
> {
  /** The repository root (the top of the working tree). */
  cwd: string
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

/**
 * A folder input that is, or passes through, a symbolic link: its own error, before git lists
 * anything (git would list the link itself, and moves would land where the link points).
 */
async function refuseLinkedFolder(root: string, folder: string, input: string): Promise<void> {
  const link = await firstSymlink(root, folder)
  if (link === null) return
  throw new Error(
    `Invalid value '${folder}' for input '${input}': ${link.path} is a symbolic link (-> ${link.target}), ` +
      'and the renamer follows no links. Expected a real folder inside the repository: replace the link ' +
      'by the folder, or point the input at the folder itself.'
  )
}

/** The mover the caller keeps, or a fresh one. */
async function moverOf(deps: InboxUndoDependencies): Promise<GitMover> {
  if (deps.mover !== undefined) return deps.mover
  const repo = new Repository(deps.cwd)
  return repo.mover(deps.commitEnv === undefined ? {} : { commitEnv: deps.commitEnv })
}

function leftReason({ readOutcome }: FileReport): InboxSkipReason {
  const read =
    readOutcome === 'encrypted' || readOutcome === 'no-text' || readOutcome === 'unreadable'
  return read ? readOutcome : 'failed'
}

function toRename(report: FileReport, mover: GitMover): InboxRename {
  return {
    from: mover.display(report.path),
    to: mover.display(report.target!),
    sha256: report.sha256 ?? '',
    textSource: report.textSource ?? 'none',
    confidence: report.analysis?.confidence ?? 0,
    llmAsked: report.llmAsked === true,
    ...(report.review === undefined ? {} : { review: report.review }),
    ...(report.duplicateOf === undefined ? {} : { duplicateOf: mover.display(report.duplicateOf) }),
    ...(report.metadata === undefined ? {} : { metadata: report.metadata })
  }
}

/** What the batch did, in the inbox's terms (repository-relative paths). */
function sortReports(batch: BatchReport, mover: GitMover) {
  const renamed: InboxRename[] = []
  const unchanged: string[] = []
  const left: InboxSkip[] = []
  for (const report of batch.files) {
    const from = mover.display(report.path)
    if (report.status === 'unchanged') unchanged.push(from)
    else if (report.status === 'renamed' || report.status === 'planned')
      renamed.push(toRename(report, mover))
    else
      left.push({
        path: from,
        reason: leftReason(report),
        message: `${from}: ${report.reason ?? 'not renamed'}; left in place.`
      })
  }
  return { renamed, unchanged, left }
}

/** Renames the inbox's PDFs into the archive and commits; see the module comment. */
export async function renameInbox(
  settings: InboxSettings,
  deps: InboxDependencies
): Promise<InboxResult> {
  const mover = await moverOf(deps)
  const root = mover.root
  const now = deps.now ?? (() => new Date())
  const runId = deps.runId ?? newRunId(now())
  const layout: InboxLayout = {
    inbox: normalizeFolder(settings.inboxPath, 'inbox-path'),
    archive: normalizeFolder(settings.archivePath, 'archive-path'),
    review: normalizeFolder(settings.reviewPath, 'review-path'),
    recursive: settings.recursive
  }
  const undoLog = normalizeFolder(settings.undoLog, 'undo-log')
  await refuseLinkedFolder(root, layout.inbox, 'inbox-path')
  await refuseLinkedFolder(root, layout.archive, 'archive-path')
  const review = layout.review!
  await refuseLinkedFolder(root, review, 'review-path')
  await refuseLinkedFolder(root, undoLog, 'undo-log')

  const listed = await new Repository(root).listFolder(layout.inbox, HEAD_BYTES)
  const selection = selectInbox(listed, [], layout)
  const inPlace = layout.archive === layout.inbox
  const { outDir: _outDir, ...pdf } = settings.pdf
  const batch = await renameBatch(
    {
      ...pdf,
      paths: selection.candidates.map(path => join(root, path)),
      recursive: false,
      dryRun: settings.dryRun,
      // In place, a file that already carries a generated name is left as it is.
      force: false,
      undoLog: join(root, undoLog),
      writeMetadata: settings.writeMetadata,
      reviewDir: join(root, review),
      ...(inPlace ? {} : { outDir: join(root, layout.archive) })
    },
    { ...deps, cwd: root, now, runId, mover }
  )
  const sorted = sortReports(batch, mover)
  return {
    runId,
    dryRun: settings.dryRun,
    renamed: sorted.renamed.sort((a, b) => compareCodePoints(a.from, b.from)),
    unchanged: sorted.unchanged,
    skipped: [...selection.skipped, ...sorted.left].sort((a, b) =>
      compareCodePoints(a.path, b.path)
    ),
    warnings: [...batch.warnings],
    batch,
    ...(batch.undoLog === undefined ? {} : { undoLog }),
    ...(batch.commit === undefined ? {} : { commit: batch.commit })
  }
}

export interface InboxUndoSettings {
  /** The undo log, relative to the repository root. */
  undoLog: string
  /** The run to undo; absent: the last run with something left to undo. */
  run?: string
}

export type InboxUndoDependencies = Pick<InboxDependencies, 'cwd' | 'now' | 'commitEnv' | 'mover'>

/** The undo's report with repository-relative paths. */
export type InboxUndoResult = UndoReport

/** Undoes one run of the inbox (the last with something left, by default) and commits. */
export async function undoInbox(
  settings: InboxUndoSettings,
  deps: InboxUndoDependencies
): Promise<InboxUndoResult> {
  const mover = await moverOf(deps)
  const undoLog = normalizeFolder(settings.undoLog, 'undo-log')
  await refuseLinkedFolder(mover.root, undoLog, 'undo-log')
  const report = await undoRun({
    logPath: join(mover.root, undoLog),
    select: settings.run === undefined ? { last: true } : { run: settings.run },
    dryRun: false,
    mover,
    ...(deps.now === undefined ? {} : { now: deps.now }),
    runHint:
      'Give a run id from the log (the Pdf-Rename-Run trailer of the rename commit) or leave run empty for the last.',
    message: undoCommitMessage
  })
  return {
    ...report,
    items: report.items.map(item => ({
      ...item,
      from: mover.display(item.from),
      to: mover.display(item.to)
    }))
  }
}
