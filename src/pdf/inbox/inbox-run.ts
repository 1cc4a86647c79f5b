/**
 * `command: rename-pdfs` and `undo-pdfs`: the CLI's rename pipeline and undo with the git mover
 * over the inbox as git lists it, one commit each. Pushing is the caller's business.
 */
import { join } from 'node:path'
import { firstSymlink } from '../../fs/confine.js'
import { Repository, type GitMover } from '../../git/repository.js'
import { undoRun, type UndoReport } from '../apply/undo.js'
import { newRunId } from '../../fs/run-id.js'
import type { BatchDependencies, FileReport } from '../batch.js'
import { renameBatch } from '../pipeline.js'
import {
  compareCodePoints,
  HEAD_BYTES,
  normalizeFolder,
  selectInbox,
  commitMessage,
  type InboxSettings,
  type InboxSkip
} from './inbox.js'

export interface InboxDependencies extends Pick<
  BatchDependencies,
  'now' | 'runId' | 'recognizer' | 'refine' | 'rules'
> {
  /** The repository root. */
  cwd: string
  /** The committer identity. */
  commitEnv?: NodeJS.ProcessEnv
  mover?: GitMover
}

/** Repository-relative paths, `to` in the plan in a dry run. */
export type InboxRename = ReturnType<typeof toRename>

export type InboxResult = Awaited<ReturnType<typeof renameInbox>>

/** Before git lists anything: git would list a link itself, and moves land where it points. */
async function refuseLinkedFolders(root: string, folders: Record<string, string>): Promise<void> {
  for (const [input, folder] of Object.entries(folders)) {
    const link = await firstSymlink(root, folder)
    if (link !== null)
      throw new Error(
        `Invalid value '${folder}' for input '${input}': ${link.path} is a symbolic link (-> ${link.target}), ` +
          'and the renamer follows no links. Expected a real folder inside the repository: replace the link ' +
          'by the folder, or point the input at the folder itself.'
      )
  }
}

async function moverOf(deps: Pick<InboxDependencies, 'cwd' | 'commitEnv' | 'mover'>) {
  return deps.mover ?? new Repository(deps.cwd).mover({ commitEnv: deps.commitEnv })
}

function toRename(report: FileReport, mover: GitMover) {
  return {
    from: mover.display(report.path),
    to: mover.display(report.target!),
    sha256: report.sha256 ?? '',
    textSource: report.textSource ?? 'none',
    confidence: report.analysis?.confidence ?? 0,
    llmAsked: report.llmAsked === true,
    review: report.review,
    duplicateOf: report.duplicateOf === undefined ? undefined : mover.display(report.duplicateOf),
    metadata: report.metadata
  }
}

function toSkip(report: FileReport, mover: GitMover): InboxSkip {
  const path = mover.display(report.path)
  const read = report.readOutcome
  return {
    path,
    reason: read === 'encrypted' || read === 'no-text' || read === 'unreadable' ? read : 'failed',
    message: `${path}: ${report.reason ?? 'not renamed'}; left in place.`
  }
}

/** The result's paths are repository-relative, in path order; `batch` is the batch's report. */
export async function renameInbox(settings: InboxSettings, deps: InboxDependencies) {
  const mover = await moverOf(deps)
  const root = mover.root
  const now = deps.now ?? (() => new Date())
  const runId = deps.runId ?? newRunId(now())
  const layout = {
    inbox: normalizeFolder(settings.inboxPath, 'inbox-path'),
    archive: normalizeFolder(settings.archivePath, 'archive-path'),
    review: normalizeFolder(settings.reviewPath, 'review-path'),
    recursive: settings.recursive
  }
  const undoLog = normalizeFolder(settings.undoLog, 'undo-log')
  await refuseLinkedFolders(root, {
    'inbox-path': layout.inbox,
    'archive-path': layout.archive,
    'review-path': layout.review,
    'undo-log': undoLog
  })

  const listed = await new Repository(root).listFolder(layout.inbox, HEAD_BYTES)
  const selection = selectInbox(listed, layout)
  const batch = await renameBatch(
    {
      ...settings.pdf,
      paths: selection.candidates.map(path => join(root, path)),
      recursive: false,
      dryRun: settings.dryRun,
      force: false,
      undoLog: join(root, undoLog),
      writeMetadata: settings.writeMetadata,
      reviewDir: join(root, layout.review),
      outDir: layout.archive === layout.inbox ? undefined : join(root, layout.archive)
    },
    { ...deps, cwd: root, now, runId, mover }
  )
  const files = batch.files
  const moved = files.filter(r => r.status === 'renamed' || r.status === 'planned')
  const left = files.filter(r => r.status === 'skipped' || r.status === 'failed')
  return {
    runId,
    dryRun: settings.dryRun,
    renamed: moved
      .map(report => toRename(report, mover))
      .sort((a, b) => compareCodePoints(a.from, b.from)),
    unchanged: files.filter(r => r.status === 'unchanged').map(r => mover.display(r.path)),
    skipped: [...selection.skipped, ...left.map(report => toSkip(report, mover))].sort((a, b) =>
      compareCodePoints(a.path, b.path)
    ),
    warnings: [...batch.warnings],
    batch,
    undoLog: batch.undoLog === undefined ? undefined : undoLog,
    commit: batch.commit
  }
}

/** Undoes one run of the inbox (the last with something left, by default) and commits. */
export async function undoInbox(
  settings: { undoLog: string; run?: string },
  deps: Pick<InboxDependencies, 'cwd' | 'now' | 'commitEnv' | 'mover'>
): Promise<UndoReport> {
  const mover = await moverOf(deps)
  const undoLog = normalizeFolder(settings.undoLog, 'undo-log')
  await refuseLinkedFolders(mover.root, { 'undo-log': undoLog })
  const report = await undoRun({
    logPath: join(mover.root, undoLog),
    select: settings.run === undefined ? { last: true } : { run: settings.run },
    dryRun: false,
    mover,
    now: deps.now,
    runHint:
      'Give a run id from the log (the Pdf-Rename-Run trailer of the rename commit) or leave run empty for the last.',
    message: (restores, run) => commitMessage(restores, run, true)
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
