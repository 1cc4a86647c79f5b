import { explainGitHubError, GitHubClient, isServerError } from './octokit.js'

export interface PullRequestOptions {
  /** Open new pull requests as drafts (an open one keeps its state). */
  draft: boolean
  labels: string[]
  /** Users, and teams written `org/team-slug`. */
  reviewers: string[]
  assignees: string[]
  /** Put before `<id> <title>`, with a space, in the pull request's and the commit's title. */
  titlePrefix: string
}

export interface PullRequestSpec {
  owner: string
  repo: string
  head: string
  base: string
  title: string
  body: string
  options: Omit<PullRequestOptions, 'titlePrefix'>
}

export type PullRequestOutcome = {
  kind: 'created' | 'updated' | 'unchanged'
  number: number
  url: string
}

type OpenPull = Awaited<ReturnType<GitHubClient['rest']['pulls']['list']>>['data'][number]

const PERMISSION = 'pull-requests: write'

/** Never a second pull request: if another run creates it first, GitHub answers 422. */
export async function openOrUpdatePullRequest(
  client: GitHubClient,
  spec: PullRequestSpec
): Promise<PullRequestOutcome> {
  const open = await findOpenPull(client, spec)
  const created = open ? undefined : await createPull(client, spec)
  if (created) {
    await completePull(client, spec, created.number, undefined)
    return created
  }
  const pull = open ?? (await findOpenPull(client, spec))
  if (!pull)
    throw new Error(
      `GitHub said a pull request for ${spec.head} already exists, but none is open. ` +
        'Run the step again.'
    )
  const outcome = await updatePull(client, spec, pull)
  await completePull(client, spec, pull.number, pull)
  return outcome
}

async function completePull(
  client: GitHubClient,
  spec: PullRequestSpec,
  number: number,
  pull: OpenPull | undefined
): Promise<void> {
  const { owner, repo, options } = spec
  // GitHub compares logins and slugs case aside.
  const lacking = (names: string[], have: { login?: string; slug?: string }[] | null = []) => {
    const known = new Set((have ?? []).map(item => (item.login ?? item.slug ?? '').toLowerCase()))
    return names.filter(name => !known.has(name.toLowerCase()))
  }
  const labelled = new Set((pull?.labels ?? []).map(label => label.name))
  const labels = options.labels.filter(label => !labelled.has(label))
  if (labels.length > 0)
    await explained(
      client.rest.issues.addLabels({ owner, repo, issue_number: number, labels }),
      `label pull request #${number}`
    )
  // The review-request endpoint takes users and team slugs apart.
  const teamNames = options.reviewers.filter(name => name.includes('/'))
  const users = options.reviewers.filter(name => !name.includes('/'))
  const teams = teamNames.map(name => name.split('/')[1] ?? '')
  const reviewers = lacking(users, pull?.requested_reviewers)
  const teamReviewers = lacking(teams, pull?.requested_teams)
  if (reviewers.length > 0 || teamReviewers.length > 0)
    await explained(
      client.rest.pulls.requestReviewers({
        owner,
        repo,
        pull_number: number,
        ...(reviewers.length > 0 ? { reviewers } : {}),
        ...(teamReviewers.length > 0 ? { team_reviewers: teamReviewers } : {})
      }),
      `request review of pull request #${number} from ${[...reviewers, ...teamReviewers].join(', ')}`
    )
  const assignees = lacking(options.assignees, pull?.assignees)
  if (assignees.length > 0)
    await explained(
      client.rest.issues.addAssignees({ owner, repo, issue_number: number, assignees }),
      `assign pull request #${number}`
    )
}

async function explained<T>(call: Promise<T>, doing: string, permission = PERMISSION): Promise<T> {
  try {
    return await call
  } catch (error) {
    throw explainGitHubError(error, doing, permission)
  }
}

async function findOpenPull(
  client: GitHubClient,
  spec: PullRequestSpec
): Promise<OpenPull | undefined> {
  const { owner, repo, head } = spec
  const { data } = await explained(
    client.rest.pulls.list({ owner, repo, state: 'open', head: `${owner}:${head}`, per_page: 10 }),
    `list pull requests for ${head}`
  )
  return data[0]
}

/** After a server error (it may have gone through) it is sent again only when none is open. */
async function createPull(
  client: GitHubClient,
  spec: PullRequestSpec
): Promise<PullRequestOutcome | undefined> {
  const doing = `create the pull request for ${spec.head}`
  try {
    return await sendCreate(client, spec)
  } catch (error) {
    if (!isServerError(error)) throw explainGitHubError(error, doing, PERMISSION)
    const landed = await findOpenPull(client, spec)
    if (landed) return { kind: 'created', number: landed.number, url: landed.html_url }
    return await explained(sendCreate(client, spec), doing)
  }
}

/** One POST, without the client's retries; undefined for GitHub's 422 "already exists". */
async function sendCreate(
  client: GitHubClient,
  spec: PullRequestSpec
): Promise<PullRequestOutcome | undefined> {
  const { options, ...pull } = spec
  try {
    const { data } = await client.rest.pulls.create({
      ...pull,
      ...(options.draft ? { draft: true } : {}),
      request: { retries: 0 }
    })
    return { kind: 'created', number: data.number, url: data.html_url }
  } catch (error) {
    if (isAlreadyExists(error)) return undefined
    throw error
  }
}

async function updatePull(
  client: GitHubClient,
  spec: PullRequestSpec,
  pull: OpenPull
): Promise<PullRequestOutcome> {
  const same =
    pull.title === spec.title && (pull.body ?? '') === spec.body && pull.base.ref === spec.base
  if (same) return { kind: 'unchanged', number: pull.number, url: pull.html_url }
  const { owner, repo, title, body, base } = spec
  const { data } = await explained(
    client.rest.pulls.update({ owner, repo, pull_number: pull.number, title, body, base }),
    `update pull request #${pull.number}`
  )
  return { kind: 'updated', number: data.number, url: data.html_url }
}

function isAlreadyExists(error: unknown): boolean {
  const { status, response } = error as {
    status?: number
    response?: { data?: { errors?: { message?: string }[] } }
  }
  if (status !== 422) return false
  const messages = (response?.data?.errors ?? []).map(item => item.message ?? '')
  const text = messages.join('\n') + '\n' + String((error as Error).message)
  return /A pull request already exists/i.test(text)
}

/** Pull requests opened with GITHUB_TOKEN start no workflows: the action reports the check. */
export async function setScopeStatus(
  client: GitHubClient,
  spec: Pick<PullRequestSpec, 'owner' | 'repo'> & {
    sha: string
    /** GitHub keeps at most 140 characters. */
    description: string
    targetUrl: string | undefined
  }
): Promise<void> {
  const { owner, repo, sha, description, targetUrl } = spec
  await explained(
    client.rest.repos.createCommitStatus({
      owner,
      repo,
      sha,
      state: 'success',
      description: description.length <= 140 ? description : description.slice(0, 139) + '…',
      context: 'ralph/scope',
      ...(targetUrl ? { target_url: targetUrl } : {})
    }),
    `set the ralph/scope status on ${sha}`,
    'statuses: write'
  )
}
