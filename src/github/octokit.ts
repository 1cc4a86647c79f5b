import { Octokit } from '@octokit/core'
import type { OctokitOptions } from '@octokit/core/types'
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck'

const RalphOctokit = Octokit.plugin(retryLog, restEndpointMethods, retry, throttling)

export type GitHubClient = InstanceType<typeof RalphOctokit>

interface ClientOptions {
  baseUrl: string
  /** The n-th retry waits n² times this. */
  backoffMs?: number
  /** GitHub asks for at least one second between writes (the plugin's shared limiters when unset). */
  writeSpacingMs?: number
  onRetry?: (message: string) => void
}

/** Rate-limit waits longer than this give up instead of holding the job. */
const MAX_RATE_LIMIT_WAIT_S = 60
const RATE_LIMIT_RETRIES = 2

/** Retries server errors (never 4xx); calls not to be repeated blindly pass `retries: 0`. */
export function createGitHubClient(token: string, options: ClientOptions): GitHubClient {
  if (token === '')
    throw new Error(
      "Input 'github-token' is empty. Leave it at its default (${{ github.token }}) or pass a token."
    )
  const spacing = options.writeSpacingMs
  const rateLimited =
    (kind: string) =>
    (after: number, request: { method: string; url: string }, _client: unknown, count: number) => {
      const again = count < RATE_LIMIT_RETRIES && after <= MAX_RATE_LIMIT_WAIT_S
      options.onRetry?.(
        `${request.method} ${request.url} hit the ${kind}; ` +
          (again ? `retry in ${after} s` : 'giving up')
      )
      return again
    }
  return new RalphOctokit({
    auth: token,
    baseUrl: options.baseUrl,
    onRetry: options.onRetry,
    retry: {
      retries: 3,
      retryAfterBaseValue: options.backoffMs ?? 1000
    },
    throttle: {
      onRateLimit: rateLimited('rate limit'),
      onSecondaryRateLimit: rateLimited('secondary rate limit'),
      // Own limiters: the plugin's defaults are shared by every client.
      ...(spacing === undefined
        ? {}
        : {
            write: new Bottleneck.Group({ maxConcurrent: 1, minTime: spacing }),
            notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: spacing })
          })
    }
  })
}

/** Listed before the retry plugin, so its hook sits inside the retries and sees every attempt. */
function retryLog(client: Octokit, options: OctokitOptions): void {
  const onRetry = options.onRetry as ((message: string) => void) | undefined
  if (!onRetry) return
  client.hook.wrap('request', async (request, endpoint) => {
    try {
      return await request(endpoint)
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string }
      const planned = (endpoint.request as { retries?: number } | undefined)?.retries
      if (isServerError(error) && planned !== 0)
        onRetry(`${endpoint.method} ${endpoint.url} failed (${status}: ${message})`)
      throw error
    }
  })
}

/** A server-side failure: the request may or may not have taken effect. */
export function isServerError(error: unknown): boolean {
  const { status } = error as { status?: number }
  return typeof status === 'number' && status >= 500
}

const PR_SETTING =
  'Settings > Actions > General > Workflow permissions > ' +
  '"Allow GitHub Actions to create and approve pull requests"'

export function explainGitHubError(error: unknown, doing: string, permission: string): Error {
  const { status, message = String(error) } = error as { status?: number; message?: string }
  const said = `${status ?? 'no status'}: ${message}`
  let fix: string
  if (/not permitted to create or approve pull requests/i.test(message))
    fix =
      `This repository does not let GitHub Actions open pull requests. Enable ${PR_SETTING} ` +
      '(for an organization, also in its settings), or pass a GitHub App or personal token in ' +
      "'github-token'."
  else if (status === 403 && /Resource not accessible/i.test(message))
    fix = `The token lacks '${permission}'. Add 'permissions: ${permission}' to the workflow or job.`
  else if (status === 401)
    fix = "The token was refused. Check 'github-token' (empty, expired or for another server)."
  else if (status === 404)
    fix =
      'The repository or object was not found with this token. ' +
      `Check GITHUB_REPOSITORY and that the token can see the repository ('${permission}').`
  else if (status === 403) fix = `The token may not do this. Give it '${permission}'.`
  else fix = 'See the message above.'
  return new Error(`Could not ${doing} (${said}). ${fix}`, { cause: error })
}
