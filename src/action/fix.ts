/**
 * A passing fixing story: its writes become one commit on `ralph/<id>` off the base commit,
 * a pull request is opened or updated for it, its head gets the `ralph/scope` status, and the
 * work tree drops the writes again so the next transition starts from the base.
 */
import * as core from '@actions/core'
import type { BranchOutcome } from '../git/repository.js'
import { createGitHubClient } from '../github/octokit.js'
import {
  fixCommitMessage,
  type FixDescription,
  pullRequestBody,
  pullRequestTitle,
  REVIEW_LABEL
} from '../loop/bundle/pr-body.js'
import { openOrUpdatePullRequest, PullRequestOutcome, setScopeStatus } from '../github/pulls.js'
import type { SteeringFile } from '../loop/scope.js'
import type { Publishing } from '../settings/step.js'
import type { Story } from '../loop/types.js'
import type { StepSession } from './step-session.js'

/** The call's part (a step session has it all) and the fix's. */
interface FixCall extends Pick<StepSession, 'remote' | 'baseBranch' | 'identity' | 'context'> {
  settings: Publishing
  story: Story
  outcome: FixDescription['outcome']
  /** Files that steer later runs: the pull request is a draft, labelled and listing them. */
  review?: SteeringFile[]
}

/**
 * With `tree` and `base`, the fix as a tree on its base commit (a published bundle's patch
 * applied to the base); without both, the writes are taken from the work tree on HEAD, then
 * dropped from it.
 */
type FixRequest = FixCall &
  ({ tree: string; base: string } | { tree?: undefined; base?: undefined })

export type FixOutcome = BranchOutcome & {
  branch: string
  pr?: PullRequestOutcome
  /** Why the pull request or its status could not be made (the branch is pushed). */
  error?: Error
}

/** Publishes the branch (throws when that fails: nothing is recorded then), then the PR. */
export async function shipFix(request: FixRequest): Promise<FixOutcome> {
  const { remote: repo, story, settings } = request
  const { writes } = request.outcome
  const branch = `${settings.branchPrefix}${story.id}`
  const message = fixCommitMessage(story, settings.pullRequest.titlePrefix)
  const base = request.base ?? (await repo.resolveCommit('HEAD'))
  if (base === undefined) throw new Error('HEAD names no commit: the fix branch has no base.')
  const spec = { branch, base, message, env: request.identity }
  const tree = request.tree ?? (await repo.treeWithPaths(base, writes))
  const published = await repo.publishTree({ ...spec, tree }, settings.push)
  core.info(`${branch}: ${published.kind} at ${published.sha}`)
  if (request.tree === undefined) await repo.restorePaths(writes)
  const outcome: FixOutcome = { branch, ...published }
  if (!settings.push || !settings.openPr) return outcome
  try {
    outcome.pr = await openPullRequest(request, branch, base, published.sha)
  } catch (error) {
    outcome.error = error instanceof Error ? error : new Error(String(error))
  }
  return outcome
}

async function openPullRequest(
  request: FixRequest,
  branch: string,
  base: string,
  head: string
): Promise<PullRequestOutcome> {
  const { context, story, settings, outcome } = request
  if (context.owner === '')
    throw new Error(
      'GITHUB_REPOSITORY is not set, so the pull request has no repository. Set it to owner/repo.'
    )
  const client = createGitHubClient(settings.githubToken, {
    baseUrl: context.apiUrl,
    writeSpacingMs: context.writeSpacingMs,
    onRetry: core.info
  })
  const review = request.review ?? []
  const options =
    review.length === 0
      ? settings.pullRequest
      : {
          ...settings.pullRequest,
          draft: true,
          labels: [...settings.pullRequest.labels, REVIEW_LABEL]
        }
  const pr = await openOrUpdatePullRequest(client, {
    owner: context.owner,
    repo: context.repo,
    head: branch,
    base: request.baseBranch,
    title: pullRequestTitle(story, settings.pullRequest.titlePrefix),
    body: pullRequestBody({
      story,
      outcome,
      branch,
      base: { branch: request.baseBranch, sha: base },
      head,
      runUrl: context.runUrl,
      review
    }),
    options
  })
  core.info(`pull request #${pr.number} ${pr.kind}: ${pr.url}`)
  await setScopeStatus(client, {
    owner: context.owner,
    repo: context.repo,
    sha: head,
    description: `${outcome.writes.length} path(s), all inside the scope of ${story.id}`,
    targetUrl: context.runUrl
  })
  return pr
}
