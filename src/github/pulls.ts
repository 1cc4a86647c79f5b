import { explainGitHubError } from './errors.js'
import type { GitHubClient } from './octokit.js'

export interface RepoRef {
  owner: string
  repo: string
}

export interface PullRequestSpec extends RepoRef {
  /** Head branch in this repository, for example ralph/FIX-001. */
  head: string
  /** Branch the pull request merges into. */
  base: string
  title: string
  body: string
  /** Labels the pull request must carry (added, never removed). */
  labels: string[]
}

export type PullRequestOutcome = {
  kind: 'created' | 'updated' | 'unchanged'
  number: number
  url: string
}

interface OpenPull {
  number: number
  html_url: string
  title: string
  body?: string | null
  base: { ref: string }
  labels: { name?: string }[]
}

const PERMISSION = 'pull-requests: write'

/**
 * Opens a pull request for `head`, or updates the open one: never a second. When another run
 * creates it between our list and our create, GitHub answers 422 "already exists" and we
 * update that one instead.
 */
export async function openOrUpdatePullRequest(
  client: GitHubClient,
  spec: PullRequestSpec
): Promise<PullRequestOutcome> {
  let pull = await findOpenPull(client, spec)
  if (!pull) {
    const created = await createPull(client, spec)
    if (created) {
      await ensureLabels(client, spec, created.number, [])
      return created
    }
    pull = await findOpenPull(client, spec)
    if (!pull)
      throw new Error(
        `GitHub said a pull request for ${spec.head} already exists, but none is open. ` +
          'Run the step again.'
      )
  }
  const outcome = await updatePull(client, spec, pull)
  await ensureLabels(client, spec, pull.number, pull.labels)
  return outcome
}

async function findOpenPull(
  client: GitHubClient,
  spec: PullRequestSpec
): Promise<OpenPull | undefined> {
  try {
    const { data } = await client.rest.pulls.list({
      owner: spec.owner,
      repo: spec.repo,
      state: 'open',
      head: `${spec.owner}:${spec.head}`,
      per_page: 10
    })
    return data[0]
  } catch (error) {
    throw explainGitHubError(error, `list pull requests for ${spec.head}`, PERMISSION)
  }
}

/** Creates the pull request; undefined when GitHub says one already exists for the head. */
async function createPull(
  client: GitHubClient,
  spec: PullRequestSpec
): Promise<PullRequestOutcome | undefined> {
  try {
    const { data } = await client.rest.pulls.create({
      owner: spec.owner,
      repo: spec.repo,
      head: spec.head,
      base: spec.base,
      title: spec.title,
      body: spec.body
    })
    return { kind: 'created', number: data.number, url: data.html_url }
  } catch (error) {
    if (isAlreadyExists(error)) return undefined
    throw explainGitHubError(error, `create the pull request for ${spec.head}`, PERMISSION)
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
  try {
    const { data } = await client.rest.pulls.update({
      owner: spec.owner,
      repo: spec.repo,
      pull_number: pull.number,
      title: spec.title,
      body: spec.body,
      base: spec.base
    })
    return { kind: 'updated', number: data.number, url: data.html_url }
  } catch (error) {
    throw explainGitHubError(error, `update pull request #${pull.number}`, PERMISSION)
  }
}

async function ensureLabels(
  client: GitHubClient,
  spec: PullRequestSpec,
  number: number,
  current: { name?: string }[]
): Promise<void> {
  const present = new Set(current.map(label => label.name))
  const missing = spec.labels.filter(label => !present.has(label))
  if (missing.length === 0) return
  try {
    await client.rest.issues.addLabels({
      owner: spec.owner,
      repo: spec.repo,
      issue_number: number,
      labels: missing
    })
  } catch (error) {
    throw explainGitHubError(error, `label pull request #${number}`, PERMISSION)
  }
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
