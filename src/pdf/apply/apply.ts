/**
 * Carrying out a plan through a mover: for each rename, check the file is still what was
 * analysed and the target still free, write the undo entry and fsync it, then move without
 * replacing (with write-metadata, the moved file gets its rewritten bytes). A target that
 * appeared meanwhile fails that file only (its undo entry is marked aborted); nothing is ever
 * overwritten or deleted.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { PlannedFile } from '../plan/plan.js'
import type { Analysis } from '../types.js'
import type { Mover } from './mover.js'
import { toLogPath, type MetadataUndo, type UndoLogWriter } from './undo-log.js'
import { sha256 } from './file-ops.js'

export type MetadataOutcome = 'written' | 'unchanged' | { skipped: string }

export type ApplyResult =
  | { path: string; target: string; status: 'renamed'; metadata?: MetadataOutcome }
  | { path: string; target: string; status: 'failed'; reason: string }

export interface ApplyContext {
  log: UndoLogWriter
  runId: string
  mover: Mover
  /** With an analysis: write Title, Subject, Keywords and the original name into the file. */
  metadataFor?: (path: string) => Analysis | undefined
  onFile: (result: ApplyResult) => void
}

/** Carries out the renames of a plan, in order; each result goes to `onFile`. */
export async function applyPlan(renames: PlannedFile[], context: ApplyContext): Promise<void> {
  let seq = 0
  for (const file of renames) context.onFile(await applyOne(file, ++seq, context))
}

async function applyOne(
  file: PlannedFile,
  seq: number,
  context: ApplyContext
): Promise<ApplyResult> {
  const { mover, log, runId } = context
  const failed = (reason: string): ApplyResult => ({
    path: file.path,
    target: file.target,
    status: 'failed',
    reason
  })
  for (const path of [file.path, file.target]) {
    const confined = await mover.confine(path)
    if (confined.kind === 'outside') return failed(`${confined.reason}; not moved`)
  }
  const verdict = await mover.verify(file.path, file.target, file.sha256)
  if (verdict.kind === 'refused') return failed(verdict.reason)
  const analysis = context.metadataFor?.(file.path)
  const rewrite =
    analysis === undefined ? undefined : await prepareRewrite(file.path, analysis, mover)

  await log.append({
    op: 'rename',
    run: runId,
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
      return {
        path: file.path,
        target: file.target,
        status: 'renamed',
        ...(rewrite === undefined ? {} : { metadata: rewrite.outcome })
      }
    reason =
      moved.kind === 'target-exists'
        ? `target ${file.target} appeared after planning; not overwritten`
        : moved.reason
    await log.append({
      op: 'abort',
      run: runId,
      seq,
      reason: moved.kind === 'target-exists' ? 'target exists' : reason
    })
  } catch (error) {
    reason = `rename failed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); the file keeps its name`
    await log.append({ op: 'abort', run: runId, seq, reason })
  }
  return failed(reason)
}

interface Rewrite {
  outcome: MetadataOutcome
  bytes?: Uint8Array
  undo?: MetadataUndo
}

/** The rewritten bytes, when the mover keeps the original ones for undo. */
async function prepareRewrite(path: string, analysis: Analysis, mover: Mover): Promise<Rewrite> {
  const original = await mover.keep(path)
  if (original === null)
    return {
      outcome: {
        skipped: 'not committed as it is, so undo could not restore its original bytes from git'
      }
    }
  // pdf-lib loads only when metadata is written: it costs a CLI run over a second of start-up.
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
  if (written.kind === 'unchanged') return { outcome: 'unchanged' }
  if (written.kind !== 'written') return { outcome: { skipped: written.message } }
  return {
    outcome: 'written',
    bytes: written.bytes,
    undo: { originalBlob: original, writtenSha256: sha256(written.bytes) }
  }
}
