import { readFileSync } from 'node:fs'

/** What the runner tells the action through its GITHUB_* environment. */
export interface RunContext {
  /** The checkout the action works in. */
  workspace: string
  /** `owner` of `owner/repo` ('' when GITHUB_REPOSITORY is unset). */
  owner: string
  /** `repo` of `owner/repo`. */
  repo: string
  /** Web server, for example https://github.com (the git remote host). */
  serverUrl: string
  /** REST API root, for example https://api.github.com. */
  apiUrl: string
  /** Event that started the workflow, for example `schedule` or `pull_request`. */
  eventName: string
  /** Path of the event payload JSON. */
  eventPath: string | undefined
  /** Link to this workflow run, for commit statuses and summaries. */
  runUrl: string | undefined
}

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  // Only pull requests need owner/repo; validate and check-scope run without it locally.
  const repository = env.GITHUB_REPOSITORY ?? ''
  const match = repository === '' ? ['', '', ''] : /^([^/\s]+)\/([^/\s]+)$/.exec(repository)
  if (!match)
    throw new Error(
      `Invalid GITHUB_REPOSITORY '${repository}'. Expected owner/repo, as the Actions runner sets it.`
    )
  const serverUrl = stripSlash(env.GITHUB_SERVER_URL || 'https://github.com')
  const runId = env.GITHUB_RUN_ID
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    owner: match[1] as string,
    repo: match[2] as string,
    serverUrl,
    apiUrl: stripSlash(env.GITHUB_API_URL || 'https://api.github.com'),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH || undefined,
    runUrl: runId && repository ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined
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

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '')
}
