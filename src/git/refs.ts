import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { git } from './git.js'

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

/**
 * HEAD is read from its file (one line: `ref: refs/heads/main`, or a commit id when
 * detached) and resolved through the ref list, so the whole state costs one git call.
 */
export async function readRefState(top: string, gitDir: string): Promise<RefState> {
  const list = await git(['for-each-ref', '--format=%(refname)%00%(objectname)'], { cwd: top })
  const refs = new Map<string, string>()
  for (const line of list.split('\n')) {
    const [name, id] = line.split('\0')
    if (name && id) refs.set(name, id)
  }
  return withHead(gitDir, refs)
}

/** The ref list with HEAD read now (HEAD is one small file, read at every snapshot). */
export function withHead(gitDir: string, refs: Map<string, string>): RefState {
  return { head: headState(readFileSync(join(gitDir, 'HEAD'), 'utf8'), refs), refs }
}

export function headState(text: string, refs: ReadonlyMap<string, string>): HeadState {
  const line = text.trim()
  const symbolic = /^ref:\s*(\S+)$/.exec(line)?.[1]
  if (symbolic) return { symbolic, sha: refs.get(symbolic) ?? null }
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(line)) return { symbolic: null, sha: line }
  throw new Error(
    `cannot read HEAD: ${JSON.stringify(line)} (expected 'ref: refs/...' or a commit id)`
  )
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
