/**
 * Runs every bench/*.bench.ts in its own process (one after another, so they do not compete
 * for the two cores) and prints their Markdown sections on stdout; progress goes to stderr.
 * BENCHMARKS.md is a summary kept by hand from such runs, so it is not overwritten.
 * `npm run bench -- scope` runs only the files whose name contains "scope".
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
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

const machine = `Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}.`
process.stdout.write([machine, '', ...sections].join('\n'))
