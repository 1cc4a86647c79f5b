/**
 * The parts of git's setup an agent could use to run code or redirect git later: `.git` itself,
 * the git dir's config, hooks and info, every file the config includes, and the user's global
 * config. Kept as found so they can be put back before ralph's next git command, without git.
 */
import {
  chmodSync,
  closeSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeSync
} from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { globalConfigFiles, includedFiles } from './config-files.js'
import type { RepoPaths } from './repository.js'
import { sha256Hex } from '../fs/hash.js'
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
    const sha256 = sha256Hex(target)
    state.set(key, { abs, kind: 'symlink', mode: stat.mode, sha256, content: target })
    return
  }
  if (!stat.isFile()) return
  const bytes = readFileSync(abs)
  const content = bytes.length <= MAX_KEPT ? bytes : undefined
  state.set(key, { abs, kind: 'file', mode: stat.mode, sha256: sha256Hex(bytes), content })
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
    // The bytes just kept are the text git reads (through the link); a larger file is read.
    const kept = state.get(endKey)
    if (kept?.kind !== 'file') continue
    const text = (kept.content ?? readFileSync(end)).toString('utf8')
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

/**
 * Puts the entries named by `keys` back as they were in `before`. A new file is removed when
 * it lies in the git dir (a hook) or git already read that name (an include target that did
 * not exist yet); one that only a config written during the call names may be any file of the
 * user's, and stays. Files over MAX_KEPT were not kept: those fail.
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

// ---- `.git` itself ----------------------------------------------------------------------
// The checkout's `.git` entry and the git dir it leads to, as found at start. An agent that
// renames `.git` and puts a `gitdir:` file, a link or another folder in its place (or deletes
// it, so git searches the folders above) would send ralph's later git commands to a repository
// of its choosing. Checked, and put back, before ralph's first git command after the call.

type Entry =
  | { kind: 'none' }
  | { kind: 'folder'; dev: number; ino: number }
  | { kind: 'file'; bytes: Buffer; mode: number }
  | { kind: 'link'; target: string }
  | { kind: 'other' }

export type HeldDotGit = ReturnType<typeof holdDotGit>

export type DotGitCheck =
  | { kind: 'same' }
  | { kind: 'put-back'; change: 'modified' | 'deleted' }
  | { kind: 'lost'; message: string }

function entryOf(path: string): Entry {
  const stat = lstatOrUndefined(path)
  if (!stat) return { kind: 'none' }
  if (stat.isDirectory()) return { kind: 'folder', dev: stat.dev, ino: stat.ino }
  if (stat.isSymbolicLink()) return { kind: 'link', target: readlinkSync(path) }
  if (stat.isFile()) return { kind: 'file', bytes: readFileSync(path), mode: stat.mode & 0o777 }
  return { kind: 'other' }
}

function sameEntry(a: Entry, b: Entry): boolean {
  if (a.kind === 'folder' && b.kind === 'folder') return a.dev === b.dev && a.ino === b.ino
  if (a.kind === 'file' && b.kind === 'file') return a.bytes.equals(b.bytes)
  if (a.kind === 'link' && b.kind === 'link') return a.target === b.target
  return a.kind === b.kind && a.kind === 'none'
}

function openDir(path: string): number | undefined {
  try {
    return openSync(path, 'r')
  } catch {
    return undefined
  }
}

/** `dir`: the git dir's device and inode, and a descriptor that follows it wherever it moves. */
export function holdDotGit(paths: RepoPaths) {
  const entry = join(paths.top, '.git')
  const stat = lstatSync(paths.gitDir)
  const fd = openDir(paths.gitDir)
  const dir = { dev: stat.dev, ino: stat.ino, fd }
  return { entry, gitDir: paths.gitDir, at: entryOf(entry), dir }
}

export function releaseDotGit(held: HeldDotGit): void {
  if (held.dir.fd !== undefined) closeSync(held.dir.fd)
}

function isGitDir(held: HeldDotGit, path: string): boolean {
  const stat = lstatOrUndefined(path)
  return stat?.isDirectory() === true && stat.dev === held.dir.dev && stat.ino === held.dir.ino
}

/**
 * Where the git dir is now: where the held descriptor says (Linux), else a folder beside
 * `.git` in the checkout with its inode; undefined when it is gone (deleted, or moved out
 * of reach).
 */
function findGitDir(held: HeldDotGit, top: string): string | undefined {
  if (isGitDir(held, held.gitDir)) return held.gitDir
  if (held.dir.fd !== undefined && fstatSync(held.dir.fd).nlink > 0) {
    try {
      const now = readlinkSync(`/proc/self/fd/${held.dir.fd}`)
      if (isGitDir(held, now)) return now
    } catch {
      // No /proc: the checkout's own folders are looked at below.
    }
  }
  for (const name of readdirSync(top)) {
    if (isGitDir(held, join(top, name))) return join(top, name)
  }
  return undefined
}

function lost(held: HeldDotGit, what: string): DotGitCheck {
  return {
    kind: 'lost',
    message:
      `the agent ${what} '${held.gitDir}' (the repository's git dir); ralph runs no git in ` +
      `this checkout until it is back: move it back to '${held.gitDir}', or clone origin again`
  }
}

/**
 * Compares `.git` and the git dir with what was held at start and puts them back: the git
 * dir moved back by a rename (what the agent put in its place removed: it holds nothing of
 * the user's, whose repository is the one moved back), a worktree's `.git` file rewritten.
 * When the git dir cannot be found, nothing is touched and the answer is `lost`.
 */
export function checkDotGit(held: HeldDotGit, top: string): DotGitCheck {
  const now = entryOf(held.entry)
  if (sameEntry(held.at, now) && isGitDir(held, held.gitDir)) return { kind: 'same' }
  const found = findGitDir(held, top)
  if (found === undefined) return lost(held, now.kind === 'none' ? 'deleted' : 'replaced')
  if (found !== held.gitDir) {
    // First beside its place (it may be inside what the agent put there), then the agent's
    // `.git` (a file, a link, a copy) goes, then the real one back.
    const aside = `${held.gitDir}.ralph-${process.pid}`
    try {
      renameSync(found, aside)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error'
      return lost(held, `moved (to '${found}', which ralph could not move back: ${code})`)
    }
    rmSync(held.gitDir, { recursive: true, force: true })
    renameSync(aside, held.gitDir)
  }
  // A linked worktree's or submodule's `.git` file goes back as it was.
  if (!sameEntry(held.at, entryOf(held.entry))) {
    if (held.at.kind !== 'file') return lost(held, 'replaced the `.git` entry of')
    rmSync(held.entry, { recursive: true, force: true })
    atomicReplace(held.entry, held.at.bytes, held.at.mode)
  }
  return { kind: 'put-back', change: now.kind === 'none' ? 'deleted' : 'modified' }
}
