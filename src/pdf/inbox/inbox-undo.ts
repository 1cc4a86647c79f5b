/**
 * Undo one inbox run (the library behind `command: undo-pdfs`): the undo of the CLI (undo.ts)
 * with the git mover. Each file still as it was renamed moves back with `git mv`; where
 * metadata was written, the original bytes come back from the recorded blob. Files edited since,
 * or whose original name is taken again, are reported and left. One commit holds the restores
 * and the `undone` entries of the log.
 */
import { join } from 'node:path'
import { Repository, type GitMover } from '../../git/repository.js'
import { undoRun, type UndoItem } from '../apply/undo.js'
import { normalizeFolder, undoCommitMessage } from './inbox.js'
import { refuseLinkedFolder } from './inbox-run.js'

export interface InboxUndoSettings {
  /** The undo log, relative to the repository root. */
  undoLog: string
  /** The run to undo; absent: the last run with something left to undo. */
  run?: string
}

export interface InboxUndoDependencies {
  cwd: string
  now?: () => Date
  commitEnv?: NodeJS.ProcessEnv
  /** The git mover (the caller keeps it to check a replay); made here when absent. */
  mover?: GitMover
}

/** Repository-relative paths: `from` the original name, `to` the name the run gave. */
export type InboxUndoItem = UndoItem

export interface InboxUndoResult {
  /** Null when there was nothing left to undo. */
  run: string | null
  items: InboxUndoItem[]
  commit?: string
  warnings: string[]
}

export async function undoInbox(
  settings: InboxUndoSettings,
  deps: InboxUndoDependencies
): Promise<InboxUndoResult> {
  const mover =
    deps.mover ??
    (await new Repository(deps.cwd).mover(
      deps.commitEnv === undefined ? {} : { commitEnv: deps.commitEnv }
    ))
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
