/**
 * Carrying out a plan: for each rename, check the file is still what was analysed and the target
 * is still free, write the undo entry and fsync it, then move without replacing. A target that
 * appeared meanwhile fails that file only (its undo entry is marked aborted); nothing is ever
 * overwritten or deleted.
 */
import { errorCode, type FileOps } from './file-ops.js'
import { moveNoReplace } from './move.js'
import type { PlannedFile } from '../plan/plan.js'
import { toLogPath, type UndoLogWriter } from './undo-log.js'

export type ApplyResult =
  | { path: string; target: string; status: 'renamed'; via: 'link' | 'copy' }
  | { path: string; target: string; status: 'unchanged' }
  | { path: string; target: string; status: 'failed'; reason: string }

export interface ApplyContext {
  log: UndoLogWriter
  runId: string
  ops: FileOps
  /** Called after each file (for progress). */
  onFile?: (result: ApplyResult) => void
}

export async function applyPlan(
  files: PlannedFile[],
  context: ApplyContext
): Promise<ApplyResult[]> {
  const results: ApplyResult[] = []
  let seq = 0
  for (const file of files) {
    const result =
      file.action === 'unchanged'
        ? ({ path: file.path, target: file.target, status: 'unchanged' } as const)
        : await applyOne(file, ++seq, context)
    results.push(result)
    context.onFile?.(result)
  }
  return results
}

async function applyOne(
  file: PlannedFile,
  seq: number,
  context: ApplyContext
): Promise<ApplyResult> {
  const { ops, log, runId } = context
  const failed = (reason: string): ApplyResult => ({
    path: file.path,
    target: file.target,
    status: 'failed',
    reason
  })
  let current: { sha256: string; size: number }
  try {
    current = await ops.hash(file.path)
  } catch (error) {
    return failed(`cannot read it any more (${errorCode(error) ?? (error as Error).message})`)
  }
  if (current.sha256 !== file.sha256)
    return failed('changed since it was analysed (sha256 differs); run again to re-plan it')
  if (await ops.exists(file.target))
    return failed(`target ${file.target} appeared after planning; not overwritten`)

  await log.append({
    op: 'rename',
    run: runId,
    seq,
    from: toLogPath(log.path, file.path),
    to: toLogPath(log.path, file.target),
    sha256: file.sha256,
    size: current.size
  })
  try {
    const moved = await moveNoReplace(file.path, file.target, file.sha256, ops)
    if (moved.kind === 'moved')
      return { path: file.path, target: file.target, status: 'renamed', via: moved.via }
    await log.append({ op: 'abort', run: runId, seq, reason: 'target exists' })
    return failed(`target ${file.target} appeared after planning; not overwritten`)
  } catch (error) {
    const reason = `rename failed (${errorCode(error) ?? (error as Error).message}); the file keeps its name`
    await log.append({ op: 'abort', run: runId, seq, reason })
    return failed(reason)
  }
}
