import { git } from './git.js'
import { findRepo } from './repo-find.js'

/** Where a repository keeps its parts (absolute paths; linked worktrees supported). */
export interface RepoPaths {
  /** The top of the working tree. */
  top: string
  /** This worktree's git dir (`.git`, or `.git/worktrees/<name>`). */
  gitDir: string
  /** The dir shared by all worktrees: config, hooks, info, objects, refs. */
  commonDir: string
  /** The user's index file. */
  index: string
}

/** Resolves the repository that contains `cwd`; throws when it is not inside one. */
export async function repoPaths(cwd: string): Promise<RepoPaths> {
  return (findRepo(cwd, { withHead: false }) ?? (await query(cwd, []))).paths
}

/**
 * The paths and the commit HEAD resolves to (undefined on an unborn branch): read in node in
 * the plain case (repo-find.ts), else from one `rev-parse` instead of two.
 */
export async function repoPathsAndHead(
  cwd: string
): Promise<{ paths: RepoPaths; head: string | undefined }> {
  const found = findRepo(cwd)
  if (found) return found
  const { paths, rest } = await query(cwd, ['--revs-only', 'HEAD'])
  return { paths, head: rest[0] || undefined }
}

async function query(cwd: string, more: string[]): Promise<{ paths: RepoPaths; rest: string[] }> {
  let out: string
  try {
    out = await git(
      [
        'rev-parse',
        '--path-format=absolute',
        '--show-toplevel',
        '--git-dir',
        '--git-common-dir',
        '--git-path',
        'index',
        ...more
      ],
      { cwd }
    )
  } catch (error) {
    throw new Error(`'${cwd}' is not inside a git working tree (run 'git init' there first)`, {
      cause: error
    })
  }
  const [top, gitDir, commonDir, index, ...rest] = out.split('\n')
  if (!top || !gitDir || !commonDir || !index) {
    throw new Error(`unexpected output of git rev-parse in '${cwd}': ${JSON.stringify(out)}`)
  }
  return { paths: { top, gitDir, commonDir, index }, rest }
}
