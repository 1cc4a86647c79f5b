/** Puts the working tree, refs, HEAD and git dir back to a snapshot, after saving a patch. */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { restoreGitDirState } from './git-dir.js'
import type { RefState, RepoPaths, Repository } from './repository.js'
import type { Snapshot } from './snapshot.js'
import { diffRefState, RefChange, Write } from './writes.js'
import { lstatOrUndefined } from '../fs/lstat.js'

/** Writes the binary patch between the snapshots' trees to `file`; false when they are equal. */
export async function savePatch(
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
  const wanted = writes.filter(
    write => write.source === 'tree' && write.change !== 'added' && write.before !== 'gitlink'
  )
  const gitlinks = writes.filter(write => write.source === 'tree' && write.before === 'gitlink')
  const tree = wanted.length + gitlinks.length > 0 ? await before.tree() : ''
  if (wanted.length > 0) {
    const index = join(scratch, 'revert-index')
    await repo.readTree(tree, index)
    await repo.checkoutIndex(
      wanted.map(write => write.path),
      index
    )
  }
  const fromObjects = wanted.map(write => write.path)
  const done = [...fromObjects]
  const failed: string[] = []
  for (const write of gitlinks) {
    const commit = await repo.blobAt(tree, write.path)
    const sub = join(paths.top, write.path)
    const ok =
      commit !== undefined &&
      existsSync(join(sub, '.git')) &&
      (await repo.nested(sub).tryCheckoutDetached(commit))
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
export async function revertToSnapshot(
  repo: Repository,
  paths: RepoPaths,
  before: Snapshot,
  after: Snapshot,
  writes: Write[],
  scratch: string
) {
  await restoreRefState(repo, before, diffRefState(before, after))
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

async function restoreRefState(
  repo: Repository,
  before: RefState,
  changes: RefChange[]
): Promise<void> {
  for (const { ref, change } of changes) {
    if (ref !== 'HEAD')
      await repo.setRef(ref, change === 'added' ? undefined : before.refs.get(ref))
  }
  if (changes.some(({ ref }) => ref === 'HEAD')) await repo.setHead(before.head)
}
