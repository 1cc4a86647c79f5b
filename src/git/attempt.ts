/** One agent call as git sees it: snapshots before and after, the writes, the way back. */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import {
  checkDotGit,
  HeldDotGit,
  holdDotGit,
  readGitDirState,
  releaseDotGit,
  restoreGitDirState
} from './git-dir.js'
import { GitError } from './output.js'
import type { RepoPaths, Repository } from './repository.js'
import { Snapshot, startSnapshots } from './snapshot.js'
import { collectWrites, diffGitDirState, diffRefState, PathChange, Write } from './writes.js'
import { lstatOrUndefined } from '../fs/lstat.js'

export interface AttemptEnd {
  after: Snapshot
  writes: Write[]
}

export interface RevertResult {
  restored: string[]
  removed: string[]
  /** Writes that could not be undone (edits of ignored files, huge git-dir files, forged). */
  unrestorable: string[]
  /** The saved patch, or null when the tree did not change. */
  patch: string | null
  /** Writes still present after the revert. */
  remaining: string[]
  /**
   * Paths checked out from the snapshot's objects that still differ from it: git does not check
   * an object's hash as it reads it, so a rewritten object (or pack, or alternate) wins.
   */
  forged: string[]
}

export type AttemptTracker = Awaited<ReturnType<typeof beginAttempt>>

/** git's words for an object that does not hash to its id (it checks trees and commits). */
const HASH_MISMATCH = /hash mismatch|is corrupt|unable to unpack|failed to unpack/

/** The object store no longer holds what a snapshot recorded, or the git dir is gone. */
export class RepositoryAltered extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RepositoryAltered'
  }
}

function revertFailed(error: unknown, writes: Write[]): unknown {
  const stderr = error instanceof GitError ? error.result.stderr : ''
  if (!HASH_MISMATCH.test(stderr)) return error
  const paths = writes.map(write => write.path).join(', ')
  return new RepositoryAltered(
    `The revert could not read the snapshot from .git/objects: the object store was altered ` +
      `(${stderr.trim().split('\n')[0]}). The agent's writes may still be in the checkout: ` +
      `${paths}. Fix: take those paths from a fresh clone of your remote, and replace this ` +
      `clone's altered objects (\`git fsck --full\` names them; re-cloning is simplest).`,
    { cause: error }
  )
}

/**
 * Snapshots the working tree (`repo` seen from its top); call just before the agent starts.
 * `exclude`: paths the runner itself may touch during the call (another `ralph step` polling
 * the lock in `.runtime/`), never counted as the agent's writes, never reverted.
 */
export async function beginAttempt(
  repo: Repository,
  paths: RepoPaths,
  exclude: (path: string) => boolean = () => false
) {
  const keep = (path: string): boolean => !exclude(path)
  const snaps = startSnapshots(repo, paths)
  let held: HeldDotGit | undefined
  const dispose = (): void => {
    if (held) releaseDotGit(held)
    snaps.dispose()
  }
  let before: Snapshot
  try {
    held = holdDotGit(paths)
    before = await snaps.take()
    // The agent starts once its writes are sure to show in the next snapshot.
    const wait = snaps.safeFrom() - Date.now()
    if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait))
  } catch (error) {
    dispose()
    throw error
  }
  const dotGit = held
  /** Fails closed when the repository is gone: no git runs anywhere else in its place. */
  const dotGitBack = (): PathChange[] => {
    const check = checkDotGit(dotGit, paths.top)
    if (check.kind === 'lost') throw new RepositoryAltered(check.message)
    return check.kind === 'same' ? [] : [{ path: '.git', change: check.change }]
  }
  let ended: AttemptEnd | undefined

  return {
    before,
    async end(): Promise<AttemptEnd> {
      const moved = dotGitBack()
      // Before ralph's first git command after the call: the agent's config, hooks and include
      // targets would run its programs inside that command, so they go back first, without git.
      const now = readGitDirState(paths)
      const setup = diffGitDirState(before.gitDir, now)
      restoreGitDirState(
        before.gitDir,
        now,
        setup.map(change => change.path)
      )
      const tampered = [...moved, ...setup]
      // The user's index is not the snapshot's (that one is private): it goes back while
      // the snapshot's git runs (a task queued now runs once its processes have started).
      const [after] = await Promise.all([
        snaps.take(),
        new Promise(resolve => setImmediate(resolve)).then(() => snaps.restoreUserIndex())
      ])
      const writes = await collectWrites(repo, paths, before, after, tampered)
      ended = {
        after,
        writes: writes.filter(write => keep(write.path))
      }
      return ended
    },
    async revert(patchFile: string): Promise<RevertResult> {
      if (!ended) throw new Error('revert() needs end() first: the writes are not known yet')
      const { after, writes } = ended
      // A program the agent left running may have swapped it since end().
      dotGitBack()
      const saved = await savePatch(repo, before, after, patchFile)
      const patch = relative(paths.top, patchFile)
      const undone = revertToSnapshot(repo, paths, before, after, writes, snaps.scratch)
      const report = await undone.catch((error: unknown) => {
        throw revertFailed(error, writes)
      })
      snaps.restoreUserIndex()
      const left = await collectWrites(repo, paths, before, await snaps.take())
      const remaining = left.map(write => write.path).filter(path => keep(path) && path !== patch)
      // The check snapshot hashed every file the revert wrote: no extra git process.
      const fromObjects = new Set(report.fromObjects)
      const forged = remaining.filter(path => fromObjects.has(path))
      return {
        restored: report.restored.filter(path => !forged.includes(path)),
        removed: report.removed,
        unrestorable: [...report.unrestorable, ...forged].sort(),
        patch: saved ? patchFile : null,
        remaining,
        forged
      }
    },
    dispose
  }
}

/** False when the snapshots' trees are equal (no patch written). */
async function savePatch(
  repo: Repository,
  before: Snapshot,
  after: Snapshot,
  file: string
): Promise<boolean> {
  const [from, to] = await Promise.all([before.tree(), after.tree()])
  if (from === to) return false
  mkdirSync(dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  await repo.writePatch(from, to, temp)
  renameSync(temp, file)
  return true
}

/** Removes now-empty folders from `dir` up to (not including) `top`. */
function pruneEmptyParents(top: string, dir: string): void {
  while (dir !== top && dir.startsWith(top)) {
    try {
      if (readdirSync(dir).length > 0) return
      rmdirSync(dir)
    } catch {
      return
    }
    dir = dirname(dir)
  }
}

function removeCreated(paths: RepoPaths, before: Snapshot, writes: Write[]): string[] {
  const removed: string[] = []
  for (const write of writes) {
    const worktree = write.source === 'tree' || write.source === 'ignored'
    if (write.change !== 'added' || !(worktree || write.source === 'unaddable')) continue
    // Un-ignored by an edited .gitignore: the file was there before the call.
    if (before.ignored.has(write.path)) continue
    const abs = join(paths.top, write.path)
    // rm never follows a symlink; a nested repository (gitlink) goes as a whole folder.
    rmSync(abs, { recursive: lstatOrUndefined(abs)?.isDirectory(), force: true })
    pruneEmptyParents(paths.top, dirname(abs))
    removed.push(write.path)
  }
  return removed
}

async function restoreTracked(
  repo: Repository,
  paths: RepoPaths,
  before: Snapshot,
  writes: Write[],
  scratch: string
): Promise<{ done: string[]; failed: string[]; fromObjects: string[] }> {
  const fromObjects = writes
    .filter(write => write.source === 'tree' && write.change !== 'added')
    .filter(write => write.before !== 'gitlink')
    .map(write => write.path)
  const gitlinks = writes.filter(write => write.source === 'tree' && write.before === 'gitlink')
  const tree = fromObjects.length + gitlinks.length > 0 ? await before.tree() : ''
  if (fromObjects.length > 0)
    await repo.checkoutFromTree(tree, fromObjects, join(scratch, 'revert-index'))
  const done = [...fromObjects]
  const failed: string[] = []
  for (const write of gitlinks) {
    const commit = await repo.blobAt(tree, write.path)
    const sub = join(paths.top, write.path)
    const ok =
      commit !== undefined &&
      existsSync(join(sub, '.git')) &&
      (await repo.tryCheckoutNested(sub, commit))
    if (ok) done.push(write.path)
    else failed.push(write.path)
  }
  return { done, failed, fromObjects }
}

/**
 * Undoes `writes` (collected between `before` and `after`): refs and HEAD first, then
 * created paths removed (before restoring, so a folder the agent swapped for a file or a
 * symlink is cleared first), then edited and deleted paths checked out from the snapshot
 * tree, then the git dir. Ignored files the agent edited or deleted cannot come back.
 * `fromObjects`: the restored paths whose bytes came out of the object store.
 */
async function revertToSnapshot(
  repo: Repository,
  paths: RepoPaths,
  before: Snapshot,
  after: Snapshot,
  writes: Write[],
  scratch: string
) {
  await repo.restoreRefs(before, diffRefState(before, after))
  const removed = removeCreated(paths, before, writes)
  const tracked = await restoreTracked(repo, paths, before, writes, scratch)
  const gitDir = restoreGitDirState(
    before.gitDir,
    after.gitDir,
    writes.filter(write => write.source === 'git-dir').map(write => write.path)
  )
  const unrestorable = writes
    .filter(write => write.source === 'ignored' && write.change !== 'added')
    .map(write => write.path)
    .concat(tracked.failed, gitDir.failed)
  return {
    restored: tracked.done.concat(gitDir.done),
    removed,
    unrestorable,
    fromObjects: tracked.fromObjects
  }
}
