/** Where a step works: the repository top, the PRD in it, the runner's files. */
import { existsSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { repoPaths } from '../git/repo-paths.js'
import { EVENTS_LOG } from './events.js'
import { StepError } from './step-settings.js'

export interface StepRepo {
  top: string
  prdFile: string
  /** The PRD relative to the top (posix), or undefined when it lives outside the repository. */
  prdRel: string | undefined
  eventsLog: string
}

/** Resolves the repository that holds the PRD (or the working directory, when it is outside). */
export async function openRepo(prd: string, cwd: string): Promise<StepRepo> {
  const prdFile = resolve(cwd, prd)
  const base = existsSync(dirname(prdFile)) ? dirname(prdFile) : cwd
  let top: string
  try {
    top = realpathSync((await repoPaths(base)).top)
  } catch (error) {
    throw new StepError(
      'bad-input',
      `The PRD ${prd} is not inside a git repository: a step needs git to see the agent's writes (run 'git init' first).`,
      { cause: error }
    )
  }
  const real = existsSync(prdFile) ? realpathSync(prdFile) : prdFile
  const rel = relative(top, real)
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
  return {
    top,
    prdFile,
    prdRel: inside ? rel.split(sep).join('/') : undefined,
    eventsLog: join(top, EVENTS_LOG)
  }
}

/** The runner's own lock files in `.runtime/`, which another waiting step may touch. */
export function isRunnerLockFile(path: string): boolean {
  return path.startsWith('.runtime/ralph.lock')
}

/** Where a failed attempt's patch and every attempt's output tail go. */
export function attemptFile(top: string, storyId: string, attempt: number, ext: string): string {
  return join(top, '.runtime', 'attempts', `${storyId}-${attempt}.${ext}`)
}
