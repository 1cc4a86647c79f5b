/**
 * Ignored files never reach the snapshot tree (`git add -A` skips them), so they are
 * compared by listing: `git ls-files --others --ignored` before and after the call, with
 * an lstat signature per file to see edits. Hashing them instead (`git add --force`) would
 * read every byte of node_modules or build output twice per step; listing reads none.
 * The price: an ignored file the agent edited or deleted is detected but cannot be restored.
 */
import { join } from 'node:path'
import { lstatSignature } from '../fs/lstat.js'
import type { Repository } from './repository.js'

/** Ignored path -> lstat signature (type, mode, size, mtime, ctime, inode). */
export type IgnoredState = Map<string, string>

/** Lists ignored, untracked files under `top`, using `indexFile` to tell what is tracked. */
export async function readIgnoredState(
  repo: Repository,
  top: string,
  indexFile: string
): Promise<IgnoredState> {
  const state: IgnoredState = new Map()
  for (const path of await repo.listIgnored(indexFile)) {
    const sig = lstatSignature(join(top, path))
    if (sig !== undefined) state.set(path, sig)
  }
  return state
}

/** The latest ctime (ms) among the listed files: later writes must come after it. */
export function latestChangeMs(state: IgnoredState): number {
  let latest = 0n
  for (const sig of state.values()) {
    const ctime = BigInt(sig.split(':')[3] ?? '0')
    if (ctime > latest) latest = ctime
  }
  return Number(latest / 1_000_000n)
}

export type IgnoredChange = { path: string; change: 'added' | 'modified' | 'deleted' }

/**
 * A path that left the ignored listing but still exists was un-ignored (for example by an
 * edited .gitignore): the tree comparison reports it, so it is not a deletion here.
 */
export function diffIgnoredState(
  top: string,
  before: IgnoredState,
  after: IgnoredState
): IgnoredChange[] {
  const changes: IgnoredChange[] = []
  for (const [path, sig] of after) {
    const old = before.get(path)
    if (old === undefined) changes.push({ path, change: 'added' })
    else if (old !== sig) changes.push({ path, change: 'modified' })
  }
  for (const path of before.keys()) {
    if (!after.has(path) && lstatSignature(join(top, path)) === undefined) {
      changes.push({ path, change: 'deleted' })
    }
  }
  return changes
}
