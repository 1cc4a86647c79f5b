import { git } from './git.js'
import { parseRawDiff } from './raw-diff.js'

export interface ChangedPath {
  path: string
  change: 'added' | 'modified' | 'deleted'
  /** The link's target when the path is a symlink at the head. */
  linkTarget?: string
}

/**
 * What a pull request changes: `merge-base..head` without rename detection (a rename is a
 * deletion plus an addition, and both sides must be in scope), NUL-separated paths.
 */
export async function changedPaths(
  cwd: string,
  mergeBase: string,
  head: string
): Promise<ChangedPath[]> {
  const raw = await git(
    ['diff-tree', '-r', '-z', '--raw', '--no-renames', '--full-index', mergeBase, head],
    {
      cwd
    }
  )
  const changes: ChangedPath[] = []
  for (const entry of parseRawDiff(raw)) {
    const change =
      entry.before === 'none' ? 'added' : entry.after === 'none' ? 'deleted' : 'modified'
    const item: ChangedPath = { path: entry.path, change }
    if (entry.after === 'symlink')
      item.linkTarget = await git(['cat-file', 'blob', entry.afterId], { cwd })
    changes.push(item)
  }
  return changes
}

/** A file's text at a commit, or undefined when the commit has no such file. */
export async function fileAtCommit(
  cwd: string,
  commit: string,
  path: string
): Promise<string | undefined> {
  const exists = await git(['ls-tree', '--name-only', commit, '--', path], {
    cwd,
    env: { GIT_LITERAL_PATHSPECS: '1' }
  })
  if (exists.trim() === '') return undefined
  return git(['show', `${commit}:${path}`], { cwd })
}
