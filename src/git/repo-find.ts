/**
 * The repository's paths and HEAD's commit found in node, without a `git rev-parse` process
 * (the first process of every step, on its critical path), in the plain case only: a `.git`
 * folder in the working directory or above it on the same file system, owned by this user as
 * the folder holding it is, a config that sets no work tree, bare flag, format version or
 * extension, no `config.worktree` or `commondir` beside it, nothing in the environment that
 * moves git's search, and refs ref-list.ts reads.
 * Anything else answers undefined and git is asked: where the two could disagree, git decides.
 */
import { readFileSync, realpathSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { readRefFiles } from './ref-files.js'
import { plainRefName } from './ref-list.js'
import type { RepoPaths } from './repo-paths.js'
import { lstatOrUndefined } from '../fs/lstat.js'

/** Variables that move git's search, its work tree, its index, or add config (core.worktree). */
const ENV_SETUP = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_INDEX_FILE',
  'GIT_CEILING_DIRECTORIES',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM',
  'GIT_CONFIG_PARAMETERS',
  'GIT_CONFIG_COUNT'
]

/** Keys of a repository config that change what rev-parse answers (beside `bare = false`). */
const SETUP_KEYS = /worktree|extensions|bare|repositoryformatversion\s*=(?!\s*0\s*$)/im
const NOT_BARE = /^\s*bare\s*=\s*false\s*$/gim

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'latin1')
  } catch {
    return undefined
  }
}

/** A folder git would take for a repository itself (a bare one): HEAD, objects and refs. */
function looksLikeGitDir(dir: string): boolean {
  return (
    lstatOrUndefined(join(dir, 'HEAD')) !== undefined &&
    lstatOrUndefined(join(dir, 'objects')) !== undefined
  )
}

/** The commit HEAD names, null on an unborn branch; undefined when git must say. */
function headCommit(gitDir: string): string | null | undefined {
  const text = readOrUndefined(join(gitDir, 'HEAD'))
  const detached = text && /^([0-9a-f]{40})\n$/.exec(text)?.[1]
  if (detached) return detached
  const target = text && /^ref: (refs\/[^\n]+)\n$/.exec(text)?.[1]
  if (!target || !plainRefName(target)) return undefined
  const refs = readRefFiles({ gitDir, commonDir: gitDir })?.refs
  return refs ? (refs.get(target) ?? null) : undefined
}

function plainRepo(
  top: string,
  gitDir: string,
  uid: number,
  withHead: boolean
): { paths: RepoPaths; head: string | undefined } | undefined {
  const owners = [lstatOrUndefined(top), lstatOrUndefined(gitDir)].map(stat => stat?.uid)
  if (owners.some(owner => owner !== uid)) return undefined
  const kinds = [lstatOrUndefined(join(gitDir, 'objects')), lstatOrUndefined(join(gitDir, 'refs'))]
  if (
    kinds.some(stat => !stat?.isDirectory()) ||
    !lstatOrUndefined(join(gitDir, 'HEAD'))?.isFile()
  ) {
    return undefined
  }
  const config = readOrUndefined(join(gitDir, 'config'))
  if (config === undefined || SETUP_KEYS.test(config.replace(NOT_BARE, ''))) return undefined
  // A `commondir` file moves the config, refs and objects elsewhere (git reads it in any git dir).
  const elsewhere = ['config.worktree', 'commondir'].some(name =>
    lstatOrUndefined(join(gitDir, name))
  )
  if (elsewhere) return undefined
  const paths = { top, gitDir, commonDir: gitDir, index: join(gitDir, 'index') }
  if (!withHead) return { paths, head: undefined }
  const head = headCommit(gitDir)
  if (head === undefined) return undefined
  return { paths, head: head ?? undefined }
}

/**
 * The repository's paths and (with `withHead`, which reads every ref file) HEAD's commit;
 * undefined where git must be asked.
 */
export function findRepo(
  cwd: string,
  { env = process.env, withHead = true }: { env?: NodeJS.ProcessEnv; withHead?: boolean } = {}
): { paths: RepoPaths; head: string | undefined } | undefined {
  const uid = process.getuid?.()
  if (uid === undefined || ENV_SETUP.some(name => env[name] !== undefined)) return undefined
  let dir: string
  try {
    dir = realpathSync(cwd)
  } catch {
    return undefined
  }
  if (dir.split(sep).includes('.git')) return undefined
  const device = lstatOrUndefined(dir)?.dev
  for (;;) {
    const dotGit = join(dir, '.git')
    const found = lstatOrUndefined(dotGit)
    // A `.git` file (a linked worktree, a submodule) or link: git reads it its own way.
    if (found) return found.isDirectory() ? plainRepo(dir, dotGit, uid, withHead) : undefined
    if (looksLikeGitDir(dir)) return undefined
    const parent = dirname(dir)
    if (parent === dir || lstatOrUndefined(parent)?.dev !== device) return undefined
    dir = parent
  }
}
