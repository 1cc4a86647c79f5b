/**
 * Runs every bench/*.bench.ts in its own process (one after another, so they do not compete
 * for the two cores) and writes their Markdown sections to BENCHMARKS.md.
 * Each benchmark prints one Markdown section on stdout; progress goes to stderr.
 * `npm run bench -- scope` runs only the files whose name contains "scope".
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const benchDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(benchDir)
const filter = process.argv.slice(2)
const files = readdirSync(benchDir)
  .filter(name => name.endsWith('.bench.ts'))
  .filter(name => filter.length === 0 || filter.some(word => name.includes(word)))
  .sort()

const sections: string[] = []
for (const file of files) {
  process.stderr.write(`bench: ${file}\n`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024
  })
  if (result.status !== 0) {
    sections.push(`## ${file}\n\nFailed with exit code ${result.status}.\n`)
    continue
  }
  sections.push(result.stdout.trim() + '\n')
}

const header = [
  '# Benchmarks',
  '',
  'Produced by `npm run bench` (bench/run.ts runs each `bench/*.bench.ts`). Figures are ratios',
  'against a baseline measured in the same run, because the machine is noisy; absolute times are',
  'given for orientation only.',
  '',
  `Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}.`,
  ''
].join('\n')
if (filter.length === 0)
  writeFileSync(join(root, 'BENCHMARKS.md'), header + '\n' + sections.join('\n'))
else process.stdout.write(sections.join('\n'))
