/**
 * The parts of git's setup an agent could use to run code or redirect git later: the git dir's
 * config, hooks and info, every file the config includes, and the user's global config. Kept
 * with their content so they can be put back before ralph's next git command.
 */
import { hash } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  renameSync,
  writeSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync
} from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { globalConfigFiles, includedFiles } from './config-files.js'
import type { Change } from './output.js'
import type { RepoPaths } from './repository.js'
import { lstatOrUndefined } from '../fs/lstat.js'

export interface GitDirEntry {
  abs: string
  /** `absent`: a config file git would read (an include target, the global config) not there. */
  kind: 'file' | 'symlink' | 'absent'
  mode: number
  sha256: string
  /** The bytes (files up to MAX_KEPT) or link target, to restore them. */
  content?: Buffer
}

/** Keyed by the path shown to users: `.git/hooks/pre-commit`. */
export type GitDirState = Map<string, GitDirEntry>

const MAX_KEPT = 1024 * 1024

/** Replaces a file's bytes by writing a sibling and renaming it over the original. */
export function atomicReplace(path: string, bytes: Buffer, mode = 0o644): void {
  const temp = `${path}.ralph-${process.pid}.tmp`
  const fd = openSync(temp, 'w', mode)
  try {
    writeSync(fd, bytes)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, path)
}

function addEntry(state: GitDirState, key: string, abs: string, named = false): void {
  const stat = lstatOrUndefined(abs)
  if (!stat) {
    if (named) state.set(key, { abs, kind: 'absent', mode: 0, sha256: '' })
    return
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(abs).sort()) addEntry(state, `${key}/${name}`, join(abs, name))
    return
  }
  if (stat.isSymbolicLink()) {
    const target = Buffer.from(readlinkSync(abs))
    const sha256 = hash('sha256', target)
    state.set(key, { abs, kind: 'symlink', mode: stat.mode, sha256, content: target })
    return
  }
  if (!stat.isFile()) return
  const bytes = readFileSync(abs)
  const content = bytes.length <= MAX_KEPT ? bytes : undefined
  state.set(key, { abs, kind: 'file', mode: stat.mode, sha256: hash('sha256', bytes), content })
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** Where a chain of symbolic links starting at `path` ends (the path itself if no link). */
export function linkEnd(path: string): string {
  let at = path
  for (let hops = 0; hops < 40; hops++) {
    if (!lstatOrUndefined(at)?.isSymbolicLink()) return at
    at = resolve(dirname(at), readlinkSync(at))
  }
  return at
}

/** Adds a config file and, recursively, the files it includes (key `<label> <path>`). */
function addConfigs(state: GitDirState, file: string, label: string, home: string): void {
  const seen = new Set<string>()
  const queue = [{ file, label }]
  while (queue.length > 0 && seen.size < 64) {
    const next = queue.shift() as { file: string; label: string }
    if (seen.has(next.file)) continue
    seen.add(next.file)
    addEntry(state, next.label, next.file, true)
    // Git reads through a link (a ~/.gitconfig kept in a dotfiles repository): the file it
    // ends at is what must not change, even where it does not exist yet.
    const end = linkEnd(next.file)
    const endKey = end === next.file ? next.label : `${next.label} -> ${end}`
    if (end !== next.file) addEntry(state, endKey, end, true)
    // The bytes just kept are the text git reads (through the link); others are read.
    const kept = state.get(endKey)
    const text =
      kept?.kind === 'file' && kept.content !== undefined
        ? kept.content.toString('utf8')
        : readText(next.file)
    if (text === undefined) continue
    for (const target of includedFiles(text, next.file, home)) {
      queue.push({ file: target, label: `.git/config include ${target}` })
    }
  }
}

/**
 * Reads config, hooks/ and info/ (and a linked worktree's own config.worktree), the files they
 * include, the git dir's `commondir`, and the global config. Keys outside the git dir start
 * with `.git/` too, so the scope check counts any change as a write to a protected path.
 */
export function readGitDirState(
  paths: RepoPaths,
  env: NodeJS.ProcessEnv = process.env
): GitDirState {
  const state: GitDirState = new Map()
  const home = env.HOME ?? homedir()
  for (const part of ['hooks', 'info']) {
    addEntry(state, `.git/${part}`, join(paths.commonDir, part))
  }
  addConfigs(state, join(paths.commonDir, 'config'), '.git/config', home)
  // Git reads `commondir` in any git dir: one the agent writes would send ralph's git to
  // another config, attributes and refs.
  addEntry(state, '.git/commondir', join(paths.gitDir, 'commondir'))
  if (paths.gitDir !== paths.commonDir) {
    addConfigs(state, join(paths.gitDir, 'config.worktree'), '.git/config.worktree', home)
  }
  for (const file of globalConfigFiles(env)) {
    addConfigs(state, file, `.git/global-config ${file}`, home)
  }
  return state
}

export type GitDirChange = { key: string; change: Change }

export function diffGitDirState(before: GitDirState, after: GitDirState): GitDirChange[] {
  const changes: GitDirChange[] = []
  // A file that is not there, named or not, is the same nothing.
  const there = (entry: GitDirEntry | undefined): entry is GitDirEntry =>
    entry !== undefined && entry.kind !== 'absent'
  for (const [key, entry] of after) {
    const old = before.get(key)
    if (!there(entry)) continue
    if (!there(old)) changes.push({ key, change: 'added' })
    else if (old.sha256 !== entry.sha256 || old.mode !== entry.mode || old.kind !== entry.kind) {
      changes.push({ key, change: 'modified' })
    }
  }
  for (const [key, entry] of before) {
    if (there(entry) && !there(after.get(key))) changes.push({ key, change: 'deleted' })
  }
  return changes
}

/**
 * Puts the entries named by `keys` back as they were in `before`. A file there that `before`
 * did not have is removed when it lies in the git dir (a new hook), or when git was already
 * told to read it (an include target that did not exist yet); a file that only a config
 * written during the call names is left alone: that config goes back, and whatever the
 * agent named there (any file of the user's) is not ralph's to delete. Files over MAX_KEPT
 * were not kept: those fail.
 */
export function restoreGitDirState(
  before: GitDirState,
  after: GitDirState,
  keys: readonly string[]
): { done: string[]; failed: string[] } {
  const done: string[] = []
  const failed: string[] = []
  // Removals first, so a file the agent swapped for a folder can come back.
  const ordered = [...keys].sort((a, b) => Number(before.has(a)) - Number(before.has(b)))
  for (const key of ordered) {
    const old = before.get(key)
    const now = after.get(key)
    if (old && old.kind !== 'absent' && !old.content) {
      failed.push(key)
      continue
    }
    const named = key.includes(' ')
    if (now && now.kind !== 'absent' && (old !== undefined || !named))
      rmSync(now.abs, { force: true })
    if (!old || old.kind === 'absent') {
      done.push(key)
      continue
    }
    if (lstatOrUndefined(old.abs)?.isDirectory()) rmSync(old.abs, { recursive: true, force: true })
    mkdirSync(dirname(old.abs), { recursive: true })
    if (old.kind === 'symlink') symlinkSync((old.content as Buffer).toString(), old.abs)
    else {
      atomicReplace(old.abs, old.content as Buffer, old.mode & 0o777)
      chmodSync(old.abs, old.mode & 0o777)
    }
    done.push(key)
  }
  return { done, failed }
}
