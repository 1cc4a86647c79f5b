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

export const DEFAULT_UNDO_LOG = '.pdf-renamer/undo.jsonl'

/**
 * What a rename entry records when the rename also rewrote the bytes (metadata.ts): pdf-lib
 * rewrites the whole file, so undo restores the original bytes from git.
 */
export interface MetadataUndo {
  /** Git blob id of the original bytes: in history since the commit that added the file. */
  originalBlob: string
  /** sha256 of the bytes written with the metadata, to notice edits made since. */
  writtenSha256: string
}

interface Base {
  v: 1
  run: string
  seq: number
  ts: string
  /** The entry's line in the log, 1-based (set when read, never written). */
  line?: number
}

export type UndoEntry =
  | (Base & {
      op: 'rename'
      from: string
      to: string
      sha256: string
      size: number
      /** Present when the rename also wrote metadata into the file (the inbox's write-metadata). */
      metadata?: MetadataUndo
    })
  | (Base & { op: 'abort'; reason: string })
  | (Base & { op: 'undone' })

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

/** The log is missing or cannot be read at all. */
export class UndoLogError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'UndoLogError'
  }
}

export interface UndoLogWriter {
  readonly path: string
  append(entry: UndoEntryInput): Promise<void>
  close(): Promise<void>
}

/** Opens (creating folder and file) for appending; throws with the reason when it cannot. */
export async function openUndoLog(
  path: string,
  now: () => Date = () => new Date()
): Promise<UndoLogWriter> {
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
      async append(entry) {
        const line = JSON.stringify({ v: 1, ...entry, ts: now().toISOString() }) + '\n'
        await handle.write(line)
        await handle.sync()
      },
      close: () => handle.close()
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
      {
        cause: error
      }
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

function parseEntry(line: string): UndoEntry | null {
  let data: unknown
  try {
    data = JSON.parse(line)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const e = data as Record<string, unknown>
  if (
    e.v !== 1 ||
    typeof e.run !== 'string' ||
    typeof e.seq !== 'number' ||
    typeof e.ts !== 'string'
  )
    return null
  if (e.op === 'rename')
    return typeof e.from === 'string' &&
      typeof e.to === 'string' &&
      typeof e.sha256 === 'string' &&
      typeof e.size === 'number' &&
      (e.metadata === undefined || isMetadataUndo(e.metadata))
      ? (data as UndoEntry)
      : null
  if (e.op === 'abort') return typeof e.reason === 'string' ? (data as UndoEntry) : null
  if (e.op === 'undone') return data as UndoEntry
  return null
}

function isMetadataUndo(value: unknown): boolean {
  const m = value as Record<string, unknown> | null
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.originalBlob === 'string' &&
    typeof m.writtenSha256 === 'string'
  )
}

/** `path` relative to the log's folder, with forward slashes. */
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
  /** Renames that happened and are not undone yet, in the order they were made. */
  pending: Extract<UndoEntry, { op: 'rename' }>[]
  renames: number
}

/** Runs in log order with what is left to undo in each. */
export function runsIn(entries: UndoEntry[]): RunRecord[] {
  const runs = new Map<
    string,
    { renames: Map<number, Extract<UndoEntry, { op: 'rename' }>>; count: number }
  >()
  for (const entry of entries) {
    const run = runs.get(entry.run) ?? { renames: new Map(), count: 0 }
    runs.set(entry.run, run)
    if (entry.op === 'rename') {
      run.renames.set(entry.seq, entry)
      run.count++
    } else run.renames.delete(entry.seq)
  }
  return [...runs].map(([run, record]) => ({
    run,
    pending: [...record.renames.values()].sort((a, b) => a.seq - b.seq),
    renames: record.count
  }))
}
