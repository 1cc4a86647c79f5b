/**
 * `ralph validate` is the cold-start aim (BENCHMARKS.md, "Action cold start"): it loads the PRD
 * checks and nothing of the agent, git, GitHub or PDF parts, and no built-in module it does not
 * use (node:crypto alone was 6 to 30 ms of a start, through lock.ts for LockHeldError). A module-load trace of the real process
 * pins that, so a new import on its path cannot slow the start unnoticed.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { tsArgs } from '../helpers/child.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

const TRACE = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'module-trace.mjs')).href

/** What one process loaded: project files (relative), packages, built-ins the project imports. */
interface Loaded {
  files: string[]
  packages: string[]
  builtins: string[]
}

const SRC_URL = pathToFileURL(join(PROJECT_ROOT, 'src')).href + '/'

function loaded(traceFile: string): Loaded {
  const lines = readFileSync(traceFile, 'utf8').split('\n').filter(Boolean)
  const imports = lines.map(line => line.split(' ') as [string, string])
  const urls = [...new Set(imports.map(([url]) => url))]
  const paths = urls.filter(url => url.startsWith('file:')).map(url => fileURLToPath(url))
  const packageOf = (path: string): string => {
    const parts = path.split('/node_modules/').pop()!.split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  return {
    files: paths
      .filter(path => !path.includes('/node_modules/'))
      .map(p => relative(PROJECT_ROOT, p)),
    packages: [...new Set(paths.filter(path => path.includes('/node_modules/')).map(packageOf))],
    // The test's TypeScript loader imports built-ins of its own: only src/'s imports count.
    builtins: [
      ...new Set(
        imports
          .filter(([url, parent]) => url.startsWith('node:') && parent.startsWith(SRC_URL))
          .map(([url]) => url.slice('node:'.length))
      )
    ]
  }
}

/** The packages that may load besides the test's own TypeScript loader (tsx, esbuild). */
const PACKAGES = ['ajv', 'ajv-formats', 'jsonc-parser', 'picomatch']
const LOADER = ['tsx', 'esbuild']
/** Folders of src/ the validate path has no business in. */
const FOLDERS = ['src/pdf/', 'src/git/', 'src/github/', 'src/action/']
const BUILTINS = ['crypto', 'child_process', 'http', 'https', 'net', 'tls', 'zlib']

describe('ralph validate: what its start loads', () => {
  let tmp: TempDir
  let run: Loaded
  beforeAll(() => {
    tmp = tempDir('validate-start-')
    const trace = join(tmp.dir, 'trace')
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        TRACE,
        ...tsArgs('src/cli/ralph-entry.ts', ['validate', '--prd', 'examples/prd.json'])
      ],
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH, HOME: tmp.dir, MODULE_TRACE_FILE: trace },
        encoding: 'utf8'
      }
    )
    expect(child.stderr).toBe('')
    expect(child.stdout).toBe('examples/prd.json: valid (4 stories)\n')
    run = loaded(trace)
  })
  afterAll(() => tmp.cleanup())

  it('sees what it loads (the trace works)', () => {
    expect(run.files).toEqual(
      expect.arrayContaining(['src/cli/commands/validate.ts', 'src/schemas/validate-prd.ts'])
    )
    expect(run.packages).toEqual(expect.arrayContaining(['picomatch', 'jsonc-parser']))
    expect(run.builtins).toEqual(expect.arrayContaining(['fs', 'path']))
  })

  it('loads no package beyond the PRD checks', () => {
    expect(run.packages.filter(name => !PACKAGES.includes(name) && !LOADER.includes(name))).toEqual(
      []
    )
  })

  it('loads nothing of the agent, git, GitHub or PDF parts, nor the events validator', () => {
    const outside = run.files.filter(
      file =>
        FOLDERS.some(folder => file.startsWith(folder)) ||
        file === 'src/schemas/validate-events.ts' ||
        (file.startsWith('src/cli/commands/') &&
          !['src/cli/commands/index.ts', 'src/cli/commands/validate.ts'].includes(file))
    )
    expect(outside).toEqual([])
  })

  it('loads no built-in module it does not use', () => {
    expect(run.builtins.filter(name => BUILTINS.includes(name))).toEqual([])
  })
})
