/**
 * Two checkouts' steps against each other, in one process on one repository: `runLoop(settings,
 * 1)` fixing (the agent of bench/step.bench.ts), alternating which tree goes first, medians of
 * wall time, of this process's CPU (node's own work, the forks of its children included) and
 * of the CPU of the child processes it waited for (git and the agent). Alternating pairs keep
 * a shared machine's load out of the comparison; the CPU times do not depend on it.
 *
 *   RALPH_PAIR_A=/path/to/main RALPH_PAIR_B=. RALPH_STEP_FILES=100,10000,100000 \
 *     npx tsx bench/step-pair.ts
 *
 * Both trees need node_modules (tsx compiles each tree's src/ on import).
 */
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { benchPrd, makeStepRepo } from './step-repo.js'
import { childrenCpuMs, loadStepTree, passingStep, type StepTree } from './step-trees.js'
import { median } from './median.js'

const trees = [
  await loadStepTree(process.env.RALPH_PAIR_A ?? '.'),
  await loadStepTree(process.env.RALPH_PAIR_B ?? '.')
]
const sizes = (process.env.RALPH_STEP_FILES ?? '100,10000').split(',').map(Number)
const rows: string[] = []
for (const files of sizes) {
  const rounds = files >= 100_000 ? 5 : 11
  process.stderr.write(`step-pair: repository of ${files} files\n`)
  const dir = makeStepRepo(files, { 'fixing.json': benchPrd('fixing', 2 * rounds + 4) })
  const deps = { cwd: dir, env: process.env, warn: (m: string) => process.stderr.write(`${m}\n`) }
  const seen = trees.map(() => ({
    wall: [] as number[],
    node: [] as number[],
    children: [] as number[]
  }))
  const load0 = loadavg()[0] ?? 0
  try {
    for (let round = -1; round < rounds; round++) {
      for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const tree = trees[k] as StepTree
        const settings = passingStep(tree)
        const cpu = process.cpuUsage()
        const children = childrenCpuMs()
        const start = performance.now()
        const result = await tree.runLoop(settings, 1, deps)
        if (result.steps[0]?.kind !== 'pass') throw new Error(`${tree.name}: the step did not pass`)
        if (round < 0) continue
        const used = process.cpuUsage(cpu)
        seen[k]?.wall.push(performance.now() - start)
        seen[k]?.node.push((used.user + used.system) / 1000)
        seen[k]?.children.push(childrenCpuMs() - children)
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const load1 = loadavg()[0] ?? 0
  const stats = seen.map(s => ({
    wall: median(s.wall),
    node: median(s.node),
    children: median(s.children)
  }))
  const a = stats[0] as (typeof stats)[number]
  const b = stats[1] as (typeof stats)[number]
  rows.push(
    `| ${files.toLocaleString('en')} | ${rounds} | ${a.wall.toFixed(0)} → ${b.wall.toFixed(0)} | ${a.node.toFixed(0)} → ${b.node.toFixed(0)} | ${a.children.toFixed(0)} → ${b.children.toFixed(0)} | ${load0.toFixed(1)}–${load1.toFixed(1)} |`
  )
}
process.stdout.write(
  [
    `A = ${trees[0]?.name}, B = ${trees[1]?.name}; medians of alternating pairs, ms per step.`,
    '',
    '| Files | Pairs | Wall A → B | Node CPU A → B | Children CPU A → B | Load |',
    '| ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    ''
  ].join('\n')
)
