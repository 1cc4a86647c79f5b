/**
 * For the tests of the CLI bundles (scripts/bundle-cli.mjs): build them into a folder of one's
 * own, read what was built, and run an entry with module-trace.mjs recording what it loads.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT } from './fixtures.js'
import { readModuleTrace, type ModuleTrace } from './module-trace-read.js'
import { tempDir, type TempDir } from './pdfs.js'

const TRACE = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'module-trace.mjs')).href

/** Builds both CLIs' bundles into `dir` (pdf-rename's there, ralph's in `dir`/ralph). */
function buildCliBundles(dir: string): void {
  execFileSync(process.execPath, [join(PROJECT_ROOT, 'scripts', 'bundle-cli.mjs'), dir], {
    cwd: PROJECT_ROOT,
    stdio: 'pipe'
  })
}

/**
 * Both bundles built twice, into `one` and `two` of a temp folder below the package root (as
 * lib/bundle/ is: a bundle finds the package's files, schemas/ and src/data/, by walking up).
 */
export function buildTwice(prefix: string): { tmp: TempDir; one: string; two: string } {
  const cache = join(PROJECT_ROOT, '.cache')
  mkdirSync(cache, { recursive: true })
  const tmp = tempDir(prefix, cache)
  const [one, two] = [join(tmp.dir, 'one'), join(tmp.dir, 'two')]
  buildCliBundles(one)
  buildCliBundles(two)
  return { tmp, one, two }
}

/** The files of the folder itself (not of its subfolders), name → text. */
function filesIn(dir: string): Record<string, string> {
  const all = readdirSync(dir, { withFileTypes: true }).filter(entry => entry.isFile())
  return Object.fromEntries(
    all.map(({ name }) => [name, readFileSync(join(dir, name), 'utf8')] as const).sort()
  )
}

/**
 * Two builds of one folder side by side: the files of the first, the names whose bytes differ
 * (or exist in one build only), and the names that hold an absolute path of this checkout.
 */
export function compareBuilds(
  one: string,
  two: string
): { files: Record<string, string>; differing: string[]; absolute: string[] } {
  const [files, again] = [filesIn(one), filesIn(two)]
  const names = [...new Set([...Object.keys(files), ...Object.keys(again)])].sort()
  return {
    files,
    differing: names.filter(name => files[name] !== again[name]),
    absolute: Object.keys(files).filter(name => files[name]!.includes(PROJECT_ROOT))
  }
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
