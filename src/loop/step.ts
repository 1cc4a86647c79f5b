/** One transition of the Ralph Loop: plan, snapshot, one agent call, judge, revert, record. */
import { join, relative, sep } from 'node:path'
import type { AttemptTracker } from '../git/repository.js'
import { adapterFor } from './agent/adapters/index.js'
import {
  AgentIdentity,
  AgentProgress,
  AgentRecord,
  AgentRan,
  prepareAgent,
  PreparedAgent,
  runAgent
} from './agent/agent.js'
import type { AgentCall } from './agent/adapters/adapter.js'
import { agentExitEvent, saveAttemptLogs } from './record/attempt-log.js'
import type { EventLog } from './record/events.js'
import { saveInitialPrd } from './prd/initial-prd.js'
import { judge } from './judge.js'
import { guardRunnerFiles, RunnerFilesGuard } from './record/runner-files.js'
import { updateStory } from './prd/prd-writer.js'
import type { Violation } from './scope.js'
import { plan, Plan } from './plan/step-plan.js'
import { attemptBase, isRunnerLockFile, StepRepo } from './step-repo.js'
import { StepError, StepSettings } from './step-settings.js'
import { cleanReason, transition } from './transition.js'
import type { Mode, Story } from './types.js'
import { sha256Hex } from '../fs/hash.js'

export interface StepDeps {
  repo: StepRepo
  env: NodeJS.ProcessEnv
  events: EventLog
  signal?: AbortSignal
  warn: (message: string) => void
  /** Called after the preflight, before the story's first event (`run_start`). */
  beforeStory?: () => Promise<void>
  progress?: (event: StepProgress) => void
}

export type StepProgress =
  | {
      kind: 'start'
      story: string
      attempt: number
      maxAttempts: number
      agent: AgentIdentity
      timeoutSeconds: number
    }
  | AgentProgress
  | { kind: 'end' }

export type AgentRun = Pick<PreparedAgent, 'identity' | 'sandbox'> &
  Pick<AgentRecord, 'usage' | 'durationMs'> & {
    /** Unredacted: callers that publish it redact it. */
    lastMessage: string | null
    /** The redacted transcript under .runtime/attempts/ (repository-relative). */
    transcript: string | null
  }

/** What the agent call and the judge decided, before the PRD records it. */
export type Judged = { story: string; attempt: number; agent: AgentRun; writes: string[] } & (
  | {
      kind: 'pass'
      reportPath: string
      writtenBy: 'agent' | 'runner'
    }
  | {
      kind: 'fail'
      reason: string
      violations: Violation[]
      /** Of the reverted writes (repository-relative). */
      patch: string | null
      skipped: boolean
      maxAttempts: number
      /** Writes the revert could not undo (edited ignored files, `forged`). */
      unrestorable: string[]
      /** Tracked paths still not as the snapshot recorded: the agent rewrote their objects. */
      forged: string[]
    }
)

export type StepOutcome = Judged & { before: Story; after: Story }

export type StepResult = { kind: 'none'; mode: Mode } | StepOutcome

/** Before anything is recorded: a refusal leaves the story's attempts as they were. */
function prepare(settings: StepSettings, deps: StepDeps, p: Plan): Promise<PreparedAgent> {
  const defaults = p.prd.defaults ?? {}
  const call: AgentCall = {
    ...settings,
    repo: deps.repo.top,
    storyId: p.story.id,
    mode: p.story.mode,
    prompt: p.prompt,
    reportPath: p.reportPath,
    model: settings.model ?? defaults.model_default,
    reasoningEffort: settings.reasoningEffort ?? defaults.reasoning_effort_default
  }
  return prepareAgent(adapterFor(settings.agent), call, { ...settings, ...deps })
}

const repoPath = (deps: StepDeps, abs: string): string =>
  relative(deps.repo.top, abs).split(sep).join('/')

/**
 * The runner writes nothing under .runtime/ between the snapshots and the revert, so the
 * revert's own check sees only what the agent left; the events follow afterwards.
 */
async function callAndJudge(
  settings: StepSettings,
  deps: StepDeps,
  p: Plan,
  agent: PreparedAgent,
  tracker: AttemptTracker,
  guard: RunnerFilesGuard
): Promise<StepOutcome> {
  const { maxAttempts, timeoutSeconds } = settings
  const story = p.story.id
  deps.progress?.({
    kind: 'start',
    story,
    attempt: p.attempt,
    maxAttempts,
    agent: agent.identity,
    timeoutSeconds
  })
  let result: AgentRan
  try {
    result = await runAgent(agent)
  } finally {
    deps.progress?.({ kind: 'end' })
  }
  const end = await tracker.end()
  const tampered = guard.restore()
  const writes = end.writes.map(write => write.path)
  const base = attemptBase(deps.repo.top, story, p.attempt)
  const judged = result.record.interrupted
    ? undefined
    : judge(deps.repo.top, timeoutSeconds * 1000, p, end, result, tampered)
  const reverted = judged?.kind === 'pass' ? undefined : await tracker.revert(`${base}.patch`)
  await deps.events.append(agentExitEvent(p, result, writes))
  if (judged === undefined)
    throw new StepError(
      'interrupted',
      `Interrupted during the agent call of ${story}; its writes were reverted.`
    )
  if (judged.kind === 'fail' && judged.violations.length > 0) {
    await deps.events.append({
      event: 'scope_violation',
      story,
      attempt: p.attempt,
      paths: judged.violations.map(v => v.path)
    })
  }
  const transcript = saveAttemptLogs(base, p, agent, result)
  const ran = {
    story,
    attempt: p.attempt,
    agent: {
      identity: agent.identity,
      sandbox: agent.sandbox,
      usage: result.record.usage,
      durationMs: result.record.durationMs,
      lastMessage: result.lastMessage,
      transcript: transcript === null ? null : repoPath(deps, transcript)
    }
  }
  if (judged.kind === 'pass') {
    return record(settings, deps, p, {
      ...ran,
      kind: 'pass',
      reportPath: p.reportPath,
      writtenBy: judged.writtenBy,
      writes: judged.writtenBy === 'runner' ? [...writes, p.reportPath].sort() : writes
    })
  }
  const notPutBack = (paths: string[] = []): string[] =>
    paths.filter(path => !tampered.includes(path))
  const unrestorable = notPutBack(reverted?.unrestorable)
  const left = notPutBack(reverted?.remaining).filter(path => !unrestorable.includes(path))
  if (left.length > 0) deps.warn(`after reverting ${story}: still changed: ${left.join(', ')}`)
  const forged = notPutBack(reverted?.forged)
  if (forged.length > 0) deps.warn(forgedMessage(story, forged))
  return record(settings, deps, p, {
    ...ran,
    kind: 'fail',
    reason: cleanReason(judged.reason),
    violations: judged.violations,
    writes,
    patch: reverted?.patch ? repoPath(deps, reverted.patch) : null,
    skipped: false,
    maxAttempts,
    unrestorable,
    forged
  })
}

function forgedMessage(story: string, paths: string[]): string {
  const list = paths.join(', ')
  return (
    `after reverting ${story}: could not restore ${list}: the bytes checked out of .git/objects ` +
    `do not hash to the ids the snapshot recorded: the object store was altered (git does not ` +
    `check an object's hash when it reads it), or a program the agent left running rewrote ` +
    `them since; ${list} now hold(s) bytes the agent chose. ` +
    `Fix: take ${list} from a fresh clone of your remote, and replace this clone's altered ` +
    `objects (\`git fsck --full\` names them; re-cloning is simplest) before the next step.`
  )
}

async function record(
  settings: StepSettings,
  deps: StepDeps,
  p: Plan,
  judged: Judged
): Promise<StepOutcome> {
  const change = transition(p.story, judged, settings.maxAttempts, new Date())
  const prd = await updateStory(deps.repo.prdFile, p.story.id, change.patch)
  const after = prd.stories.find(story => story.id === p.story.id) as Story
  const result: StepOutcome = { ...judged, before: p.story, after }
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

/** The caller holds the lock (acquireLock). Throws StepError when the step could not run. */
export async function runStep(settings: StepSettings, deps: StepDeps): Promise<StepResult> {
  const planned = await plan(settings, deps.repo)
  if (typeof planned === 'string') return { kind: 'none', mode: planned }
  const agent = await prepare(settings, deps, planned)
  try {
    await deps.beforeStory?.()
    await saveInitialPrd(deps.repo)
    await deps.events.append({
      event: 'story_start',
      story: planned.story.id,
      attempt: planned.attempt,
      prompt_sha256: sha256Hex(planned.prompt),
      agent: agent.identity,
      sandbox: agent.sandbox
    })
    // The runner's files are kept first: the snapshot's git work then covers the tick their
    // signatures need before the agent may write (settled), instead of waiting for it.
    const guard = guardRunnerFiles({
      top: deps.repo.top,
      files: [deps.repo.prdFile],
      dirs: [join(deps.repo.top, '.runtime')],
      keep: join(deps.repo.paths.gitDir, 'ralph', 'runner-files'),
      skip: abs => isRunnerLockFile(repoPath(deps, abs))
    })
    const tracker = await deps.repo.git.beginAttempt(isRunnerLockFile)
    try {
      await guard.settled()
      return await callAndJudge(settings, deps, planned, agent, tracker, guard)
    } finally {
      tracker.dispose()
    }
  } finally {
    agent.dispose()
  }
}
