/**
 * Reads what module-trace.mjs recorded of one process (its MODULE_TRACE_FILE): the files in
 * the order they came, project files, packages and the built-ins project files imported. Shared by the tests that pin what a `pdf-rename` run loads.
 */
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROJECT_ROOT } from './fixtures.js'

export interface ModuleTrace {
  /** Project files (relative to the package root) and package paths, in order. */
  order: string[]
  /** Project files loaded, relative to the package root. */
  files: string[]
  /** Package names (`@scope/name` for scoped ones). */
  packages: string[]
  /** Built-in modules a project file imported (the test's own loaders import theirs). */
  builtins: string[]
}

export function readModuleTrace(traceFile: string): ModuleTrace {
  const lines = existsSync(traceFile) ? readFileSync(traceFile, 'utf8').split('\n') : []
  const pairs = lines.map(line => line.split(' '))
  const paths = [
    ...new Set(
      pairs.filter(([url]) => url!.startsWith('file:')).map(([url]) => fileURLToPath(url!))
    )
  ]
  const order = lines.map(line =>
    line.startsWith('file:') ? relative(PROJECT_ROOT, fileURLToPath(line.split(' ')[0]!)) : line
  )
  return {
    order,
    files: paths.filter(p => !p.includes('/node_modules/')).map(p => relative(PROJECT_ROOT, p)),
    packages: [...new Set(paths.filter(p => p.includes('/node_modules/')).map(packageOf))],
    builtins: [
      ...new Set(
        pairs
          .filter(([url, parent]) => url!.startsWith('node:') && isProjectFile(parent))
          .map(([url]) => url!)
      )
    ]
  }
}

function packageOf(path: string): string {
  const parts = path.split('/node_modules/').pop()!.split('/')
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
}

function isProjectFile(url: string | undefined): boolean {
  return url?.startsWith('file:') === true && !url.includes('/node_modules/')
}
