/**
 * Undo one inbox run through git (the library behind `command: undo-pdfs`): each file still as
 * it was renamed moves back with `git mv`; where metadata was written, the original bytes are
 * checked out from the recorded blob and the archive copy removed. Files edited since, or whose
 * original name is taken again, are reported and left. One commit holds the restores and the
 * `undone` entries of the log.
 */
import { mkdir } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { restoreBlob } from '../../git/blob.js'
import { addPaths, commitPaths, gitMove, gitRemove, inHead } from '../../git/inbox-files.js'
import { repoPaths } from '../../git/repo-paths.js'
import { hashFile, nodeFileOps } from '../apply/file-ops.js'
import { normalizeFolder, undoCommitMessage, type RenameLine } from './inbox.js'
import { planBytesRestore } from '../apply/metadata.js'
import {
  fromLogPath,
  openUndoLog,
  readUndoLog,
  runsIn,
  UndoLogError,
  type RunRecord,
  type UndoEntry,
  type UndoLogWriter
} from '../apply/undo-log.js'

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
}

export type InboxUndoItem =
  | { from: string; to: string; status: 'restored'; bytes: 'renamed' | 'original-blob' }
  | { from: string; to: string; status: 'already-restored' }
  | { from: string; to: string; status: 'refused'; reason: string }

export interface InboxUndoResult {
  /** Null when there was nothing left to undo. */
  run: string | null
  /** Repository-relative paths: `from` the original name, `to` the name the run gave. */
  items: InboxUndoItem[]
  commit?: string
  warnings: string[]
}

type RenameEntry = Extract<UndoEntry, { op: 'rename' }>

function pickRun(
  runs: RunRecord[],
  settings: InboxUndoSettings,
  logPath: string
): RunRecord | null {
  if (settings.run === undefined) return runs.filter(r => r.pending.length > 0).at(-1) ?? null
  const run = runs.find(r => r.run === settings.run)
  if (run !== undefined) return run
  const known = runs.length === 0 ? 'none' : runs.map(r => r.run).join(', ')
  throw new UndoLogError(
    `No run ${JSON.stringify(settings.run)} in ${logPath}. Runs there: ${known}. ` +
      'Give a run id from the log (the Pdf-Rename-Run trailer of the rename commit) or leave run empty for the last.'
  )
}

export async function undoInbox(
  settings: InboxUndoSettings,
  deps: InboxUndoDependencies
): Promise<InboxUndoResult> {
  const root = (await repoPaths(deps.cwd)).top
  const undoLog = normalizeFolder(settings.undoLog, 'undo-log')
  const logPath = join(root, undoLog)
  const { entries, warnings } = readUndoLog(logPath)
  const run = pickRun(runsIn(entries), settings, undoLog)
  if (run === null)
    return { run: null, items: [], warnings: [...warnings, `nothing left to undo in ${undoLog}`] }
  if (run.pending.length === 0)
    return {
      run: run.run,
      items: [],
      warnings: [...warnings, `run ${run.run} has nothing left to undo`]
    }

  const log = await openUndoLog(logPath, deps.now)
  const items: InboxUndoItem[] = []
  try {
    for (const entry of [...run.pending].reverse()) items.push(await undoOne(root, entry, log))
  } finally {
    await log.close()
  }
  // Files someone already moved back count too: their `undone` lines belong in the commit.
  const done = items.filter(item => item.status !== 'refused')
  if (done.length === 0) return { run: run.run, items, warnings }
  const commit = await commitUndo(root, undoLog, done, run.run, deps.commitEnv)
  return { run: run.run, items, commit, warnings }
}

async function undoOne(
  root: string,
  entry: RenameEntry,
  log: UndoLogWriter
): Promise<InboxUndoItem> {
  const rel = (stored: string): string =>
    relative(root, fromLogPath(log.path, stored)).split(sep).join('/')
  const from = rel(entry.from)
  const to = rel(entry.to)
  const refused = (reason: string): InboxUndoItem => ({ from, to, status: 'refused', reason })
  const hashOf = async (path: string): Promise<string | null> =>
    (await nodeFileOps.exists(join(root, path))) ? (await hashFile(join(root, path))).sha256 : null

  const current = await hashOf(to)
  const original = await hashOf(from)
  if (current === null) {
    if (original === entry.sha256) {
      await log.append({ op: 'undone', run: entry.run, seq: entry.seq })
      return { from, to, status: 'already-restored' }
    }
    return refused(`${to} is gone (moved or deleted since the rename); nothing to restore`)
  }
  if (original !== null) return refused(`${from} exists again; not overwritten`)
  const plan = planBytesRestore(entry, current)
  if (plan.kind === 'refuse') return refused(plan.message)
  await mkdir(dirname(join(root, from)), { recursive: true })
  if (plan.kind === 'rename-only') {
    const moved = await gitMove(root, to, from)
    if (moved.kind === 'failed') return refused(moved.reason)
  } else {
    try {
      await restoreBlob(root, plan.blob, from, plan.sha256)
    } catch (error) {
      return refused((error as Error).message)
    }
    await gitRemove(root, to)
  }
  await log.append({ op: 'undone', run: entry.run, seq: entry.seq })
  return {
    from,
    to,
    status: 'restored',
    bytes: plan.kind === 'rename-only' ? 'renamed' : 'original-blob'
  }
}

async function commitUndo(
  root: string,
  undoLog: string,
  done: InboxUndoItem[],
  run: string,
  env: NodeJS.ProcessEnv | undefined
): Promise<string> {
  await addPaths(root, [undoLog], true)
  const lines: RenameLine[] = done.map(item => ({ from: item.to, to: item.from }))
  const restored = done.filter(item => item.status === 'restored')
  const gone = []
  for (const { to } of restored) if (await inHead(root, to)) gone.push(to)
  const paths = [...gone, ...restored.map(item => item.from), undoLog]
  return commitPaths(root, paths, undoCommitMessage(lines, run), env)
}
