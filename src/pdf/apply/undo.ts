/**
 * Undo one run of the log: its renames in reverse order, each only after checking that the file
 * still has the content it was renamed with, and never onto an existing file. What cannot be
 * restored is reported and left as it is. Each restore is recorded (`undone`), so undoing again
 * (or `--last` after an undo) does not touch the same file twice.
 */
import { dirname } from 'node:path'
import type { FileOps } from './file-ops.js'
import { moveNoReplace } from './move.js'
import {
  fromLogPath,
  openUndoLog,
  readUndoLog,
  runsIn,
  UndoLogError,
  type UndoEntry
} from './undo-log.js'

export interface UndoOptions {
  logPath: string
  /** A run id, or the last run with something left to undo. */
  select: { run: string } | { last: true }
  dryRun: boolean
  ops: FileOps
  now?: () => Date
}

export type UndoItem =
  | { from: string; to: string; status: 'restored' | 'would-restore' | 'already-restored' }
  | { from: string; to: string; status: 'refused'; reason: string }

export interface UndoReport {
  /** Null when `--last` found nothing left to undo. */
  run: string | null
  items: UndoItem[]
  warnings: string[]
}

type RenameEntry = Extract<UndoEntry, { op: 'rename' }>

export async function undoRun(options: UndoOptions): Promise<UndoReport> {
  const { entries, warnings } = readUndoLog(options.logPath)
  const runs = runsIn(entries)
  const run =
    'run' in options.select
      ? runs.find(r => r.run === (options.select as { run: string }).run)
      : runs.filter(r => r.pending.length > 0).at(-1)
  if (run === undefined && 'last' in options.select)
    return { run: null, items: [], warnings: [...warnings, nothingLeft(options.logPath)] }
  if (run === undefined)
    throw new UndoLogError(
      noRunMessage(
        options,
        runs.map(r => r.run)
      )
    )
  if (run.pending.length === 0)
    return {
      run: run.run,
      items: [],
      warnings: [...warnings, `run ${run.run} has nothing left to undo`]
    }

  const log = options.dryRun ? undefined : await openUndoLog(options.logPath, options.now)
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
  return { run: run.run, items, warnings }
}

async function undoOne(entry: RenameEntry, options: UndoOptions): Promise<UndoItem> {
  const { ops } = options
  const from = fromLogPath(options.logPath, entry.from)
  const to = fromLogPath(options.logPath, entry.to)
  const refused = (reason: string): UndoItem => ({ from, to, status: 'refused', reason })
  const hashOf = async (path: string): Promise<string | null> =>
    (await ops.exists(path)) ? (await ops.hash(path)).sha256 : null

  const renamed = await hashOf(to)
  const original = await hashOf(from)
  if (renamed === null) {
    if (original === entry.sha256) return { from, to, status: 'already-restored' }
    return refused(`${to} is gone (moved or deleted since the rename); nothing to restore`)
  }
  if (renamed !== entry.sha256)
    return refused(
      `${to} was changed since the rename (sha256 differs); not restored, to keep your edits`
    )
  if (original !== null) {
    if (original !== entry.sha256)
      return refused(`${from} exists with other content; not overwritten`)
    if (!(await ops.sameFile(from, to)))
      return refused(
        `${from} exists as a separate copy with the same content; remove one of the two by hand`
      )
    // Two links to one file: a rename or undo interrupted between link and unlink. Dropping the
    // new name finishes the undo; the bytes stay under the original name.
    if (!options.dryRun) await ops.unlink(to)
    return { from, to, status: options.dryRun ? 'would-restore' : 'restored' }
  }
  if (options.dryRun) return { from, to, status: 'would-restore' }
  await ops.mkdirp(dirname(from))
  const moved = await moveNoReplace(to, from, entry.sha256, ops)
  if (moved.kind === 'target-exists') return refused(`${from} appeared meanwhile; not overwritten`)
  return { from, to, status: 'restored' }
}

function noRunMessage(options: UndoOptions, runs: string[]): string {
  const id = 'run' in options.select ? options.select.run : ''
  return `No run ${JSON.stringify(id)} in ${options.logPath}. Runs there: ${runs.length === 0 ? 'none' : runs.join(', ')}.`
}

function nothingLeft(logPath: string): string {
  return `nothing to undo in ${logPath}: every recorded rename is already undone (or none was made)`
}
