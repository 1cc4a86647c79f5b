/**
 * The step's own cost: one `ralph step` (in-process runLoop, one step) with an agent that
 * exits at once (`install -D {prompt_file} {report_path}`: it writes the report, so the step
 * passes), on repositories of 100, 10,000 and 100,000 files (packed, as a clone is), audit and
 * fixing; fewer rounds at 100,000 (RALPH_STEP_FILES="100,10000" leaves it out). Baselines measured in
 * the same run on the same repository: `git status --porcelain` and the agent alone.
 * Then scope classification of 10,000 paths against 20 patterns, against picomatch.isMatch
 * called per path and pattern. With RALPH_BASH=<ralph.sh>, the original Bash loop is timed
 * on the same repository (`bash $RALPH_BASH ${RALPH_BASH_ARGS:-1}`, a fake `codex` that
 * exits at once on PATH) and the ratio printed.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import picomatch from 'picomatch'
import { runLoop } from '../src/loop/run.js'
import { classifyWrites, protection } from '../src/loop/scope.js'
import { stepSettings } from '../__tests__/helpers/step-settings.js'
import type { Mode } from '../src/loop/types.js'
import { benchPrd, IDENTITY, makeStepRepo } from './step-repo.js'
import { median } from './median.js'

const ROUNDS = 9

function time(run: () => void): number {
  const start = process.hrtime.bigint()
  run()
  return Number(process.hrtime.bigint() - start) / 1e9
}

async function timeAsync(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint()
  await run()
  return Number(process.hrtime.bigint() - start) / 1e9
}

function makeRepo(files: number, rounds: number): string {
  return makeStepRepo(files, {
    'audit.json': benchPrd('audit', 2 * (rounds + 1) + 2),
    'fixing.json': benchPrd('fixing', rounds + 1)
  })
}

const AGENT = ['install', '-D', '{prompt_file}', '{report_path}']

async function stepSeconds(dir: string, mode: Mode, rounds = ROUNDS): Promise<number[]> {
  const settings = stepSettings({
    prd: `${mode}.json`,
    mode,
    agent: 'command',
    agentCommand: AGENT
  })
  const deps = { cwd: dir, env: process.env, warn: (m: string) => process.stderr.write(m + '\n') }
  const times: number[] = []
  for (let round = 0; round <= rounds; round++) {
    let passed = false
    const seconds = await timeAsync(async () => {
      const result = await runLoop(settings, 1, deps)
      passed = result.steps[0]?.kind === 'pass'
    })
    if (!passed) throw new Error(`bench step in ${mode} did not pass`)
    if (round > 0) times.push(seconds)
  }
  return times
}

const BIN = join(dirname(dirname(fileURLToPath(import.meta.url))), 'bin', 'ralph.js')
const LIB_BUILT = existsSync(join(dirname(BIN), '..', 'lib', 'cli', 'ralph.js'))

/** `node bin/ralph.js step` as a process (start-up included) against `node -e 0`. */
function processSeconds(dir: string, rounds: number): { step: number; node: number } {
  const argv = [BIN, 'step', '--prd', 'audit.json', '--agent', 'command']
  argv.push('--agent-command', JSON.stringify(AGENT))
  const step: number[] = []
  const node: number[] = []
  for (let round = 0; round <= rounds; round++) {
    const a = time(() => {
      const out = execFileSync(process.execPath, argv, { cwd: dir, encoding: 'utf8' })
      if (!out.startsWith('PASS')) throw new Error(`bench step did not pass: ${out}`)
    })
    const b = time(() => execFileSync(process.execPath, ['-e', '0']))
    if (round > 0) {
      step.push(a)
      node.push(b)
    }
  }
  return { step: median(step), node: median(node) }
}

function baselines(dir: string, rounds: number): { status: number; agent: number } {
  const status: number[] = []
  const agent: number[] = []
  const scratch = mkdtempSync(join(tmpdir(), 'ralph-bench-agent-'))
  writeFileSync(join(scratch, 'prompt.md'), 'prompt\n')
  for (let round = 0; round <= rounds; round++) {
    const s = time(() =>
      execFileSync('git', ['status', '--porcelain'], { cwd: dir, stdio: 'ignore' })
    )
    const a = time(() =>
      execFileSync('install', ['-D', join(scratch, 'prompt.md'), join(scratch, 'out', 'r.md')])
    )
    if (round > 0) {
      status.push(s)
      agent.push(a)
    }
  }
  rmSync(scratch, { recursive: true, force: true })
  return { status: median(status), agent: median(agent) }
}

function bashLoop(dir: string): number | undefined {
  const script = process.env.RALPH_BASH
  if (!script) return undefined
  const bin = mkdtempSync(join(tmpdir(), 'ralph-bench-bin-'))
  writeFileSync(join(bin, 'codex'), '#!/bin/sh\ncat >/dev/null\nexit 0\n')
  chmodSync(join(bin, 'codex'), 0o755)
  writeFileSync(join(dir, 'prd.json'), benchPrd('audit', ROUNDS + 1))
  const args = (process.env.RALPH_BASH_ARGS ?? '1').split(' ').filter(Boolean)
  const env = { ...IDENTITY, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` }
  const times: number[] = []
  for (let round = 0; round < 3; round++) {
    times.push(time(() => spawnSync('bash', [script, ...args], { cwd: dir, env, stdio: 'ignore' })))
  }
  rmSync(bin, { recursive: true, force: true })
  return median(times)
}

function scopeBench(): {
  cold: number
  classify: number
  naive: number
  paths: number
  patterns: number
} {
  const paths = Array.from(
    { length: 10_000 },
    (_, i) => `src/module${i % 40}/sub${i % 7}/file${i}.${i % 3 ? 'ts' : 'md'}`
  )
  const patterns = Array.from({ length: 20 }, (_, i) =>
    i % 4 === 3 ? `!src/module${i}/**/*.md` : `src/module${i}/**`
  )
  const policy = {
    mode: 'fixing' as const,
    scope: patterns,
    reportPath: '.ralph/reports/X.md',
    ...protection('prd.json', [])
  }
  const writes = paths.map(path => ({ path }))
  const classify: number[] = []
  const naive: number[] = []
  const cold = time(() => classifyWrites(writes, policy))
  for (let round = 0; round <= ROUNDS; round++) {
    const c = time(() => classifyWrites(writes, policy))
    const n = time(() => {
      for (const path of paths) {
        let inside = false
        for (const pattern of patterns) {
          const negated = pattern.startsWith('!')
          if (picomatch.isMatch(path, negated ? pattern.slice(1) : pattern, { dot: true })) {
            inside = !negated
          }
        }
        if (inside === undefined) throw new Error('unreachable')
      }
    })
    if (round > 0) {
      classify.push(c)
      naive.push(n)
    }
  }
  return {
    cold,
    classify: median(classify),
    naive: median(naive),
    paths: paths.length,
    patterns: 20
  }
}

const s = (value: number): string => value.toFixed(3)
const loadBefore = loadavg()[0] ?? 0
const rows: string[] = []
const processRows: string[] = []
let bash: string | undefined
const fixingStep = new Map<number, number>()
const sizes = (process.env.RALPH_STEP_FILES ?? '100,10000,100000').split(',').map(Number)
for (const files of sizes) {
  process.stderr.write(`bench step: repository of ${files} files\n`)
  const rounds = files >= 100_000 ? 3 : ROUNDS
  const dir = makeRepo(files, rounds)
  try {
    const base = baselines(dir, rounds)
    for (const mode of ['audit', 'fixing'] as const) {
      const step = median(await stepSeconds(dir, mode, rounds))
      if (mode === 'fixing') fixingStep.set(files, step)
      const overhead = step - base.agent
      rows.push(
        `| ${files.toLocaleString('en')} | ${mode} | ${s(step)} | ${s(base.agent)} | ${s(overhead)} | ${s(base.status)} | ${(overhead / base.status).toFixed(1)} |`
      )
    }
    if (LIB_BUILT) {
      const proc = processSeconds(dir, rounds)
      processRows.push(
        `| ${files.toLocaleString('en')} | audit | ${s(proc.step)} | ${s(proc.node)} | ${s(proc.step - proc.node)} | ${(proc.step / proc.node).toFixed(1)} |`
      )
    }
    const bashSeconds = bashLoop(dir)
    if (bashSeconds !== undefined && files === 10_000) {
      const ours = median(await stepSeconds(dir, 'audit'))
      bash = `With RALPH_BASH: the Bash loop took ${s(bashSeconds)} s per audit step on the 10,000-file repository; ralph step ${s(ours)} s (ratio ${(bashSeconds / ours).toFixed(1)}).`
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const scope = scopeBench()
const aim = (files: number, limit: number): string => {
  const step = fixingStep.get(files)
  if (step === undefined)
    return `| step at ${files.toLocaleString('en')} files ≤ ${limit} s | not measured | |`
  return `| step (fixing, in-process) at ${files.toLocaleString('en')} files ≤ ${limit} s | ${s(step)} s | ${step <= limit ? 'met' : 'not met'} |`
}

process.stdout.write(
  [
    '## Ralph step overhead and scope classification (bench/step.bench.ts)',
    '',
    'Command: `npm run bench -- step`. One step = `runLoop(settings, 1)` in-process: lock, load and',
    'validate the PRD, select, prompt, snapshot (temporary index + `git add -A`, ignored listing,',
    'refs, .git hooks/config/info), the agent call, the second snapshot, writes (the two indexes',
    'compared in node; no tree is written on a passing step),',
    'scope, acceptance, the PRD update and the events. The agent is `install -D {prompt_file}',
    '{report_path}` (exits at once, writes the report, so every step passes). Median of ' +
      `${ROUNDS} steps (3 at 100,000 files) after one warm-up; process start-up is in the second table.`,
    '"Overhead" is the step minus the agent alone; its ratio is to `git status --porcelain` on the',
    'same repository in the same run.',
    `One-minute load average on the ${cpus().length} cores: ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
    '',
    '| aim | figure | |',
    '|---|---|---|',
    aim(10_000, 0.15),
    aim(100_000, 1),
    '',
    '| Files | Mode | Step s | Agent alone s | Overhead s | git status s | Overhead / git status |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'The same as a process, as a user or a workflow runs it: `node bin/ralph.js step` (start-up,',
    'module loading and schema compilation included), against `node -e 0` in the same run.',
    '',
    '| Files | Mode | ralph step process s | node -e 0 s | Difference s | Ratio |',
    '| ---: | --- | ---: | ---: | ---: | ---: |',
    ...(processRows.length > 0
      ? processRows
      : ['| | | lib/ not built (run `npm run prepare`): not measured | | | |']),
    '',
    bash ??
      'RALPH_BASH was not set: the original Bash loop was not timed in this run (the issue quotes about 0.6 s per audit step, and about 20 ms per repository file in fixing mode).',
    '',
    `Scope classification: ${scope.paths.toLocaleString('en')} paths against ${scope.patterns} patterns (protected globs, report path and`,
    'symlink rule included) with the compiled classifier (`classifyWrites`), against calling',
    '`picomatch.isMatch` for every path and pattern (baseline, same run).',
    '',
    '| Operation | Median ms | Ratio to baseline |',
    '| --- | ---: | ---: |',
    `| picomatch.isMatch per path and pattern (baseline) | ${(scope.naive * 1000).toFixed(1)} | 1.0 |`,
    `| classifyWrites (compiled once), median | ${(scope.classify * 1000).toFixed(1)} | ${(scope.classify / scope.naive).toFixed(3)} |`,
    `| classifyWrites, first call in the process (cold JIT) | ${(scope.cold * 1000).toFixed(1)} | ${(scope.cold / scope.naive).toFixed(3)} |`,
    ''
  ].join('\n')
)
