/**
 * Carrying out an inbox plan through git: for each file, check it is still what was analysed
 * and the target still free, write (and fsync) the undo entry, then `git mv`; with metadata,
 * rewrite the moved file's bytes. One commit at the end holds the moves and the undo log.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import {
  addPaths,
  commitPaths,
  gitMove,
  headBlob,
  inHead,
  unchangedSinceHead
} from '../../git/inbox-files.js'
import { hashFile, nodeFileOps, sha256 } from '../apply/file-ops.js'
import { renameCommitMessage } from './inbox.js'
import type { InboxRename, InboxSkip, MetadataOutcome } from './inbox-types.js'
import { writeMetadata, type MetadataUndo } from '../apply/metadata.js'
import type { Analysis } from '../types.js'
import { openUndoLog, toLogPath, type UndoLogWriter } from '../apply/undo-log.js'

export interface PlannedRename {
  rename: InboxRename
  analysis: Analysis
}

export interface ApplyInboxOptions {
  /** The repository root. */
  root: string
  runId: string
  /** Repository-relative undo log. */
  undoLog: string
  writeMetadata: boolean
  now: () => Date
  commitEnv?: NodeJS.ProcessEnv
}

export interface AppliedInbox {
  renamed: InboxRename[]
  failed: InboxSkip[]
  commit?: string
}

interface Rewrite {
  outcome: MetadataOutcome
  bytes?: Uint8Array
  undo?: MetadataUndo
}

export async function applyInbox(
  planned: PlannedRename[],
  options: ApplyInboxOptions
): Promise<AppliedInbox> {
  const { root } = options
  // Original blobs come from HEAD, before anything is staged.
  const rewrites = new Map<string, Rewrite>()
  if (options.writeMetadata)
    for (const item of planned) rewrites.set(item.rename.from, await prepareRewrite(root, item))
  await addPaths(
    root,
    planned.map(item => item.rename.from)
  )
  const log = await openUndoLog(join(root, options.undoLog), options.now)
  const renamed: InboxRename[] = []
  const failed: InboxSkip[] = []
  try {
    let seq = 0
    for (const item of planned) {
      const outcome = await moveOne(item, ++seq, log, options, rewrites.get(item.rename.from))
      if (outcome.kind === 'moved') renamed.push(outcome.rename)
      else failed.push(outcome.skip)
    }
  } finally {
    await log.close()
  }
  if (renamed.length === 0) return { renamed, failed }
  return { renamed, failed, commit: await commitRun(renamed, options) }
}

async function prepareRewrite(root: string, item: PlannedRename): Promise<Rewrite> {
  const { from } = item.rename
  if (!(await unchangedSinceHead(root, from)))
    return {
      outcome: {
        skipped: 'not committed as it is, so undo could not restore its original bytes from git'
      }
    }
  const bytes = await readFile(join(root, from))
  const written = await writeMetadata(
    bytes,
    {
      title: item.analysis.summary.join(' '),
      subject: item.analysis.category,
      keywords: item.analysis.keywords,
      originalName: basename(from)
    },
    from
  )
  if (written.kind === 'unchanged') return { outcome: 'unchanged' }
  if (written.kind !== 'written') return { outcome: { skipped: written.message } }
  return {
    outcome: 'written',
    bytes: written.bytes,
    undo: { originalBlob: await headBlob(root, from), writtenSha256: sha256(written.bytes) }
  }
}

type MoveOne = { kind: 'moved'; rename: InboxRename } | { kind: 'failed'; skip: InboxSkip }

async function moveOne(
  item: PlannedRename,
  seq: number,
  log: UndoLogWriter,
  options: ApplyInboxOptions,
  rewrite: Rewrite | undefined
): Promise<MoveOne> {
  const { root, runId } = options
  const { from, to, sha256: expected } = item.rename
  const failed = (why: string): MoveOne => ({
    kind: 'failed',
    skip: { path: from, reason: 'failed', message: `${from}: ${why}; left in place.` }
  })
  const current = await hashFile(join(root, from)).catch(() => null)
  if (current?.sha256 !== expected) return failed('changed or removed since it was analysed')
  if (await nodeFileOps.exists(join(root, to)))
    return failed(`target ${to} appeared after planning; not overwritten`)

  await log.append({
    op: 'rename',
    run: runId,
    seq,
    from: toLogPath(log.path, join(root, from)),
    to: toLogPath(log.path, join(root, to)),
    sha256: expected,
    size: current.size,
    ...(rewrite?.undo === undefined ? {} : { metadata: rewrite.undo })
  })
  await mkdir(dirname(join(root, to)), { recursive: true })
  const moved = await gitMove(root, from, to)
  if (moved.kind === 'failed') {
    await log.append({ op: 'abort', run: runId, seq, reason: moved.reason })
    return failed(moved.reason)
  }
  if (rewrite?.bytes !== undefined) {
    await writeFile(join(root, to), rewrite.bytes)
    await addPaths(root, [to])
  }
  const rename = rewrite === undefined ? item.rename : { ...item.rename, metadata: rewrite.outcome }
  return { kind: 'moved', rename }
}

async function commitRun(renamed: InboxRename[], options: ApplyInboxOptions): Promise<string> {
  const { root } = options
  await addPaths(root, [options.undoLog], true)
  const gone = []
  for (const { from } of renamed) if (await inHead(root, from)) gone.push(from)
  const paths = [...gone, ...renamed.map(r => r.to), options.undoLog]
  return commitPaths(root, paths, renameCommitMessage(renamed, options.runId), options.commitEnv)
}
