/** Every write an agent made between two snapshots, as one sorted list. */
import { existsSync, readlinkSync, realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import type { GitDirState } from './git-dir.js'
import { type Change, changeOf, type EntryKind } from './output.js'
import type { RefState, RepoPaths, Repository } from './repository.js'
import type { Snapshot } from './snapshot.js'
import { lstatSignature } from '../fs/lstat.js'

/** `path`: repository-relative as git prints it; `.git/...` for the git dir and refs. */
export interface Write extends PathChange {
  source: 'tree' | 'ignored' | 'unaddable' | 'git-dir' | 'ref'
  /** Entry kinds on each side, for tree writes. */
  before?: EntryKind
  after?: EntryKind
  /** A symlink's target after the call; `inside`: in the working tree, outside its git dir. */
  link?: { target: string; inside: boolean }
}

/** The tree entries that changed: git compares the first snapshot's tree with the second's index. */
async function treeWrites(repo: Repository, before: Snapshot, after: Snapshot): Promise<Write[]> {
  if (before.index.equals(after.index)) return []
  const changes = await repo.diffIndex(await before.tree(), after.indexFile)
  return changes.map(raw => ({
    path: raw.path,
    change: changeOf(raw.before, raw.after),
    source: 'tree' as const,
    before: raw.before,
    after: raw.after
  }))
}

export type PathChange = { path: string; change: Change }

/** The keys added, deleted or changed (`same` says no) from `before` to `after`. */
function diffMaps<T>(
  before: ReadonlyMap<string, T>,
  after: ReadonlyMap<string, T>,
  same: (a: T, b: T) => boolean
): PathChange[] {
  const changes: PathChange[] = []
  for (const [path, value] of after) {
    const old = before.get(path)
    if (old === undefined) changes.push({ path, change: 'added' })
    else if (!same(old, value)) changes.push({ path, change: 'modified' })
  }
  for (const path of before.keys()) if (!after.has(path)) changes.push({ path, change: 'deleted' })
  return changes
}

/** Changes of the git setup; a file that is not there, named or not, is the same nothing. */
export function diffGitDirState(before: GitDirState, after: GitDirState): PathChange[] {
  const there = (state: GitDirState): GitDirState =>
    new Map([...state].filter(([, entry]) => entry.kind !== 'absent'))
  return diffMaps(
    there(before),
    there(after),
    (a, b) => a.sha256 === b.sha256 && a.mode === b.mode && a.kind === b.kind
  )
}

/** Ref changes, plus `HEAD` when it now points elsewhere (another branch or commit). */
export function diffRefState(before: RefState, after: RefState): PathChange[] {
  const changes = diffMaps(before.refs, after.refs, (a, b) => a === b)
  // A branch HEAD points at moves with its ref (listed above); HEAD itself moved when it
  // now names another branch, or is detached at another commit.
  const detachedMoved = after.head.symbolic === null && before.head.sha !== after.head.sha
  if (before.head.symbolic !== after.head.symbolic || detachedMoved) {
    changes.push({ path: 'HEAD', change: 'modified' })
  }
  return changes
}

function contains(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** Resolves as far as the file system goes: follows links on the existing prefix. */
function realish(path: string): string {
  if (existsSync(path)) return realpathSync(path)
  const parent = dirname(path)
  if (parent === path) return path
  return join(realish(parent), basename(path))
}

/** Where the link at `path` (relative to `top`) really points; undefined when it is no link. */
function readLinkInfo(top: string, path: string, gitDirs: string[]): Write['link'] {
  const abs = join(top, path)
  let target: string
  try {
    target = readlinkSync(abs)
  } catch {
    return undefined
  }
  const resolved = realish(resolve(dirname(abs), target))
  const inGitDir = gitDirs.some(dir => existsSync(dir) && contains(realpathSync(dir), resolved))
  return { target, inside: contains(realpathSync(top), resolved) && !inGitDir }
}

export async function collectWrites(
  repo: Repository,
  paths: RepoPaths,
  before: Snapshot,
  after: Snapshot,
  /** Git setup changes already put back (so no longer in `after`). */
  restored: PathChange[] = []
): Promise<Write[]> {
  const writes: Write[] = await treeWrites(repo, before, after)
  for (const path of after.unaddable) {
    if (!before.unaddable.includes(path))
      writes.push({ path, change: 'added', source: 'unaddable' })
  }
  for (const [path, sig] of after.ignored) {
    const old = before.ignored.get(path)
    const change = old === undefined ? 'added' : 'modified'
    if (old !== sig) writes.push({ path, change, source: 'ignored' })
  }
  // One that left the listing but still exists was un-ignored (an edited .gitignore, say):
  // the tree comparison reports it.
  for (const path of before.ignored.keys()) {
    if (!after.ignored.has(path) && lstatSignature(join(paths.top, path)) === undefined)
      writes.push({ path, change: 'deleted', source: 'ignored' })
  }
  const setup = [...restored, ...diffGitDirState(before.gitDir, after.gitDir)]
  for (const [path, change] of new Map(setup.map(({ path, change }) => [path, change])))
    writes.push({ path, change, source: 'git-dir' })
  for (const { path, change } of diffRefState(before, after))
    writes.push({ path: `.git/${path}`, change, source: 'ref' })
  const gitDirs = [paths.gitDir, paths.commonDir]
  for (const write of writes) {
    // `after` is set on tree writes only.
    const mayLink =
      write.source === 'ignored' ? write.change !== 'deleted' : write.after === 'symlink'
    const link = mayLink && readLinkInfo(paths.top, write.path, gitDirs)
    if (link) write.link = link
  }
  writes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return writes
}
