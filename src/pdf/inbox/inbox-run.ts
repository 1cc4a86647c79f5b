/**
 * One run of the document inbox (the library behind `command: rename-pdfs`): list the inbox as
 * git sees it -> select (LFS pointers, non-PDFs and the like reported and left) -> the rename
 * pipeline of the CLI, with the git mover: read, analyse, plan against the archive, move with
 * `git mv` (undo log first), one commit. Pushing is the caller's business.
 */
import { join } from 'node:path'
import { firstSymlink } from '../../fs/confine.js'
import { Repository, type GitMover } from '../../git/repository.js'
import type { FileReport } from '../batch.js'
import { newRunId, renameBatch, type BatchReport } from '../pipeline.js'
import {
  HEAD_BYTES,
  normalizeFolder,
  selectInbox,
  type InboxLayout,
  type InboxSelection
} from './inbox.js'
import type {
  InboxDependencies,
  InboxRename,
  InboxResult,
  InboxSettings,
  InboxSkip,
  InboxSkipReason
} from './inbox-types.js'

export * from './inbox-types.js'

export function inboxLayout(settings: InboxSettings): InboxLayout {
  return {
    inbox: normalizeFolder(settings.inboxPath, 'inbox-path'),
    archive: normalizeFolder(settings.archivePath, 'archive-path'),
    review: normalizeFolder(settings.reviewPath, 'review-path'),
    recursive: settings.recursive
  }
}

/**
 * A folder input that is, or passes through, a symbolic link: its own error, before git lists
 * anything (git would list the link itself, and moves would land where the link points).
 */
export async function refuseLinkedFolder(
  root: string,
  folder: string,
  input: string
): Promise<void> {
  const link = await firstSymlink(root, folder)
  if (link === null) return
  throw new Error(
    `Invalid value '${folder}' for input '${input}': ${link.path} is a symbolic link (-> ${link.target}), ` +
      'and the renamer follows no links. Expected a real folder inside the repository: replace the link ' +
      'by the folder, or point the input at the folder itself.'
  )
}

async function selectFromRepo(root: string, layout: InboxLayout): Promise<InboxSelection> {
  return selectInbox(await new Repository(root).listFolder(layout.inbox, HEAD_BYTES), [], layout)
}

function leftReason(report: FileReport): InboxSkipReason {
  switch (report.readOutcome) {
    case 'encrypted':
      return 'encrypted'
    case 'no-text':
      return 'no-text'
    case 'unreadable':
      return 'unreadable'
    default:
      return 'failed'
  }
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

function byPath<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)
}

/** Renames the inbox's PDFs into the archive and commits; see the module comment. */
export async function renameInbox(
  settings: InboxSettings,
  deps: InboxDependencies
): Promise<InboxResult> {
  const mover =
    deps.mover ??
    (await new Repository(deps.cwd).mover(
      deps.commitEnv === undefined ? {} : { commitEnv: deps.commitEnv }
    ))
  const root = mover.root
  const now = deps.now ?? (() => new Date())
  const runId = deps.runId ?? newRunId(now())
  const layout = inboxLayout(settings)
  const undoLog = normalizeFolder(settings.undoLog, 'undo-log')
  await refuseLinkedFolder(root, layout.inbox, 'inbox-path')
  await refuseLinkedFolder(root, layout.archive, 'archive-path')
  const review = layout.review!
  await refuseLinkedFolder(root, review, 'review-path')
  await refuseLinkedFolder(root, undoLog, 'undo-log')

  const selection = await selectFromRepo(root, layout)
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
    {
      cwd: root,
      now,
      runId,
      mover,
      ...(deps.recognizer === undefined ? {} : { recognizer: deps.recognizer }),
      ...(deps.refine === undefined ? {} : { refine: deps.refine }),
      ...(deps.rules === undefined ? {} : { rules: deps.rules })
    }
  )
  const sorted = sortReports(batch, mover)
  return {
    runId,
    dryRun: settings.dryRun,
    renamed: sorted.renamed.sort(byPath(rename => rename.from)),
    unchanged: sorted.unchanged,
    skipped: [...selection.skipped, ...sorted.left].sort(byPath(skip => skip.path)),
    warnings: [...batch.warnings],
    batch,
    ...(batch.undoLog === undefined ? {} : { undoLog }),
    ...(batch.commit === undefined ? {} : { commit: batch.commit })
  }
}
