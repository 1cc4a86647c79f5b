/**
 * `npm run demo`: validates the example PRD and shows what the read-only `ralph` commands
 * print for it. Runs the real CLI code in-process; nothing is written.
 */
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { main } from '../src/cli/ralph.js'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const prd = relative(process.cwd(), join(root, 'examples', 'prd.json')) || 'prd.json'

const runs: string[][] = [
  ['validate', '--prd', prd],
  ['list', '--prd', prd],
  ['status', '--prd', prd],
  ['next', '--prd', prd],
  ['next', '--prd', prd, '--mode', 'fixing']
]

let failed = 0
for (const argv of runs) {
  process.stdout.write(`\n$ ralph ${argv.join(' ')}\n`)
  const code = await main(argv)
  if (code !== 0) {
    process.stdout.write(`(exit ${code})\n`)
    failed++
  }
}
process.stdout.write(
  `\nSee the prompt the agent would get: node bin/ralph.js next --prompt --prd ${prd}\n`
)
process.exitCode = failed === 0 ? 0 : 1
