/**
 * The parts of the git dir an agent could use to run code or redirect git later:
 * config, hooks and info (exclude, attributes). Kept with their content so a
 * failed attempt can put them back.
 */
import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync, readlinkSync, Stats } from 'node:fs'
import { join } from 'node:path'
import type { RepoPaths } from './repo-paths.js'

export interface GitDirEntry {
  /** Absolute path of the file. */
  abs: string
  kind: 'file' | 'symlink'
  mode: number
  sha256: string
  /** The bytes (files up to MAX_KEPT) or link target, to restore them. */
  content?: Buffer
}

/** Keyed by the path shown to users: `.git/hooks/pre-commit`. */
export type GitDirState = Map<string, GitDirEntry>

const MAX_KEPT = 1024 * 1024

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path)
  } catch {
    return undefined
  }
}

function addEntry(state: GitDirState, key: string, abs: string): void {
  const stat = lstatOrUndefined(abs)
  if (!stat) return
  if (stat.isDirectory()) {
    for (const name of readdirSync(abs).sort()) addEntry(state, `${key}/${name}`, join(abs, name))
    return
  }
  if (stat.isSymbolicLink()) {
    const target = Buffer.from(readlinkSync(abs))
    const sha256 = createHash('sha256').update(target).digest('hex')
    state.set(key, { abs, kind: 'symlink', mode: stat.mode, sha256, content: target })
    return
  }
  if (!stat.isFile()) return
  const bytes = readFileSync(abs)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const content = bytes.length <= MAX_KEPT ? bytes : undefined
  state.set(key, { abs, kind: 'file', mode: stat.mode, sha256, content })
}

/** Reads config, hooks/ and info/ (and a linked worktree's own config.worktree). */
export function readGitDirState(paths: RepoPaths): GitDirState {
  const state: GitDirState = new Map()
  for (const part of ['config', 'hooks', 'info']) {
    addEntry(state, `.git/${part}`, join(paths.commonDir, part))
  }
  if (paths.gitDir !== paths.commonDir) {
    addEntry(state, '.git/config.worktree', join(paths.gitDir, 'config.worktree'))
  }
  return state
}

export type GitDirChange = { key: string; change: 'added' | 'modified' | 'deleted' }

export function diffGitDirState(before: GitDirState, after: GitDirState): GitDirChange[] {
  const changes: GitDirChange[] = []
  for (const [key, entry] of after) {
    const old = before.get(key)
    if (!old) changes.push({ key, change: 'added' })
    else if (old.sha256 !== entry.sha256 || old.mode !== entry.mode || old.kind !== entry.kind) {
      changes.push({ key, change: 'modified' })
    }
  }
  for (const key of before.keys()) {
    if (!after.has(key)) changes.push({ key, change: 'deleted' })
  }
  return changes
}
