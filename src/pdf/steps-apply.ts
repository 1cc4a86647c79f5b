/** Batch steps that carry the plan out: check writable, apply. */
import { dirname } from 'node:path'
import { applyPlan, type ApplyResult } from './apply/apply.js'
import { BatchError, type Batch, type FileReport } from './batch.js'
import { errorCode } from './apply/file-ops.js'
import { openUndoLog, UndoLogError } from './apply/undo-log.js'

export async function checkWritable(batch: Batch): Promise<void> {
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
