/**
 * `command: step` end to end: the bundled action (dist/index.js) against a temp repository
 * whose origin is a bare repository served over smart HTTP (so the token really travels in
 * the per-command header), and the GitHub REST double for pull requests and statuses.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import {
  FAKE_AGENTS_DIR,
  FAKE_CREDENTIALS,
  FAKE_PASS_ENV,
  fakeAgents,
  FakeAgents
} from '../helpers/agents.js'
import { ActionRun, actionRuntimes, NODE24, runAction } from '../helpers/action-run.js'
import { fixturePath } from '../helpers/fixtures.js'
import { startRemotes, type GitHttpServer } from '../helpers/git-http.js'
import type { GitHubDouble } from '../helpers/github-double.js'
import { GIT_ENV, makeRepo, pushMeanwhile, TestRepo } from '../helpers/repo.js'
import { startNpmRegistry } from '../helpers/npm-registry-double.js'
import { tempDir } from '../helpers/tmp.js'
import { story } from '../helpers/story-repo.js'
import type { Story } from '../../src/loop/types.js'

const TOKEN = 'ghs_e2eSecretToken0123456789'
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
const READ_ONLY = 'ghs_e2eReadOnlyToken987654321'

function prdText(stories: Story[], mode: Story['mode']): string {
  const prd = { schema_version: '1.0.0', project: 'e2e', defaults: { mode_default: mode }, stories }
  return JSON.stringify(prd, null, 2) + '\n'
}

interface World {
  repo: TestRepo
  server: GitHttpServer
  github: GitHubDouble
  agents: FakeAgents
  base: string
  /** Runs the bundled action in the clone with these inputs. */
  step(
    inputs: Record<string, string>,
    env?: NodeJS.ProcessEnv,
    workspace?: string,
    node?: string
  ): Promise<ActionRun>
  /** git in the bare origin. */
  origin(args: string[]): string
  cleanup(): Promise<void>
}

async function world(stories: Story[], mode: Story['mode']): Promise<World> {
  const repo = makeRepo({
    '.gitignore': 'node_modules/\n.runtime/\n',
    'README.md': '# e2e\n',
    'src/a.ts': 'export const a = 1\n',
    'src/b.ts': 'export const b = 2\n',
    'docs/guide.md': 'guide\n',
    'prd.json': prdText(stories, mode)
  })
  // A runner's checkout has no git identity: the action must bring its own.
  repo.git(['config', '--unset', 'user.name'])
  repo.git(['config', '--unset', 'user.email'])
  const { server, github, origin } = await startRemotes(repo, { write: TOKEN, read: [READ_ONLY] })
  repo.git(['remote', 'set-url', 'origin', `${server.url}/origin.git`])
  const agents = fakeAgents(repo.dir)
  return {
    repo,
    server,
    github,
    agents,
    base: repo.git(['rev-parse', 'HEAD']),
    origin,
    step: (inputs, env = {}, workspace = repo.dir, node) =>
      runAction({
        node,
        workspace,
        inputs: {
          command: 'step',
          'github-token': TOKEN,
          'pass-env': FAKE_PASS_ENV.join(','),
          ...inputs
        },
        event: { name: 'schedule', payload: { schedule: '17 3 * * *' } },
        serverUrl: server.url,
        apiUrl: github.url,
        env: {
          PATH: `${FAKE_AGENTS_DIR}${delimiter}${process.env.PATH ?? ''}`,
          FAKE_AGENT_STATE: agents.state,
          ...FAKE_CREDENTIALS,
          ...env
        }
      }),
    async cleanup() {
      await github.close()
      await server.close()
      agents.cleanup()
      repo.cleanup()
    }
  }
}

/** Nothing that leaves the process may carry the token, in any form. */
function expectNoToken(run: ActionRun, repo: TestRepo): void {
  for (const text of [run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs)]) {
    expect(text).not.toContain(TOKEN)
    expect(text).not.toContain(BASIC)
  }
  const config = readFileSync(join(repo.dir, '.git', 'config'), 'utf8')
  expect(config).not.toContain(TOKEN)
  expect(config).not.toContain(BASIC)
  expect(config.toLowerCase()).not.toContain('extraheader')
}

/** Node 24 where it exists (linux-x64), else this process's node. */
function node24(): string {
  return actionRuntimes().some(r => r.node === NODE24) ? NODE24 : process.execPath
}

function scenario(actions: unknown): NodeJS.ProcessEnv {
  return { FAKE_AGENT_SCENARIO: JSON.stringify(actions) }
}

describe('action step (bundled, end to end)', () => {
  let w: World
  afterEach(async () => w.cleanup())

  it('node24: no ancestor of the agent holds a secret in /proc/<pid>/environ', async () => {
    w = await world([story('AUDIT-006', { mode: 'audit', scope: ['**'] })], 'audit')
    const file = join(w.agents.state, 'ancestors.json')
    const secrets = {
      GITHUB_TOKEN: TOKEN,
      GH_TOKEN: TOKEN,
      ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token-0123456789',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'fake-oidc-request-token-0123456789',
      DATABASE_URL: 'postgres://app:hunter2-0123@db.internal/app'
    }
    const env = { ...secrets, ...scenario([{ do: 'read-ancestors', file }]) }
    // Unconfined, where the agent sees its ancestors (confined it sees none: confinement.test.ts).
    const run = await w.step({ sandbox: 'off' }, env, w.repo.dir, NODE24)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const ancestors = JSON.parse(readFileSync(file, 'utf8')) as Array<{
      pid: number
      environ: string[] | null
    }>
    // The first ancestor is the action itself, and /proc let the agent read it.
    expect(ancestors[0]?.environ).toEqual(expect.arrayContaining([expect.stringMatching(/^PATH=/)]))
    const seen = JSON.stringify(ancestors)
    for (const value of [TOKEN, BASIC, ...Object.values(secrets)]) expect(seen).not.toContain(value)
    expect(seen).not.toContain('INPUT_GITHUB-TOKEN')
    expect(run.stdout).not.toContain('could not take')
  })

  it('audit pass: status commit in origin, outputs, summary; the agent never sees the token; this node: warns about /proc/<pid>/environ exactly when it cannot re-execute', async () => {
    w = await world([story('AUDIT-001', { mode: 'audit', scope: ['**'] })], 'audit')
    const dump = join(w.agents.state, 'agent-env.json')
    // As a workflow might: the token also under names the agent's tools would look for.
    const leaky = { GITHUB_TOKEN: TOKEN, GH_TOKEN: TOKEN, DEPLOY_CREDENTIAL: `token ${TOKEN}` }
    const run = await w.step(
      {
        agent: 'command',
        'agent-command': JSON.stringify([
          process.execPath,
          fixturePath('e2e/env-dump-agent.mjs'),
          dump,
          '{report_path}'
        ])
      },
      leaky
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({
      'story-id': 'AUDIT-001',
      result: 'passed',
      remaining: '0',
      'pr-number': '',
      'pr-url': '',
      'pull-request-operation': '',
      'pull-request-branch': '',
      'pull-request-head-sha': '',
      'final-message': '',
      'report-path': '.ralph/reports/AUDIT-001.md',
      // A command template reports no usage.
      'tokens-in': '',
      'tokens-out': '',
      'cost-usd': ''
    })

    // One status commit on main in origin, by the bot, with the PRD, the log and the report.
    expect(w.origin(['rev-list', '--count', `${w.base}..main`])).toBe('1')
    expect(w.origin(['log', '-1', '--format=%s%n%an <%ae>', 'main'])).toBe(
      'ralph: AUDIT-001 passing\ngithub-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'
    )
    expect(
      w.origin(['diff-tree', '--no-commit-id', '--name-only', '-r', 'main']).split('\n')
    ).toEqual(['.ralph/reports/AUDIT-001.md', '.runtime/events.log', 'prd.json'])
    const prd = JSON.parse(w.origin(['show', 'main:prd.json'])) as { stories: Story[] }
    expect(prd.stories[0]).toMatchObject({
      passes: true,
      report_path: '.ralph/reports/AUDIT-001.md'
    })
    const events = w
      .origin(['show', 'main:.runtime/events.log'])
      .split('\n')
      .map(line => (JSON.parse(line) as { event: string }).event)
    expect(events).toEqual(['run_start', 'story_start', 'agent_exit', 'story_pass', 'run_end'])
    expect(w.repo.git(['status', '--porcelain'])).toBe('')

    expect(run.summary).toContain('## Ralph step: prd.json\n\n```mermaid\nflowchart LR\n')
    expect(run.summary).toContain('s0["AUDIT-001<br/>passing<br/>this run: passed, attempt 1"]')
    // The log says when the attempt started (no terminal: no line redrawn in place).
    expect(run.stdout).toContain('RUN AUDIT-001 (attempt 1 of 3) with command, timeout 900 s\n')
    expect(run.summary).toContain('| AUDIT-001 | passed | report .ralph/reports/AUDIT-001.md |  |')
    expect(run.summary).toContain('| AUDIT-001 | Story AUDIT-001 | audit | passing | 0 |  |')
    expect(run.stdout).toContain('::group::Transition 1 of 1')
    // The single-job flow says once that the agent shares the job with the token.
    expect(
      run.stdout.match(/::warning::The agent runs in the job that holds github-token/g)
    ).toHaveLength(1)

    // The push carried the token in its header; the agent's environment had it nowhere.
    expect(w.server.authorizations).toContain(`basic ${BASIC}`)
    const agentEnv = readFileSync(dump, 'utf8')
    expect(agentEnv).not.toContain(TOKEN)
    expect(agentEnv).not.toContain(BASIC)
    expect(
      Object.keys(JSON.parse(agentEnv) as object).filter(name =>
        /TOKEN|^INPUT_|^GIT_CONFIG/.test(name)
      )
    ).toEqual([])
    expectNoToken(run, w.repo)
    expect(w.github.calls).toEqual([])
    const canExecve = typeof (process as unknown as { execve?: unknown }).execve === 'function'
    const warning = /::warning::ralph-action could not take [^\n]*INPUT_GITHUB-TOKEN/.test(
      run.stdout
    )
    expect(warning).toBe(!canExecve)
  })

  it('fixing pass: branch ralph/<id> off the base, one pull request, status; a rerun updates it', async () => {
    w = await world([story('FIX-001', { objective: 'Make a two.' })], 'fixing')
    const fix = (a: number) =>
      scenario([
        { do: 'write', path: 'src/a.ts', content: `export const a = ${a}\n` },
        { do: 'report' }
      ])
    const first = await w.step({}, fix(2))
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    const url = `${w.server.url}/acme/api/pull/1`
    expect(first.outputs).toMatchObject({
      'story-id': 'FIX-001',
      result: 'passed',
      'pr-number': '1',
      'pr-url': url
    })

    const head = w.origin(['rev-parse', 'refs/heads/ralph/FIX-001'])
    expect(w.origin(['rev-parse', `${head}^`])).toBe(w.base)
    expect(
      w.origin(['diff-tree', '--no-commit-id', '--name-only', '-r', head]).split('\n')
    ).toEqual(['.ralph/reports/FIX-001.md', 'src/a.ts'])
    expect(w.origin(['show', `${head}:src/a.ts`])).toBe('export const a = 2')
    // main holds only the status, with pr_url; the work tree is back at the base's src/a.ts.
    expect(w.origin(['show', 'main:src/a.ts'])).toBe('export const a = 1')
    expect(readFileSync(join(w.repo.dir, 'src/a.ts'), 'utf8')).toBe('export const a = 1\n')
    expect(existsSync(join(w.repo.dir, '.ralph/reports/FIX-001.md'))).toBe(false)
    const prd = JSON.parse(w.origin(['show', 'main:prd.json'])) as { stories: Story[] }
    expect(prd.stories[0]).toMatchObject({ passes: true, pr_url: url })

    expect(w.github.pulls).toHaveLength(1)
    expect(w.github.pulls[0]).toMatchObject({
      number: 1,
      head: 'ralph/FIX-001',
      base: 'main',
      title: 'ralph: FIX-001 Story FIX-001',
      labels: ['ralph']
    })
    expect(first.outputs).toMatchObject({
      'pull-request-operation': 'created',
      'pull-request-branch': 'ralph/FIX-001',
      'pull-request-head-sha': head,
      'final-message': '# FIX-001\n\nFake codex finished the story.\n',
      'tokens-in': '1200',
      'tokens-out': '300',
      'cost-usd': ''
    })
    expect(first.summary).toContain(
      '| FIX-001 | passed | report .ralph/reports/FIX-001.md | 1,200 in, 300 out |'
    )
    expect(first.summary).toMatch(
      /- FIX-001: codex 0\.171\.0: 1 turn, \d+ s, 1,200 tokens in \(200 cached\), 300 out; confined by bwrap, network on \(transcript `\.runtime\/attempts\/FIX-001-1\.jsonl`\)\n/
    )
    expect((w.github.pulls[0]?.body ?? '').split('\n')).toEqual([
      '**FIX-001**: Story FIX-001',
      '',
      'Make a two.',
      '',
      '**Scope**',
      '',
      '- `src/**`',
      '',
      '**Acceptance**: Created .ralph/reports/FIX-001.md',
      '',
      '**Outcome**: passed on attempt 1; 2 path(s) written, all inside the scope (report: `.ralph/reports/FIX-001.md`):',
      '',
      '- `.ralph/reports/FIX-001.md`',
      '- `src/a.ts`',
      '',
      expect.stringMatching(
        /^\*\*Agent\*\*: codex 0\.171\.0: 1 turn, \d+ s, 1,200 tokens in \(200 cached\), 300 out$/
      ),
      '',
      `Branch \`ralph/FIX-001\` is commit ${head} on ${w.base} (\`main\`), written by [this run](${w.server.url}/acme/api/actions/runs/4242). The scope was checked when the commit was made: see the \`ralph/scope\` status.`,
      '',
      '<!-- ralph-story: FIX-001 -->',
      ''
    ])
    expect(w.github.statuses).toEqual([
      {
        sha: head,
        state: 'success',
        context: 'ralph/scope',
        description: '2 path(s), all inside the scope of FIX-001',
        target_url: `${w.server.url}/acme/api/actions/runs/4242`
      }
    ])
    expectNoToken(first, w.repo)

    // A rerun of the same job: main back at the base commit, a fresh checkout, another fix.
    w.repo.git(['push', '-q', '--force', w.repo.origin, `${w.base}:refs/heads/main`])
    const again = join(dirname(w.repo.dir), 'again')
    execFileSync('git', ['clone', '-q', w.repo.origin, again], {
      env: { ...process.env, ...GIT_ENV }
    })
    execFileSync('git', ['remote', 'set-url', 'origin', `${w.server.url}/origin.git`], {
      cwd: again
    })
    // Its own scenario: the confined agent of this clone cannot write the first clone's state.
    const second = await w.step({}, fix(3), again)
    expect(second.code).toBe(0)
    expect(second.outputs).toMatchObject({
      result: 'passed',
      'pr-number': '1',
      'pr-url': url,
      'pull-request-operation': 'updated'
    })
    const head2 = w.origin(['rev-parse', 'refs/heads/ralph/FIX-001'])
    expect(head2).not.toBe(head)
    expect(w.origin(['show', `${head2}:src/a.ts`])).toBe('export const a = 3')
    expect(w.github.pulls).toHaveLength(1)
    expect(w.github.pulls[0]?.body).toContain(`is commit ${head2} on ${w.base}`)
    expect(
      w.github.calls.filter(c => c.method === 'POST' && c.path.endsWith('/pulls'))
    ).toHaveLength(1)
    expect(w.github.calls.filter(c => c.method === 'PATCH')).toHaveLength(1)
    expect(second.summary).toContain('[#1](')
    expect(second.summary).toContain('(updated)')
    // Two bundled runs, each spacing its GitHub writes a second apart (plugin-throttling).
  }, 120_000)

  it('steps: 2 makes each fix its own pull request off the base branch', async () => {
    w = await world([story('FIX-A'), story('FIX-B', { priority: 2 })], 'fixing')
    const run = await w.step(
      { steps: '2' },
      scenario({
        'FIX-A': [
          [{ do: 'write', path: 'src/a.ts', content: 'export const a = 10\n' }, { do: 'report' }]
        ],
        'FIX-B': [
          [{ do: 'write', path: 'src/b.ts', content: 'export const b = 20\n' }, { do: 'report' }]
        ]
      })
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      'story-id': 'FIX-B',
      result: 'passed',
      remaining: '0',
      'pr-number': '2'
    })
    expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'ralph: FIX-B passing',
      'ralph: FIX-A passing',
      'initial'
    ])
    const a = w.origin(['rev-parse', 'refs/heads/ralph/FIX-A'])
    const b = w.origin(['rev-parse', 'refs/heads/ralph/FIX-B'])
    expect(w.origin(['diff-tree', '--no-commit-id', '--name-only', '-r', a]).split('\n')).toEqual([
      '.ralph/reports/FIX-A.md',
      'src/a.ts'
    ])
    expect(w.origin(['diff-tree', '--no-commit-id', '--name-only', '-r', b]).split('\n')).toEqual([
      '.ralph/reports/FIX-B.md',
      'src/b.ts'
    ])
    // FIX-B starts from main (FIX-A's status commit), not from FIX-A's fix.
    expect(w.origin(['rev-parse', `${b}^`])).toBe(w.origin(['rev-parse', 'main^']))
    expect(w.origin(['show', `${b}:src/a.ts`])).toBe('export const a = 1')
    expect(w.github.pulls.map(p => [p.number, p.head])).toEqual([
      [1, 'ralph/FIX-A'],
      [2, 'ralph/FIX-B']
    ])
    const events = w
      .origin(['show', 'main:.runtime/events.log'])
      .split('\n')
      .map(line => (JSON.parse(line) as { event: string }).event)
    expect(events.filter(e => e === 'run_start' || e === 'run_end')).toEqual([
      'run_start',
      'run_end'
    ])
    expect(run.summary).toContain('| FIX-A | passed |')
    expect(run.summary).toContain('| FIX-B | passed |')
  })

  it('violation: only the status commit reaches origin, result=violation, non-zero exit', async () => {
    w = await world([story('FIX-002')], 'fixing')
    const run = await w.step(
      {},
      scenario([{ do: 'write', path: 'docs/guide.md', content: 'rewritten\n' }, { do: 'report' }])
    )
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      'story-id': 'FIX-002',
      result: 'violation',
      remaining: '1'
    })
    expect(run.stdout).toContain('::error::Scope violation in FIX-002 (fail-on: violation).')
    expect(w.origin(['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/main')
    expect(w.origin(['log', '-1', '--format=%s', 'main'])).toBe(
      'ralph: FIX-002 scope violation (attempt 1 of 3)'
    )
    expect(
      w.origin(['diff-tree', '--no-commit-id', '--name-only', '-r', 'main']).split('\n')
    ).toEqual(['.runtime/events.log', 'prd.json'])
    expect(w.origin(['show', 'main:docs/guide.md'])).toBe('guide')
    expect(readFileSync(join(w.repo.dir, 'docs/guide.md'), 'utf8')).toBe('guide\n')
    expect(run.summary).toContain('- `docs/guide.md`')
    expect(w.github.calls).toEqual([])
    expectNoToken(run, w.repo)

    const never = await w.step(
      { 'fail-on': 'never' },
      scenario([{ do: 'write', path: 'docs/x.md' }])
    )
    expect(never.code).toBe(0)
    expect(never.outputs.result).toBe('violation')
  })

  it('origin moved between checkout and push: the retry lands both commits', async () => {
    w = await world([story('AUDIT-002', { mode: 'audit', scope: ['**'] })], 'audit')
    // Someone pushes to main after the checkout was made.
    const theirs = pushMeanwhile(w.repo.origin, join(dirname(w.repo.dir), 'other'))

    const run = await w.step({}, scenario([{ do: 'report' }]))
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`main moved to ${theirs}; recording AUDIT-002 again on it`)
    expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'ralph: AUDIT-002 passing',
      'docs: meanwhile',
      'initial'
    ])
    expect(w.origin(['show', 'main:docs/guide.md'])).toBe('guide, edited meanwhile')
    const prd = JSON.parse(w.origin(['show', 'main:prd.json'])) as { stories: Story[] }
    expect(prd.stories[0]?.passes).toBe(true)
    expect(w.origin(['show', 'main:.ralph/reports/AUDIT-002.md'])).toContain('AUDIT-002')
    expect(run.summary).toContain('rebuilt on the moved branch, 2 attempts')
  })

  it('names the repository setting when Actions may not open pull requests, and keeps the outcome', async () => {
    w = await world([story('FIX-003')], 'fixing')
    w.github.forbidPullRequests()
    const run = await w.step(
      {},
      scenario([
        { do: 'write', path: 'src/a.ts', content: 'export const a = 5\n' },
        { do: 'report' }
      ])
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      'Settings > Actions > General > Workflow permissions > "Allow GitHub Actions to create and approve pull requests"'
    )
    expect(run.outputs).toMatchObject({ 'story-id': 'FIX-003', result: 'passed', 'pr-url': '' })
    // The branch and the status commit are there: nothing is lost, a rerun opens the PR.
    expect(w.origin(['rev-parse', '--verify', 'refs/heads/ralph/FIX-003'])).toMatch(
      /^[0-9a-f]{40}$/
    )
    expect(w.origin(['log', '-1', '--format=%s', 'main'])).toBe('ralph: FIX-003 passing')
    expect(run.summary).toContain('| FIX-003 | passed |')
  })

  it('a token without contents: write: the fix names the permission, the outcome is in the outputs', async () => {
    w = await world([story('AUDIT-004', { mode: 'audit', scope: ['**'] })], 'audit')
    const run = await w.step({ 'github-token': READ_ONLY }, scenario([{ do: 'report' }]))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("Give the workflow 'permissions: contents: write'")
    expect(run.stdout).not.toContain(READ_ONLY)
    expect(run.outputs).toMatchObject({ 'story-id': 'AUDIT-004', result: 'passed' })
    expect(run.summary).toContain('| AUDIT-004 | passed |')
    expect(run.summary).toContain('The status commit was not pushed to `main`.')
    expect(w.origin(['rev-parse', 'main'])).toBe(w.base)
  })

  it('a protected base branch: the rule is named, the outcome still in outputs and summary', async () => {
    w = await world([story('AUDIT-005', { mode: 'audit', scope: ['**'] })], 'audit')
    writeFileSync(
      join(w.repo.origin, 'hooks', 'pre-receive'),
      '#!/bin/sh\necho "error: GH006: Protected branch update failed for refs/heads/main." >&2\nexit 1\n',
      { mode: 0o755 }
    )
    const run = await w.step({}, scenario([{ do: 'report' }]))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('A branch rule rejected the status commit on main')
    expect(run.outputs).toMatchObject({ 'story-id': 'AUDIT-005', result: 'passed', remaining: '0' })
    expect(run.summary).toContain('| AUDIT-005 | passed |')
    expect(run.summary).toContain('The push to `main` was rejected')
    expect(w.origin(['rev-parse', 'main'])).toBe(w.base)
  })

  it('push: false keeps the status commit and the fix branch local, and opens nothing', async () => {
    w = await world([story('FIX-004')], 'fixing')
    const run = await w.step(
      { push: 'false' },
      scenario([
        { do: 'write', path: 'src/a.ts', content: 'export const a = 7\n' },
        { do: 'report' }
      ])
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'passed', 'pr-url': '' })
    expect(w.origin(['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/main')
    expect(w.origin(['rev-parse', 'main'])).toBe(w.base)
    expect(w.repo.git(['log', '-1', '--format=%s'])).toBe('ralph: FIX-004 passing')
    expect(w.repo.git(['show', 'ralph/FIX-004:src/a.ts'])).toBe('export const a = 7')
    expect(run.summary).toContain('Status commits stay on the local branch `main` (push: false).')
    expect(w.github.calls).toEqual([])
    expect(w.server.authorizations).toEqual([])
  })

  it('warns about a token stored by actions/checkout, and sends only its own', async () => {
    w = await world([story('AUDIT-006', { mode: 'audit', scope: ['**'] })], 'audit')
    const stale = Buffer.from('x-access-token:ghs_staleStoredToken').toString('base64')
    w.repo.git(['config', `http.${w.server.url}/.extraheader`, `AUTHORIZATION: basic ${stale}`])
    const run = await w.step({}, scenario([{ do: 'report' }]))
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::The checkout keeps a token in its git configuration')
    expect(w.server.authorizations).toContain(`basic ${BASIC}`)
    expect(w.server.authorizations).not.toContain(`basic ${stale}`)
    expect(w.origin(['log', '-1', '--format=%s', 'main'])).toBe('ralph: AUDIT-006 passing')
  })

  it('fails with the checkout fix on a detached HEAD', async () => {
    w = await world([story('AUDIT-003', { mode: 'audit', scope: ['**'] })], 'audit')
    w.repo.git(['checkout', '-q', '--detach'])
    const run = await w.step({}, scenario([{ do: 'report' }]))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('HEAD is detached')
    expect(run.stdout).toContain("or set the input 'base-branch'")
    expect(w.agents.calls()).toEqual([])
  })

  // On node24, the runtime action.yml declares: npm is started from the bundle there.
  it('agent-version installs the CLI from the registry into the tool cache, once, and runs it (node24)', async () => {
    w = await world([story('AUDIT-010', { mode: 'audit', scope: ['**'] })], 'audit')
    const fake = readFileSync(join(FAKE_AGENTS_DIR, 'fake-agent.mjs'), 'utf8')
    const registry = await startNpmRegistry([
      {
        name: '@openai/codex',
        version: '0.171.0-e2e',
        bin: { codex: 'bin/codex.mjs' },
        files: {
          'bin/codex.mjs':
            '#!/usr/bin/env node\n' +
            "process.env.FAKE_AGENT_VERSION = 'codex-cli 0.171.0-e2e'\n" +
            "import('../fake-agent.mjs').then(agent => agent.main('codex'))\n",
          'fake-agent.mjs': fake
        }
      }
    ])
    const cache = tempDir('ralph-tool-cache-')
    const npmCache = tempDir('ralph-npm-cache-')
    try {
      // No fake agent on PATH: only the installed CLI can answer.
      const env = {
        PATH: process.env.PATH,
        RUNNER_TOOL_CACHE: cache.dir,
        npm_config_registry: registry.url,
        npm_config_cache: npmCache.dir,
        npm_config_update_notifier: 'false',
        ...scenario([{ do: 'message', text: '# AUDIT-010\n\nInstalled and ran.\n' }])
      }
      const run = await w.step({ 'agent-version': '0.171.0-e2e' }, env, w.repo.dir, node24())
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({
        result: 'passed',
        'final-message': '# AUDIT-010\n\nInstalled and ran.\n'
      })
      const bin = join(
        cache.dir,
        'ralph-codex',
        '0.171.0-e2e',
        process.arch,
        'node_modules',
        '.bin'
      )
      expect(existsSync(join(bin, 'codex'))).toBe(true)
      expect(
        existsSync(join(cache.dir, 'ralph-codex', '0.171.0-e2e', `${process.arch}.complete`))
      ).toBe(true)
      expect(run.stdout).toContain(`::add-path::${bin}`)
      expect(registry.requests).toEqual([
        '/@openai/codex',
        '/@openai/codex/-/openai-codex-0.171.0-e2e.tgz'
      ])
      const log = w.origin(['show', 'main:.runtime/events.log']).split('\n')
      const start = log
        .map(line => JSON.parse(line) as Record<string, unknown>)
        .find(e => e.event === 'story_start')
      expect(start).toMatchObject({ agent: { name: 'codex', version: '0.171.0-e2e', model: null } })

      // A later step on the same runner: found in the tool cache, nothing fetched.
      w.repo.git(['pull', '-q', '--ff-only', w.repo.origin, 'main'])
      const prd = JSON.parse(readFileSync(join(w.repo.dir, 'prd.json'), 'utf8')) as {
        stories: Story[]
      }
      prd.stories.push(story('AUDIT-011', { mode: 'audit', scope: ['**'], priority: 2 }))
      writeFileSync(join(w.repo.dir, 'prd.json'), JSON.stringify(prd, null, 2) + '\n')
      w.repo.git(['commit', '-qam', 'another story'])
      w.repo.git(['push', '-q', w.repo.origin, 'HEAD:main'])
      const again = await w.step({ 'agent-version': '0.171.0-e2e' }, env, w.repo.dir, node24())
      expect(again.code).toBe(0)
      expect(again.stdout).toContain('@openai/codex@0.171.0-e2e: found in the tool cache')
      expect(registry.requests).toHaveLength(2)
    } finally {
      await registry.close()
      cache.cleanup()
      npmCache.cleanup()
    }
  })

  it.each(actionRuntimes().map(r => [r.name, r.node]))(
    '%s: an agent without credentials fails the job at once: no attempt, nothing pushed',
    async (_name, node) => {
      w = await world([story('FIX-020')], 'fixing')
      const run = await w.step(
        {},
        { ...scenario([{ do: 'report' }]), OPENAI_API_KEY: '' },
        w.repo.dir,
        node
      )
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(
        '::error::codex has no credentials: neither OPENAI_API_KEY nor CODEX_API_KEY is set for the agent'
      )
      expect(w.agents.calls()).toEqual([])
      expect(w.origin(['rev-parse', 'main'])).toBe(w.base)
      expect(JSON.parse(readFileSync(join(w.repo.dir, 'prd.json'), 'utf8'))).toEqual(
        JSON.parse(w.origin(['show', `${w.base}:prd.json`]))
      )
      expect(existsSync(join(w.repo.dir, '.runtime/events.log'))).toBe(false)
      expect(run.outputs).toMatchObject({ result: 'none', 'story-id': '' })
    }
  )

  it('pull-request inputs: a draft with labels, reviewers, assignees and a title prefix', async () => {
    w = await world([story('FIX-030')], 'fixing')
    const run = await w.step(
      {
        draft: 'true',
        labels: 'ralph,automated',
        reviewers: 'octocat, acme/core',
        assignees: 'hubot',
        'pr-title-prefix': '[bot]'
      },
      scenario([
        { do: 'write', path: 'src/a.ts', content: 'export const a = 30\n' },
        { do: 'report' }
      ])
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const head = w.origin(['rev-parse', 'refs/heads/ralph/FIX-030'])
    expect(run.outputs).toMatchObject({
      'pr-number': '1',
      'pull-request-operation': 'created',
      'pull-request-branch': 'ralph/FIX-030',
      'pull-request-head-sha': head
    })
    expect(w.github.pulls).toEqual([
      expect.objectContaining({
        title: '[bot] FIX-030 Story FIX-030',
        draft: true,
        labels: ['ralph', 'automated'],
        reviewers: ['octocat'],
        teamReviewers: ['core'],
        assignees: ['hubot']
      })
    ])
    expect(w.origin(['log', '-1', '--format=%s', head])).toBe('[bot] FIX-030 Story FIX-030')
  })
})
