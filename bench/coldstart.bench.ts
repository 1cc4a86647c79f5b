/**
 * Cold start of the action: `node <bundle>/index.js` from spawn to its first log line, against
 * `node -e 0` (spawn to exit) measured in the same run, interleaved; plus the bundle's size.
 * The bundle is built fresh into bench/.cache/dist (ignored by git), never into dist/.
 * Then whole commands, spawn to exit, interleaved with `node -e 0`: the action's `validate` and
 * `ralph validate` (compiled lib/, built first) on examples/prd.json — the cold-start aim.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const out = join(root, 'bench', '.cache', 'dist')
const RUNS = 31

function buildBundle(): void {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
  const result = spawnSync(
    process.execPath,
    [ncc, 'build', 'src/index.ts', '-o', out, '--license', 'licenses.txt'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit']
    }
  )
  if (result.status !== 0) throw new Error(`ncc build failed with exit code ${result.status}`)
}

/** Milliseconds from spawn until `until` says the child is there (first line or exit). */
function timeOnce(
  args: string[],
  env: NodeJS.ProcessEnv,
  until: 'first-line' | 'exit'
): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const child = spawn(process.execPath, args, {
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

function minimum(values: number[]): number {
  return Math.min(...values)
}

function sizeKb(path: string): number {
  return statSync(path).size / 1024
}

async function main(): Promise<void> {
  const load = loadavg()[0] ?? 0
  process.stderr.write('coldstart: building the bundle\n')
  buildBundle()
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
  const validateEnv = { ...actionEnv, INPUT_PRD: 'examples/prd.json', GITHUB_WORKSPACE: root }
  const ralph = [join(root, 'bin', 'ralph.js'), 'validate', '--prd', 'examples/prd.json']
  const whole = { node: [] as number[], action: [] as number[], ralph: [] as number[] }
  for (let i = 0; i < RUNS; i++) {
    whole.node.push(await timeOnce(['-e', '0'], { PATH: process.env.PATH }, 'exit'))
    whole.action.push(await timeOnce([bundle], validateEnv, 'exit'))
    whole.ralph.push(await timeOnce(ralph, { PATH: process.env.PATH }, 'exit'))
  }
  const wn = median(whole.node)
  const aim = (label: string, times: number[]): string => {
    const extra = median(times) - wn
    return `| ${label} | ${median(times).toFixed(1)} | ${extra.toFixed(1)} | ${extra <= 100 ? 'met' : 'not met'} |`
  }
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
    `| **Difference** (aim: under 150) | **${(a - b).toFixed(1)}** | **${(aMin - bMin).toFixed(1)}** |`,
    `| Ratio | ${(a / b).toFixed(2)}x | ${(aMin / bMin).toFixed(2)}x |`,
    '',
    `Bundle: \`index.js\` ${sizeKb(bundle).toFixed(0)} kB; ${files.length} JavaScript file(s), ${total.toFixed(0)} kB in all.`,
    `The first log line comes before any command module loads (each command is its own chunk); load average at the start: ${load.toFixed(1)}.`,
    '',
    `Whole commands, spawn to exit, medians of ${RUNS} interleaved runs; aim: at most \`node -e 0\` + 100 ms.`,
    '',
    '| Command | Median ms | Over `node -e 0` ms | Aim |',
    '| --- | ---: | ---: | --- |',
    `| \`node -e 0\` | ${wn.toFixed(1)} | 0 | |`,
    aim('action `validate` (the bundle) on examples/prd.json', whole.action),
    aim('`ralph validate --prd examples/prd.json` (lib/)', whole.ralph),
    ''
  ]
  process.stdout.write(lines.join('\n'))
}

await main()
