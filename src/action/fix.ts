/**
 * A passing fixing story: its writes become one commit on `ralph/<id>` off the base commit,
 * a pull request is opened or updated for it, its head gets the `ralph/scope` status, and the
 * work tree drops the writes again so the next transition starts from the base.
 */
import { GitAuth, Repository } from '../git/repository.js'
import { createGitHubClient } from '../github/octokit.js'
import {
  fixCommitMessage,
  pullRequestBody,
  pullRequestTitle,
  REVIEW_LABEL
} from '../loop/bundle/pr-body.js'
import type { PullRequestOptions } from '../github/pr-options.js'
import { openOrUpdatePullRequest, PullRequestOutcome } from '../github/pulls.js'
import { setCommitStatus } from '../github/status.js'
import type { SteeringFile } from '../loop/scope.js'
import type { AgentRun } from '../loop/step.js'
import type { Story } from '../loop/types.js'
import type { RunContext } from './context.js'

export interface FixRequest {
  top: string
  story: Story
  writes: string[]
  reportPath: string
  attempt: number
  baseBranch: string
  branchPrefix: string
  push: boolean
  openPr: boolean
  /** Draft, labels, reviewers, assignees, title prefix. */
  pullRequest: PullRequestOptions
  /** What ran, for the pull request body. */
  agent: AgentRun
  auth: GitAuth
  identity: NodeJS.ProcessEnv
  context: RunContext
  log: (message: string) => void
  /**
   * The fix as a tree on its base commit (a published bundle's patch applied to the base);
   * without it the writes are taken from the work tree on HEAD, then dropped from it.
   */
  patched?: { tree: string; base: string }
  /** Files that steer later runs: the pull request is a draft, labelled and listing them. */
  review?: SteeringFile[]
}

export interface FixOutcome {
  branch: string
  branchKind: 'created' | 'updated' | 'unchanged'
  sha: string
  pr?: PullRequestOutcome
  /** Why the pull request or its status could not be made (the branch is pushed). */
  error?: Error
}

/** Publishes the branch (throws when that fails: nothing is recorded then), then the PR. */
export async function shipFix(request: FixRequest): Promise<FixOutcome> {
  const { top, story } = request
  const branch = `${request.branchPrefix}${story.id}`
  const repo = new Repository(top, { auth: request.auth })
  const message = fixCommitMessage(story, request.pullRequest.titlePrefix)
  const { patched } = request
  const base = patched?.base ?? (await repo.head())
  if (base === undefined) throw new Error('HEAD names no commit: the fix branch has no base.')
  const spec = { branch, base, message, env: request.identity }
  const published = patched
    ? await repo.publishTree({ ...spec, tree: patched.tree }, request.push)
    : await repo.publishBranch({ ...spec, paths: request.writes }, request.push)
  request.log(`${branch}: ${published.kind} at ${published.sha}`)
  if (!patched) await repo.restorePaths(request.writes)
  const outcome: FixOutcome = { branch, branchKind: published.kind, sha: published.sha }
  if (!request.push || !request.openPr) return outcome
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
  const { context, story } = request
  if (context.owner === '')
    throw new Error(
      'GITHUB_REPOSITORY is not set, so the pull request has no repository. Set it to owner/repo.'
    )
  const client = createGitHubClient(request.auth.token, {
    baseUrl: context.apiUrl,
    onRetry: request.log
  })
  const review = request.review ?? []
  const options =
    review.length === 0
      ? request.pullRequest
      : {
          ...request.pullRequest,
          draft: true,
          labels: [...request.pullRequest.labels, REVIEW_LABEL]
        }
  const pr = await openOrUpdatePullRequest(client, {
    owner: context.owner,
    repo: context.repo,
    head: branch,
    base: request.baseBranch,
    title: pullRequestTitle(story, request.pullRequest.titlePrefix),
    body: pullRequestBody({
      story,
      writes: request.writes,
      reportPath: request.reportPath,
      attempt: request.attempt,
      branch,
      base: { branch: request.baseBranch, sha: base },
      head,
      runUrl: context.runUrl,
      agent: request.agent,
      review
    }),
    options
  })
  request.log(`pull request #${pr.number} ${pr.kind}: ${pr.url}`)
  // Pull requests opened with GITHUB_TOKEN start no workflows, so the check reports here.
  await setCommitStatus(client, {
    owner: context.owner,
    repo: context.repo,
    sha: head,
    state: 'success',
    description: `${request.writes.length} path(s), all inside the scope of ${story.id}`,
    targetUrl: context.runUrl
  })
  return pr
}
