// Prints the summed suite time per test folder from jest's --json output, slowest first, and the
// closing counts line. Usage: node .ci/suite-times.mjs RESULTS.json TESTS_ROOT
import { readFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'

const [resultsPath, root] = process.argv.slice(2)
const results = JSON.parse(readFileSync(resultsPath, 'utf8'))
const perFolder = new Map()
for (const suite of results.testResults) {
  const folder = relative(root, dirname(suite.name)) || '.'
  const seconds = (suite.endTime - suite.startTime) / 1000
  const entry = perFolder.get(folder) ?? { seconds: 0, files: 0 }
  perFolder.set(folder, { seconds: entry.seconds + seconds, files: entry.files + 1 })
}
const rows = [...perFolder].sort((a, b) => b[1].seconds - a[1].seconds)
const ended = Math.max(results.startTime, ...results.testResults.map(suite => suite.endTime))
const wall = (ended - results.startTime) / 1000
console.log('suite time per folder (summed over files; jest runs files in parallel):')
for (const [folder, { seconds, files }] of rows)
  console.log(`  ${folder.padEnd(24)} ${seconds.toFixed(1).padStart(7)} s  ${files} files`)
console.log(`  ${'wall clock'.padEnd(24)} ${wall.toFixed(1).padStart(7)} s`)
console.log(
  `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`
)
