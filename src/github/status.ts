import { explainGitHubError, type GitHubClient } from './octokit.js'
import type { RepoRef } from './pulls.js'

/** The context pull requests opened by the action carry (they start no workflows themselves). */
const SCOPE_CONTEXT = 'ralph/scope'

export interface CommitStatusSpec extends RepoRef {
  sha: string
  state: 'success' | 'failure' | 'pending' | 'error'
  /** At most 140 characters are kept by GitHub; longer text is cut here. */
  description: string
  targetUrl?: string
}

/** Sets a commit status (the latest status per context wins on GitHub). */
export async function setCommitStatus(client: GitHubClient, spec: CommitStatusSpec): Promise<void> {
  try {
    await client.rest.repos.createCommitStatus({
      owner: spec.owner,
      repo: spec.repo,
      sha: spec.sha,
      state: spec.state,
      description: truncate(spec.description, 140),
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

function truncate(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1) + '…'
}
