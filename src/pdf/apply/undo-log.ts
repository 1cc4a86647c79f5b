/**
 * The undo log: JSON Lines, append-only, one object per line.
 *
 *   {"v":1,"op":"rename","run":"…","seq":1,"ts":"…","from":"../a.pdf","to":"../2024….pdf","sha256":"…","size":123}
 *   {"v":1,"op":"abort","run":"…","seq":1,"ts":"…","reason":"target exists"}   the rename did not happen
 *   {"v":1,"op":"undone","run":"…","seq":1,"ts":"…"}                           undo restored it
 *
 * Paths are relative to the log's folder with forward slashes, so a log committed to a
 * repository still works in another checkout. Every line is written and fsynced before the
 * rename it describes. A line that does not parse can only be a torn write (a crash mid-line):
 * it is skipped with a warning, and the writer starts a fresh line after it.
 */
import { readFileSync } from 'node:fs'
import { mkdir, open } from 'node:fs/promises'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { errorCode } from './file-ops.js'

/** A rename that also rewrote the bytes (metadata.ts): undo restores the original blob from git. */
export interface MetadataUndo {
  originalBlob: string
  writtenSha256: string
}

/** An entry as the writer takes it: `v` and `ts` are added when it is written. */
export type UndoEntryInput =
  | {
      op: 'rename'
      run: string
      seq: number
      from: string
      to: string
      sha256: string
      size: number
      metadata?: MetadataUndo
    }
  | { op: 'abort'; run: string; seq: number; reason: string }
  | { op: 'undone'; run: string; seq: number }

/** As read back; `line` is its line in the log, 1-based (never written). */
export type UndoEntry = UndoEntryInput & { v: 1; ts: string; line?: number }
export type RenameEntry = Extract<UndoEntry, { op: 'rename' }>

export class UndoLogError extends Error {
  override name = 'UndoLogError'
}

export type UndoLogWriter = Awaited<ReturnType<typeof openUndoLog>>

export async function openUndoLog(path: string, now: () => Date = () => new Date()) {
  try {
    await mkdir(dirname(path), { recursive: true })
    const handle = await open(path, 'a+')
    const { size } = await handle.stat()
    if (size > 0) {
      const last = Buffer.alloc(1)
      await handle.read(last, 0, 1, size - 1)
      if (last[0] !== 0x0a) await handle.write('\n')
    }
    return {
      path,
      async append(entry: UndoEntryInput): Promise<void> {
        const line = JSON.stringify({ v: 1, ...entry, ts: now().toISOString() }) + '\n'
        await handle.write(line)
        await handle.sync()
      },
      close: (): Promise<void> => handle.close()
    }
  } catch (error) {
    throw new UndoLogError(
      `Cannot write the undo log ${path} (${errorCode(error) ?? (error as Error).message}): the folder is read-only or not yours. Nothing was renamed; make it writable or pass --undo-log FILE in a writable place.`,
      { cause: error }
    )
  }
}

export function readUndoLog(path: string): { entries: UndoEntry[]; warnings: string[] } {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const hint =
      errorCode(error) === 'ENOENT'
        ? 'No rename has been recorded there; run pdf-rename in that folder first, or pass --undo-log FILE.'
        : 'Check the path and its permissions.'
    throw new UndoLogError(
      `Cannot read the undo log ${path} (${errorCode(error) ?? 'error'}). ${hint}`,
      { cause: error }
    )
  }
  const entries: UndoEntry[] = []
  const warnings: string[] = []
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    if (line.trim() === '') return
    const entry = parseEntry(line)
    if (entry !== null) {
      entries.push({ ...entry, line: index + 1 })
      return
    }
    const torn =
      index === lines.length - 1
        ? 'torn last line (an interrupted write)'
        : 'unreadable line (a torn write?)'
    warnings.push(`${path}:${index + 1}: ${torn} ignored: ${JSON.stringify(line.slice(0, 80))}`)
  })
  return { entries, warnings }
}

const FIELDS = new Map<unknown, Record<string, 'string' | 'number'>>([
  ['rename', { from: 'string', to: 'string', sha256: 'string', size: 'number' }],
  ['abort', { reason: 'string' }],
  ['undone', {}]
])
const BASE_FIELDS = { run: 'string', seq: 'number', ts: 'string' } as const
const METADATA_FIELDS = { originalBlob: 'string', writtenSha256: 'string' } as const

function parseEntry(line: string): UndoEntry | null {
  let data: unknown
  try {
    data = JSON.parse(line)
  } catch {
    return null
  }
  const e = data as Record<string, unknown> | null
  const fields = FIELDS.get(e?.op)
  if (e?.v !== 1 || fields === undefined || !typed(e, { ...BASE_FIELDS, ...fields })) return null
  if (e.op === 'rename' && e.metadata !== undefined && !typed(e.metadata, METADATA_FIELDS))
    return null
  return e as UndoEntry
}

function typed(value: unknown, fields: Record<string, 'string' | 'number'>): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return Object.entries(fields).every(([key, type]) => typeof record[key] === type)
}

export function toLogPath(logPath: string, path: string): string {
  return relative(dirname(resolve(logPath)), resolve(path))
    .split(sep)
    .join('/')
}

export function fromLogPath(logPath: string, stored: string): string {
  return isAbsolute(stored) ? stored : resolve(dirname(resolve(logPath)), stored)
}

export interface RunRecord {
  run: string
  /** Not undone yet, in the order they were made. */
  pending: RenameEntry[]
}

export function runsIn(entries: UndoEntry[]): RunRecord[] {
  const runs = new Map<string, Map<number, RenameEntry>>()
  for (const entry of entries) {
    const renames = runs.get(entry.run) ?? new Map<number, RenameEntry>()
    runs.set(entry.run, renames)
    if (entry.op === 'rename') renames.set(entry.seq, entry)
    else renames.delete(entry.seq)
  }
  return [...runs].map(([run, renames]) => ({
    run,
    pending: [...renames.values()].sort((a, b) => a.seq - b.seq)
  }))
}
