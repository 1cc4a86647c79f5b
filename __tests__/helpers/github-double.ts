/**
 * A GitHub REST test double on 127.0.0.1: keeps pull requests, labels, review requests,
 * assignees and commit statuses in memory, answers with the shapes and error bodies of api.github.com, and records every call.
 * Only the endpoints the action uses exist; anything else gets GitHub's 404 body.
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http'
import { AddressInfo } from 'node:net'

export interface RecordedCall {
  method: string
  /** Path without the query string. */
  path: string
  query: Record<string, string>
  body: unknown
  authorization: string | undefined
}

export interface PullRecord {
  number: number
  state: 'open' | 'closed'
  title: string
  body: string | null
  head: string
  base: string
  labels: string[]
  draft: boolean
  reviewers: string[]
  teamReviewers: string[]
  assignees: string[]
}

export interface StatusRecord {
  sha: string
  state: string
  context: string
  description: string | null
  target_url: string | null
}

interface ScriptedFailure {
  method: string
  path: RegExp
  status: number
  body: unknown
  headers?: Record<string, string>
  /** Carry the request out first, then answer with the failure (a gateway that timed out). */
  afterEffect?: boolean
}

export interface GitHubDouble {
  /** API root to use as GITHUB_API_URL / baseUrl. */
  url: string
  calls: RecordedCall[]
  pulls: PullRecord[]
  statuses: StatusRecord[]
  /** Answer the next matching request with this failure (once). */
  failOnce(failure: ScriptedFailure): void
  /** Answer every pull-request creation with GitHub's 403 for a repository that forbids it. */
  forbidPullRequests(): void
  /** On the next creation, let "another run" open the pull request first (the 422 race). */
  raceNextCreate(): void
  close(): Promise<void>
}

export interface DoubleOptions {
  owner: string
  repo: string
  /** Tokens the double accepts; any other gets 401 Bad credentials. */
  tokens: string[]
  /** Web URL used in html_url fields. */
  serverUrl?: string
  /** Head sha of a branch, for the `head.sha` field (for example read from a bare origin). */
  headSha?: (branch: string) => string
}

const DOCS = 'https://docs.github.com/rest'

export async function startGitHubDouble(options: DoubleOptions): Promise<GitHubDouble> {
  const state = new DoubleState(options)
  const server = createServer((req, res) => {
    readBody(req)
      .then(body => state.handle(req, body, res))
      .catch(error => send(res, 500, { message: String(error) }))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  state.apiUrl = `http://127.0.0.1:${port}`
  return {
    url: state.apiUrl,
    calls: state.calls,
    pulls: state.pulls,
    statuses: state.statuses,
    failOnce: failure => state.failures.push(failure),
    forbidPullRequests: () => {
      state.forbidden = true
    },
    raceNextCreate: () => {
      state.race = true
    },
    close: () => closeServer(server)
  }
}

class DoubleState {
  apiUrl = ''
  calls: RecordedCall[] = []
  pulls: PullRecord[] = []
  labels = new Map<number, string[]>()
  statuses: StatusRecord[] = []
  failures: ScriptedFailure[] = []
  forbidden = false
  race = false
  private nextNumber = 1
  private nextId = 1000

  constructor(private readonly options: DoubleOptions) {}

  handle(req: IncomingMessage, raw: string, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    const body = raw === '' ? undefined : (JSON.parse(raw) as unknown)
    this.calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization
    })
    const failure = this.failures.findIndex(f => f.method === method && f.path.test(url.pathname))
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1)
      if (f?.afterEffect) {
        const discard = { writeHead: () => discard, end: () => discard }
        this.route(method, url, body as Record<string, unknown>, discard as never)
      }
      if (f) return send(res, f.status, f.body, f.headers)
    }
    if (!this.authorized(req.headers.authorization))
      return send(res, 401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' })
    this.route(method, url, body as Record<string, unknown> | undefined, res)
  }

  private authorized(header: string | undefined): boolean {
    const token = /^(?:token|bearer) (.+)$/i.exec(header ?? '')?.[1]
    return token !== undefined && this.options.tokens.includes(token)
  }

  private route(
    method: string,
    url: URL,
    body: Record<string, unknown> | undefined,
    res: ServerResponse
  ): void {
    const prefix = `/repos/${this.options.owner}/${this.options.repo}`
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : undefined
    let match: RegExpExecArray | null
    if (path === '/pulls' && method === 'GET')
      return send(res, 200, this.listPulls(url.searchParams))
    if (path === '/pulls' && method === 'POST') return this.createPull(body ?? {}, res)
    if (path !== undefined && (match = /^\/pulls\/(\d+)$/.exec(path))) {
      const pull = this.pulls.find(p => p.number === Number(match?.[1]))
      if (!pull) return notFound(res)
      if (method === 'GET') return send(res, 200, this.pullJson(pull))
      if (method === 'PATCH')
        return send(res, 200, this.pullJson(this.updatePull(pull, body ?? {})))
    }
    if (
      path !== undefined &&
      (match = /^\/issues\/(\d+)\/labels$/.exec(path)) &&
      method === 'POST'
    ) {
      const number = Number(match[1])
      if (!this.pulls.some(p => p.number === number)) return notFound(res)
      return send(res, 200, this.addLabels(number, body ?? {}))
    }
    if (
      path !== undefined &&
      (match = /^\/pulls\/(\d+)\/requested_reviewers$/.exec(path)) &&
      method === 'POST'
    ) {
      const pull = this.pulls.find(p => p.number === Number(match?.[1]))
      if (!pull) return notFound(res)
      return this.requestReviewers(pull, body ?? {}, res)
    }
    if (
      path !== undefined &&
      (match = /^\/issues\/(\d+)\/assignees$/.exec(path)) &&
      method === 'POST'
    ) {
      const pull = this.pulls.find(p => p.number === Number(match?.[1]))
      if (!pull) return notFound(res)
      const names = Array.isArray(body?.assignees) ? body.assignees.map(String) : []
      for (const name of names) if (!pull.assignees.includes(name)) pull.assignees.push(name)
      return send(res, 201, this.pullJson(pull))
    }
    if (
      path !== undefined &&
      (match = /^\/statuses\/([0-9a-f]{40})$/.exec(path)) &&
      method === 'POST'
    )
      return send(res, 201, this.createStatus(match[1] as string, body ?? {}))
    notFound(res)
  }

  private listPulls(params: URLSearchParams): unknown[] {
    const stateFilter = params.get('state') ?? 'open'
    const head = params.get('head')
    const base = params.get('base')
    return this.pulls
      .filter(p => stateFilter === 'all' || p.state === stateFilter)
      .filter(p => head === null || `${this.options.owner}:${p.head}` === head)
      .filter(p => base === null || p.base === base)
      .map(p => this.pullJson(p))
  }

  private createPull(body: Record<string, unknown>, res: ServerResponse): void {
    if (this.forbidden)
      return send(res, 403, {
        message: 'GitHub Actions is not permitted to create or approve pull requests.',
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
        status: '403'
      })
    const head = String(body.head ?? '').replace(`${this.options.owner}:`, '')
    const base = String(body.base ?? '')
    if (this.race) {
      this.race = false
      this.insertPull({ title: 'opened by another run', body: '', head, base, draft: false })
    }
    if (this.pulls.some(p => p.state === 'open' && p.head === head && p.base === base))
      return send(res, 422, {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'PullRequest',
            code: 'custom',
            message: `A pull request already exists for ${this.options.owner}:${head}.`
          }
        ],
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
        status: '422'
      })
    const pull = this.insertPull({
      title: String(body.title ?? ''),
      body: typeof body.body === 'string' ? body.body : null,
      head,
      base,
      draft: body.draft === true
    })
    send(res, 201, this.pullJson(pull))
  }

  private insertPull(fields: {
    title: string
    body: string | null
    head: string
    base: string
    draft: boolean
  }): PullRecord {
    const pull: PullRecord = {
      number: this.nextNumber++,
      state: 'open',
      labels: [],
      reviewers: [],
      teamReviewers: [],
      assignees: [],
      ...fields
    }
    this.pulls.push(pull)
    return pull
  }

  private updatePull(pull: PullRecord, body: Record<string, unknown>): PullRecord {
    if (typeof body.title === 'string') pull.title = body.title
    if (typeof body.body === 'string') pull.body = body.body
    if (typeof body.base === 'string') pull.base = body.base
    if (body.state === 'open' || body.state === 'closed') pull.state = body.state
    return pull
  }

  /** GitHub refuses a review request from the pull request's author with 422. */
  private requestReviewers(
    pull: PullRecord,
    body: Record<string, unknown>,
    res: ServerResponse
  ): void {
    const users = Array.isArray(body.reviewers) ? body.reviewers.map(String) : []
    const teams = Array.isArray(body.team_reviewers) ? body.team_reviewers.map(String) : []
    if (users.includes('github-actions[bot]'))
      return send(res, 422, {
        message: 'Review cannot be requested from pull request author.',
        documentation_url: 'https://docs.github.com/rest/pulls/review-requests',
        status: '422'
      })
    for (const name of users) if (!pull.reviewers.includes(name)) pull.reviewers.push(name)
    for (const slug of teams) if (!pull.teamReviewers.includes(slug)) pull.teamReviewers.push(slug)
    send(res, 201, this.pullJson(pull))
  }

  private addLabels(number: number, body: Record<string, unknown>): unknown[] {
    const pull = this.pulls.find(p => p.number === number) as PullRecord
    const names = Array.isArray(body.labels) ? body.labels.map(String) : []
    for (const name of names) if (!pull.labels.includes(name)) pull.labels.push(name)
    return pull.labels.map(name => this.labelJson(name))
  }

  private createStatus(sha: string, body: Record<string, unknown>): unknown {
    const status: StatusRecord = {
      sha,
      state: String(body.state),
      context: typeof body.context === 'string' ? body.context : 'default',
      description: typeof body.description === 'string' ? body.description : null,
      target_url: typeof body.target_url === 'string' ? body.target_url : null
    }
    this.statuses.push(status)
    const id = this.nextId++
    return {
      url: `${this.apiUrl}/repos/${this.options.owner}/${this.options.repo}/statuses/${sha}`,
      id,
      node_id: `SC_${id}`,
      state: status.state,
      description: status.description,
      target_url: status.target_url,
      context: status.context,
      created_at: '2024-03-14T12:00:00Z',
      updated_at: '2024-03-14T12:00:00Z',
      creator: { login: 'github-actions[bot]', id: 41898282, type: 'Bot' }
    }
  }

  private pullJson(pull: PullRecord): Record<string, unknown> {
    const { owner, repo } = this.options
    const web = this.options.serverUrl ?? 'https://github.com'
    const ref = (name: string): Record<string, unknown> => ({
      label: `${owner}:${name}`,
      ref: name,
      sha: this.options.headSha?.(name) ?? '0'.repeat(40),
      repo: { name: repo, full_name: `${owner}/${repo}`, owner: { login: owner } }
    })
    return {
      url: `${this.apiUrl}/repos/${owner}/${repo}/pulls/${pull.number}`,
      id: 100000 + pull.number,
      node_id: `PR_${pull.number}`,
      html_url: `${web}/${owner}/${repo}/pull/${pull.number}`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      body: pull.body,
      user: { login: 'github-actions[bot]', id: 41898282, type: 'Bot' },
      labels: pull.labels.map(name => this.labelJson(name)),
      draft: pull.draft,
      requested_reviewers: pull.reviewers.map(login => this.userJson(login)),
      requested_teams: pull.teamReviewers.map(slug => ({ id: slug.length, slug, name: slug })),
      assignees: pull.assignees.map(login => this.userJson(login)),
      head: ref(pull.head),
      base: ref(pull.base),
      created_at: '2024-03-14T12:00:00Z',
      updated_at: '2024-03-14T12:00:00Z'
    }
  }

  private userJson(login: string): Record<string, unknown> {
    return { login, id: login.length * 104729, type: 'User' }
  }

  private labelJson(name: string): Record<string, unknown> {
    const { owner, repo } = this.options
    return {
      id: name.length * 7919,
      node_id: `LA_${name}`,
      url: `${this.apiUrl}/repos/${owner}/${repo}/labels/${encodeURIComponent(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null
    }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-github-media-type': 'github.v3; format=json',
    ...headers
  })
  res.end(text)
}

function notFound(res: ServerResponse): void {
  send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' })
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise(resolve => server.close(() => resolve()))
}
