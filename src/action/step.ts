import * as core from '@actions/core'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { git } from '../git/git.js'
import { pushWithRetry } from '../git/remote.js'
import type { OutcomeRow, StoryRow } from '../github/summary.js'
import { stepSummaryMarkdown } from '../github/summary.js'
import { EventLog, newRunId } from '../loop/events.js'
import { prdKey } from '../loop/initial-prd.js'
import { selectNextStory, storyStatus } from '../loop/select.js'
import { runStep as runEngineStep, StepOutcome } from '../loop/step.js'
import type { Prd, Story } from '../loop/types.js'
import type { RunContext } from './context.js'
import { describeError } from './errors.js'
import { FixOutcome, shipFix } from './fix.js'
import type { StepSettings } from './inputs.js'
import { CommandResult, failed, OK } from './result.js'
import { commitStatus, ownedFields, reapplyStatus, StatusRecord } from './status-commit.js'
import { EVENTS_REL, openSession, readPrd, StepSession } from './step-session.js'
import { updateStory } from '../loop/prd-writer.js'

const PUSH_ATTEMPTS = 3

/** What one transition of this call did, for outputs, summary and fail-on. */
interface TransitionReport {
  outcome: StepOutcome
  story: Story
  fix?: FixOutcome
  /** Set when the call must stop after this transition (push rejected, PR refused, ...). */
  stop?: string
}

interface CallState {
  session: StepSession
  events: EventLog
  /** Bytes of the events log already in a commit; what follows is this transition's. */
  committedEvents: number
  pushNote: string
  /** `run_end` was written. */
  ended: boolean
}

/** `command: step`: transitions, status commits, pushes, fix pull requests, outputs, summary. */
export async function runStep(settings: StepSettings, context: RunContext): Promise<CommandResult> {
  const session = await openSession(settings, context)
  const prd = await readPrd(session.repo, settings.prd)
  if (selectNextStory(prd, session.mode) === undefined) {
    core.info(`No open ${session.mode} story in ${settings.prd}.`)
    await report(settings, session, [], 'Nothing ran, so nothing was committed.')
    return OK
  }
  const state = await startRun(session, settings.steps)
  const reports: TransitionReport[] = []
  let stop: string | undefined
  for (let i = 0; i < settings.steps && stop === undefined && !state.ended; i++) {
    const last = i === settings.steps - 1
    try {
      const done = await core.group(`Transition ${i + 1} of ${settings.steps}`, () =>
        transition(settings, context, state, last, i + 1)
      )
      if (done === undefined) break
      reports.push(done)
      stop = done.stop
    } catch (error) {
      stop = describeError(error)
    }
  }
  if (!state.ended) await endRun(state, reports.length, stop === undefined ? 'max-steps' : 'error')
  await report(settings, session, reports, state.pushNote)
  return decide(settings, reports, stop)
}

async function startRun(session: StepSession, steps: number): Promise<CallState> {
  const events = new EventLog(session.repo.eventsLog, newRunId(), { onWarning: core.warning })
  const committedEvents = fileSize(session.repo.eventsLog)
  const head = (await git(['rev-parse', 'HEAD'], { cwd: session.repo.top })).trim()
  await events.append({
    event: 'run_start',
    mode: session.mode,
    prd: prdKey(session.repo),
    max_steps: steps,
    head
  })
  return { session, events, committedEvents, pushNote: '', ended: false }
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
    warn: core.warning
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

/** `ralph: ID passing`, `ralph: ID failed (attempt 1 of 3)`, and so on. */
export function commitMessage(outcome: StepOutcome, maxAttempts: number): string {
  if (outcome.kind === 'pass')
    return `ralph: ${outcome.story} passing\n\nReport: ${outcome.reportPath}\n`
  const what = outcome.violations.length > 0 ? 'scope violation' : 'failed'
  const head = outcome.skipped
    ? `ralph: ${outcome.story} skipped after ${outcome.attempt} attempts (${what})`
    : `ralph: ${outcome.story} ${what} (attempt ${outcome.attempt} of ${maxAttempts})`
  return `${head}\n\n${outcome.reason}\n`
}

export type ResultOutput = 'passed' | 'failed' | 'violation' | 'skipped' | 'none'

/** The `result` output: a violation wins over a skip it caused, so fail-on still sees it. */
export function resultOf(outcome: StepOutcome | undefined): ResultOutput {
  if (outcome === undefined) return 'none'
  if (outcome.kind === 'pass') return 'passed'
  if (outcome.violations.length > 0) return 'violation'
  return outcome.skipped ? 'skipped' : 'failed'
}

function describeOutcome(outcome: StepOutcome): string {
  if (outcome.kind === 'pass')
    return `${outcome.story}: passed (attempt ${outcome.attempt}), report ${outcome.reportPath}`
  const paths = outcome.violations.map(v => `  ${v.path}: ${v.detail}`).join('\n')
  return `${outcome.story}: ${resultOf(outcome)} (attempt ${outcome.attempt}): ${outcome.reason}${paths ? '\n' + paths : ''}`
}

async function report(
  settings: StepSettings,
  session: StepSession,
  reports: TransitionReport[],
  pushNote: string
): Promise<void> {
  const prd = await readPrd(session.repo, settings.prd)
  const last = reports[reports.length - 1]
  const lastPass = [...reports].reverse().find(r => r.outcome.kind === 'pass')
  const lastPr = [...reports].reverse().find(r => r.fix?.pr)?.fix?.pr
  const remaining = prd.stories.filter(s => s.mode === session.mode && storyStatus(s) === 'open')
  core.setOutput('story-id', last?.story.id ?? '')
  core.setOutput('result', resultOf(last?.outcome))
  core.setOutput('remaining', String(remaining.length))
  core.setOutput('pr-number', lastPr ? String(lastPr.number) : '')
  core.setOutput('pr-url', lastPr?.url ?? '')
  core.setOutput(
    'report-path',
    lastPass?.outcome.kind === 'pass' ? lastPass.outcome.reportPath : ''
  )
  const markdown = stepSummaryMarkdown({
    prdPath: settings.prd,
    mode: session.mode,
    outcomes: reports.map(outcomeRow),
    stories: prd.stories.map(storyRow),
    pushNote
  })
  try {
    await core.summary.addRaw(markdown).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${describeError(error)}`)
  }
}

function outcomeRow(r: TransitionReport): OutcomeRow {
  const o = r.outcome
  return {
    storyId: o.story,
    result: resultOf(o) as OutcomeRow['result'],
    detail: o.kind === 'pass' ? `report ${o.reportPath}` : o.reason,
    violations: o.kind === 'fail' ? o.violations.map(v => v.path) : [],
    ...(r.fix?.pr ? { pr: r.fix.pr } : {})
  }
}

function storyRow(story: Story): StoryRow {
  return {
    id: story.id,
    title: story.title,
    mode: story.mode,
    status: storyStatus(story),
    attempts: story.attempts ?? 0,
    ...(story.pr_url ? { prUrl: story.pr_url } : {})
  }
}

/** Applies `fail-on` after everything was recorded; a stop (push, PR) always fails. */
function decide(
  settings: StepSettings,
  reports: TransitionReport[],
  stop: string | undefined
): CommandResult {
  if (stop !== undefined) return failed(stop)
  const outcomes = reports.map(r => r.outcome)
  const violations = outcomes.filter(o => o.kind === 'fail' && o.violations.length > 0)
  if (settings.failOn === 'violation' && violations.length > 0)
    return failed(
      `Scope violation in ${violations.map(o => o.story).join(', ')} (fail-on: violation).`
    )
  const failures = outcomes.filter(o => o.kind === 'fail')
  if (settings.failOn === 'failure' && failures.length > 0)
    return failed(`Story ${failures.map(o => o.story).join(', ')} did not pass (fail-on: failure).`)
  return OK
}

function fileSize(path: string): number {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}
