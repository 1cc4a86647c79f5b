/**
 * Keeps the runner's own files out of the user's commits without touching a tracked file: a line
 * in the repository's `info/exclude` (shared by all worktrees), written once.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RepoPaths } from './repo-paths.js'

/** The lines added: a comment saying who wrote them, and the pattern. */
export const RUNTIME_EXCLUDE = [
  '# ralph: run files (attempt logs, patches, lock, events)',
  '/.runtime/'
]

export async function ensureRuntimeExcluded(paths: RepoPaths): Promise<'added' | 'present'> {
  const file = join(paths.commonDir, 'info', 'exclude')
  let text = ''
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (text.split('\n').includes(RUNTIME_EXCLUDE[1]!)) return 'present'
  await mkdir(join(paths.commonDir, 'info'), { recursive: true })
  const separator = text === '' || text.endsWith('\n') ? '' : '\n'
  await appendFile(file, `${separator}${RUNTIME_EXCLUDE.join('\n')}\n`)
  return 'added'
}
