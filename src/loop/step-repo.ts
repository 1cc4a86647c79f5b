/** Where a step works: the repository top, the PRD in it, the runner's files. */
import { existsSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { Repository } from '../git/repository.js'
import { EVENTS_LOG } from './record/events.js'
import { StepError } from './step-settings.js'

export type StepRepo = Awaited<ReturnType<typeof openRepo>>

/** The repository that holds the PRD (or the working directory's, when the PRD is outside). */
export async function openRepo(prd: string, cwd: string) {
  const prdFile = resolve(cwd, prd)
  const base = existsSync(dirname(prdFile)) ? dirname(prdFile) : cwd
  const git = await Repository.open(base).catch((error: unknown) => {
    throw new StepError(
      'bad-input',
      `The PRD ${prd} is not inside a git repository: a step needs git to see the agent's writes (run 'git init' first).`,
      { cause: error }
    )
  })
  const paths = await git.paths()
  const top = realpathSync(paths.top)
  const real = existsSync(prdFile) ? realpathSync(prdFile) : prdFile
  const rel = relative(top, real)
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
  return {
    top,
    paths,
    git,
    prdFile,
    /** The PRD relative to the top (posix), or undefined when it lives outside the repository. */
    prdRel: inside ? rel.split(sep).join('/') : undefined,
    eventsLog: join(top, EVENTS_LOG)
  }
}

/**
 * The temporary files another waiting step creates next to the lock while we hold it
 * (`ralph.lock.<pid>.<random>.tmp`, `ralph.lock.recover`). The lock itself is not among
 * them: nobody but the agent could change it during the call.
 */
export function isRunnerLockFile(path: string): boolean {
  return path.startsWith('.runtime/ralph.lock.')
}

/**
 * The base path of one attempt's `.patch`, `.log` and `.jsonl` under .runtime/attempts/:
 * `<id>-<n>`, or `<id>-<n>.2`, `.3`, … when a story reset by hand repeats an attempt number.
 */
export function attemptBase(top: string, storyId: string, attempt: number): string {
  const dir = join(top, '.runtime', 'attempts')
  const taken = (base: string): boolean =>
    ['patch', 'log', 'jsonl'].some(ext => existsSync(`${base}.${ext}`))
  let base = join(dir, `${storyId}-${attempt}`)
  for (let k = 2; taken(base); k++) base = join(dir, `${storyId}-${attempt}.${k}`)
  return base
}
