import { realpathSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { Repository } from '../../git/repository.js'
import { writableFiles } from '../../loop/plan/base-files.js'
import { parallelPlan } from '../../loop/plan/parallel.js'
import { runMode } from '../../loop/plan/select.js'
import { PRD_OPTIONS, parseCommandArgs, prdSettings } from '../args.js'
import { UsageError, type CommandBody } from '../command.js'
import { EXIT } from '../exit-codes.js'
import type { CliIo } from '../io.js'
import { loadPrdForCommand } from '../load-prd.js'

const OPTIONS = {
  ...PRD_OPTIONS,
  max: { type: 'string' },
  explain: { type: 'boolean' },
  protect: { type: 'string', multiple: true }
} as const

function maxOf(value: string | undefined): number {
  if (value === undefined) return 256
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`Invalid value '${value}' for --max. Expected a whole number >= 1.`)
  return Number(value)
}

async function baseFiles(cwd: string, prdPath: string, protect: string[]): Promise<string[]> {
  const top = realpathSync((await new Repository(cwd).paths()).top)
  const prdRel = relative(top, realpathSync(prdPath)).split(sep).join('/')
  return writableFiles(top, prdRel, protect)
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, OPTIONS)
  const settings = prdSettings(values, io)
  const max = maxOf(values.max)
  const loaded = await loadPrdForCommand(settings, io)
  if (loaded.kind === 'exit') return loaded.code
  const mode = runMode(loaded.prd, settings.mode)
  const files = await baseFiles(io.cwd, settings.prdPath, values.protect ?? [])
  const plan = parallelPlan(loaded.prd, mode, max, files)
  io.stdout.write(JSON.stringify(plan.matrix) + '\n')
  if (values.explain === true)
    for (const decision of plan.decisions)
      io.stderr.write(
        `${decision.chosen ? 'IN ' : 'OUT'} ${decision.story}: ${decision.reasons.join('; ')}\n`
      )
  return EXIT.ok
}

export const planCommand: CommandBody = {
  usage: `Usage: ralph plan [--max N] [--explain] [options]

Prints a JSON matrix for a workflow's strategy.matrix, {"include":[{"story":"ID"},...]},
of at most N open stories of the mode, in selection order, no two of which can
write the same path. The proof is conservative: a story joins only when, for every
story already chosen, no file of HEAD's tree is in both write sets and the scope
globs cannot both match any path, a future one included (negations are ignored,
wildcards overlap unless literal prefixes or suffixes rule it out). Audit and
linting stories write only their report. Protected paths and the PRD are in no one's
write set. Run each story with 'ralph step --story ID --bundle DIR' and publish the
bundles together with 'ralph publish DIR... --story ID...'.

Options:
  --prd FILE      the PRD (default: prd.json)
  --mode MODE     audit, linting or fixing (default: defaults.mode_default, else audit)
  --max N         at most N stories (default: 256)
  --explain       say on stderr why each open story is in or out
  --protect GLOB  protect more paths (repeatable), as for 'ralph step'

Exit codes: 0 printed (an empty include when no story is open), 2 invalid input,
4 PRD missing.
`,
  run
}
