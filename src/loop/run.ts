/** The loop: repeat the step until no open story of the mode remains or N steps ran. */
import { RepositoryAltered } from '../git/repository.js'
import { newRunId } from '../fs/run-id.js'
import { EventLog } from './record/events.js'
import { prdKey } from './prd/initial-prd.js'
import { runMode, selectNextStory } from './plan/select.js'
import { acquireLock } from './record/lock.js'
import { runStep, StepDeps, StepOutcome } from './step.js'
import { openRepo } from './step-repo.js'
import { loadValidPrd, namedStory } from './plan/step-plan.js'
import { StepError, StepSettings } from './step-settings.js'

export type RunDeps = Pick<StepDeps, 'env' | 'signal' | 'warn' | 'progress'> & {
  cwd: string
  /**
   * Called under the lock after each step, once its change and events (and `run_end`, when
   * `run.ending` says the run ends) are written: a shell records or publishes the step here.
   * A returned reason stops the run; a shell that will stop calls `run.end` first, so
   * `run_end` lands in what it records.
   */
  afterStep?: (result: StepOutcome, run: AfterStep) => Promise<string | undefined>
}

export interface AfterStep {
  /** Why the run ends with this step (`complete`, `skipped`, `max-steps`), or undefined. */
  ending: string | undefined
  /** Writes `run_end` now (once). */
  end(reason: string): Promise<void>
}

export type RunResult = Awaited<ReturnType<typeof runLoop>>

/**
 * run_start and run_end are written under a step's lock too: no other run's events land
 * between a step's snapshots.
 */
export async function runLoop(settings: StepSettings, maxSteps: number | undefined, deps: RunDeps) {
  const repo = await openRepo(settings.prd, deps.cwd)
  const first = await loadValidPrd(repo, settings.prd)
  // Before .runtime/ exists and before any agent call (the agent's changes to .git/info are
  // reverted, so this line must already be there).
  await repo.git.excludeRuntime()
  const mode =
    settings.story === undefined
      ? runMode(first, settings.mode)
      : namedStory(first, settings.story).mode
  // Every step passes its story or adds a failed attempt: at most stories x max-attempts steps,
  // what the Bash loop's "all_open" (until none is open) comes to; as there, 0 runs no step.
  const limit = first.defaults?.max_stories_default
  const bound =
    maxSteps ?? (typeof limit === 'number' ? limit : first.stories.length * settings.maxAttempts)
  const noStep = { kind: 'none' } as const
  const events = new EventLog(repo.eventsLog, newRunId(new Date()), { onWarning: deps.warn })
  let started = false
  const begin = async (): Promise<void> => {
    if (started) return
    const head = await repo.git.resolveCommit('HEAD')
    await events.append({
      event: 'run_start',
      mode,
      prd: prdKey(repo),
      ...(maxSteps !== undefined ? { max_steps: maxSteps } : {}),
      ...(head ? { head } : {})
    })
    started = true
  }
  const stepDeps: StepDeps = { ...deps, repo, events, beforeStory: begin }
  const steps: StepOutcome[] = []
  let ended = false
  const end = async (reason: string): Promise<void> => {
    if (ended || !started) return
    await events.append({ event: 'run_end', steps: steps.length, reason })
    ended = true
  }
  const waitSeconds =
    settings.lockTimeoutSeconds ?? settings.timeoutSeconds + settings.killGraceSeconds + 120
  for (;;) {
    // The runner writes under .runtime/ only while holding the lock, so no other run can write
    // there between a step's snapshots and be taken for the agent.
    const release = await acquireLock(repo.top, { timeoutMs: waitSeconds * 1000 })
    let done: string | undefined
    let stopped: string | undefined
    let skipped: string[] = []
    try {
      if (deps.signal?.aborted) throw new StepError('interrupted', 'Interrupted between steps.')
      const result = steps.length < bound ? await runStep({ ...settings, mode }, stepDeps) : noStep
      if (result.kind !== 'none') steps.push(result)
      const prd = await loadValidPrd(repo, settings.prd)
      const open = selectNextStory(prd, mode) !== undefined
      skipped = prd.stories
        .filter(s => s.mode === mode && s.passes !== true && s.skipped === true)
        .map(s => s.id)
      if (!open) done = skipped.length === 0 ? 'complete' : 'skipped'
      else if (steps.length >= bound) done = 'max-steps'
      if (done) {
        await begin()
        await end(done)
      }
      if (result.kind !== 'none') stopped = await deps.afterStep?.(result, { ending: done, end })
      stopped ??= alteredStop(result)
      if (stopped !== undefined) await end('error')
    } catch (error) {
      const thrown =
        error instanceof RepositoryAltered
          ? new StepError('repository-altered', error.message, { cause: error })
          : error
      // A run that never started (the first preflight refused) leaves no trace in the log.
      await end(thrown instanceof StepError ? thrown.code : 'error')
      throw thrown
    } finally {
      await release()
    }
    if (done || stopped !== undefined)
      return {
        run: events.run,
        mode,
        steps,
        /** No open story of the mode remains and none was skipped. */
        complete: done === 'complete',
        /** When no open story is left: the mode's stories skipped after their attempts ran out. */
        skipped: done === 'skipped' ? skipped : [],
        /** Why afterStep stopped the run. */
        ...(stopped !== undefined ? { stopped } : {})
      }
  }
}

/** Forged bytes checked out of the object store end the run: a next step would start from them. */
function alteredStop(result: StepOutcome | { kind: 'none' }): string | undefined {
  if (result.kind !== 'fail' || result.forged.length === 0) return undefined
  return (
    `The object store was altered: the revert of ${result.story} could not restore ` +
    `${result.forged.join(', ')}. The run stopped; take those paths and the objects from a fresh clone.`
  )
}
