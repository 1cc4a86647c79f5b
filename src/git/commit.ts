import { lstatSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { git, gitRun, splitZ } from './git.js'

/** Paths are data, never patterns: `*` or `:` in a file name means the file itself. */
const LITERAL = { GIT_LITERAL_PATHSPECS: '1' }

/** The identity of the Actions bot, used when the checkout has none configured. */
export const BOT_IDENTITY = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com'
}

/**
 * Author and committer for the runner's commits: the repository's configured user when there
 * is one (a developer running locally), else the Actions bot (runners have none).
 */
export async function identityEnv(cwd: string): Promise<NodeJS.ProcessEnv> {
  const name = await gitRun(['config', 'user.name'], { cwd })
  const email = await gitRun(['config', 'user.email'], { cwd })
  if (name.exitCode === 0 && email.exitCode === 0 && name.stdout.trim() && email.stdout.trim())
    return {}
  return {
    GIT_AUTHOR_NAME: BOT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: BOT_IDENTITY.email,
    GIT_COMMITTER_NAME: BOT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: BOT_IDENTITY.email
  }
}

/**
 * Commits exactly `paths` (added with --force, so files under .gitignore such as
 * .runtime/events.log count) on the current branch; other staged changes stay staged and
 * out of the commit. Returns the new HEAD.
 */
export async function commitPaths(
  cwd: string,
  paths: string[],
  message: string,
  env: NodeJS.ProcessEnv = {}
): Promise<string> {
  const input = paths.join('\0') + '\0'
  const options = { cwd, env: { ...LITERAL, ...env }, input }
  await git(['add', '--force', '--pathspec-from-file=-', '--pathspec-file-nul'], options)
  await git(
    [
      'commit',
      '--quiet',
      '--no-verify',
      '--only',
      '--message',
      message,
      '--pathspec-from-file=-',
      '--pathspec-file-nul'
    ],
    options
  )
  return (await git(['rev-parse', 'HEAD'], { cwd })).trim()
}

/**
 * Puts `paths` back to HEAD in the work tree and index: files HEAD has are checked out,
 * files it lacks are removed. Used after a fix moved to its own branch.
 */
export async function restorePaths(cwd: string, paths: string[]): Promise<void> {
  if (paths.length === 0) return
  const inHead = new Set(
    splitZ(
      await git(['ls-tree', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...paths], {
        cwd,
        env: LITERAL
      })
    )
  )
  const tracked = paths.filter(path => inHead.has(path))
  if (tracked.length > 0)
    await git(['checkout', 'HEAD', '--pathspec-from-file=-', '--pathspec-file-nul'], {
      cwd,
      env: LITERAL,
      input: tracked.join('\0') + '\0'
    })
  for (const path of paths.filter(p => !inHead.has(p))) {
    const full = join(cwd, path)
    if (exists(full)) rmSync(full, { force: true, recursive: false })
  }
  await git(['reset', '--quiet', '--pathspec-from-file=-', '--pathspec-file-nul'], {
    cwd,
    env: LITERAL,
    input: paths.join('\0') + '\0'
  })
}

function exists(path: string): boolean {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}
