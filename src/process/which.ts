import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, isAbsolute, join, resolve } from 'node:path'

/** The file a program name resolves to on PATH (or as a path), when it is executable. */
export function findExecutable(file: string, path: string, cwd: string): string | undefined {
  const candidates = file.includes('/')
    ? [isAbsolute(file) ? file : resolve(cwd, file)]
    : path
        .split(delimiter)
        .filter(dir => dir !== '')
        .map(dir => join(dir, file))
  return candidates.find(candidate => {
    try {
      accessSync(candidate, constants.X_OK)
      return statSync(candidate).isFile()
    } catch {
      return false
    }
  })
}
