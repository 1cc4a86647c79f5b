/**
 * Where a step's wall time goes, per phase, for two checkouts alternating in one process (as
 * bench/step-pair.ts runs them): the node work before the first git process, the first
 * snapshot's git, the agent, the node work between the agent and the second snapshot's git,
 * that git, and the node work after it. The phases come from the child processes' spawn and
 * close times, so no tree needs marks in its code. Medians, ms.
 *
 *   RALPH_PAIR_A=/path/to/main RALPH_PAIR_B=. RALPH_STEP_FILES=10000 RALPH_PHASE_ROUNDS=21 \
 *     npx tsx bench/step-phases.ts
 */
import childProcess from 'node:child_process'
import { rmSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { loadavg } from 'node:os'
import { benchPrd, makeStepRepo } from './step-repo.js'
import { loadStepTree, passingStep, type StepTree } from './step-trees.js'
import { median } from './median.js'

type Seen = { at: number; what: 'spawn' | 'close'; agent: boolean }
let seen: Seen[] = []
const original = childProcess.spawn
childProcess.spawn = ((...args: Parameters<typeof original>) => {
  const agent = String(args[0]) !== 'git'
  seen.push({ at: performance.now(), what: 'spawn', agent })
  const child = original(...args)
  child.on('close', () => seen.push({ at: performance.now(), what: 'close', agent }))
  return child
}) as typeof original
syncBuiltinESMExports()

const PHASES = ['before git', 'snapshot 1', 'agent', 'between', 'snapshot 2', 'after git', 'step']

/** The phases of one step from its children's times (git before the agent, the agent, git after). */
function phases(start: number, end: number, events: Seen[]): number[] {
  const agentAt = events.findIndex(e => e.agent && e.what === 'spawn')
  const agentClose = events.findIndex(e => e.agent && e.what === 'close')
  const before = events.slice(0, agentAt)
  const after = events.slice(agentClose + 1)
  const first = (list: Seen[]): number =>
    Math.min(...list.filter(e => e.what === 'spawn').map(e => e.at))
  const last = (list: Seen[]): number =>
    Math.max(...list.filter(e => e.what === 'close').map(e => e.at))
  const a = events[agentAt] as Seen
  const c = events[agentClose] as Seen
  return [
    first(before) - start,
    last(before) - first(before),
    c.at - a.at,
    first(after) - c.at,
    last(after) - first(after),
    end - last(after),
    end - start
  ]
}

const trees = [
  await loadStepTree(process.env.RALPH_PAIR_A ?? '.'),
  await loadStepTree(process.env.RALPH_PAIR_B ?? '.')
]
const files = Number(process.env.RALPH_STEP_FILES ?? '10000')
const rounds = Number(process.env.RALPH_PHASE_ROUNDS ?? '21')
const dir = makeStepRepo(files, { 'fixing.json': benchPrd('fixing', 2 * rounds + 4) })
const deps = { cwd: dir, env: process.env, warn: (m: string) => process.stderr.write(`${m}\n`) }
const table = trees.map(() => PHASES.map(() => [] as number[]))
const load0 = loadavg()[0] ?? 0
try {
  for (let round = -1; round < rounds; round++) {
    for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const tree = trees[k] as StepTree
      const settings = passingStep(tree)
      seen = []
      const start = performance.now()
      await tree.runLoop(settings, 1, deps)
      const end = performance.now()
      if (round < 0) continue
      phases(start, end, seen).forEach((ms, i) => table[k]?.[i]?.push(ms))
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
const load1 = loadavg()[0] ?? 0
process.stdout.write(
  [
    `A = ${trees[0]?.name}, B = ${trees[1]?.name}; ${files} files, ${rounds} pairs, load ${load0.toFixed(1)}–${load1.toFixed(1)}; medians, ms.`,
    '',
    '| Phase | A | B |',
    '| --- | ---: | ---: |',
    ...PHASES.map(
      (name, i) =>
        `| ${name} | ${median(table[0]?.[i] ?? []).toFixed(1)} | ${median(table[1]?.[i] ?? []).toFixed(1)} |`
    ),
    ''
  ].join('\n')
)
