/**
 * What the agent's confinement costs a step: one in-process `ralph step` (runLoop, one step)
 * on a repository of 1,000 files, the agent `install -D {prompt_file} {report_path}` (it
 * exits at once), with `sandbox: auto` (bwrap) and with `sandbox: off`, alternating round by
 * round so both see the same machine. The aim is at most 1.2× the unconfined step; a real agent
 * call takes minutes, so this is a guard, not a race. RALPH_CONFINE_ROUNDS sets the rounds.
 */
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { runLoop } from '../src/loop/run.js'
import { stepSettings } from '../__tests__/helpers/step-settings.js'
import { checkSandbox } from '../src/process/sandbox.js'
import { median } from './median.js'
import { benchPrd, makeStepRepo } from './step-repo.js'

const FILES = 1000
const ROUNDS = Number(process.env.RALPH_CONFINE_ROUNDS ?? 15)
const AGENT = ['install', '-D', '{prompt_file}', '{report_path}']

const check = await checkSandbox(process.env, true)
if (check.kind !== 'ready') throw new Error(`this machine cannot confine: ${check.reason}`)

const dir = makeStepRepo(FILES, { 'audit.json': benchPrd('audit', 2 * (ROUNDS + 1) + 2) })
const deps = { cwd: dir, env: process.env, warn: (m: string) => process.stderr.write(m + '\n') }

async function step(sandbox: 'auto' | 'off'): Promise<number> {
  const settings = stepSettings({
    prd: 'audit.json',
    agent: 'command',
    agentCommand: AGENT,
    sandbox
  })
  const start = process.hrtime.bigint()
  const result = await runLoop(settings, 1, deps)
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  if (result.steps[0]?.kind !== 'pass')
    throw new Error(`bench step (sandbox ${sandbox}) did not pass`)
  return seconds
}

const off: number[] = []
const on: number[] = []
for (let round = 0; round <= ROUNDS; round++) {
  const order = round % 2 === 0 ? (['off', 'auto'] as const) : (['auto', 'off'] as const)
  const took = { off: 0, auto: 0 }
  for (const sandbox of order) took[sandbox] = await step(sandbox)
  // Round 0 warms both up and is not counted.
  if (round === 0) continue
  off.push(took.off)
  on.push(took.auto)
}
rmSync(dir, { recursive: true, force: true })
const ratios = on.map((seconds, i) => seconds / (off[i] as number))
const ms = (seconds: number): string => `${(seconds * 1000).toFixed(0)} ms`

console.log(
  [
    '## The agent confined (bench/confine.bench.ts)',
    '',
    `One step at ${FILES.toLocaleString('en')} files, an agent that exits at once, ${ROUNDS} paired rounds`,
    `(medians; load ${loadavg()[0]?.toFixed(2)}).`,
    '',
    '| sandbox | step | ratio |',
    '| --- | --- | --- |',
    `| off | ${ms(median(off))} | 1 |`,
    `| auto (bwrap) | ${ms(median(on))} | ${(median(on) / median(off)).toFixed(2)}× |`,
    '',
    `Median of the per-round ratios: ${median(ratios).toFixed(2)}× (aim ≤ 1.2×).`
  ].join('\n')
)
