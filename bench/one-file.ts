/**
 * One file, whole process (issue 12's aim: ≤ 0.25 s): `pdf-rename --no-llm --dry-run FILE` with
 * either reader against `node -e 0`, commands interleaved per round; medians and minimums of wall
 * and CPU (user + sys, from /usr/bin/time) time, and the load average before and after. Runs the
 * compiled CLI (bin/pdf-rename.js, which loads the bundle in lib/bundle/: `npm run prepare` first).
 *
 *   npx tsx bench/one-file.ts [--rounds 11] [--python /usr/bin/python3] [--before DIR] FILE
 *
 * `--before DIR`: a second checkout, built the same way, measured in the same rounds.
 */
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { median } from './median.js'

const PROJECT_ROOT = dirname(dirname(fileURLToPath(import.meta.url)))

const { values, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '11' },
    python: { type: 'string', default: '/usr/bin/python3' },
    before: { type: 'string' }
  },
  allowPositionals: true
})
const file = positionals[0]
if (file === undefined) throw new Error('usage: bench/one-file.ts [--rounds N] [--before DIR] FILE')

interface Command {
  label: string
  argv: string[]
}

function renamer(root: string, tag: string): Command[] {
  const bin = join(root, 'bin', 'pdf-rename.js')
  return [
    {
      label: `${tag}pdf-rename --no-llm --dry-run FILE`,
      argv: [bin, '--no-llm', '--dry-run', file!]
    },
    {
      label: `${tag}pdf-rename --no-llm --dry-run --reader pymupdf FILE`,
      argv: [bin, '--no-llm', '--dry-run', '--reader', 'pymupdf', '--python', values.python, file!]
    }
  ]
}

const commands: Command[] = [
  { label: 'node -e 0', argv: ['-e', '0'] },
  ...(values.before === undefined ? [] : renamer(values.before, 'before: ')),
  ...renamer(PROJECT_ROOT, values.before === undefined ? '' : 'after: ')
]

/** Wall and CPU milliseconds of one run; throws when the command fails. */
function once(command: Command): { wall: number; cpu: number } {
  const started = performance.now()
  const child = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, ...command.argv], {
    encoding: 'utf8'
  })
  const wall = performance.now() - started
  if (child.status !== 0) throw new Error(`${command.label} failed: ${child.stderr}`)
  const [user, sys] = child.stderr.trim().split('\n').pop()!.split(' ').map(Number)
  return { wall, cpu: (user! + sys!) * 1000 }
}

const loadBefore = loadavg()[0]!
const samples = commands.map(() => ({ wall: [] as number[], cpu: [] as number[] }))
for (const command of commands) once(command) // warm the page cache and the compile cache
for (let round = 0; round < Number(values.rounds); round++)
  commands.forEach((command, i) => {
    const { wall, cpu } = once(command)
    samples[i]!.wall.push(wall)
    samples[i]!.cpu.push(cpu)
  })
const base = median(samples[0]!.wall)
console.log(
  `${values.rounds} rounds, Node ${process.version}, load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`
)
console.log(
  '| command | wall median ms | wall min ms | CPU median ms | CPU min ms | wall ÷ node -e 0 |'
)
console.log('|---|---:|---:|---:|---:|---:|')
commands.forEach((command, i) => {
  const { wall, cpu } = samples[i]!
  const cells = [median(wall), Math.min(...wall), median(cpu), Math.min(...cpu)].map(ms =>
    ms.toFixed(0)
  )
  console.log(`| ${command.label} | ${cells.join(' | ')} | ${(median(wall) / base).toFixed(2)} |`)
})
