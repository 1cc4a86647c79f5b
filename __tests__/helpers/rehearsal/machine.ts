/**
 * What a job finds on its runner machine: fresh folders (workspace, RUNNER_TEMP, HOME), the
 * `github` context and the GITHUB_* / RUNNER_* variables derived from it, the per-step command
 * files (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STEP_SUMMARY), and a process starter.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RehearsalEvent, RunnerOptions } from './runner.js'
import type { Workflow } from './workflow.js'

export interface Machine {
  dir: string
  workspace: string
  temp: string
  home: string
  eventPath: string
}

/** Each job starts on a fresh machine, as on GitHub-hosted runners. */
export function newMachine(jobId: string, options: RunnerOptions): Machine {
  const dir = mkdtempSync(join(options.root, `${jobId}-`))
  const machine = {
    dir,
    workspace: join(dir, 'work', options.repository.split('/')[1] ?? 'repo'),
    temp: join(dir, 'temp'),
    home: join(dir, 'home'),
    eventPath: join(dir, 'event.json')
  }
  for (const folder of [machine.workspace, machine.temp, machine.home])
    mkdirSync(folder, { recursive: true })
  writeFileSync(machine.eventPath, JSON.stringify(options.event.payload))
  return machine
}

export type GitHubContext = ReturnType<typeof githubContext>

export function githubContext(
  workflow: Workflow,
  jobId: string,
  options: RunnerOptions,
  workspace: string
) {
  const { event } = options
  const pull = event.payload.pull_request as
    { head?: { ref?: string }; base?: { ref?: string } } | undefined
  return {
    token: options.token,
    repository: options.repository,
    repository_owner: options.repository.split('/')[0] ?? '',
    server_url: options.serverUrl,
    api_url: options.apiUrl,
    event_name: event.name,
    event: event.payload,
    sha: event.sha,
    ref: event.ref,
    ref_name: event.ref.replace(/^refs\/(heads|tags)\//, ''),
    head_ref: pull?.head?.ref ?? '',
    base_ref: pull?.base?.ref ?? '',
    run_id: '4242',
    run_attempt: '1',
    workflow: workflow.name,
    job: jobId,
    actor: 'octocat',
    workspace
  }
}

export function runnerVariables(github: GitHubContext, machine: Machine, toolCache?: string) {
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: machine.workspace,
    GITHUB_REPOSITORY: github.repository,
    GITHUB_REPOSITORY_OWNER: github.repository_owner,
    GITHUB_SERVER_URL: github.server_url,
    GITHUB_API_URL: github.api_url,
    GITHUB_EVENT_NAME: github.event_name,
    GITHUB_EVENT_PATH: machine.eventPath,
    GITHUB_SHA: github.sha,
    GITHUB_REF: github.ref,
    GITHUB_REF_NAME: github.ref_name,
    GITHUB_HEAD_REF: github.head_ref,
    GITHUB_BASE_REF: github.base_ref,
    GITHUB_RUN_ID: github.run_id,
    GITHUB_RUN_ATTEMPT: github.run_attempt,
    GITHUB_WORKFLOW: github.workflow,
    GITHUB_JOB: github.job,
    GITHUB_ACTOR: github.actor,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_TEMP: machine.temp,
    RUNNER_TOOL_CACHE: toolCache,
    // Not the runner's: the GitHub double has no secondary rate limits to space writes for.
    RALPH_GITHUB_WRITE_SPACING_MS: '0'
  }
}

/** workflow_dispatch: the given inputs over the workflow's defaults; other events have none. */
export function inputsContext(workflow: Workflow, event: RehearsalEvent): Record<string, unknown> {
  if (event.name !== 'workflow_dispatch') return {}
  const defaults = Object.entries(workflow.dispatchInputs ?? {}).map(([name, input]) => [
    name,
    input.default ?? ''
  ])
  return { ...Object.fromEntries(defaults), ...event.inputs }
}

export type CommandFiles = Record<
  'GITHUB_OUTPUT' | 'GITHUB_ENV' | 'GITHUB_PATH' | 'GITHUB_STEP_SUMMARY',
  string
>

/** A step's own, empty command files. */
export function commandFiles(machine: Machine): CommandFiles {
  const dir = mkdtempSync(join(machine.dir, 'step-'))
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_ENV: join(dir, 'env'),
    GITHUB_PATH: join(dir, 'path'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary')
  }
  for (const file of Object.values(files)) writeFileSync(file, '')
  return files
}

/** `name=value` lines and `name<<DELIMITER` blocks, as @actions/core and scripts write them. */
export function readCommandFile(path: string): Record<string, string> {
  const values: Record<string, string> = {}
  const lines = readFileSync(path, 'utf8').split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const block = /^([^=<]+)<<(.+)$/.exec(line)
    if (block) {
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== block[2]; i++) value.push(lines[i] ?? '')
      values[block[1] as string] = value.join('\n')
    } else if (line.includes('=')) {
      values[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return values
}

/** Asynchronous on purpose: the git and REST doubles answer from this same process. */
export function exec(
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  onOutput: (text: string) => void
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')))
    child.on('error', reject)
    child.on('close', code => resolve(code ?? 1))
  })
}
