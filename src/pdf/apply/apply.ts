/**
 * Carrying out a plan through a mover: for each rename, check the file is still what was
 * analysed and the target still free, write the undo entry and fsync it, then move without
 * replacing. A failed move fails that file only (its undo entry is marked aborted).
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Batch } from '../batch.js'
import type { PlannedFile } from '../plan/plan.js'
import type { Analysis } from '../types.js'
import type { Mover } from './mover.js'
import { toLogPath, type UndoLogWriter } from './undo-log.js'
import { sha256Hex } from '../../fs/hash.js'

export type MetadataOutcome = 'written' | 'unchanged' | { skipped: string }

type Applied =
  { status: 'renamed'; metadata?: MetadataOutcome } | { status: 'failed'; reason: string }

export async function applyPlan(
  batch: Batch,
  renames: PlannedFile[],
  log: UndoLogWriter
): Promise<void> {
  const reports = new Map(batch.items.map(item => [item.report.path, item.report]))
  for (const [index, file] of renames.entries()) {
    const report = reports.get(file.path)!
    const analysis = batch.settings.writeMetadata ? report.analysis : undefined
    const applied = await applyOne(file, index + 1, batch, log, analysis)
    Object.assign(report, applied)
    if (applied.status === 'failed') delete report.target
    batch.deps.onProgress?.({
      phase: 'apply',
      done: index + 1,
      total: renames.length,
      path: file.path
    })
  }
}

async function applyOne(
  file: PlannedFile,
  seq: number,
  { mover, deps }: Batch,
  log: UndoLogWriter,
  analysis: Analysis | undefined
): Promise<Applied> {
  for (const path of [file.path, file.target]) {
    const confined = await mover.confine(path)
    if (confined.kind === 'outside') return failed(`${confined.reason}; not moved`)
  }
  const verdict = await mover.verify(file.path, file.target, file.sha256)
  if (verdict.kind === 'refused') return failed(verdict.reason)
  const rewrite =
    analysis === undefined ? undefined : await prepareRewrite(file.path, analysis, mover)

  const run = deps.runId
  await log.append({
    op: 'rename',
    run,
    seq,
    from: toLogPath(log.path, file.path),
    to: toLogPath(log.path, file.target),
    sha256: file.sha256,
    size: verdict.size,
    ...(rewrite?.undo === undefined ? {} : { metadata: rewrite.undo })
  })
  let reason: string
  try {
    const moved = await mover.move(file.path, file.target, file.sha256, rewrite?.bytes)
    if (moved.kind === 'moved')
      return { status: 'renamed', ...(rewrite === undefined ? {} : { metadata: rewrite.outcome }) }
    reason =
      moved.kind === 'target-exists'
        ? `target ${file.target} appeared after planning; not overwritten`
        : moved.reason
    await log.append({
      op: 'abort',
      run,
      seq,
      reason: moved.kind === 'target-exists' ? 'target exists' : reason
    })
  } catch (error) {
    reason = `rename failed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); the file keeps its name`
    await log.append({ op: 'abort', run, seq, reason })
  }
  return failed(reason)
}

function failed(reason: string): Applied {
  return { status: 'failed', reason }
}

/** The rewritten bytes, only when the mover keeps the original ones for undo. */
async function prepareRewrite(path: string, analysis: Analysis, mover: Mover) {
  const original = await mover.keep(path)
  if (original === null)
    return {
      outcome: {
        skipped: 'not committed as it is, so undo could not restore its original bytes from git'
      }
    }
  // pdf-lib costs over a second of start-up.
  const { writeMetadata } = await import('./metadata.js')
  const written = await writeMetadata(
    await readFile(path),
    {
      title: analysis.summary.join(' '),
      subject: analysis.category,
      keywords: analysis.keywords,
      originalName: basename(path)
    },
    mover.display(path)
  )
  if (written.kind === 'unchanged') return { outcome: 'unchanged' as const }
  if (written.kind !== 'written') return { outcome: { skipped: written.message } }
  return {
    outcome: 'written' as const,
    bytes: written.bytes,
    undo: { originalBlob: original, writtenSha256: sha256Hex(written.bytes) }
  }
}
