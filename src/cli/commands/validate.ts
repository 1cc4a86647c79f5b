import { resolve } from 'node:path'
import { loadPrd } from '../../loop/prd/prd.js'
import { formatProblem } from '../../loop/types.js'
import { readPrd } from '../../settings/step.js'
import { optionsOf, parseFlags, source } from '../args.js'
import { EXIT } from '../exit-codes.js'
import { json } from '../format.js'
import type { CliIo } from '../io.js'

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = await parseFlags(args, optionsOf('prd'), io.cwd)
  const { prd } = readPrd(source(values))
  const result = await loadPrd(prd, resolve(io.cwd, prd))
  const problems = result.kind === 'ok' ? [] : result.problems
  if (values.json === true) {
    io.stdout.write(
      json({
        file: prd,
        valid: result.kind === 'ok',
        stories: result.kind === 'ok' ? result.prd.stories.length : null,
        problems
      })
    )
  } else if (result.kind === 'ok') {
    io.stdout.write(`${prd}: valid (${result.prd.stories.length} stories)\n`)
  } else {
    for (const problem of problems) io.stdout.write(formatProblem(problem) + '\n')
    if (result.kind === 'invalid') io.stderr.write(`${prd}: ${problems.length} problem(s)\n`)
  }
  if (result.kind === 'missing') return EXIT.missing
  return result.kind === 'ok' ? EXIT.ok : EXIT.invalid
}

export const usage = `Usage: ralph validate [--prd FILE] [--json]

Checks the PRD (default: prd.json) and prints every problem as
  FILE: /json/pointer: what is wrong (how to fix it)
Exit 0 when valid, 2 when there is any problem, 4 when the file does not exist.

Options:
  --prd FILE   the PRD to check (default: prd.json)
  --mode MODE  accepted for symmetry with the other commands (checked, otherwise unused)
  --json       print {file, valid, stories, problems} as JSON
`
