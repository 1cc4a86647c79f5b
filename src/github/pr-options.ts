/**
 * How fix pull requests are opened: one object from the action's pull-request inputs, passed
 * unchanged by every path that opens one (the single-job step and the publish command).
 */
export interface PullRequestOptions {
  /** Open new pull requests as drafts (an open one keeps its state). */
  draft: boolean
  /** Labels the pull request carries (added, never removed). */
  labels: string[]
  /** Review requested from these users, and from teams written `org/team-slug`. */
  reviewers: string[]
  /** Users assigned to the pull request. */
  assignees: string[]
  /** Put before `<id> <title>`, with a space, in the pull request's and the commit's title. */
  titlePrefix: string
}

/** Users and team slugs apart, as the review-request endpoint wants them. */
export function splitReviewers(reviewers: readonly string[]): { users: string[]; teams: string[] } {
  const users = reviewers.filter(name => !name.includes('/'))
  const teams = reviewers.filter(name => name.includes('/')).map(name => name.split('/')[1] ?? '')
  return { users, teams }
}
