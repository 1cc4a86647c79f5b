/** The agent job's side: note where the step starts, then write its bundle after it. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { Repository } from '../../git/repository.js'
import { StepError } from '../step-settings.js'
import type { StepOutcome } from '../step.js'
import { BundleManifest, writeBundle } from './bundle.js'

export interface BundleTarget {
  dir: string
  top: string
  /** The PRD relative to the top; a bundle needs it inside the repository. */
  prdRel: string | undefined
  eventsLog: string
}

export interface BundleStart {
  /** Writes the bundle of the step that ran since the start. */
  write(outcome: StepOutcome): Promise<BundleManifest>
}

/** Checks the target and records the base commit and the log's length before the step. */
export async function startBundle(target: BundleTarget): Promise<BundleStart> {
  const { dir, top, prdRel, eventsLog } = target
  if (prdRel === undefined)
    throw new StepError('bad-input', 'A bundle needs the PRD inside the repository it records.')
  if (existsSync(dir) && (!statSync(dir).isDirectory() || readdirSync(dir).length > 0))
    throw new StepError(
      'bad-input',
      `The bundle folder ${dir} is not empty. Give a new or empty folder, so no old part is mixed in.`
    )
  const base = await new Repository(top).head()
  if (base === undefined)
    throw new StepError('bad-input', 'A bundle needs a commit to start from; HEAD has none.')
  const start = existsSync(eventsLog) ? statSync(eventsLog).size : 0
  return {
    write: outcome =>
      writeBundle(dir, {
        top,
        outcome,
        base,
        prdRel,
        events: readFileSync(eventsLog).subarray(start)
      })
  }
}
