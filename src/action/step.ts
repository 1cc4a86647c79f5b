import * as core from '@actions/core'
import { readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { updateStory } from '../loop/prd/prd-writer.js'
import { selectNextStory } from '../loop/plan/select.js'
import { startBundle } from '../loop/bundle/bundle.js'
import { AfterStep, runLoop } from '../loop/run.js'
import type { StepOutcome } from '../loop/step.js'
import type { Story } from '../loop/types.js'
import type { RunContext } from './context.js'
import { shipFix } from './fix.js'
import type { StepSettings } from '../settings/step.js'
import { describeError } from './result.js'
import {
  recordAgain,
  commitStatuses,
  ownedFields,
  StatusRecord
} from '../loop/record/status-commit.js'
import { commitMessage, decide, describeOutcome, report, TransitionReport } from './step-report.js'
import { openSession, StepSession } from './step-session.js'
import { installAgent } from './agent-install.js'
import { progressPrinter } from '../cli/step-progress.js'

/** What the call does with each transition: publish it, or bundle it. */
type Shell = (outcome: StepOutcome, run: AfterStep) => Promise<TransitionReport>

/** `command: step`: the engine's loop, with each transition recorded (or bundled) after it. */
export async function runStep(settings: StepSettings, context: RunContext): Promise<void> {
  if (settings.engine.agentVersion !== undefined)
    await installAgent(settings, settings.engine.agentVersion)
  const session = await openSession(settings, context)
  await warnAboutTokens(session)
  if (
    settings.engine.story === undefined &&
    selectNextStory(session.prd, session.mode) === undefined
  ) {
    core.info(`No open ${session.mode} story in ${settings.prd}.`)
    if (!settings.publish) core.setOutput('bundle-path', '')
    await report(session, [], 'Nothing ran, so nothing was committed.')
    return
  }
  const shell = settings.publish ? publishing(session) : await bundling(session)
  const reports: TransitionReport[] = []
  const stop = await runLoop(session.engine, settings.steps, {
    cwd: session.repo.top,
    env: session.agentEnv,
    warn: core.warning,
    // The log is no terminal: the start of each attempt, then a line every 30 s.
    progress: progressPrinter({
      write: text => core.info(text.trimEnd()),
      tty: false,
      verbose: false
    }).event,
    afterStep: (outcome, run) =>
      core.group(
        `Transition ${reports.length + 1} of ${settings.steps}: ${outcome.story}`,
        async () => {
          core.info(describeOutcome(outcome))
          const done = await shell(outcome, run)
          reports.push(done)
          return done.stop
        }
      )
  }).then(
    result => result.stopped,
    (error: unknown) => describeError(error)
  )
  await report(session, reports, reports.findLast(r => r.note !== undefined)?.note ?? '')
  decide(settings, reports, stop)
}

async function warnAboutTokens({ settings, repo }: StepSession): Promise<void> {
  if (await repo.git.hasStoredAuthHeader())
    core.warning(
      'The checkout keeps a token in its git configuration (http.*.extraheader), where the agent ' +
        "can read it. Set 'persist-credentials: false' on actions/checkout; this action brings " +
        'its own token to each git command.'
    )
  if (settings.githubToken === '') return
  core.warning(
    settings.publish
      ? 'The agent runs in the job that holds github-token: a hostile agent may still get it ' +
          "(with sudo on the runner; on Node 20 from its parent processes' environment; through " +
          'files or programs it leaves for later steps of this job) and push or call the API ' +
          "with it. Use the two-job flow: 'publish: false' in a job with " +
          "'contents: read' and github-token: '', then 'command: publish' in a job of its own " +
          '(docs/security.md).'
      : "publish: false needs no token, yet github-token is set (its default is github.token): set github-token: '' so this job holds none the agent could read."
  )
}

/** `publish: false`: the one transition becomes a result bundle; nothing is committed or pushed. */
async function bundling({ settings, repo, context }: StepSession): Promise<Shell> {
  const dir = resolve(
    context.workspace,
    settings.bundlePath ?? join(process.env.RUNNER_TEMP || tmpdir(), 'ralph-bundle')
  )
  const bundle = await startBundle(repo, dir)
  return async outcome => {
    await bundle.write(outcome)
    core.setOutput('bundle-path', dir)
    const note = `Result bundle written to \`${dir}\`; the publish job records it.`
    return { outcome, after: outcome.after, note }
  }
}

/** Each transition: its fix branch and pull request, then its status commit and push. */
function publishing(session: StepSession): Shell {
  /** Bytes of the events log already in a commit; what follows is this transition's. */
  let committed = fileSize(session.repo.eventsLog)
  return async (outcome, run) => {
    const done: TransitionReport = { outcome, after: outcome.after }
    const fixing = outcome.kind === 'pass' && outcome.before.mode === 'fixing'
    if (fixing && !(await publishFix(session, done, outcome))) {
      await run.end('error')
      return done
    }
    // run_end goes into the last status commit; after a stop it stays in the work tree.
    if (done.stop !== undefined) await run.end('error')
    const record = statusRecord(session, outcome, done.after, committed)
    await commitStatuses(session.repo, [record], record.message, session.identity)
    const push = await pushStatus(session, record).catch((error: unknown) => ({
      note: `The status commit was not pushed to \`${session.baseBranch}\`.`,
      stop: describeError(error)
    }))
    // A push rebuilt on a moved branch committed the events again.
    committed = fileSize(session.repo.eventsLog)
    return { ...done, note: push.note, stop: done.stop ?? push.stop }
  }
}

/**
 * The fix branch and its pull request, with the story as recorded in `done`; false when the
 * branch could not be published (then the outcome is not recorded either: the story stays open
 * on the remote). A refused pull request is recorded as a stop after the status commit.
 */
async function publishFix(
  session: StepSession,
  done: TransitionReport,
  outcome: Extract<StepOutcome, { kind: 'pass' }>
): Promise<boolean> {
  try {
    done.fix = await shipFix({ ...session, story: outcome.before, outcome })
  } catch (error) {
    done.stop =
      `The fix of ${outcome.story} could not be published, so its outcome was not recorded ` +
      `(it stays open on the remote): ${describeError(error)}`
    return false
  }
  if (done.fix.pr) {
    const prd = await updateStory(session.repo.prdFile, outcome.story, {
      pr_url: done.fix.pr.url
    })
    done.after = prd.stories.find(story => story.id === outcome.story) ?? done.after
  }
  if (done.fix.error) done.stop = describeError(done.fix.error)
  return true
}

function statusRecord(
  session: StepSession,
  outcome: StepOutcome,
  after: Story,
  committedEvents: number
): StatusRecord {
  const { before } = outcome
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
    after: ownedFields(after),
    events: readFileSync(session.repo.eventsLog).subarray(committedEvents).toString('utf8'),
    files: report,
    message: commitMessage(outcome)
  }
}

async function pushStatus(
  { settings, remote, baseBranch: branch, repo, identity }: StepSession,
  record: StatusRecord
): Promise<{ note: string; stop?: string }> {
  if (!settings.push)
    return { note: `Status commits stay on the local branch \`${branch}\` (push: false).` }
  const pushed = await remote.pushWithRetry({
    branch,
    rebuild: async fresh => {
      core.info(`${branch} moved to ${fresh}; recording ${record.storyId} again on it`)
      await recordAgain(repo, [record], record.message, identity)
    }
  })
  if (pushed.kind === 'pushed') {
    const retried =
      pushed.attempts > 1 ? ` (rebuilt on the moved branch, ${pushed.attempts} attempts)` : ''
    return { note: `Status commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`${retried}.` }
  }
  return {
    note: `The push to \`${branch}\` was rejected: ${pushed.detail}.`,
    stop:
      pushed.reason === 'protected'
        ? `A branch rule rejected the status commit on ${branch} (${pushed.detail}). ` +
          'Allow the workflow to push there (exempt github-actions[bot] from the rule) or pass a token that may.'
        : `The push of the status commit to ${branch} was rejected: ${pushed.detail}.`
  }
}

function fileSize(path: string): number {
  return statSync(path, { throwIfNoEntry: false })?.size ?? 0
}
