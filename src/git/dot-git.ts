/**
 * The checkout's `.git` entry and the git dir it leads to, as found at start. An agent that
 * renames `.git` and puts a `gitdir:` file, a link or another folder in its place (or deletes
 * it, so git searches the folders above) would send ralph's later git commands to a repository
 * of its choosing, with its config, attributes and filters. Checked, and put back, before
 * ralph's first git command after the call, without git.
 */
import {
  closeSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync
} from 'node:fs'
import { join } from 'node:path'
import { atomicReplace } from './git-dir.js'
import type { RepoPaths } from './repository.js'
import { lstatOrUndefined } from '../fs/lstat.js'

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
