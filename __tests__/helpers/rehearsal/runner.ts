/**
 * Runs a parsed workflow as GitHub Actions would on one Linux runner: jobs in `needs` order,
 * each job's `if:` with the job-level status functions, a matrix of `include` entries, steps in
 * order with the step-level status functions and `continue-on-error`, the `steps` and `needs`
 * contexts, job outputs, and what steps write to their command files (machine.ts). `run:`
 * steps run in bash; a `uses:` step runs the emulated action the caller gives for it
 * (actions.ts), and any other fails loudly.
 *
 * The status functions, as GitHub documents them: a step's `success()` is true while no earlier
 * step of its job failed (a failure under `continue-on-error` does not count: its outcome is
 * failure, its conclusion success), `failure()` the opposite. A job's `success()` is true when
 * every job it needs, directly or through others, succeeded ("a failure or skip applies to all
 * jobs in the dependency chain"), its `failure()` when any of them failed. Nothing is ever
 * cancelled here: `cancelled()` is false, `always()` true. A skipped step has the outcome and
 * conclusion `skipped` and no outputs. Job outputs are evaluated when the job ends, failed or
 * not; an empty one is not set, and one holding a secret is dropped, as the runner does.
 */
import { randomUUID } from 'node:crypto'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import {
  evaluateFlag,
  evaluateMapping,
  evaluateText,
  evaluateToken,
  isTrue,
  type Scope,
  toJson
} from './expressions.js'
import {
  type CommandFiles,
  commandFiles,
  exec,
  type GitHubContext,
  githubContext,
  inputsContext,
  type Machine,
  newMachine,
  readCommandFile,
  runnerVariables
} from './machine.js'
import type { Workflow, WorkflowJob, WorkflowStep } from './workflow.js'

export type Result = 'success' | 'failure' | 'cancelled' | 'skipped'

export interface StepRun {
  id: string | undefined
  label: string
  outcome: Result
  conclusion: Result
  outputs: Record<string, string>
  /** stdout and stderr, interleaved as they came. */
  log: string
}

export interface JobRun {
  id: string
  /** A matrix leg's entry; undefined for a job without a matrix. */
  matrix: Record<string, unknown> | undefined
  result: Result
  outputs: Record<string, string>
  steps: StepRun[]
  summary: string
}

export interface RehearsalEvent {
  name: string
  payload: Record<string, unknown>
  ref: string
  sha: string
  /** workflow_dispatch inputs; the workflow's defaults fill the rest. */
  inputs?: Record<string, string>
}

export interface RunnerOptions {
  event: RehearsalEvent
  /** owner/name */
  repository: string
  serverUrl: string
  apiUrl: string
  /** github.token (and secrets.GITHUB_TOKEN) in every job. */
  token: string
  secrets: Record<string, string>
  vars: Record<string, string>
  /** A folder for the jobs' machines. */
  root: string
  /** The runner's environment (PATH, locale, RUNNER_TOOL_CACHE). */
  env: NodeJS.ProcessEnv
  /** The emulated actions by `owner/name`; the ref after `@` is not looked at. */
  actions: Record<string, ActionHandler>
}

/** What an emulated action gets: its evaluated `with:`, the step's environment, a way to run programs. */
export interface StepCall {
  inputs: Record<string, string>
  env: NodeJS.ProcessEnv
  scope: Scope
  workspace: string
  /** Runs a program as part of the step (output into the step's log); resolves with its exit code. */
  exec(file: string, args: string[], options?: { env?: NodeJS.ProcessEnv }): Promise<number>
  log(line: string): void
  setOutput(name: string, value: string): void
  addPath(dir: string): void
}

/** An emulated action; resolves with the step's exit code. */
export type ActionHandler = (call: StepCall) => Promise<number>

export interface WorkflowRun {
  jobs: JobRun[]
  /** The one run of a job without a matrix. */
  job(id: string): JobRun
  /** Every log, job by job and step by step: what a failing test prints. */
  transcript(): string
}

export async function runWorkflow(
  workflow: Workflow,
  options: RunnerOptions
): Promise<WorkflowRun> {
  const done = new Map<string, JobRun[]>()
  for (const job of inNeedsOrder(workflow.jobs))
    done.set(job.id, await runJobOrSkip(workflow, job, done, options))
  const jobs = [...done.values()].flat()
  return {
    jobs,
    job(id) {
      const runs = done.get(id) ?? []
      if (runs.length !== 1) throw new Error(`job '${id}' ran ${runs.length} times`)
      return runs[0] as JobRun
    },
    transcript: () => jobs.map(describeJob).join('\n')
  }
}

// ---- jobs ------------------------------------------------------------------------------------

function inNeedsOrder(jobs: WorkflowJob[]): WorkflowJob[] {
  const order: WorkflowJob[] = []
  while (order.length < jobs.length) {
    const next = jobs.find(
      job => !order.includes(job) && job.needs.every(need => order.some(o => o.id === need))
    )
    if (next === undefined) throw new Error('jobs need each other in a cycle, or a missing job')
    order.push(next)
  }
  return order
}

async function runJobOrSkip(
  workflow: Workflow,
  job: WorkflowJob,
  done: Map<string, JobRun[]>,
  options: RunnerOptions
): Promise<JobRun[]> {
  const results = [...ancestorsOf(job, workflow)].map(id => resultOf(done.get(id) ?? []))
  const contexts = {
    github: githubContext(workflow, job.id, options, ''),
    needs: Object.fromEntries(job.needs.map(id => [id, needsEntry(done.get(id) ?? [])])),
    vars: options.vars,
    inputs: inputsContext(workflow, options.event)
  }
  const status = {
    success: results.every(result => result === 'success'),
    failure: results.some(result => result === 'failure'),
    cancelled: false
  }
  if (!isTrue(job.if, { contexts, status })) return [notRun(job, undefined, 'skipped')]
  const { legs, failFast } = matrixOf(job, { contexts })
  const runs: JobRun[] = []
  for (const [index, leg] of legs.entries()) {
    if (failFast && runs.some(run => run.result === 'failure')) {
      runs.push(notRun(job, leg, 'cancelled'))
      continue
    }
    const strategy = { 'fail-fast': failFast, 'job-index': index, 'job-total': legs.length }
    const legContexts = { ...contexts, matrix: leg ?? {}, strategy }
    runs.push(await runJob(workflow, job, leg, legContexts, options))
  }
  return runs
}

function ancestorsOf(job: WorkflowJob, workflow: Workflow, found = new Set<string>()): Set<string> {
  for (const id of job.needs) {
    found.add(id)
    const need = workflow.jobs.find(j => j.id === id)
    if (need) ancestorsOf(need, workflow, found)
  }
  return found
}

/** A matrix job's result: failed if one leg failed, cancelled if one was cancelled. */
function resultOf(runs: JobRun[]): Result {
  for (const result of ['failure', 'cancelled', 'skipped'] as const)
    if (runs.some(run => run.result === result)) return result
  return 'success'
}

function needsEntry(runs: JobRun[]): { result: Result; outputs: Record<string, string> } {
  return { result: resultOf(runs), outputs: Object.assign({}, ...runs.map(run => run.outputs)) }
}

function notRun(job: WorkflowJob, leg: JobRun['matrix'], result: Result): JobRun {
  return { id: job.id, matrix: leg, result, outputs: {}, steps: [], summary: '' }
}

/** Only `matrix: {include: [...]}` (what `ralph plan` outputs) is emulated. */
function matrixOf(job: WorkflowJob, scope: Scope): { legs: JobRun['matrix'][]; failFast: boolean } {
  if (job.strategy === undefined) return { legs: [undefined], failFast: false }
  const strategy = toJson(evaluateToken(job.strategy, scope)) as {
    matrix?: Record<string, unknown>
    'fail-fast'?: boolean
  }
  const { include, ...axes } = strategy.matrix ?? {}
  if (Object.keys(axes).length > 0 || !Array.isArray(include))
    throw new Error(`jobs.${job.id}: only a matrix of 'include' entries is emulated`)
  if (include.length === 0) throw new Error(`jobs.${job.id}: GitHub refuses an empty matrix`)
  return { legs: include as Record<string, unknown>[], failFast: strategy['fail-fast'] !== false }
}

interface JobState {
  machine: Machine
  github: GitHubContext
  /** workflow env, job env, and what earlier steps wrote to GITHUB_ENV */
  env: Record<string, string>
  /** GITHUB_PATH entries, the latest first */
  paths: string[]
  failed: boolean
  steps: Record<string, { outputs: Record<string, string>; outcome: Result; conclusion: Result }>
  summary: string
}

async function runJob(
  workflow: Workflow,
  job: WorkflowJob,
  leg: JobRun['matrix'],
  contexts: Record<string, unknown>,
  options: RunnerOptions
): Promise<JobRun> {
  const machine = newMachine(job.id, options)
  const github = githubContext(workflow, job.id, options, machine.workspace)
  const base = {
    ...contexts,
    github,
    secrets: { ...options.secrets, GITHUB_TOKEN: options.token },
    runner: {
      os: 'Linux',
      arch: 'X64',
      temp: machine.temp,
      tool_cache: options.env.RUNNER_TOOL_CACHE
    }
  }
  const workflowEnv = evaluateMapping(workflow.env, { contexts: base })
  const jobEnv = evaluateMapping(job.env, { contexts: { ...base, env: workflowEnv } })
  const state: JobState = {
    machine,
    github,
    env: { ...workflowEnv, ...jobEnv },
    paths: [],
    failed: false,
    steps: {},
    summary: ''
  }
  const steps: StepRun[] = []
  for (const step of job.steps) steps.push(await runStepOrSkip(step, base, state, options))
  const end = { contexts: { ...base, env: state.env, steps: state.steps } }
  return {
    id: job.id,
    matrix: leg,
    result: state.failed ? 'failure' : 'success',
    outputs: jobOutputs(evaluateMapping(job.outputs, end), options.secrets),
    steps,
    summary: state.summary
  }
}

/** One step: its `if:` with the step-level status functions, then the run, recorded in `state`. */
async function runStepOrSkip(
  step: WorkflowStep,
  base: Record<string, unknown>,
  state: JobState,
  options: RunnerOptions
): Promise<StepRun> {
  const scope = {
    contexts: {
      ...base,
      env: { ...state.env },
      steps: { ...state.steps },
      job: { status: state.failed ? 'failure' : 'success' }
    },
    status: { success: !state.failed, failure: state.failed, cancelled: false }
  }
  const label = step.name ? evaluateText(step.name, scope) : step.label
  const run = isTrue(step.if, scope)
    ? { label, ...(await runStep(step, scope, state, options)) }
    : { id: step.id, label, ...SKIPPED }
  if (run.conclusion === 'failure') state.failed = true
  if (step.id) {
    const { outputs, outcome, conclusion } = run
    state.steps[step.id] = { outputs, outcome, conclusion }
  }
  return run
}

const SKIPPED = { outcome: 'skipped', conclusion: 'skipped', outputs: {}, log: '' } as const

function jobOutputs(values: Record<string, string>, secrets: Record<string, string>) {
  const hidden = Object.values(secrets).filter(secret => secret !== '')
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== '' && !hidden.some(secret => value.includes(secret))
    )
  )
}

// ---- steps -----------------------------------------------------------------------------------

async function runStep(
  step: WorkflowStep,
  scope: Scope,
  state: JobState,
  options: RunnerOptions
): Promise<Omit<StepRun, 'label'>> {
  const { machine } = state
  const stepEnv = evaluateMapping(step.env, scope)
  const inner = { contexts: { ...scope.contexts, env: { ...state.env, ...stepEnv } } }
  const files = commandFiles(machine)
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    HOME: machine.home,
    ...state.env,
    ...stepEnv,
    ...runnerVariables(state.github, machine, options.env.RUNNER_TOOL_CACHE),
    ...files,
    PATH: [...state.paths, options.env.PATH].join(delimiter)
  }
  let log = ''
  const call: StepCall = {
    inputs: evaluateMapping(step.with, inner),
    env,
    scope: inner,
    workspace: machine.workspace,
    exec: (file, args, more = {}) =>
      exec(file, args, { cwd: machine.workspace, env: more.env ?? env }, text => (log += text)),
    log: line => (log += `${line}\n`),
    setOutput: (name, value) => {
      const eof = `ghadelimiter_${randomUUID()}`
      appendFileSync(files.GITHUB_OUTPUT, `${name}<<${eof}\n${value}\n${eof}\n`)
    },
    addPath: dir => appendFileSync(files.GITHUB_PATH, `${dir}\n`)
  }
  const code = step.run ? await runScript(step, call, files) : await useAction(step, call, options)
  Object.assign(state.env, readCommandFile(files.GITHUB_ENV))
  state.paths.unshift(
    ...readFileSync(files.GITHUB_PATH, 'utf8').split('\n').filter(Boolean).reverse()
  )
  state.summary += readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')
  const outcome: Result = code === 0 ? 'success' : 'failure'
  const tolerated = evaluateFlag(step.continueOnError, inner)
  return {
    id: step.id,
    outcome,
    conclusion: outcome === 'failure' && tolerated ? 'success' : outcome,
    outputs: readCommandFile(files.GITHUB_OUTPUT),
    log
  }
}

function useAction(step: WorkflowStep, call: StepCall, options: RunnerOptions): Promise<number> {
  const action = options.actions[(step.uses ?? '').split('@')[0] ?? '']
  if (action === undefined)
    throw new Error(
      `'uses: ${step.uses}' is not emulated by the rehearsal: emulate it in ` +
        '__tests__/helpers/rehearsal/actions.ts, or use another action'
    )
  return action(call)
}

/** GitHub's Linux shells: `bash -e {0}` when none is named, `bash --noprofile --norc -eo pipefail {0}` for `shell: bash`. */
function runScript(step: WorkflowStep, call: StepCall, files: CommandFiles): Promise<number> {
  const script = join(dirname(files.GITHUB_OUTPUT), 'script.sh')
  writeFileSync(script, evaluateText(step.run as NonNullable<WorkflowStep['run']>, call.scope))
  if (step.shell === undefined) return call.exec('bash', ['-e', script])
  if (step.shell === 'bash')
    return call.exec('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script])
  throw new Error(`shell: ${step.shell} is not emulated by the rehearsal`)
}

function describeJob(job: JobRun): string {
  const leg = job.matrix ? ` ${JSON.stringify(job.matrix)}` : ''
  const steps = job.steps.map(s => `  -- ${s.label}: ${s.outcome}/${s.conclusion}\n${s.log}`)
  return [`== ${job.id}${leg}: ${job.result}`, ...steps].join('\n')
}
