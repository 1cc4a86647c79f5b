/** The push of a rename-pdfs or undo-pdfs commit, with the step's token handling and retry. */
import * as core from '@actions/core'
import { GitAuth, Repository } from '../git/repository.js'
import { describeError } from './errors.js'

export type PdfPush = { kind: 'pushed' | 'local'; note: string } | { kind: 'failed'; note: string }

/** The branch the commit will go to; fails with the fix on a detached HEAD. */
export async function branchToPush(cwd: string): Promise<string> {
  try {
    return await new Repository(cwd).currentBranch()
  } catch (error) {
    throw new Error(
      'HEAD is detached, so there is no branch to push the renamed files to. ' +
        "Check out a branch (actions/checkout with 'ref: main'), or set 'push: false'.",
      { cause: error }
    )
  }
}

/** Pushes `commit` (HEAD); when the branch moved, replays it on the fresh tip and tries again. */
export async function pushPdfCommit(options: {
  cwd: string
  branch: string
  commit: string
  auth: GitAuth
  identity: NodeJS.ProcessEnv
  /** Throws when the commit must not be replayed on the fresh tip (its files changed there). */
  verify: (freshTip: string, where: string) => Promise<void>
}): Promise<PdfPush> {
  const { cwd, branch, commit } = options
  let refused: string | undefined
  const verify = async (fresh: string): Promise<void> => {
    try {
      await options.verify(fresh, `origin/${branch}`)
    } catch (error) {
      refused = describeError(error)
      throw error
    }
  }
  const repo = new Repository(cwd, { auth: options.auth })
  const pushed = await repo
    .pushWithRetry({
      branch,
      verify,
      rebuild: async fresh => {
        core.info(`${branch} moved to ${fresh}; replaying ${commit.slice(0, 12)} on it`)
        await repo.replayCommit(commit, options.identity)
      }
    })
    .catch((error: unknown) => {
      if (refused !== undefined) return { kind: 'refused' as const }
      throw error
    })
  if (pushed.kind === 'refused') return { kind: 'failed', note: refused ?? '' }
  if (pushed.kind === 'pushed') {
    const retried =
      pushed.attempts > 1 ? ` (replayed on the moved branch, ${pushed.attempts} attempts)` : ''
    return {
      kind: 'pushed',
      note: `Commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`${retried}.`
    }
  }
  const fix =
    pushed.reason === 'protected'
      ? ' Allow the workflow to push there (exempt github-actions[bot] from the rule) or pass a token that may.'
      : ''
  return { kind: 'failed', note: `The push to ${branch} was rejected: ${pushed.detail}.${fix}` }
}

/** The job summary; a runner without GITHUB_STEP_SUMMARY (a local run) gets a warning instead. */
export async function writePdfSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${describeError(error)}`)
  }
}
