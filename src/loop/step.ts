/**
 * One transition δ of the Ralph Loop: lock, load, select, prompt, snapshot, one agent call,
 * collect the writes, enforce scope, accept, revert on failure, record one story's change.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { AttemptEnd, AttemptTracker, beginAttempt } from '../git/attempt.js'
import type { Write } from '../git/writes.js'
import { accept } from './acceptance.js'
import { adapterFor } from './adapters/index.js'
import { AgentResult, callAgent } from './agent.js'
import type { EventLog } from './events.js'
import { acquireLock, LockHeldError } from './lock.js'
import { createdPath } from './paths.js'
import { loadPrd } from './prd.js'
import { updateStory } from './prd-writer.js'
import { buildPrompt } from './prompt.js'
import { defaultPolicyPath, readPolicy } from './policy.js'
import { classifyWrites, protection, ScopePolicy, Violation } from './scope.js'
import { runMode, selectNextStory } from './select.js'
import { attemptFile, isRunnerLockFile, StepRepo } from './step-repo.js'
import { prdError, StepError, StepSettings } from './step-settings.js'
import { attemptNumber, cleanReason, transition, Verdict } from './transition.js'
import type { Mode, Prd, Story } from './types.js'
import { saveInitialPrd } from './initial-prd.js'

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

interface Plan {
  prd: Prd
  story: Story
  attempt: number
  reportPath: string
  prompt: string
  scope: ScopePolicy
}

async function loadValidPrd(repo: StepRepo, name: string): Promise<Prd> {
  const loaded = await loadPrd(name, repo.prdFile)
  if (loaded.kind === 'ok') return loaded.prd
  throw prdError(loaded)
}

async function policyText(top: string, flag: string | undefined): Promise<string> {
  if (flag !== undefined) return readPolicy(flag)
  const own = join(top, 'CODEX.md')
  return readPolicy(existsSync(own) ? own : defaultPolicyPath())
}

async function plan(settings: StepSettings, deps: StepDeps): Promise<Plan | Mode> {
  const prd = await loadValidPrd(deps.repo, settings.prd)
  const mode = runMode(prd, settings.mode)
  const story = selectNextStory(prd, mode)
  if (!story) return mode
  const reportPath = createdPath(story)
  if (reportPath === undefined) {
    throw new StepError(
      'bad-input',
      `Story '${story.id}' has no valid Created path; run 'ralph validate'.`
    )
  }
  const protect = protection(deps.repo.prdRel, settings.protect)
  const prompt = buildPrompt(story, await policyText(deps.repo.top, settings.policy), {
    protectedPaths: [...protect.protectedPaths, ...protect.protectedGlobs],
    lintDetectionOrder: prd.defaults?.lint_detection_order
  })
  const scope: ScopePolicy = { mode: story.mode, scope: story.scope, reportPath, ...protect }
  return { prd, story, attempt: attemptNumber(story), reportPath, prompt, scope }
}

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

function describeViolations(violations: Violation[], writes: Write[]): string {
  const source = new Map(writes.map(write => [write.path, write.source]))
  const shown = violations.slice(0, 5).map(v => {
    const detail =
      source.get(v.path) === 'ref'
        ? 'the agent moved a git ref (a commit, branch or tag)'
        : v.detail
    return `${v.path} (${detail})`
  })
  const more = violations.length > 5 ? `, and ${violations.length - 5} more` : ''
  return `scope violation: ${shown.join(', ')}${more}`
}

/** Scope first (a violating attempt is never accepted), then acceptance. */
function judge(
  settings: StepSettings,
  deps: StepDeps,
  p: Plan,
  end: AttemptEnd,
  result: Extract<AgentResult, { kind: 'ran' }>
): { verdict: Verdict; violations: Violation[]; writtenBy?: 'agent' | 'runner' } {
  const scope = classifyWrites(end.writes, p.scope)
  if (scope.kind === 'violation') {
    const reason = describeViolations(scope.violations, end.writes)
    return { verdict: { kind: 'fail', reason }, violations: scope.violations }
  }
  const accepted = accept({
    top: deps.repo.top,
    reportPath: p.reportPath,
    writes: end.writes,
    agent: { ...result.record, timeoutMs: settings.timeoutSeconds * 1000 },
    lastMessage: result.lastMessage
  })
  if (accepted.kind === 'rejected') {
    return { verdict: { kind: 'fail', reason: accepted.reason }, violations: [] }
  }
  return {
    verdict: { kind: 'pass', reportPath: p.reportPath },
    violations: [],
    writtenBy: accepted.by
  }
}

function saveTail(top: string, p: Plan, result: Extract<AgentResult, { kind: 'ran' }>): void {
  const file = attemptFile(top, p.story.id, p.attempt, 'log')
  mkdirSync(dirname(file), { recursive: true })
  const r = result.record
  const header = [
    `# ${p.story.id} attempt ${p.attempt}: ${r.argv.join(' ')}`,
    `# exit ${r.exitCode ?? 'none'}, signal ${r.signal ?? 'none'}, timed out ${r.timedOut}, ${r.durationMs} ms`,
    `# environment without: ${r.droppedEnv.join(' ') || '(nothing dropped)'}`
  ]
  writeFileSync(file, [...header, ...r.tail].join('\n') + '\n')
}

function agentExitEvent(p: Plan, result: Extract<AgentResult, { kind: 'ran' }>, writes: string[]) {
  const r = result.record
  return {
    event: 'agent_exit' as const,
    story: p.story.id,
    attempt: p.attempt,
    exit_code: r.exitCode,
    signal: r.signal,
    timed_out: r.timedOut,
    duration_ms: r.durationMs,
    stdout_sha256: r.stdoutSha256,
    last_message_sha256: r.lastMessageSha256,
    writes
  }
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
  const patchFile = attemptFile(deps.repo.top, p.story.id, p.attempt, 'patch')
  if (result.record.interrupted) {
    await tracker.revert(patchFile)
    await deps.events.append(agentExitEvent(p, result, writes))
    throw new StepError(
      'interrupted',
      `Interrupted during the agent call of ${p.story.id}; its writes were reverted.`
    )
  }
  const judged = judge(settings, deps, p, end, result)
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
  saveTail(deps.repo.top, p, result)
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

async function lock(settings: StepSettings, top: string): Promise<() => Promise<void>> {
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

/** Runs one step. Returns its outcome; throws StepError when the step could not run. */
export async function runStep(settings: StepSettings, deps: StepDeps): Promise<StepResult> {
  const release = await lock(settings, deps.repo.top)
  try {
    const planned = await plan(settings, deps)
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
  } finally {
    await release()
  }
}
