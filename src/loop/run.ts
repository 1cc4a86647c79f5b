/** The loop: repeat the step until no open story of the mode remains or N steps ran. */
import { gitRun } from '../git/git.js'
import { EventLog, newRunId } from './events.js'
import { prdKey } from './initial-prd.js'
import { loadPrd } from './prd.js'
import { runMode, selectNextStory } from './select.js'
import { runStep, StepOutcome } from './step.js'
import { openRepo, StepRepo } from './step-repo.js'
import { prdError, StepError, StepSettings } from './step-settings.js'
import type { Mode, Prd } from './types.js'

export interface RunDeps {
  cwd: string
  env: NodeJS.ProcessEnv
  clock?: () => Date
  signal?: AbortSignal
  warn: (message: string) => void
  /** Called after each step, for progress output. */
  onStep?: (result: StepOutcome) => void
}

export interface RunResult {
  run: string
  mode: Mode
  steps: StepOutcome[]
  /** No open story of the mode remains. */
  complete: boolean
}

async function readPrd(repo: StepRepo, name: string): Promise<Prd> {
  const loaded = await loadPrd(name, repo.prdFile)
  if (loaded.kind === 'ok') return loaded.prd
  throw prdError(loaded)
}

async function headOf(top: string): Promise<string | undefined> {
  const result = await gitRun(['rev-parse', '-q', '--verify', 'HEAD'], { cwd: top })
  return result.exitCode === 0 ? result.stdout.trim() : undefined
}

/**
 * Every step either passes its story or adds a failed attempt, so the loop ends after at
 * most stories x max-attempts steps even without N.
 */
function stepBound(prd: Prd, settings: StepSettings, maxSteps: number | undefined): number {
  return maxSteps ?? prd.defaults?.max_stories_default ?? prd.stories.length * settings.maxAttempts
}

export async function runLoop(
  settings: StepSettings,
  maxSteps: number | undefined,
  deps: RunDeps
): Promise<RunResult> {
  const clock = deps.clock ?? (() => new Date())
  const repo = await openRepo(settings.prd, deps.cwd)
  const prd = await readPrd(repo, settings.prd)
  const mode = runMode(prd, settings.mode)
  const bound = stepBound(prd, settings, maxSteps)
  const events = new EventLog(repo.eventsLog, newRunId(clock()), { clock, onWarning: deps.warn })
  const head = await headOf(repo.top)
  await events.append({
    event: 'run_start',
    mode,
    prd: prdKey(repo),
    ...(maxSteps !== undefined ? { max_steps: maxSteps } : {}),
    ...(head ? { head } : {})
  })
  const steps: StepOutcome[] = []
  let reason = 'max-steps'
  try {
    while (steps.length < bound) {
      if (deps.signal?.aborted) throw new StepError('interrupted', 'Interrupted between steps.')
      const result = await runStep(
        { ...settings, mode },
        { repo, env: deps.env, events, clock, signal: deps.signal, warn: deps.warn }
      )
      if (result.kind === 'none') break
      steps.push(result)
      deps.onStep?.(result)
    }
    const complete = selectNextStory(await readPrd(repo, settings.prd), mode) === undefined
    if (complete) reason = 'complete'
    return { run: events.run, mode, steps, complete }
  } catch (error) {
    reason = error instanceof StepError ? error.code : 'error'
    throw error
  } finally {
    await events.append({ event: 'run_end', steps: steps.length, reason })
  }
}
