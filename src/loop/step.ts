/**
 * One transition δ of the Ralph Loop: plan (load, select, prompt), snapshot, one agent call,
 * collect the writes, judge (scope, then acceptance), revert on failure, record one story's
 * change. The caller holds the lock (lockRepo).
 */
import { createHash } from 'node:crypto'
import { relative, sep } from 'node:path'
import { AttemptTracker, beginAttempt } from '../git/attempt.js'
import { adapterFor } from './agent/adapters/index.js'
import { AgentResult, callAgent } from './agent/agent.js'
import { agentExitEvent, saveTail } from './record/attempt-log.js'
import type { EventLog } from './record/events.js'
import { saveInitialPrd } from './prd/initial-prd.js'
import { judge } from './judge.js'
import { acquireLock, LockHeldError } from './record/lock.js'
import { updateStory } from './prd/prd-writer.js'
import type { Violation } from './scope.js'
import { plan, Plan } from './plan/step-plan.js'
import { attemptBase, isRunnerLockFile, StepRepo } from './step-repo.js'
import { StepError, StepSettings } from './step-settings.js'
import { cleanReason, transition, Verdict } from './transition.js'
import type { Mode } from './types.js'

export interface StepDeps {
  repo: StepRepo
  env: NodeJS.ProcessEnv
  events: EventLog
  clock: () => Date
  signal?: AbortSignal
  warn: (message: string) => void
}

export type StepResult =
  | { kind: 'none'; mode: Mode }
  | {
      kind: 'pass'
      story: string
      attempt: number
      reportPath: string
      /** Who wrote the report: the agent, or the runner from the last message. */
      writtenBy: 'agent' | 'runner'
      writes: string[]
    }
  | {
      kind: 'fail'
      story: string
      attempt: number
      reason: string
      violations: Violation[]
      writes: string[]
      /** The saved patch of the reverted writes (repository-relative), or null when the tree was unchanged. */
      patch: string | null
      /** True when this failure used up the last attempt. */
      skipped: boolean
      /** Writes the revert could not undo (edited ignored files). */
      unrestorable: string[]
    }

/** A step that ran a story. */
export type StepOutcome = Exclude<StepResult, { kind: 'none' }>

function runAgentCall(settings: StepSettings, deps: StepDeps, p: Plan): Promise<AgentResult> {
  const defaults = p.prd.defaults ?? {}
  return callAgent(
    adapterFor(settings.agent),
    {
      repo: deps.repo.top,
      storyId: p.story.id,
      mode: p.story.mode,
      prompt: p.prompt,
      reportPath: p.reportPath,
      model: settings.model ?? defaults.model_default,
      reasoningEffort: settings.reasoningEffort ?? defaults.reasoning_effort_default,
      command: settings.agentCommand
    },
    {
      env: deps.env,
      passEnv: settings.passEnv,
      timeoutMs: settings.timeoutSeconds * 1000,
      graceMs: settings.killGraceSeconds * 1000,
      signal: deps.signal
    }
  )
}

/**
 * The runner writes nothing under .runtime/ between the snapshots and the revert, so the
 * revert's own check sees only what the agent left; the events follow afterwards.
 */
async function callAndJudge(
  settings: StepSettings,
  deps: StepDeps,
  p: Plan,
  tracker: AttemptTracker
): Promise<StepOutcome> {
  const result = await runAgentCall(settings, deps, p)
  const end = await tracker.end()
  const writes = end.writes.map(write => write.path)
  if (result.kind === 'not-started') throw new StepError('agent-not-started', result.error)
  const base = attemptBase(deps.repo.top, p.story.id, p.attempt)
  const patchFile = `${base}.patch`
  if (result.record.interrupted) {
    await tracker.revert(patchFile)
    await deps.events.append(agentExitEvent(p, result, writes))
    throw new StepError(
      'interrupted',
      `Interrupted during the agent call of ${p.story.id}; its writes were reverted.`
    )
  }
  const judged = judge(deps.repo.top, settings.timeoutSeconds * 1000, p, end, result)
  const reverted = judged.verdict.kind === 'fail' ? await tracker.revert(patchFile) : undefined
  await deps.events.append(agentExitEvent(p, result, writes))
  if (judged.violations.length > 0) {
    await deps.events.append({
      event: 'scope_violation',
      story: p.story.id,
      attempt: p.attempt,
      paths: judged.violations.map(v => v.path)
    })
  }
  saveTail(base, p, result)
  if (judged.verdict.kind === 'pass') {
    return record(settings, deps, p, judged.verdict, {
      kind: 'pass',
      story: p.story.id,
      attempt: p.attempt,
      reportPath: p.reportPath,
      writtenBy: judged.writtenBy ?? 'agent',
      writes: judged.writtenBy === 'runner' ? [...writes, p.reportPath].sort() : writes
    })
  }
  const unrestorable = reverted?.unrestorable ?? []
  const left = (reverted?.remaining ?? []).filter(path => !unrestorable.includes(path))
  if (left.length > 0) deps.warn(`after reverting ${p.story.id}: still changed: ${left.join(', ')}`)
  const reason = cleanReason(judged.verdict.reason)
  return record(
    settings,
    deps,
    p,
    { kind: 'fail', reason },
    {
      kind: 'fail',
      story: p.story.id,
      attempt: p.attempt,
      reason,
      violations: judged.violations,
      writes,
      patch: reverted?.patch ? relative(deps.repo.top, reverted.patch).split(sep).join('/') : null,
      skipped: false,
      unrestorable
    }
  )
}

/** Writes the one story's change, then its events. */
async function record(
  settings: StepSettings,
  deps: StepDeps,
  p: Plan,
  verdict: Verdict,
  result: StepOutcome
): Promise<StepOutcome> {
  const change = transition(p.story, verdict, settings.maxAttempts, deps.clock())
  await updateStory(deps.repo.prdFile, p.story.id, change.patch)
  const base = { story: p.story.id, attempt: p.attempt }
  if (result.kind === 'pass') {
    await deps.events.append({ event: 'story_pass', ...base, report_path: result.reportPath })
    return result
  }
  const patch = result.patch ? { patch: result.patch } : {}
  await deps.events.append({ event: 'story_fail', ...base, reason: result.reason, ...patch })
  if (change.status === 'skipped') {
    const reason = change.patch.skip_reason ?? result.reason
    await deps.events.append({ event: 'story_skip', ...base, reason })
  }
  return { ...result, skipped: change.status === 'skipped' }
}

/**
 * Takes the repository's lock for one step. Everything the runner writes under .runtime/
 * (events included) happens while holding it, so no other run can write there between a
 * step's snapshots and be taken for the agent.
 */
export async function lockRepo(settings: StepSettings, top: string): Promise<() => Promise<void>> {
  const waitSeconds =
    settings.lockTimeoutSeconds ?? settings.timeoutSeconds + settings.killGraceSeconds + 120
  try {
    return await acquireLock(top, { timeoutMs: waitSeconds * 1000 })
  } catch (error) {
    if (error instanceof LockHeldError)
      throw new StepError('lock-held', error.message, { cause: error })
    throw error
  }
}

/**
 * Runs one step; the caller holds the lock (lockRepo). Returns its outcome; throws
 * StepError when the step could not run.
 */
export async function runStep(settings: StepSettings, deps: StepDeps): Promise<StepResult> {
  const planned = await plan(settings, deps.repo)
  if (typeof planned === 'string') return { kind: 'none', mode: planned }
  await saveInitialPrd(deps.repo)
  await deps.events.append({
    event: 'story_start',
    story: planned.story.id,
    attempt: planned.attempt,
    prompt_sha256: createHash('sha256').update(planned.prompt).digest('hex')
  })
  const tracker = await beginAttempt(deps.repo.paths, { exclude: isRunnerLockFile })
  try {
    return await callAndJudge(settings, deps, planned, tracker)
  } finally {
    tracker.dispose()
  }
}
