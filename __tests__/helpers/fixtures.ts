import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project root (the folder holding package.json). */
export const PROJECT_ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))))

/** Absolute path of a file under __tests__/fixtures. */
export function fixturePath(relative: string): string {
  return join(PROJECT_ROOT, '__tests__', 'fixtures', relative)
}

export function fixtureText(relative: string): string {
  return readFileSync(fixturePath(relative), 'utf8')
}
