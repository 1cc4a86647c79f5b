import * as core from '@actions/core'
import { resolve } from 'node:path'
import { loadPrd, type PrdLoad } from '../loop/prd/prd.js'
import { problemText } from '../loop/types.js'
import type { RunContext } from './context.js'

/** `command: validate`: every problem of the PRD as an annotation on the file. */
export async function runValidate(settings: { prd: string }, context: RunContext): Promise<void> {
  const loaded = await loadInputPrd(settings.prd, resolve(context.workspace, settings.prd))
  if (loaded.kind === 'ok') {
    core.info(`${settings.prd}: valid, ${loaded.prd.stories.length} stories.`)
    return
  }
  for (const problem of loaded.problems)
    core.error(problemText(problem), {
      title: 'Invalid PRD',
      file: settings.prd,
      startLine: problem.line,
      startColumn: problem.column
    })
  throw new Error(
    `${settings.prd}: ${loaded.problems.length} problem(s); see the annotations above.`
  )
}

/** The engine's loader; a missing PRD's fix names the input, not the CLI flag. */
export async function loadInputPrd(name: string, path: string): Promise<PrdLoad> {
  const loaded = await loadPrd(name, path)
  if (loaded.kind !== 'missing') return loaded
  const fix = "set the input 'prd' to the PRD's path, relative to the repository root"
  return { ...loaded, problems: [{ ...loaded.problems[0], fix }] }
}
