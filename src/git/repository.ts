import { gitRun } from './git.js'

/** Fails with a fix when `cwd` is not inside a git work tree. */
export async function requireRepository(cwd: string): Promise<void> {
  const result = await gitRun(['rev-parse', '--is-inside-work-tree'], { cwd })
  if (result.exitCode !== 0 || result.stdout.trim() !== 'true')
    throw new Error(
      `${cwd} is not a git repository (git said: ${result.stderr.trim() || result.stdout.trim()}). ` +
        'Run actions/checkout before this action, in the same job.'
    )
}

/** The checked-out branch; fails with a fix on a detached HEAD. */
export async function currentBranch(cwd: string): Promise<string> {
  const result = await gitRun(['symbolic-ref', '--quiet', '--short', 'HEAD'], { cwd })
  if (result.exitCode !== 0)
    throw new Error(
      'HEAD is detached, so there is no branch to commit the PRD status to. ' +
        "Check out a branch (actions/checkout with 'ref: main') or set the input 'base-branch'."
    )
  return result.stdout.trim()
}

/** The full sha of a revision, or undefined when it does not name a commit here. */
export async function resolveCommit(cwd: string, rev: string): Promise<string | undefined> {
  const result = await gitRun(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd })
  return result.exitCode === 0 ? result.stdout.trim() : undefined
}

/** True when the clone was made with a depth (actions/checkout's default of 1). */
export async function isShallow(cwd: string): Promise<boolean> {
  const result = await gitRun(['rev-parse', '--is-shallow-repository'], { cwd })
  return result.stdout.trim() === 'true'
}

/**
 * True when git's configuration (the checkout's, its includes, or the user's) carries an
 * `http.*.extraheader`: actions/checkout leaves one unless `persist-credentials: false`, and
 * the agent, running in this checkout, could read that token.
 */
export async function hasStoredAuthHeader(cwd: string): Promise<boolean> {
  const result = await gitRun(['config', '--get-regexp', '^http\\..*\\.extraheader$'], { cwd })
  return result.exitCode === 0 && result.stdout.trim() !== ''
}
