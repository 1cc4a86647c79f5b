import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { build, buildSync } from 'esbuild'
import { RUNTIME_EXCLUDE } from '../../src/git/repository.js'
import { main } from '../../src/cli/ralph.js'
import type { AgentRun } from '../../src/loop/step.js'
import type { Prd, Story } from '../../src/loop/types.js'
import { PROJECT_ROOT } from './fixtures.js'
import { captureIo } from './io.js'
import { makeRepo, TestRepo } from './repo.js'

export const PRD_FILE = 'prd.json'

/** A story with the test defaults: fixing, scope src/**, report .ralph/reports/<id>.md. */
/** What ran in a step's attempt: codex, confined, no usage reported. */
export const AGENT_RUN: AgentRun = {
  identity: { name: 'codex', version: '0.171.0', model: null, argv: ['codex', 'exec', '-'] },
  sandbox: { setting: 'auto', tool: 'bwrap', network: 'on' },
  usage: {},
  durationMs: 1000,
  lastMessage: '',
  transcript: null
}

export function story(id: string, over: Partial<Story> = {}): Story {
  return {
    id,
    title: `Story ${id}`,
    priority: 1,
    mode: 'fixing',
    scope: ['src/**'],
    acceptance_criteria: [`Created .ralph/reports/${id}.md`],
    passes: false,
    ...over
  }
}

export function prdText(stories: Story[], mode: Story['mode'] = 'fixing'): string {
  const prd: Prd = {
    schema_version: '1.0.0',
    project: 'test',
    defaults: { mode_default: mode, report_dir: '.ralph/reports' },
    stories
  }
  return JSON.stringify(prd, null, 2) + '\n'
}

export const BASE_FILES: Record<string, string> = {
  'README.md': '# test\n',
  'src/a.ts': 'export const a = 1\n',
  'src/b.ts': 'export const b = 2\n',
  'docs/guide.md': 'guide\n',
  '.gitignore': 'node_modules/\n'
}

/** A repository with a committed PRD (and the base files), ready for `ralph step`. */
export function storyRepo(stories: Story[], mode: Story['mode'] = 'fixing'): TestRepo {
  return makeRepo({ ...BASE_FILES, [PRD_FILE]: prdText(stories, mode) })
}

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs the `ralph` CLI in-process in `cwd`. */
export async function ralph(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  const captured = captureIo(cwd, env)
  const code = await main(args, captured.io)
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

export function readPrd(dir: string): Prd {
  return JSON.parse(readFileSync(join(dir, PRD_FILE), 'utf8')) as Prd
}

/**
 * Everything a step must leave as it was: each file's type, mode and content (ignored files
 * too), .git's config, hooks and info (apart from the .runtime/ exclude line a step adds), every
 * ref and HEAD, and the user's index bytes.
 * The PRD and .runtime/ are left out: they are the step's to change.
 */
export function repoState(repo: TestRepo): Record<string, string> {
  const state: Record<string, string> = {}
  const walk = (rel: string): void => {
    const abs = join(repo.dir, rel)
    const stat = lstatSync(abs)
    if (stat.isSymbolicLink()) state[rel] = `link ${readlinkSync(abs)}`
    else if (stat.isDirectory()) {
      for (const name of readdirSync(abs).sort()) {
        const child = rel === '' ? name : `${rel}/${name}`
        if (child === '.runtime' || child === PRD_FILE || child === '.git') continue
        walk(child)
      }
      if (rel !== '') state[`${rel}/`] = 'dir'
    } else {
      const sha = createHash('sha256').update(readFileSync(abs)).digest('hex')
      state[rel] = `file ${(stat.mode & 0o777).toString(8)} ${sha}`
    }
  }
  walk('')
  for (const part of ['.git/config', '.git/hooks', '.git/info']) {
    const abs = join(repo.dir, part)
    const files = lstatSync(abs).isDirectory() ? readdirSync(abs).map(n => `${part}/${n}`) : [part]
    for (const file of files.sort()) {
      let bytes = readFileSync(join(repo.dir, file), 'latin1')
      // The one thing a step adds there, on purpose: the exclude line for .runtime/.
      if (file === '.git/info/exclude') bytes = bytes.replace(`${RUNTIME_EXCLUDE.join('\n')}\n`, '')
      state[file] = createHash('sha256').update(bytes, 'latin1').digest('hex')
    }
  }
  state['.git/index'] = createHash('sha256')
    .update(readFileSync(join(repo.dir, '.git/index')))
    .digest('hex')
  state.refs = repo.git(['for-each-ref', '--format=%(refname) %(objectname)'])
  state.HEAD = `${repo.git(['symbolic-ref', '-q', 'HEAD'])} ${repo.git(['rev-parse', 'HEAD'])}`
  return state
}

/** The stories whose entry differs between two PRDs, and the top-level keys that differ. */
export function prdChanges(before: Prd, after: Prd): string[] {
  const changed: string[] = []
  const { stories: a, ...restA } = before
  const { stories: b, ...restB } = after
  if (JSON.stringify(restA) !== JSON.stringify(restB)) changed.push('(top level)')
  const ids = new Set([...a.map(s => s.id), ...b.map(s => s.id)])
  for (const id of ids) {
    const x = a.find(s => s.id === id)
    const y = b.find(s => s.id === id)
    if (JSON.stringify(x) !== JSON.stringify(y)) changed.push(id)
  }
  return changed
}

/**
 * Transpiles the sources module by module (esbuild, in a fifth of a second where tsc took six;
 * the types are `npm run typecheck`'s job) into a folder under node_modules,
 * so real `ralph` processes start in a fifth of the time tsx needs, with a harness that
 * loads everything, prints "ready", and runs its argv only when a line arrives on stdin.
 * Tests can then start several at the same instant, or kill one inside the step rather
 * than during module loading; the process runner carries a tripwire on git calls, inert until
 * its variables arm it (runner-tripwire.ts). The folder must stay inside the project: schemas and
 * CODEX.md are found by walking up from the compiled files.
 */
export async function buildRalph(): Promise<{ dir: string; cleanup: () => void }> {
  const dir = join(PROJECT_ROOT, 'node_modules', '.cache', `ralph-test-lib-${process.pid}`)
  const src = join(PROJECT_ROOT, 'src')
  const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(path => path.endsWith('.ts') && !path.endsWith('.d.ts'))
    .map(path => join(src, path))
  buildSync({
    entryPoints: modules,
    outdir: dir,
    outbase: src,
    format: 'esm',
    platform: 'node',
    logLevel: 'error'
  })
  // The runner with the git tripwire (runner-tripwire.ts), over the real one under another name.
  renameSync(join(dir, 'process', 'run.js'), join(dir, 'process', 'run-untripped.js'))
  await build({
    entryPoints: [join(PROJECT_ROOT, '__tests__', 'helpers', 'runner-tripwire.ts')],
    outfile: join(dir, 'process', 'run.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
    plugins: [
      {
        name: 'untripped-runner',
        setup: untripped =>
          untripped.onResolve({ filter: /\/process\/run\.js$/ }, () => ({
            path: './run-untripped.js',
            external: true
          }))
      }
    ]
  })
  writeFileSync(
    join(dir, 'ralph-child.js'),
    [
      "import { processIo } from './cli/io.js'",
      "import { main } from './cli/ralph.js'",
      "process.stdin.once('data', () => {",
      '  process.stdin.destroy()',
      '  void main(process.argv.slice(2), processIo()).then(code => { process.exitCode = code })',
      '})',
      "process.stdout.write('ready\\n')",
      ''
    ].join('\n')
  )
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A loaded `ralph` process from buildRalph(): go() starts the command. */
export interface RalphChild {
  go(): void
  /** Resolves with the exit code (null when killed) and the output. */
  done: Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>
  kill(signal: NodeJS.Signals): void
}

export async function startRalphChild(
  build: string,
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv
): Promise<RalphChild> {
  const child = spawn(process.execPath, [join(build, 'ralph-child.js'), ...args], {
    cwd,
    env,
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.startsWith('ready\n')) resolve()
    })
    child.once('exit', () => reject(new Error(`ralph child exited before ready: ${stderr}`)))
  })
  const done = new Promise<{
    code: number | null
    signal: string | null
    stdout: string
    stderr: string
  }>(resolve =>
    child.once('close', (code, signal) =>
      resolve({ code, signal, stdout: stdout.replace(/^ready\n/, ''), stderr })
    )
  )
  await ready
  return {
    go: () => child.stdin.write('go\n'),
    done,
    kill: signal => child.kill(signal)
  }
}
