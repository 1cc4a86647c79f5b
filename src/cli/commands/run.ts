import { parseArgs } from 'node:util'
import { runLoop } from '../../loop/run.js'
import { flagUsage, optionsOf, parseFlags, stepSettings } from '../args.js'
import { UsageError } from '../../settings/errors.js'
import { json } from '../format.js'
import type { CliIo } from '../io.js'
import { describeStep, OUTPUT_USAGE, PROGRESS_OPTIONS, runSteps } from '../step-output.js'

const OPTIONS = { ...optionsOf('run'), ...PROGRESS_OPTIONS } as const

/** `ralph run [N] [options]`: N may come first or anywhere among the flags, never as `-N`. */
function splitCount(args: string[]): { count: number | undefined; rest: string[] } {
  const { tokens } = parseArgs({ args, options: OPTIONS, strict: false, tokens: true })
  const index = tokens.find(t => t.kind === 'positional' && !t.value.startsWith('-'))?.index
  if (index === undefined) return { count: undefined, rest: args }
  const text = args[index]!
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new UsageError(
      `Invalid step count '${text}'. Expected a whole number >= 1: ralph run [N] [options].`
    )
  return { count: Number(text), rest: args.filter((_, i) => i !== index) }
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { count, rest } = splitCount(args)
  const { values } = await parseFlags(rest, OPTIONS, io.cwd)
  const settings = stepSettings(values, io)
  return runSteps('run', values, io, async deps => {
    const result = await runLoop(settings, count, {
      ...deps,
      afterStep: async step => {
        if (values.json !== true) io.stdout.write(describeStep(step))
        return undefined
      }
    })
    if (values.json === true) {
      io.stdout.write(json(result))
    } else {
      io.stdout.write(`${result.steps.length} step(s) in run ${result.run}\n`)
      if (result.complete) io.stdout.write('<promise>COMPLETE</promise>\n')
      else if (result.skipped.length > 0)
        io.stdout.write(
          `not complete: ${result.skipped.length} ${result.mode} story(ies) skipped after their attempts ran out: ` +
            `${result.skipped.join(', ')} (reset 'skipped' and 'attempts' in the PRD to retry)\n`
        )
    }
    return result
  })
}

export const usage = `Usage: ralph run [N] [options]

Repeats 'ralph step' until no open story of the mode remains or N steps ran
(default: defaults.max_stories_default, else stories x max attempts, which
always suffices). Prints each step's outcome, then <promise>COMPLETE</promise>
on its own line when every story of the mode passed; when some were skipped
after their attempts ran out, a "not complete" line names them instead.

Options:
${flagUsage('run', ...OUTPUT_USAGE)}
Exit codes: as 'ralph step'; 0 when the steps ran, whatever their outcomes;
11 when the repository was altered beyond repair (the run stops after that step).
`
