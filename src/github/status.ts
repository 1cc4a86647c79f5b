import { explainGitHubError, type GitHubClient } from './octokit.js'
import type { RepoRef } from './pulls.js'

/** The context pull requests opened by the action carry (they start no workflows themselves). */
const SCOPE_CONTEXT = 'ralph/scope'

export interface CommitStatusSpec extends RepoRef {
  sha: string
  state: 'success' | 'failure' | 'pending' | 'error'
  /** GitHub keeps at most 140 characters. */
  description: string
  targetUrl?: string
}

export async function setCommitStatus(client: GitHubClient, spec: CommitStatusSpec): Promise<void> {
  try {
    await client.rest.repos.createCommitStatus({
      owner: spec.owner,
      repo: spec.repo,
      sha: spec.sha,
      state: spec.state,
      description:
        spec.description.length <= 140 ? spec.description : spec.description.slice(0, 139) + '…',
      context: SCOPE_CONTEXT,
      ...(spec.targetUrl ? { target_url: spec.targetUrl } : {})
    })
  } catch (error) {
    throw explainGitHubError(
      error,
      `set the ${SCOPE_CONTEXT} status on ${spec.sha}`,
      'statuses: write'
    )
  }
}
