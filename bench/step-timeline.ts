/**
 * The timeline of one step at a given size: when each child process was asked for, when its
 * spawn returned, when it exited and closed, and the garbage collections, in ms from the
 * step's start. For finding where a step's wall time goes between its git processes. Marks
 * put in by hand while profiling (`;(globalThis as any).__m?.('label')`, not committed) show
 * in the same timeline.
 *
 *   RALPH_STEP_FILES=10000 RALPH_TIMELINE_STEPS=5 npx tsx bench/step-timeline.ts
 */
import childProcess from 'node:child_process'
import { rmSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { PerformanceObserver } from 'node:perf_hooks'
import { benchPrd, makeStepRepo } from './step-repo.js'

let t0 = 0
const events: string[] = []
const now = (): string => (performance.now() - t0).toFixed(1).padStart(7)
const original = childProcess.spawn
childProcess.spawn = ((...args: Parameters<typeof original>) => {
  const argv = (args[1] as string[] | undefined) ?? []
  const name = `${String(args[0])} ${argv
    .filter(a => !a.startsWith('-c') && !a.includes('='))
    .slice(0, 3)
    .join(' ')}`
  events.push(`${now()} spawn> ${name}`)
  const child = original(...args)
  events.push(`${now()} spawn< ${name}`)
  child.on('exit', () => events.push(`${now()} exit   ${name}`))
  child.on('close', () => events.push(`${now()} close  ${name}`))
  return child
}) as typeof original
syncBuiltinESMExports()
;(globalThis as Record<string, unknown>).__m = (label: string): void => {
  events.push(`${now()} mark   ${label}`)
}
new PerformanceObserver(list => {
  for (const e of list.getEntries())
    events.push(`${(e.startTime - t0).toFixed(1).padStart(7)} gc ${e.duration.toFixed(1)} ms`)
}).observe({ entryTypes: ['gc'] })

const { runLoop } = await import('../src/loop/run.js')
const { stepSettings } = await import('../__tests__/helpers/step-settings.js')
const files = Number(process.env.RALPH_STEP_FILES ?? '10000')
const steps = Number(process.env.RALPH_TIMELINE_STEPS ?? '5')
const dir = makeStepRepo(files, { 'fixing.json': benchPrd('fixing', steps + 4) })
const deps = { cwd: dir, env: process.env, warn: (m: string) => process.stderr.write(`${m}\n`) }
try {
  for (let i = -1; i < steps; i++) {
    const settings = stepSettings({
      prd: 'fixing.json',
      mode: 'fixing',
      agent: 'command',
      agentCommand: ['install', '-D', '{prompt_file}', '{report_path}']
    })
    events.length = 0
    const cpu = process.cpuUsage()
    t0 = performance.now()
    await runLoop(settings, 1, deps)
    const wall = performance.now() - t0
    const used = process.cpuUsage(cpu)
    if (i < 0) continue
    process.stdout.write(
      `--- step ${i}: wall ${wall.toFixed(1)} ms, node CPU ${((used.user + used.system) / 1000).toFixed(1)} ms\n${events.join('\n')}\n`
    )
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
