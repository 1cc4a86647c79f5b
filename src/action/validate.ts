import * as core from '@actions/core'
import { isAbsolute, join } from 'node:path'
import { loadPrd, problemText } from '../loop/prd/prd.js'
import type { ValidationProblem } from '../loop/types.js'
import type { RunContext } from './context.js'

/** `command: validate`: every problem of the PRD as an annotation on the file. */
export async function runValidate(settings: { prd: string }, context: RunContext): Promise<void> {
  const path = isAbsolute(settings.prd) ? settings.prd : join(context.workspace, settings.prd)
  const loaded = await loadPrd(settings.prd, path)
  if (loaded.kind === 'ok') {
    core.info(`${settings.prd}: valid, ${loaded.prd.stories.length} stories.`)
    return
  }
  const problems = loaded.kind === 'missing' ? [missingPrd(loaded.problems[0])] : loaded.problems
  for (const problem of problems)
    core.error(problemText(problem), {
      title: 'Invalid PRD',
      file: settings.prd,
      startLine: problem.line,
      startColumn: problem.column
    })
  throw new Error(`${settings.prd}: ${problems.length} problem(s); see the annotations above.`)
}

/** The engine's fix names the CLI flag; in a workflow it is the input. */
export function missingPrd(problem: ValidationProblem): ValidationProblem {
  return {
    ...problem,
    fix: "set the input 'prd' to the PRD's path, relative to the repository root"
  }
}
