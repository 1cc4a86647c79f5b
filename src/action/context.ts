import { readFileSync } from 'node:fs'

/** What the runner tells the action through its GITHUB_* environment. */
export type RunContext = ReturnType<typeof readRunContext>

export function readRunContext(env: NodeJS.ProcessEnv = process.env) {
  // Only pull requests need owner/repo; validate and check-scope run without it locally.
  const repository = env.GITHUB_REPOSITORY ?? ''
  const match = repository === '' ? ['', '', ''] : /^([^/\s]+)\/([^/\s]+)$/.exec(repository)
  if (!match)
    throw new Error(
      `Invalid GITHUB_REPOSITORY '${repository}'. Expected owner/repo, as the Actions runner sets it.`
    )
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const runId = env.GITHUB_RUN_ID
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    /** '' when GITHUB_REPOSITORY is unset. */
    owner: match[1] as string,
    repo: match[2] as string,
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH || undefined,
    runUrl: runId && repository ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    /** GitHub's advice (1 s between writes, 3 s between notifying ones) when unset. */
    writeSpacingMs: readSpacing(env.RALPH_GITHUB_WRITE_SPACING_MS)
  }
}

/** The parsed event payload, or {} when the runner gave none. */
export function readEventPayload(context: RunContext): Record<string, unknown> {
  if (context.eventPath === undefined) return {}
  let text: string
  try {
    text = readFileSync(context.eventPath, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read the event payload GITHUB_EVENT_PATH='${context.eventPath}'.`, {
      cause: error
    })
  }
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch (error) {
    throw new Error(`The event payload ${context.eventPath} is not JSON.`, { cause: error })
  }
}

/** For a GitHub Enterprise Server without secondary rate limits, and for the tests' double. */
function readSpacing(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  if (/^\d{1,6}$/.test(value)) return Number(value)
  throw new Error(
    `Invalid RALPH_GITHUB_WRITE_SPACING_MS '${value}'. Expected milliseconds between GitHub ` +
      'writes (0 to 999999), or leave it unset for the spacing GitHub asks for.'
  )
}
