import { writableFiles } from '../../loop/plan/base-files.js'
import { openRepo } from '../../loop/step-repo.js'
import { parallelPlan, type PlanDecision } from '../../loop/plan/parallel.js'
import { runMode } from '../../loop/plan/select.js'
import { protectedGlobs, readPlan } from '../../settings/step.js'
import { flagUsage, optionsOf, prdOrExit, parseFlags, source } from '../args.js'
import { EXIT } from '../exit-codes.js'
import type { CliIo } from '../io.js'

const OPTIONS = { ...optionsOf('plan'), explain: { type: 'boolean' } } as const

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = await parseFlags(args, OPTIONS, io.cwd)
  const settings = readPlan(source(values))
  const loaded = await prdOrExit(settings.prd, io)
  if (loaded.kind === 'exit') return loaded.code
  const mode = runMode(loaded.prd, settings.mode)
  const files = await writableFiles(await openRepo(settings.prd, io.cwd), protectedGlobs(settings))
  const plan = parallelPlan(loaded.prd, mode, settings.maxStories, files)
  io.stdout.write(JSON.stringify(plan.matrix) + '\n')
  if (values.explain === true)
    for (const decision of plan.decisions) io.stderr.write(decisionLine(decision) + '\n')
  return EXIT.ok
}

export function decisionLine({ chosen, story, reasons }: PlanDecision): string {
  return `${chosen ? 'IN ' : 'OUT'} ${story}: ${reasons.join('; ')}`
}

export const usage = `Usage: ralph plan [--max N] [--explain] [options]

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
${flagUsage('plan', ['--explain', 'say on stderr why each open story is in or out'])}
Exit codes: 0 printed (an empty include when no story is open), 2 invalid input,
4 PRD missing.
`
