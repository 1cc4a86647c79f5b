import { createGitHubClient } from '../../src/github/octokit.js'
import { openOrUpdatePullRequest, PullRequestSpec, setScopeStatus } from '../../src/github/pulls.js'
import { GitHubDouble, startGitHubDouble } from '../helpers/github-double.js'

const TOKEN = 'ghs_testtoken123'

describe('pull requests against the REST double', () => {
  let github: GitHubDouble
  const spec: PullRequestSpec = {
    owner: 'acme',
    repo: 'api',
    head: 'ralph/FIX-001',
    base: 'main',
    title: 'ralph: FIX-001 Remove dead code',
    body: 'first body\n<!-- ralph-story: FIX-001 -->\n',
    options: { draft: false, labels: ['ralph'], reviewers: [], assignees: [] }
  }

  beforeEach(async () => {
    github = await startGitHubDouble({ owner: 'acme', repo: 'api', tokens: [TOKEN] })
  })
  afterEach(() => github.close())

  const client = (): ReturnType<typeof createGitHubClient> =>
    createGitHubClient(TOKEN, { baseUrl: github.url, backoffMs: 0, writeSpacingMs: 0 })

  it('creates, then leaves alone, then updates the same pull request', async () => {
    const first = await openOrUpdatePullRequest(client(), spec)
    expect(first).toEqual({ kind: 'created', number: 1, url: 'https://github.com/acme/api/pull/1' })
    const second = await openOrUpdatePullRequest(client(), spec)
    expect(second).toEqual({ ...first, kind: 'unchanged' })
    const third = await openOrUpdatePullRequest(client(), { ...spec, body: 'second body' })
    expect(third).toEqual({ ...first, kind: 'updated' })

    expect(github.pulls).toEqual([
      {
        number: 1,
        state: 'open',
        title: spec.title,
        body: 'second body',
        head: 'ralph/FIX-001',
        base: 'main',
        labels: ['ralph'],
        draft: false,
        reviewers: [],
        teamReviewers: [],
        assignees: []
      }
    ])
    expect(
      github.calls.map(c => `${c.method} ${c.path} ${JSON.stringify(c.body ?? c.query)}`)
    ).toEqual([
      'GET /repos/acme/api/pulls {"state":"open","head":"acme:ralph/FIX-001","per_page":"10"}',
      `POST /repos/acme/api/pulls ${JSON.stringify({ head: spec.head, base: 'main', title: spec.title, body: spec.body })}`,
      'POST /repos/acme/api/issues/1/labels {"labels":["ralph"]}',
      'GET /repos/acme/api/pulls {"state":"open","head":"acme:ralph/FIX-001","per_page":"10"}',
      'GET /repos/acme/api/pulls {"state":"open","head":"acme:ralph/FIX-001","per_page":"10"}',
      `PATCH /repos/acme/api/pulls/1 ${JSON.stringify({ title: spec.title, body: 'second body', base: 'main' })}`
    ])
    expect(new Set(github.calls.map(c => c.authorization))).toEqual(new Set([`token ${TOKEN}`]))
  })

  it('updates the pull request another run created between list and create (422 race)', async () => {
    github.raceNextCreate()
    const outcome = await openOrUpdatePullRequest(client(), spec)
    expect(outcome).toEqual({
      kind: 'updated',
      number: 1,
      url: 'https://github.com/acme/api/pull/1'
    })
    expect(github.pulls).toHaveLength(1)
    expect(github.pulls[0]).toMatchObject({ title: spec.title, body: spec.body, labels: ['ralph'] })
    expect(github.calls.map(c => `${c.method} ${c.path}`)).toEqual([
      'GET /repos/acme/api/pulls',
      'POST /repos/acme/api/pulls',
      'GET /repos/acme/api/pulls',
      'PATCH /repos/acme/api/pulls/1',
      'POST /repos/acme/api/issues/1/labels'
    ])
  })

  it('names the repository setting when Actions may not open pull requests', async () => {
    github.forbidPullRequests()
    const attempt = openOrUpdatePullRequest(client(), spec)
    await expect(attempt).rejects.toThrow(
      'Settings > Actions > General > Workflow permissions > "Allow GitHub Actions to create and approve pull requests"'
    )
    await expect(attempt).rejects.toThrow(
      'GitHub Actions is not permitted to create or approve pull requests.'
    )
    expect(github.calls.filter(c => c.method === 'POST')).toHaveLength(1)
  })

  it('names the missing permission for "Resource not accessible by integration"', async () => {
    github.failOnce({
      method: 'POST',
      path: /\/statuses\//,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/commits/statuses#create-a-commit-status',
        status: '403'
      }
    })
    const attempt = setScopeStatus(client(), {
      owner: 'acme',
      repo: 'api',
      sha: 'a'.repeat(40),
      description: 'in scope',
      targetUrl: undefined
    })
    await expect(attempt).rejects.toThrow(
      "Add 'permissions: statuses: write' to the workflow or job."
    )
    expect(github.calls).toHaveLength(1)
  })

  it('retries a transient 502 and not a 404', async () => {
    github.failOnce({
      method: 'GET',
      path: /\/pulls$/,
      status: 502,
      body: { message: 'Server Error' }
    })
    const retries: string[] = []
    const retrying = createGitHubClient(TOKEN, {
      baseUrl: github.url,
      backoffMs: 0,
      writeSpacingMs: 0,
      onRetry: message => retries.push(message)
    })
    await expect(openOrUpdatePullRequest(retrying, spec)).resolves.toMatchObject({
      kind: 'created'
    })
    expect(retries).toHaveLength(1)
    expect(retries[0]).toContain('502')

    const wrongRepo = openOrUpdatePullRequest(retrying, { ...spec, repo: 'missing' })
    await expect(wrongRepo).rejects.toThrow(
      'The repository or object was not found with this token.'
    )
    expect(retries).toHaveLength(1)
  })

  it('does not repeat a create that got a 502 when the pull request was made after all', async () => {
    github.failOnce({
      method: 'POST',
      path: /\/pulls$/,
      status: 502,
      body: { message: 'Server Error' },
      afterEffect: true
    })
    const outcome = await openOrUpdatePullRequest(client(), spec)
    expect(outcome).toEqual({
      kind: 'created',
      number: 1,
      url: 'https://github.com/acme/api/pull/1'
    })
    expect(github.pulls).toHaveLength(1)
    expect(github.calls.map(c => `${c.method} ${c.path}`)).toEqual([
      'GET /repos/acme/api/pulls',
      'POST /repos/acme/api/pulls',
      'GET /repos/acme/api/pulls',
      'POST /repos/acme/api/issues/1/labels'
    ])
  })

  it('sends a create that got a 502 once more only when no pull request appeared', async () => {
    github.failOnce({ method: 'POST', path: /\/pulls$/, status: 502, body: { message: 'Bad' } })
    const outcome = await openOrUpdatePullRequest(client(), spec)
    expect(outcome).toMatchObject({ kind: 'created', number: 1 })
    expect(github.pulls).toHaveLength(1)
    expect(github.calls.filter(c => c.method === 'POST' && c.path.endsWith('/pulls'))).toHaveLength(
      2
    )

    github.failOnce({ method: 'POST', path: /\/pulls$/, status: 503, body: { message: 'Down' } })
    github.failOnce({ method: 'POST', path: /\/pulls$/, status: 503, body: { message: 'Down' } })
    const twice = openOrUpdatePullRequest(client(), { ...spec, head: 'ralph/FIX-002' })
    await expect(twice).rejects.toThrow('Could not create the pull request for ralph/FIX-002 (503')
    expect(github.calls.filter(c => c.method === 'POST' && c.path.endsWith('/pulls'))).toHaveLength(
      4
    )
  })

  it('opens a draft with reviewers, a team and assignees; a rerun adds only what is missing', async () => {
    const options = {
      draft: true,
      labels: ['ralph', 'bot'],
      reviewers: ['octocat', 'acme/core'],
      assignees: ['hubot']
    }
    await openOrUpdatePullRequest(client(), { ...spec, options })
    expect(github.pulls[0]).toMatchObject({
      draft: true,
      labels: ['ralph', 'bot'],
      reviewers: ['octocat'],
      teamReviewers: ['core'],
      assignees: ['hubot']
    })
    const posts = github.calls.filter(c => c.method === 'POST')
    expect(posts.map(c => `${c.path} ${JSON.stringify(c.body)}`)).toEqual([
      `/repos/acme/api/pulls ${JSON.stringify({ head: spec.head, base: 'main', title: spec.title, body: spec.body, draft: true })}`,
      '/repos/acme/api/issues/1/labels {"labels":["ralph","bot"]}',
      '/repos/acme/api/pulls/1/requested_reviewers {"reviewers":["octocat"],"team_reviewers":["core"]}',
      '/repos/acme/api/issues/1/assignees {"assignees":["hubot"]}'
    ])
    const before = github.calls.length
    const again = await openOrUpdatePullRequest(client(), {
      ...spec,
      options: { ...options, reviewers: ['octocat', 'monalisa'] }
    })
    expect(again.kind).toBe('unchanged')
    expect(
      github.calls.slice(before).map(c => `${c.method} ${c.path} ${JSON.stringify(c.body ?? {})}`)
    ).toEqual([
      'GET /repos/acme/api/pulls {}',
      'POST /repos/acme/api/pulls/1/requested_reviewers {"reviewers":["monalisa"]}'
    ])
  })

  it('explains a review request GitHub refuses', async () => {
    const options = { draft: false, labels: [], reviewers: ['github-actions[bot]'], assignees: [] }
    await expect(openOrUpdatePullRequest(client(), { ...spec, options })).rejects.toThrow(
      'Could not request review of pull request #1 from github-actions[bot] (422: Review cannot be requested from pull request author.'
    )
  })

  it('waits out a primary rate limit (403, x-ratelimit-remaining 0) and tries again', async () => {
    github.failOnce({
      method: 'GET',
      path: /\/pulls$/,
      status: 403,
      body: { message: 'API rate limit exceeded for installation ID 1.' },
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) - 5)
      }
    })
    const told: string[] = []
    const limited = createGitHubClient(TOKEN, {
      baseUrl: github.url,
      backoffMs: 0,
      writeSpacingMs: 0,
      onRetry: message => told.push(message)
    })
    await expect(openOrUpdatePullRequest(limited, spec)).resolves.toMatchObject({ kind: 'created' })
    expect(told).toEqual(['GET /repos/{owner}/{repo}/pulls hit the rate limit; retry in 0 s'])
    expect(github.calls.filter(c => c.method === 'GET')).toHaveLength(2)
  })

  it('sets the ralph/scope status', async () => {
    await setScopeStatus(client(), {
      owner: 'acme',
      repo: 'api',
      sha: 'b'.repeat(40),
      description: 'x'.repeat(200),
      targetUrl: 'https://github.com/acme/api/actions/runs/1'
    })
    expect(github.statuses).toEqual([
      {
        sha: 'b'.repeat(40),
        state: 'success',
        context: 'ralph/scope',
        description: 'x'.repeat(139) + '…',
        target_url: 'https://github.com/acme/api/actions/runs/1'
      }
    ])
  })

  it('refuses an empty token before calling GitHub', () => {
    expect(() => createGitHubClient('', { baseUrl: github.url })).toThrow(
      "Input 'github-token' is empty."
    )
  })
})
