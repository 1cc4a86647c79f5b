import * as core from '@actions/core'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { git } from '../git/git.js'
import { pushWithRetry } from '../git/remote.js'
import { hasStoredAuthHeader } from '../git/repository.js'
import { EventLog, newRunId } from '../loop/record/events.js'
import { prdKey } from '../loop/prd/initial-prd.js'
import { updateStory } from '../loop/prd/prd-writer.js'
import { selectNextStory } from '../loop/plan/select.js'
import { lockRepo, runStep as runEngineStep, StepOutcome } from '../loop/step.js'
import type { Prd, Story } from '../loop/types.js'
import type { RunContext } from './context.js'
import { describeError } from './errors.js'
import { shipFix } from './fix.js'
import type { StepSettings } from './inputs.js'
import { CommandResult, OK } from './result.js'
import {
  commitStatus,
  ownedFields,
  reapplyStatus,
  StatusRecord
} from '../loop/record/status-commit.js'
import { commitMessage, decide, describeOutcome, report, TransitionReport } from './step-report.js'
import { EVENTS_REL, openSession, readPrd, StepSession, withoutToken } from './step-session.js'
import { installAgent } from './agent-install.js'
import { adapterFor } from '../loop/agent/adapters/index.js'

const PUSH_ATTEMPTS = 3

interface CallState {
  session: StepSession
  events: EventLog
  /** Bytes of the events log already in a commit; what follows is this transition's. */
  committedEvents: number
  pushNote: string
  /** `run_start` was written. */
  started: boolean
  /** `run_end` was written. */
  ended: boolean
}

/** `command: step`: transitions, status commits, pushes, fix pull requests, outputs, summary. */
export async function runStep(settings: StepSettings, context: RunContext): Promise<CommandResult> {
  if (settings.agentVersion !== undefined) await installAgentCli(settings)
  const session = await openSession(settings, context)
  if (await hasStoredAuthHeader(session.repo.top))
    core.warning(
      'The checkout keeps a token in its git configuration (http.*.extraheader), where the agent ' +
        "can read it. Set 'persist-credentials: false' on actions/checkout; this action brings " +
        'its own token to each git command.'
    )
  const prd = await readPrd(session.repo, settings.prd)
  if (selectNextStory(prd, session.mode) === undefined) {
    core.info(`No open ${session.mode} story in ${settings.prd}.`)
    await report(settings, session, [], 'Nothing ran, so nothing was committed.')
    return OK
  }
  const state = newCallState(session)
  const reports: TransitionReport[] = []
  let stop: string | undefined
  for (let i = 0; i < settings.steps && stop === undefined && !state.ended; i++) {
    const last = i === settings.steps - 1
    try {
      const done = await core.group(`Transition ${i + 1} of ${settings.steps}`, () =>
        locked(session, () => transition(settings, context, state, last, i + 1))
      )
      if (done === undefined) break
      reports.push(done)
      stop = done.stop
    } catch (error) {
      stop = describeError(error)
    }
  }
  if (state.started && !state.ended)
    await locked(session, () =>
      endRun(state, reports.length, stop === undefined ? 'max-steps' : 'error')
    )
  await report(settings, session, reports, state.pushNote)
  return decide(settings, reports, stop)
}

/** `agent-version`: the CLI from the tool cache (installed once), first on PATH for this and later steps. */
async function installAgentCli(settings: StepSettings): Promise<void> {
  const installed = await installAgent(adapterFor(settings.agent), settings.agentVersion ?? '', {
    toolCache: process.env.RUNNER_TOOL_CACHE || undefined,
    env: withoutToken(process.env, settings.githubToken),
    log: core.info
  })
  core.addPath(installed.bin)
}

function newCallState(session: StepSession): CallState {
  const events = new EventLog(session.repo.eventsLog, newRunId(), { onWarning: core.warning })
  const committedEvents = fileSize(session.repo.eventsLog)
  return { session, events, committedEvents, pushNote: '', started: false, ended: false }
}

/**
 * Each transition runs under the engine's lock, run_start with the first and run_end with the
 * last, so no other run writes .runtime/ between a step's snapshots or into our commit.
 */
async function locked<T>(session: StepSession, body: () => Promise<T>): Promise<T> {
  const release = await lockRepo(session.engine, session.repo.top)
  try {
    return await body()
  } finally {
    await release().catch((error: unknown) =>
      core.warning(`Could not release the lock: ${describeError(error)}`)
    )
  }
}

async function startRun(state: CallState, steps: number): Promise<void> {
  const { session } = state
  const head = (await git(['rev-parse', 'HEAD'], { cwd: session.repo.top })).trim()
  await state.events.append({
    event: 'run_start',
    mode: session.mode,
    prd: prdKey(session.repo),
    max_steps: steps,
    head
  })
  state.started = true
}

/** `run_end` goes into the last status commit; after a stop it stays in the work tree. */
async function endRun(state: CallState, steps: number, reason: string): Promise<void> {
  await state.events.append({ event: 'run_end', steps, reason })
  state.ended = true
}

/** One engine step, then its fix branch and pull request, then its status commit and push. */
async function transition(
  settings: StepSettings,
  context: RunContext,
  state: CallState,
  lastOfCall: boolean,
  number: number
): Promise<TransitionReport | undefined> {
  const { session } = state
  const before = selectNextStory(await readPrd(session.repo, settings.prd), session.mode)
  if (before === undefined) return undefined
  const outcome = await runEngineStep(session.engine, {
    repo: session.repo,
    env: session.agentEnv,
    events: state.events,
    clock: () => new Date(),
    warn: core.warning,
    // run_start once the first agent passed its preflight: a refusal writes nothing.
    beforeStory: state.started ? undefined : () => startRun(state, settings.steps)
  })
  if (outcome.kind === 'none') return undefined
  core.info(describeOutcome(outcome))
  const done: TransitionReport = { outcome, story: before }
  if (outcome.kind === 'pass' && before.mode === 'fixing') {
    const published = await publishFix(settings, context, session, done, outcome)
    if (!published) return done
  }
  const after = await readPrd(session.repo, settings.prd)
  const complete = selectNextStory(after, session.mode) === undefined
  if (lastOfCall || complete || done.stop !== undefined)
    await endRun(state, number, complete ? 'complete' : done.stop ? 'error' : 'max-steps')
  const record = statusRecord(session, before, after, outcome, state.committedEvents, settings)
  await commitStatus(layoutOf(session), record, session.identity)
  state.committedEvents = fileSize(session.repo.eventsLog)
  let pushStop: string | undefined
  try {
    pushStop = await pushStatus(settings, state, record)
  } catch (error) {
    pushStop = describeError(error)
    state.pushNote = `The status commit was not pushed to \`${session.baseBranch}\`.`
  }
  return { ...done, stop: done.stop ?? pushStop }
}

/**
 * The fix branch and its pull request. False when the branch could not be published: then
 * the outcome is not recorded either (the story stays open on the remote for the next run).
 * A refused pull request is recorded as a stop after the status commit.
 */
async function publishFix(
  settings: StepSettings,
  context: RunContext,
  session: StepSession,
  done: TransitionReport,
  outcome: Extract<StepOutcome, { kind: 'pass' }>
): Promise<boolean> {
  try {
    done.fix = await shipFix({
      top: session.repo.top,
      story: done.story,
      writes: outcome.writes,
      reportPath: outcome.reportPath,
      attempt: outcome.attempt,
      baseBranch: session.baseBranch,
      branchPrefix: settings.branchPrefix,
      push: settings.push,
      openPr: settings.openPr,
      pullRequest: settings.pullRequest,
      agent: outcome.agent,
      auth: session.auth,
      identity: session.identity,
      context,
      log: core.info
    })
  } catch (error) {
    done.stop =
      `The fix of ${done.story.id} could not be published, so its outcome was not recorded ` +
      `(it stays open on the remote): ${describeError(error)}`
    return false
  }
  if (done.fix.pr)
    await updateStory(session.repo.prdFile, done.story.id, { pr_url: done.fix.pr.url })
  if (done.fix.error) done.stop = describeError(done.fix.error)
  return true
}

function statusRecord(
  session: StepSession,
  before: Story,
  after: Prd,
  outcome: StepOutcome,
  committedEvents: number,
  settings: StepSettings
): StatusRecord {
  const story = after.stories.find(s => s.id === before.id) as Story
  const report =
    outcome.kind === 'pass' && before.mode !== 'fixing'
      ? [
          {
            path: outcome.reportPath,
            bytes: readFileSync(join(session.repo.top, outcome.reportPath))
          }
        ]
      : []
  return {
    storyId: before.id,
    before: ownedFields(before),
    after: ownedFields(story),
    events: readFileSync(session.repo.eventsLog).subarray(committedEvents).toString('utf8'),
    files: report,
    message: commitMessage(outcome, settings.maxAttempts)
  }
}

async function pushStatus(
  settings: StepSettings,
  state: CallState,
  record: StatusRecord
): Promise<string | undefined> {
  const { session } = state
  if (!settings.push) {
    state.pushNote = `Status commits stay on the local branch \`${session.baseBranch}\` (push: false).`
    return undefined
  }
  const pushed = await pushWithRetry(
    { cwd: session.repo.top, auth: session.auth },
    {
      branch: session.baseBranch,
      maxAttempts: PUSH_ATTEMPTS,
      rebuild: async fresh => {
        core.info(
          `${session.baseBranch} moved to ${fresh}; recording ${record.storyId} again on it`
        )
        await reapplyStatus(layoutOf(session), record, session.identity)
      }
    }
  )
  state.committedEvents = fileSize(session.repo.eventsLog)
  if (pushed.kind === 'pushed') {
    state.pushNote = `Status commit ${pushed.head.slice(0, 12)} pushed to \`${session.baseBranch}\`${pushed.attempts > 1 ? ` (rebuilt on the moved branch, ${pushed.attempts} attempts)` : ''}.`
    return undefined
  }
  state.pushNote = `The push to \`${session.baseBranch}\` was rejected: ${pushed.detail}.`
  return pushed.reason === 'protected'
    ? `A branch rule rejected the status commit on ${session.baseBranch} (${pushed.detail}). ` +
        'Allow the workflow to push there (exempt github-actions[bot] from the rule) or pass a token that may.'
    : `The push of the status commit to ${session.baseBranch} was rejected: ${pushed.detail}.`
}

function layoutOf(session: StepSession): { top: string; prdRel: string; eventsRel: string } {
  return { top: session.repo.top, prdRel: session.repo.prdRel, eventsRel: EVENTS_REL }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}
