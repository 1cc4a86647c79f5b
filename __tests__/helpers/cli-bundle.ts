/**
 * For the tests of the CLI bundles (scripts/bundle-cli.mjs): build them into a folder of one's
 * own, read what was built, and run an entry with module-trace.mjs recording what it loads.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT } from './fixtures.js'
import { readModuleTrace, type ModuleTrace } from './module-trace-read.js'

const TRACE = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'module-trace.mjs')).href

/** Builds both CLIs' bundles into `dir` (pdf-rename's there, ralph's in `dir`/ralph). */
export function buildCliBundles(dir: string): void {
  execFileSync(process.execPath, [join(PROJECT_ROOT, 'scripts', 'bundle-cli.mjs'), dir], {
    cwd: PROJECT_ROOT,
    stdio: 'pipe'
  })
}

/** The files of the folder itself (not of its subfolders), name → text. */
export function filesIn(dir: string): Record<string, string> {
  const all = readdirSync(dir, { withFileTypes: true }).filter(entry => entry.isFile())
  return Object.fromEntries(
    all.map(({ name }) => [name, readFileSync(join(dir, name), 'utf8')] as const).sort()
  )
}

/** What one process loaded (module-trace-read.ts), what it printed, how it ended. */
export interface TracedRun extends ModuleTrace {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `node [entry…] [args…]` in `cwd` with `env`, recording the modules it loads into `trace`. */
export function tracedRun(
  entry: string[],
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; trace: string }
): TracedRun {
  const child = spawnSync(process.execPath, ['--import', TRACE, ...entry, ...args], {
    cwd: options.cwd,
    env: { ...options.env, MODULE_TRACE_FILE: options.trace },
    encoding: 'utf8'
  })
  return {
    ...readModuleTrace(options.trace),
    code: child.status,
    stdout: child.stdout,
    stderr: child.stderr
  }
}
