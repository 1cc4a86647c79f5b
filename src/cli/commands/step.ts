import { runLoop } from '../../loop/run.js'
import { resolve } from 'node:path'
import { startBundle } from '../../loop/bundle/bundle.js'
import type { StepOutcome } from '../../loop/step.js'
import { openRepo } from '../../loop/step-repo.js'
import { flagUsage, optionsOf, parseFlags, stepSettings } from '../args.js'
import { UsageError } from '../../settings/errors.js'
import { json } from '../format.js'
import type { CliIo } from '../io.js'
import { describeStep, OUTPUT_USAGE, PROGRESS_OPTIONS, runSteps } from '../step-output.js'

const OPTIONS = {
  ...optionsOf('step'),
  ...PROGRESS_OPTIONS,
  bundle: { type: 'string' }
} as const

/** With --bundle: the step's result bundle, written after the step (the work tree keeps the writes). */
async function bundleHook(dir: string | undefined, settings: { prd: string }, io: CliIo) {
  if (dir === undefined) return undefined
  if (dir === '') throw new UsageError('--bundle needs a folder')
  const repo = await openRepo(settings.prd, io.cwd)
  const bundle = await startBundle(repo, resolve(io.cwd, dir))
  return (outcome: StepOutcome) => bundle.write(outcome).then(() => undefined)
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = await parseFlags(args, OPTIONS, io.cwd)
  if ([(values as { story?: string[] }).story].flat().includes(''))
    throw new UsageError('--story needs a story id')
  const settings = stepSettings(values, io)
  return runSteps('step', values, io, async deps => {
    const afterStep = await bundleHook(values.bundle, settings, io)
    const result = await runLoop(settings, 1, { ...deps, afterStep })
    const step = result.steps[0]
    if (values.json === true) {
      io.stdout.write(
        json({ run: result.run, mode: result.mode, outcome: step ?? { kind: 'none' } })
      )
    } else if (step === undefined) {
      io.stdout.write(`no open ${result.mode} story\n`)
    } else {
      io.stdout.write(describeStep(step))
    }
    return result
  })
}

export const usage = `Usage: ralph step [options]

Runs one transition of the Ralph Loop on the first open story of the mode: one
agent call with the prompt on stdin, then every write is checked against the
story's scope and the Created report is checked. A pass marks the story
passing; a failure or scope violation reverts the agent's writes (saved as
.runtime/attempts/<id>-<n>.patch) and counts an attempt; the last allowed
attempt skips the story. Exactly one story entry of the PRD changes.

Options:
${flagUsage(
  'step',
  [
    '--bundle DIR',
    "also write the step's result bundle to DIR (new or empty):\nstory, attempt, base commit, PRD change, events, report, the\naccepted writes as a binary patch, a sha256 manifest; apply it\nwith 'ralph publish DIR' where no agent runs"
  ],
  ...OUTPUT_USAGE
)}Exit codes: 0 the step ran (whatever its outcome; also when no story is open),
2 invalid input, 3 lock held, 4 PRD missing, 5 agent could not start,
6 agent not ready (its program or credentials are missing: nothing ran and no
attempt was counted), 11 the repository was altered beyond repair (a revert
could not restore files, or the git dir is gone; the message names them and
the fix), 12 the agent cannot be confined and --sandbox required (or --network
off) asks for it (nothing ran), 130 interrupted (the agent's writes were
reverted), 70 unexpected error.
`
