/** Batch steps that carry the plan out through the mover: check writable, apply, commit. */
import { dirname, resolve } from 'node:path'
import { BatchError, type Batch } from './batch.js'
import { errorCode, linkTarget } from './apply/file-ops.js'
import { openUndoLog, UndoLogError } from './apply/undo-log.js'

/** A link there would carry the files, or the record of their names, wherever it points. */
export async function checkFolders(batch: Batch): Promise<void> {
  if (batch.settings.dryRun) return
  const { outDir, reviewDir, surface } = batch.settings
  const folders: [string, string][] = [[dirname(batch.undoLog), 'the undo log folder']]
  if (reviewDir !== undefined)
    folders.unshift([
      resolve(batch.deps.cwd, reviewDir),
      surface === 'flag' ? '--review' : 'review-path'
    ])
  if (outDir !== undefined) folders.unshift([resolve(batch.deps.cwd, outDir), '--out'])
  for (const [folder, what] of folders) {
    const target = await linkTarget(folder)
    if (target === null) continue
    throw new BatchError(
      `${what} ${folder} is a symbolic link (-> ${target}); the renamer follows no links. ` +
        'Nothing was renamed; give the real folder instead (or replace the link by the folder).',
      'linked-folder'
    )
  }
}

export async function checkWritable(batch: Batch): Promise<void> {
  const renames = batch.plan.filter(file => file.action === 'rename')
  if (batch.settings.dryRun || renames.length === 0) return
  const dirs = new Set(renames.flatMap(file => [dirname(file.path), file.targetDir]))
  for (const dir of dirs) {
    try {
      await batch.mover.prepare(dir)
    } catch (error) {
      throw new BatchError(
        `Cannot rename in ${dir}: the folder is not writable for this user (${errorCode(error) ?? (error as Error).message}). Nothing was renamed; make the folder writable, or use --out DIR for a writable destination and --dry-run to preview.`,
        'not-writable',
        { cause: error }
      )
    }
  }
}

export async function applyRenames(batch: Batch): Promise<void> {
  const renames = batch.plan.filter(file => file.action === 'rename')
  if (batch.settings.dryRun || renames.length === 0) return
  await batch.deps.beforeApply?.(batch.plan)
  const log = await openUndoLog(batch.undoLog, batch.deps.now).catch((error: unknown) => {
    if (error instanceof UndoLogError)
      throw new BatchError(error.message, 'not-writable', { cause: error })
    throw error
  })
  batch.undoLogUsed = true
  try {
    // A dry run never loads it.
    const { applyPlan } = await import('./apply/apply.js')
    await applyPlan(batch, renames, log)
  } finally {
    await log.close()
  }
}

/** Git: a commit of the moves and the log; the file system: none. */
export async function commitRenames(batch: Batch): Promise<void> {
  const renamed = batch.items.filter(item => item.report.status === 'renamed')
  if (renamed.length === 0) return
  const { mover } = batch
  const lines = renamed.map(({ report }) => ({
    from: mover.display(report.path),
    to: mover.display(report.target!)
  }))
  const { commitMessage } = await import('./inbox/inbox.js')
  const commit = await mover.commit(batch.undoLog, commitMessage(lines, batch.deps.runId))
  if (commit !== undefined) batch.commit = commit
}
