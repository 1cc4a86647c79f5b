import { getOctokit } from '@actions/github'

export type GitHubClient = ReturnType<typeof getOctokit>

export interface ClientOptions {
  /** REST API root (GITHUB_API_URL on a runner; the test double in tests). */
  baseUrl: string
  /** Attempts in all for a transient failure, at least 1. */
  attempts?: number
  /** Milliseconds before the first retry; doubles each time. */
  backoffMs?: number
  /** Told about each retry (the action logs it). */
  onRetry?: (message: string) => void
}

const MAX_WAIT_MS = 60_000

/** The one Octokit factory: token auth, the given API root, retries only for transient errors. */
export function createGitHubClient(token: string, options: ClientOptions): GitHubClient {
  if (token === '')
    throw new Error(
      "Input 'github-token' is empty. Leave it at its default (${{ github.token }}) or pass a token."
    )
  const client = getOctokit(token, { baseUrl: options.baseUrl })
  const attempts = Math.max(1, options.attempts ?? 3)
  const backoffMs = options.backoffMs ?? 1000
  client.hook.wrap('request', async (request, endpoint) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await request(endpoint)
      } catch (error) {
        if (attempt >= attempts || !isTransient(error)) throw error
        const wait = Math.min(retryAfterMs(error) ?? backoffMs * 2 ** (attempt - 1), MAX_WAIT_MS)
        options.onRetry?.(
          `${endpoint.method} ${endpoint.url} failed (${describe(error)}); retry ${attempt} of ${attempts - 1} in ${wait} ms`
        )
        await new Promise(resolve => setTimeout(resolve, wait))
      }
    }
  })
  return client
}

interface HttpErrorLike {
  status?: number
  message?: string
  response?: { headers?: Record<string, string | number | undefined> }
}

/**
 * Server errors, rate limits and dropped connections are worth another try; every other 4xx
 * (bad token, missing permission, validation) gives the same answer again.
 */
export function isTransient(error: unknown): boolean {
  const { status, message = '', response } = error as HttpErrorLike
  if (typeof status !== 'number') return false
  if (status === 429 || status >= 500) return true
  if (status === 403) {
    const remaining = response?.headers?.['x-ratelimit-remaining']
    return String(remaining) === '0' || /secondary rate limit|abuse detection/i.test(message)
  }
  return false
}

function retryAfterMs(error: unknown): number | undefined {
  const value = (error as HttpErrorLike).response?.headers?.['retry-after']
  const seconds = Number(value)
  return value !== undefined && Number.isFinite(seconds) ? seconds * 1000 : undefined
}

function describe(error: unknown): string {
  const { status, message } = error as HttpErrorLike
  return `${status ?? 'no status'}: ${message ?? String(error)}`
}
