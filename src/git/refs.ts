import { git, gitRun } from './git.js'

export interface HeadState {
  /** The branch HEAD points at (`refs/heads/main`), or null when detached. */
  symbolic: string | null
  /** The commit HEAD resolves to, or null on an unborn branch. */
  sha: string | null
}

export interface RefState {
  head: HeadState
  /** Every ref (branches, tags, stash, remotes) and the object it points at. */
  refs: Map<string, string>
}

export async function readRefState(top: string): Promise<RefState> {
  const [symbolic, sha, list] = await Promise.all([
    gitRun(['symbolic-ref', '-q', 'HEAD'], { cwd: top }),
    gitRun(['rev-parse', '-q', '--verify', 'HEAD'], { cwd: top }),
    git(['for-each-ref', '--format=%(refname)%00%(objectname)'], { cwd: top })
  ])
  const refs = new Map<string, string>()
  for (const line of list.split('\n')) {
    const [name, id] = line.split('\0')
    if (name && id) refs.set(name, id)
  }
  return {
    head: {
      symbolic: symbolic.exitCode === 0 ? symbolic.stdout.trim() : null,
      sha: sha.exitCode === 0 ? sha.stdout.trim() : null
    },
    refs
  }
}

export type RefChange = { ref: string; change: 'added' | 'modified' | 'deleted' }

/** Ref changes, plus `HEAD` when it now points elsewhere (another branch or commit). */
export function diffRefState(before: RefState, after: RefState): RefChange[] {
  const changes: RefChange[] = []
  for (const [ref, id] of after.refs) {
    const old = before.refs.get(ref)
    if (old === undefined) changes.push({ ref, change: 'added' })
    else if (old !== id) changes.push({ ref, change: 'modified' })
  }
  for (const ref of before.refs.keys()) {
    if (!after.refs.has(ref)) changes.push({ ref, change: 'deleted' })
  }
  // A branch HEAD points at moves with its ref (listed above); HEAD itself moved when it
  // now names another branch, or is detached at another commit.
  const detachedMoved = after.head.symbolic === null && before.head.sha !== after.head.sha
  if (before.head.symbolic !== after.head.symbolic || detachedMoved) {
    changes.push({ ref: 'HEAD', change: 'modified' })
  }
  return changes
}

/** Puts refs and HEAD back as they were. */
export async function restoreRefState(
  top: string,
  before: RefState,
  changes: RefChange[]
): Promise<void> {
  for (const { ref, change } of changes) {
    if (ref === 'HEAD') continue
    const old = before.refs.get(ref)
    if (change === 'added' || old === undefined) {
      await git(['update-ref', '-d', ref], { cwd: top })
    } else {
      await git(['update-ref', ref, old], { cwd: top })
    }
  }
  if (!changes.some(({ ref }) => ref === 'HEAD')) return
  const { head } = before
  if (head.symbolic) await git(['symbolic-ref', 'HEAD', head.symbolic], { cwd: top })
  else if (head.sha) await git(['update-ref', '--no-deref', 'HEAD', head.sha], { cwd: top })
}
