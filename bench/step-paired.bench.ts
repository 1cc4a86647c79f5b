/**
 * Paired step timing for a change to the step: one fixing `runLoop(settings, 1)` from each of
 * several source trees, alternating in one process on one repository, with wall time, the
 * node process's CPU and the CPU of the child processes it waited for (git, the agent), and
 * `git status --porcelain` in the same rounds. On a shared machine the pairs and the CPU
 * times are what to read.
 *
 *   npx tsx bench/step-paired.bench.ts <repo> <pairs> <tree> [<tree>...]
 *
 * <repo>: a committed repository (bench/step.bench.ts makes them the same way); its
 * fixing.json, .ralph/ and .runtime/ are replaced. <tree>: a checkout of this project.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'

type RunLoop = (typeof import('../src/loop/run.js'))['runLoop']
type StepSettingsOf = (typeof import('../src/loop/step-settings.js'))['stepSettings']

const [dir, pairsArg, ...trees] = process.argv.slice(2)
if (!dir || !pairsArg || trees.length === 0) {
  throw new Error('usage: step-paired.bench.ts <repo> <pairs> <tree> [<tree>...]')
}
const pairs = Number(pairsArg)
const loops: Array<{ runLoop: RunLoop; stepSettings: StepSettingsOf }> = []
for (const tree of trees) {
  const run = (await import(join(tree, 'src/loop/run.ts'))) as { runLoop: RunLoop }
  const settings = (await import(join(tree, 'src/loop/step-settings.ts'))) as {
    stepSettings: StepSettingsOf
  }
  loops.push({ runLoop: run.runLoop, stepSettings: settings.stepSettings })
}

const stories = Array.from({ length: 2 * trees.length * (pairs + 1) + 2 }, (_, i) => {
  const id = `FIXING-${String(i + 1).padStart(3, '0')}`
  const criteria = [`Created .ralph/reports/${id}.md`]
  return {
    id,
    title: `Story ${id}`,
    priority: i + 1,
    mode: 'fixing',
    scope: ['src/**'],
    acceptance_criteria: criteria,
    passes: false
  }
})
rmSync(join(dir, '.ralph'), { recursive: true, force: true })
rmSync(join(dir, '.runtime'), { recursive: true, force: true })
const prd = { schema_version: '1.0.0', project: 'bench', stories }
writeFileSync(join(dir, 'fixing.json'), JSON.stringify(prd, null, 2) + '\n')

const AGENT = ['install', '-D', '{prompt_file}', '{report_path}']
const deps = { cwd: dir, env: process.env, warn: (m: string) => process.stderr.write(m + '\n') }
/** CPU ms of the waited-for children (cutime + cstime, in clock ticks of 10 ms). */
function childCpuMs(): number {
  const fields = (readFileSync('/proc/self/stat', 'utf8').split(') ')[1] ?? '').split(' ')
  return (Number(fields[13]) + Number(fields[14])) * 10
}
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

const results = trees.map(() => ({
  wall: [] as number[],
  node: [] as number[],
  kids: [] as number[]
}))
const status: number[] = []
const loadBefore = loadavg()[0] ?? 0
for (let pair = 0; pair <= pairs; pair++) {
  for (let t = 0; t < trees.length; t++) {
    const i = pair % 2 ? trees.length - 1 - t : t
    const loop = loops[i] as (typeof loops)[number]
    const result = results[i] as (typeof results)[number]
    const settings = loop.stepSettings({
      prd: 'fixing.json',
      mode: 'fixing',
      agent: 'command',
      agentCommand: AGENT
    })
    const cpu = process.cpuUsage()
    const kids = childCpuMs()
    const start = process.hrtime.bigint()
    const run = await loop.runLoop(settings, 1, deps)
    const wall = Number(process.hrtime.bigint() - start) / 1e9
    const used = process.cpuUsage(cpu)
    if (run.steps[0]?.kind !== 'pass') throw new Error(`step did not pass: ${trees[i]}`)
    if (pair === 0) continue
    result.wall.push(wall)
    result.node.push((used.user + used.system) / 1000)
    result.kids.push(childCpuMs() - kids)
  }
  const start = process.hrtime.bigint()
  execFileSync('git', ['status', '--porcelain'], { cwd: dir, stdio: 'ignore' })
  if (pair > 0) status.push(Number(process.hrtime.bigint() - start) / 1e9)
}
trees.forEach((tree, i) => {
  const r = results[i] as (typeof results)[number]
  console.log(
    `${tree}: wall ${median(r.wall).toFixed(3)} s, node CPU ${median(r.node).toFixed(0)} ms, children CPU ${median(r.kids).toFixed(0)} ms`
  )
})
const loadAfter = loadavg()[0] ?? 0
console.log(
  `git status ${median(status).toFixed(3)} s; ${pairs} pairs; load ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`
)
