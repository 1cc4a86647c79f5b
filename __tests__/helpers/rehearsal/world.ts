/**
 * Everything a rehearsed workflow talks to, on this machine: the repository's bare origin
 * behind smart HTTP (the job token travels per command), the GitHub REST double, the fake
 * `codex` in the runner's tool cache at the version the workflow asks for (installing it with
 * npm is tested in action-step.test.ts; npm here points at a closed port, so nothing leaves the
 * machine), and the test's secrets. `rehearse` runs one workflow file on one event.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { isString } from '@actions/workflow-parser'
import {
  FAKE_CREDENTIALS,
  fakeAgents,
  FakeAgents,
  type FakeAgentCall,
  readCalls
} from '../agents.js'
import { PROJECT_ROOT } from '../fixtures.js'
import { startRemotes, type GitHttpServer } from '../git-http.js'
import type { GitHubDouble } from '../github-double.js'
import { makeRepo, type TestRepo } from '../repo.js'
import { tempDir } from '../tmp.js'
import { emulatedActions } from './actions.js'
import { runWorkflow, type RehearsalEvent, type WorkflowRun } from './runner.js'
import { loadWorkflow, type Workflow } from './workflow.js'

export const TOKEN = 'ghs_rehearsalJobToken0123456789'
export const SECRETS = { OPENAI_API_KEY: FAKE_CREDENTIALS.OPENAI_API_KEY }
const REPOSITORY = 'acme/api'

export interface RehearsalWorld {
  /** A clone with an identity, for the test to commit and push what a user would. */
  repo: TestRepo
  /** git in the bare origin. */
  origin(args: string[]): string
  github: GitHubDouble
  agents: FakeAgents
  /** The fake agent's calls in every run so far, in run order (each records in its checkout). */
  calls(): FakeAgentCall[]
  server: GitHttpServer
  /**
   * Runs examples/workflows/<name> on the event. The fake agent plays `scenario`; `runnerEnv`
   * is what a self-hosted runner's .env file adds to every step's environment.
   */
  rehearse(
    name: string,
    event: RehearsalEvent,
    more?: { scenario?: unknown; runnerEnv?: Record<string, string> }
  ): Promise<WorkflowRun>
  schedule(): RehearsalEvent
  push(): RehearsalEvent
  dispatch(inputs: Record<string, string>): RehearsalEvent
  /** Opens pull request `number` from `branch` into main: refs/pull/N/head and its merge commit. */
  pullRequest(number: number, branch: string, body?: string): RehearsalEvent
  cleanup(): Promise<void>
}

export async function rehearsalWorld(
  files: Record<string, string | Uint8Array>
): Promise<RehearsalWorld> {
  const repo = makeRepo({ 'README.md': '# api\n' })
  for (const [path, content] of Object.entries(files))
    repo.write({ [path]: (typeof content === 'string' ? content : Buffer.from(content)) as string })
  repo.commit('the project')
  repo.git(['push', '-q', 'origin', 'main'])
  const { server, github, origin } = await startRemotes(repo, { write: TOKEN })
  const agents = fakeAgents()
  const scratch = tempDir('ralph-rehearsal-')
  const main = (): string => origin(['rev-parse', 'refs/heads/main'])
  const roots: string[] = []
  return {
    repo,
    origin,
    github,
    agents,
    calls: () => roots.flatMap(callsUnder),
    server,
    async rehearse(name, event, more = {}) {
      const workflow = await loadWorkflow(join(PROJECT_ROOT, 'examples', 'workflows', name))
      const root = mkdtempSync(join(scratch.dir, 'run-'))
      roots.push(root)
      // A confined agent writes only its checkout: it keeps its calls there (.git/fake-agent).
      agents.env(more.scenario ?? [], { FAKE_AGENT_STATE: CHECKOUT_STATE })
      return runWorkflow(workflow, {
        event,
        repository: REPOSITORY,
        serverUrl: server.url,
        apiUrl: github.url,
        token: TOKEN,
        secrets: SECRETS,
        vars: {},
        root,
        env: {
          PATH: process.env.PATH,
          LANG: 'C.UTF-8',
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_TERMINAL_PROMPT: '0',
          RUNNER_TOOL_CACHE: toolCache(workflow, root, agents),
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_update_notifier: 'false',
          ...more.runnerEnv
        },
        actions: emulatedActions(
          { url: `${server.url}/origin.git`, serverUrl: server.url },
          join(root, 'artifacts')
        )
      })
    },
    schedule: () => ({
      name: 'schedule',
      payload: { schedule: '17 3 * * *' },
      ref: 'refs/heads/main',
      sha: main()
    }),
    push: () => ({
      name: 'push',
      payload: { ref: 'refs/heads/main', after: main() },
      ref: 'refs/heads/main',
      sha: main()
    }),
    dispatch: inputs => ({
      name: 'workflow_dispatch',
      payload: { ref: 'refs/heads/main', inputs },
      ref: 'refs/heads/main',
      sha: main(),
      inputs
    }),
    pullRequest(number, branch, body = '') {
      const base = main()
      const head = origin(['rev-parse', `refs/heads/${branch}`])
      const tree = origin(['merge-tree', '--write-tree', base, head])
      const merge = origin([
        'commit-tree',
        tree,
        '-p',
        base,
        '-p',
        head,
        '-m',
        `Merge ${head} into ${base}`
      ])
      origin(['update-ref', `refs/pull/${number}/head`, head])
      origin(['update-ref', `refs/pull/${number}/merge`, merge])
      return {
        name: 'pull_request',
        payload: {
          action: 'opened',
          number,
          pull_request: {
            number,
            body,
            head: { ref: branch, sha: head },
            base: { ref: 'main', sha: base }
          }
        },
        ref: `refs/pull/${number}/merge`,
        sha: merge
      }
    },
    async cleanup() {
      await github.close()
      await server.close()
      agents.cleanup()
      scratch.cleanup()
      repo.cleanup()
    }
  }
}

const CHECKOUT_STATE = join('.git', 'fake-agent')

/** The calls recorded in the checkouts of one run's jobs. */
function callsUnder(root: string): FakeAgentCall[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(path => path.endsWith(join(CHECKOUT_STATE, 'calls.jsonl')))
    .sort()
    .flatMap(path => readCalls(join(root, path)))
}

/**
 * The runner's tool cache, holding the fake CLI for each `agent-version` the workflow names,
 * laid out as src/action/agent-install.ts finds it.
 */
function toolCache(workflow: Workflow, root: string, agents: FakeAgents): string {
  const cache = join(root, 'tool-cache')
  mkdirSync(cache)
  for (const step of workflow.jobs.flatMap(job => job.steps)) {
    const version = step.with?.find('agent-version')
    if (version === undefined || !isString(version) || version.value === '') continue
    const agent = step.with?.find('agent')?.toString() || 'codex'
    const dir = join(cache, `ralph-${agent}`, version.value, process.arch)
    if (existsSync(dir)) continue
    mkdirSync(join(dir, 'node_modules'), { recursive: true })
    symlinkSync(join(agents.state, 'bin'), join(dir, 'node_modules', '.bin'))
    writeFileSync(`${dir}.complete`, '')
  }
  return cache
}

/** Where a secret (the job token, its Basic form, the model key) shows in a log, summary or output. */
export function leaks(run: WorkflowRun): string[] {
  const secrets = [
    TOKEN,
    Buffer.from(`x-access-token:${TOKEN}`).toString('base64'),
    ...Object.values(SECRETS)
  ]
  return run.jobs.flatMap(job =>
    [
      ...job.steps.map(step => [
        `${job.id} / ${step.label}`,
        step.log + JSON.stringify(step.outputs)
      ]),
      [`${job.id} summary`, job.summary + JSON.stringify(job.outputs)]
    ]
      .filter(([, text]) => secrets.some(secret => text?.includes(secret)))
      .map(([where]) => where as string)
  )
}

/** Each job's result and its steps' conclusions; on a mismatch the error carries every log. */
export function expectJobs(run: WorkflowRun, expected: string[]): void {
  const actual = run.jobs.map(
    job => `${job.id}: ${job.result} [${job.steps.map(step => step.conclusion).join(' ')}]`
  )
  try {
    expect(actual).toEqual(expected)
  } catch (error) {
    ;(error as Error).message += `\n\nThe rehearsal's logs:\n${run.transcript()}`
    throw error
  }
}
