/**
 * Undo one run of the log through a mover: its renames in reverse order, each only when the file
 * still has its renamed content, never onto an existing file. A path of the log outside the
 * mover's root stops the undo before anything moves. Each restore is logged (`undone`).
 */
import { dirname } from 'node:path'
import { linkTarget } from './file-ops.js'
import type { Mover } from './mover.js'
import {
  fromLogPath,
  openUndoLog,
  readUndoLog,
  runsIn,
  UndoLogError,
  type MetadataUndo,
  type RunRecord,
  type RenameEntry
} from './undo-log.js'

export interface UndoOptions {
  logPath: string
  select: { run: string } | { last: true }
  dryRun: boolean
  mover: Mover
  now?: (() => Date) | undefined
  /** Added to the message when a path of the log is refused. */
  confineHint?: string
  /** Added to the message when the run is not in the log. */
  runHint?: string
  message?: (restores: { from: string; to: string }[], run: string) => string
}

export type UndoItem =
  | { from: string; to: string; status: 'restored'; bytes: 'renamed' | 'original-blob' }
  | { from: string; to: string; status: 'would-restore' | 'already-restored' }
  | { from: string; to: string; status: 'refused'; reason: string }

export interface UndoReport {
  run: string | null
  /** `from` the original name, `to` the name the run gave. */
  items: UndoItem[]
  commit?: string | undefined
  warnings: string[]
}

export async function undoRun(options: UndoOptions): Promise<UndoReport> {
  const { logPath, mover } = options
  await refuseLinkedLogFolder(logPath)
  const { entries, warnings } = readUndoLog(logPath)
  const run = pickRun(runsIn(entries), options)
  if (run === null) {
    const nothing = `nothing to undo in ${mover.display(logPath)}: every recorded rename is already undone (or none was made)`
    return { run: null, items: [], warnings: [...warnings, nothing] }
  }
  if (run.pending.length === 0)
    return {
      run: run.run,
      items: [],
      warnings: [...warnings, `run ${run.run} has nothing left to undo`]
    }
  for (const entry of run.pending) await confineEntry(entry, options)

  const log = options.dryRun ? undefined : await openUndoLog(logPath, options.now)
  const items: UndoItem[] = []
  try {
    for (const entry of [...run.pending].reverse()) {
      const item = await undoOne(entry, options)
      items.push(item)
      if (log !== undefined && (item.status === 'restored' || item.status === 'already-restored'))
        await log.append({ op: 'undone', run: entry.run, seq: entry.seq })
    }
  } finally {
    await log?.close()
  }
  // Files already moved back count too: their `undone` lines belong in the commit.
  const done = items.filter(
    item => item.status === 'restored' || item.status === 'already-restored'
  )
  if (options.dryRun || options.message === undefined || done.length === 0)
    return { run: run.run, items, warnings }
  const lines = done.map(item => ({ from: mover.display(item.to), to: mover.display(item.from) }))
  const commit = await mover.commit(logPath, options.message(lines, run.run))
  return { run: run.run, items, warnings, commit }
}

function pickRun(runs: RunRecord[], options: UndoOptions): RunRecord | null {
  if ('last' in options.select) return runs.filter(r => r.pending.length > 0).at(-1) ?? null
  const id = options.select.run
  const run = runs.find(r => r.run === id)
  if (run !== undefined) return run
  const known = runs.length === 0 ? 'none' : runs.map(r => r.run).join(', ')
  const hint = options.runHint === undefined ? '' : ` ${options.runHint}`
  throw new UndoLogError(
    `No run ${JSON.stringify(id)} in ${options.mover.display(options.logPath)}. Runs there: ${known}.${hint}`
  )
}

async function confineEntry(entry: RenameEntry, options: UndoOptions): Promise<void> {
  for (const field of ['from', 'to'] as const) {
    const confined = await options.mover.confine(fromLogPath(options.logPath, entry[field]))
    if (confined.kind === 'inside') continue
    const where = `${options.mover.display(options.logPath)}:${entry.line ?? '?'}`
    const hint = options.confineHint === undefined ? '' : ` (${options.confineHint})`
    throw new UndoLogError(
      `${where}: "${field}": ${JSON.stringify(entry[field])} is refused: ${confined.reason}. ` +
        `Nothing was restored. Someone may have edited the log: check that line, or restore by hand${hint}.`
    )
  }
}

async function undoOne(entry: RenameEntry, options: UndoOptions): Promise<UndoItem> {
  const { mover, dryRun } = options
  const from = fromLogPath(options.logPath, entry.from)
  const to = fromLogPath(options.logPath, entry.to)
  const refused = (reason: string): UndoItem => ({ from, to, status: 'refused', reason })

  const renamed = await mover.state(to)
  const original = await mover.state(from)
  if (renamed === null) {
    if (original?.sha256 === entry.sha256) return { from, to, status: 'already-restored' }
    return refused(
      `${mover.display(to)} is gone (moved or deleted since the rename); nothing to restore`
    )
  }
  const plan = planBytesRestore({ ...entry, to: mover.display(to) }, renamed.sha256)
  if (plan.kind === 'refuse') return refused(plan.message)
  if (original !== null) {
    if (original.sha256 !== entry.sha256)
      return refused(`${mover.display(from)} exists with other content; not overwritten`)
    if (plan.kind !== 'rename-only' || !(await mover.sameFile(from, to)))
      return refused(
        `${mover.display(from)} exists as a separate copy with the same content; remove one of the two by hand`
      )
    // Two links to one file: a move interrupted between link and unlink.
    if (dryRun) return { from, to, status: 'would-restore' }
    await mover.remove(to)
    return { from, to, status: 'restored', bytes: 'renamed' }
  }
  if (dryRun) return { from, to, status: 'would-restore' }
  await mover.prepare(dirname(from))
  if (plan.kind === 'rename-only') {
    const moved = await mover.move(to, from, entry.sha256)
    if (moved.kind === 'target-exists')
      return refused(`${mover.display(from)} appeared meanwhile; not overwritten`)
    if (moved.kind === 'failed') return refused(moved.reason)
    return { from, to, status: 'restored', bytes: 'renamed' }
  }
  try {
    await mover.restore(plan.blob, from, plan.sha256)
  } catch (error) {
    return refused((error as Error).message)
  }
  await mover.remove(to)
  return { from, to, status: 'restored', bytes: 'original-blob' }
}

/** How undo gets the original bytes back, given the sha256 of the file now (at `entry.to`). */
export function planBytesRestore(
  entry: { to: string; sha256: string; metadata?: MetadataUndo },
  currentSha256: string
):
  | { kind: 'rename-only' }
  | { kind: 'restore-blob'; blob: string; sha256: string }
  | { kind: 'refuse'; message: string } {
  if (currentSha256 === entry.sha256) return { kind: 'rename-only' }
  const { metadata } = entry
  if (metadata === undefined) {
    const message = `${entry.to} was changed since the rename (sha256 differs); not restored, to keep your edits`
    return { kind: 'refuse', message }
  }
  if (currentSha256 === metadata.writtenSha256)
    return { kind: 'restore-blob', blob: metadata.originalBlob, sha256: entry.sha256 }
  return {
    kind: 'refuse',
    message:
      `${entry.to}: changed since the rename (sha256 ${currentSha256}, expected ${metadata.writtenSha256} (as renamed) or ${entry.sha256} (original)); ` +
      'not restored. Move it back by hand if the edit should be kept.'
  }
}

async function refuseLinkedLogFolder(logPath: string): Promise<void> {
  const folder = dirname(logPath)
  const target = await linkTarget(folder)
  if (target === null) return
  throw new UndoLogError(
    `The undo log folder ${folder} is a symbolic link (-> ${target}); the renamer follows no links. ` +
      'Nothing was restored; give the log in its real folder (--undo-log FILE).'
  )
}
