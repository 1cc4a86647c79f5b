/** What rename-pdfs and undo-pdfs share: the repository set up, the push with retry, the report. */
import * as core from '@actions/core'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GitAuth, GitMover, Repository } from '../git/repository.js'
import { CommandResult, failed, OK, writeSummary, describeError } from './result.js'

export type PdfPush = { kind: 'pushed' | 'local'; note: string } | { kind: 'failed'; note: string }

export interface PdfRepo {
  cwd: string
  /** The branch a commit goes to; undefined when nothing is pushed. */
  branch: string | undefined
  identity: NodeJS.ProcessEnv
  mover: GitMover
}

/** The work tree with its committer; with `push`, the branch, or the fix on a detached HEAD. */
export async function openPdfRepo(cwd: string, push: boolean): Promise<PdfRepo> {
  const repo = new Repository(cwd)
  await repo.requireWorkTree()
  const branch = push
    ? await repo.currentBranch().catch((error: unknown) => {
        throw new Error(
          'HEAD is detached, so there is no branch to push the renamed files to. ' +
            "Check out a branch (actions/checkout with 'ref: main'), or set 'push: false'.",
          { cause: error }
        )
      })
    : undefined
  const identity = await repo.identity()
  return { cwd, branch, identity, mover: await repo.mover({ commitEnv: identity }) }
}

/**
 * Pushes `commit` (HEAD) when there is one and a branch to push to, else notes `local`; when
 * the branch moved, replays the commit on the fresh tip and tries again.
 */
export async function pushPdfCommit(
  pdf: PdfRepo,
  commit: string | undefined,
  auth: GitAuth,
  local: string
): Promise<PdfPush> {
  const { branch } = pdf
  if (commit === undefined || branch === undefined) return { kind: 'local', note: local }
  let refused: string | undefined
  const verify = async (fresh: string): Promise<void> => {
    try {
      await pdf.mover.verifyAt(fresh, `origin/${branch}`)
    } catch (error) {
      refused = describeError(error)
      throw error
    }
  }
  const repo = new Repository(pdf.cwd, { auth })
  const pushed = await repo
    .pushWithRetry({
      branch,
      verify,
      rebuild: async fresh => {
        core.info(`${branch} moved to ${fresh}; replaying ${commit.slice(0, 12)} on it`)
        await repo.replayCommit(commit, pdf.identity)
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

/** The JSON report in RUNNER_TEMP, the outputs, the job summary; a failed push fails the job. */
export async function reportPdfRun(
  name: string,
  report: object,
  counts: { renamed: number; skipped: number },
  markdown: string,
  push: PdfPush
): Promise<CommandResult> {
  const path = join(process.env.RUNNER_TEMP || tmpdir(), name)
  writeFileSync(path, JSON.stringify(report, null, 2) + '\n')
  core.setOutput('renamed-count', String(counts.renamed))
  core.setOutput('skipped-count', String(counts.skipped))
  core.setOutput('report', path)
  await writeSummary(markdown)
  return push.kind === 'failed' ? failed(push.note) : OK
}
