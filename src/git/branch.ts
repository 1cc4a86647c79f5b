import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { git, gitRun } from './git.js'
import { fetch, push, RemoteOptions, remoteBranchSha } from './remote.js'

export interface BranchSpec {
  /** Branch name, for example ralph/FIX-001. */
  branch: string
  /** The commit the branch starts from. */
  base: string
  /** Work-tree paths whose current state (content, or absence) goes into the commit. */
  paths: string[]
  message: string
  /** Extra environment for commit-tree (author and committer identity). */
  env?: NodeJS.ProcessEnv
}

export interface BranchOptions extends RemoteOptions {
  /** Publish to the remote with --force-with-lease; false keeps the branch local. */
  push: boolean
}

export type BranchOutcome = { kind: 'created' | 'updated' | 'unchanged'; sha: string }

/**
 * Makes `branch` one commit on `base` holding the given paths as they are in the work tree,
 * without touching the user's index or HEAD. Idempotent: the same tree on the same base is
 * 'unchanged' and pushes nothing; otherwise the branch is replaced under a lease.
 */
export async function publishBranch(
  options: BranchOptions,
  spec: BranchSpec
): Promise<BranchOutcome> {
  const tree = await treeWithPaths(options.cwd, spec.base, spec.paths)
  return publishTree(options, { ...spec, tree })
}

/** As publishBranch, with the commit's tree given (a patch applied to `base`). */
export async function publishTree(
  options: BranchOptions,
  spec: Omit<BranchSpec, 'paths'> & { tree: string }
): Promise<BranchOutcome> {
  const { cwd } = options
  const { tree } = spec
  const previous = options.push
    ? await remoteBranchSha(options, spec.branch)
    : await localBranchSha(cwd, spec.branch)
  if (previous !== undefined && options.push)
    await fetch(options, [
      `+refs/heads/${spec.branch}:refs/remotes/${options.remote ?? 'origin'}/${spec.branch}`
    ])
  if (previous !== undefined && (await sameCommitShape(cwd, previous, tree, spec.base))) {
    await git(['update-ref', `refs/heads/${spec.branch}`, previous], { cwd })
    return { kind: 'unchanged', sha: previous }
  }
  const commit = (
    await git(['commit-tree', tree, '-p', spec.base, '-F', '-'], {
      cwd,
      env: spec.env,
      input: spec.message
    })
  ).trim()
  await git(['update-ref', `refs/heads/${spec.branch}`, commit], { cwd })
  if (options.push) await pushUnderLease(options, spec.branch, commit, previous)
  return { kind: previous === undefined ? 'created' : 'updated', sha: commit }
}

async function pushUnderLease(
  options: RemoteOptions,
  branch: string,
  commit: string,
  previous: string | undefined
): Promise<void> {
  const outcome = await push(options, { source: commit, branch, expect: previous ?? '' })
  if (outcome.kind !== 'rejected') return
  if (outcome.reason === 'stale')
    throw new Error(
      `Branch ${branch} changed on the remote while this step ran (${outcome.detail}). ` +
        'Run the step again; the lease kept the other change.'
    )
  if (outcome.reason === 'protected')
    throw new Error(
      `A branch rule rejected the push to ${branch} (${outcome.detail}). ` +
        "Exempt the branch prefix (input 'branch-prefix') from branch protection or rulesets."
    )
  throw new Error(`The push to ${branch} was rejected: ${outcome.detail}`)
}

/** A tree: `base` plus the work-tree state of `paths`, built in a throwaway index. */
export async function treeWithPaths(cwd: string, base: string, paths: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-index-'))
  const env = { GIT_INDEX_FILE: join(dir, 'index') }
  try {
    await git(['read-tree', base], { cwd, env })
    if (paths.length > 0)
      // update-index ignores .gitignore (the agent's writes count) and drops missing paths.
      await git(['update-index', '--add', '--remove', '-z', '--stdin'], {
        cwd,
        env,
        input: paths.join('\0') + '\0'
      })
    return (await git(['write-tree'], { cwd, env })).trim()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function sameCommitShape(
  cwd: string,
  commit: string,
  tree: string,
  base: string
): Promise<boolean> {
  const result = await gitRun(['show', '-s', '--format=%T %P', commit], { cwd })
  return result.exitCode === 0 && result.stdout.trim() === `${tree} ${base}`
}

async function localBranchSha(cwd: string, branch: string): Promise<string | undefined> {
  const result = await gitRun(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], { cwd })
  return result.exitCode === 0 ? result.stdout.trim() : undefined
}
