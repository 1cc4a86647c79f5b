/**
 * Two checkouts' snapshots against each other, without the rest of a step: per round and per
 * tree, a snapshotter seeded from the user's index takes a snapshot with one untracked file in
 * the tree, a new file is written (the agent's), and a second snapshot is taken. The trees
 * alternate which goes first; medians of each snapshot's wall time, of the CPU of the child
 * processes (git) and of this process.
 *
 *   RALPH_PAIR_A=/path/to/other-checkout RALPH_PAIR_B=. RALPH_STEP_FILES=10000 RALPH_SNAPSHOT_ROUNDS=30 \
 *     npx tsx bench/snapshot-pair.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { makeStepRepo } from './step-repo.js'
import { childrenCpuMs, treeModule } from './step-trees.js'
import { median } from './median.js'

interface Snapshotter {
  take(): Promise<unknown>
  dispose(): void
}
type Start = (dir: string) => Promise<Snapshotter>

interface Door {
  open(dir: string): Promise<{ paths(): Promise<unknown> }>
}

/** A tree's snapshotter from a folder: through its git door, or (older trees) from the folder. */
async function load(dir: string): Promise<Start> {
  const snapshot = (await import(treeModule(dir, 'git/snapshot.ts'))) as {
    startSnapshots: (...args: unknown[]) => Snapshotter | Promise<Snapshotter>
  }
  const door = (await import(treeModule(dir, 'git/repository.ts'))) as { Repository?: Door }
  const { Repository } = door
  if (!Repository) return async folder => snapshot.startSnapshots(folder)
  return async folder => {
    const repo = await Repository.open(folder)
    return snapshot.startSnapshots(repo, await repo.paths())
  }
}

const names = [process.env.RALPH_PAIR_A ?? '.', process.env.RALPH_PAIR_B ?? '.']
const trees = await Promise.all(names.map(load))
const files = Number(process.env.RALPH_STEP_FILES ?? 10_000)
const rounds = Number(process.env.RALPH_SNAPSHOT_ROUNDS ?? (files >= 100_000 ? 8 : 30))
const dir = makeStepRepo(files, {})
mkdirSync(join(dir, '.ralph'))
mkdirSync(join(dir, '.runtime'))
writeFileSync(join(dir, '.ralph', 'earlier.md'), 'an untracked file of the user\n')
const seen = trees.map(() => ({
  first: [] as number[],
  second: [] as number[],
  git: [] as number[],
  node: [] as number[]
}))
const loadBefore = loadavg()[0] as number
let n = 0
for (let round = 0; round < rounds; round++) {
  for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
    const start = trees[k] as Start
    const out = seen[k] as (typeof seen)[number]
    writeFileSync(join(dir, '.runtime', 'log'), `round ${round}\n`)
    const git0 = childrenCpuMs()
    const cpu0 = process.cpuUsage()
    const t0 = performance.now()
    const snaps = await start(dir)
    await snaps.take()
    const t1 = performance.now()
    const written = join(dir, '.ralph', `written-${n++}.md`)
    writeFileSync(written, `the agent's file ${n}\n`)
    await snaps.take()
    const t2 = performance.now()
    snaps.dispose()
    rmSync(written)
    const cpu = process.cpuUsage(cpu0)
    out.first.push(t1 - t0)
    out.second.push(t2 - t1)
    out.git.push(childrenCpuMs() - git0)
    out.node.push((cpu.user + cpu.system) / 1000)
  }
}
rmSync(dir, { recursive: true, force: true })
const [a, b] = seen as [(typeof seen)[0], (typeof seen)[0]]
const row = (label: string, x: number[], y: number[]): string =>
  `| ${label} | ${median(x).toFixed(1)} → ${median(y).toFixed(1)} |`
console.log(`A = ${names[0]}, B = ${names[1]}; ${files} files, ${rounds} rounds, medians, ms`)
console.log('| | A → B |\n| --- | ---: |')
console.log(row('snapshot 1 (seeded from the user index)', a.first, b.first))
console.log(row('snapshot 2 (seeded from snapshot 1)', a.second, b.second))
console.log(row('git CPU, both', a.git, b.git))
console.log(row('node CPU, both', a.node, b.node))
console.log(`load ${loadBefore.toFixed(1)}–${(loadavg()[0] as number).toFixed(1)}`)
