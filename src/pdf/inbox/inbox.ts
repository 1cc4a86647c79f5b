/** Which files of a document inbox the renamer takes, which it leaves and why; commit messages. */
import type { ListedFile } from '../../git/repository.js'
import { DEFAULT_UNDO_LOG, defaultRenameSettings } from '../settings.js'

/** Folders and the undo log relative to the repository root; archive = inbox renames in place. */
export type InboxSettings = ReturnType<typeof defaultInboxSettings>

export function defaultInboxSettings() {
  return {
    inboxPath: 'inbox',
    archivePath: 'archive',
    reviewPath: 'review',
    recursive: false,
    undoLog: DEFAULT_UNDO_LOG,
    writeMetadata: false,
    dryRun: false,
    /** Reading, OCR and model settings (paths, outDir, dryRun, force and undoLog unused). */
    pdf: defaultRenameSettings()
  }
}

export type { ListedFile } from '../../git/repository.js'

/** git-lfs never reads more than this as a pointer. */
export const HEAD_BYTES = 1024

/** Folders normalized by normalizeFolder ('' = the root); archive and review may sit in the inbox. */
export interface InboxLayout {
  inbox: string
  archive: string
  review?: string
  recursive: boolean
}

/** A file left in place: the inbox's own reasons, then what reading or the model found. */
export interface InboxSkip {
  path: string
  reason:
    | 'not-pdf'
    | 'empty'
    | 'not-pdf-content'
    | 'lfs-pointer'
    | 'symlink'
    | 'submodule'
    | 'in-subfolder'
    | 'encrypted'
    | 'no-text'
    | 'unreadable'
    | 'failed'
  /** What it is and what to do. */
  message: string
}

const PLACEHOLDERS = new Set(['.gitkeep', '.keep', '.gitignore', '.gitattributes'])
const PDF_NAME = /\.pdf$/i

/** A folder input as a repository-relative path; throws for one outside the repository. */
export function normalizeFolder(value: string, input: string): string {
  const trimmed = value.trim().replace(/\\/g, '/')
  const parts = trimmed.split('/').filter(part => part !== '' && part !== '.')
  if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed) || parts.includes('..'))
    throw new Error(
      `Invalid value '${value}' for input '${input}'. ` +
        'Expected a folder inside the repository, relative to its root, like inbox or docs/archive.'
    )
  return parts.join('/')
}

function isInside(path: string, folder: string): boolean {
  return folder === '' || path.startsWith(`${folder}/`)
}

function relativeTo(path: string, folder: string): string {
  return folder === '' ? path : path.slice(folder.length + 1)
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

function skip(path: string, reason: InboxSkip['reason'], message: string): InboxSkip {
  return { path, reason, message }
}

/** Why a listed inbox file is not a candidate, or null when it is one. */
export function classifyInboxFile(file: ListedFile, layout: InboxLayout): InboxSkip | null {
  const { path } = file
  if (!layout.recursive && relativeTo(path, layout.inbox).includes('/'))
    return skip(
      path,
      'in-subfolder',
      `${path}: in a subfolder of the inbox; left in place (set recursive: true to include subfolders).`
    )
  if (!PDF_NAME.test(path))
    return skip(
      path,
      'not-pdf',
      `${path}: not a PDF (the name does not end in .pdf); left in place.`
    )
  if (file.kind === 'symlink')
    return skip(path, 'symlink', `${path}: a symbolic link; only regular files are renamed.`)
  if (file.kind === 'submodule')
    return skip(path, 'submodule', `${path}: a submodule, not a file; left in place.`)
  if (file.size === 0) return skip(path, 'empty', `${path}: empty file (0 bytes); left in place.`)
  const pointer = parseLfsPointer(file.head)
  if (pointer)
    return skip(
      path,
      'lfs-pointer',
      `${path} is a Git LFS pointer (${pointer.oid}, ${pointer.size} bytes), not the PDF itself. ` +
        'Check out with LFS content: set `lfs: true` on actions/checkout in the workflow.'
    )
  if (!Buffer.from(file.head.subarray(0, HEAD_BYTES)).includes('%PDF-'))
    return skip(
      path,
      'not-pdf-content',
      `${path}: named .pdf but has no PDF header (%PDF-) in its first ${HEAD_BYTES} bytes; left in place.`
    )
  return null
}

/** A Git LFS pointer (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md), else null. */
export function parseLfsPointer(bytes: Uint8Array): { oid: string; size: number } | null {
  if (bytes.length === 0 || bytes.length > HEAD_BYTES) return null
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  const lines = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n')
  const fields = new Map<string, string>()
  for (const line of lines) {
    const match = /^([a-z0-9.-]+) (.*)$/.exec(line)
    if (!match || fields.has(match[1] ?? '')) return null
    fields.set(match[1] ?? '', match[2] ?? '')
  }
  if (lines[0]?.startsWith('version ') !== true) return null
  const version = fields.get('version')
  const oid = fields.get('oid')
  const size = fields.get('size')
  if (version === undefined || !LFS_VERSIONS.includes(version)) return null
  if (oid === undefined || !/^sha256:[0-9a-f]{64}$/.test(oid)) return null
  if (size === undefined || !/^(0|[1-9][0-9]*)$/.test(size)) return null
  return { oid, size: Number(size) }
}

const LFS_VERSIONS = ['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1']

/** Candidates and reported skips, sorted; placeholders and results are passed over silently. */
export function selectInbox(inbox: readonly ListedFile[], layout: InboxLayout) {
  const results = [layout.archive, layout.review ?? layout.inbox].filter(
    folder => folder !== layout.inbox && isInside(folder, layout.inbox)
  )
  const candidates: string[] = []
  const skipped: InboxSkip[] = []
  for (const file of inbox) {
    if (!isInside(file.path, layout.inbox))
      throw new Error(`Listed file '${file.path}' is not inside the inbox '${layout.inbox}'.`)
    if (
      PLACEHOLDERS.has(baseName(file.path)) ||
      results.some(folder => isInside(file.path, folder))
    )
      continue
    const reason = classifyInboxFile(file, layout)
    if (reason) skipped.push(reason)
    else candidates.push(file.path)
  }
  return {
    candidates: candidates.sort(compareCodePoints),
    skipped: skipped.sort((a, b) => compareCodePoints(a.path, b.path))
  }
}

export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** A path as one line of a commit body: quoted when it holds control characters. */
export function displayPath(path: string): string {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]|^\s|\s$/.test(path) ? JSON.stringify(path) : path
}

/** The commit of a rename run, or (`undo`) of its undo: the moves in path order, the run id. */
export function commitMessage(
  moves: readonly { from: string; to: string }[],
  runId: string,
  undo = false
): string {
  const lines = [...moves]
    .sort((a, b) => compareCodePoints(a.from, b.from))
    .map(({ from, to }) => `${displayPath(from)} -> ${displayPath(to)}`)
  const count = `${moves.length} ${moves.length === 1 ? 'file' : 'files'}`
  return `pdf-rename: ${undo ? 'undo ' : ''}${count}\n\n${lines.join('\n')}\n\nPdf-Rename-Run: ${runId}\n`
}
