/**
 * PRD handling on a large PRD (2,000 stories): full validation and the one-story writer,
 * each as a ratio to a baseline measured in the same run (JSON.parse of the same text, and
 * the naive rewrite JSON.stringify(prd, null, 2) that the writer replaces). Then `ralph list`
 * on 10,000 stories as a whole process (bin/ralph.js, the bundle built at `prepare`), against a
 * bare `jq` selection of the same fields and `node -e 0`, alternating, with the peak memory of
 * each.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT, tempDir } from '../__tests__/helpers/pdfs.js'
import { parsePrdText } from '../src/loop/prd/prd.js'
import { applyStoryPatch } from '../src/loop/prd/prd-writer.js'
import { buildPrompt } from '../src/loop/plan/prompt.js'
import { selectNextStory } from '../src/loop/plan/select.js'
import type { Prd, Story } from '../src/loop/types.js'

const STORIES = 2000
const ROUNDS = 15

function story(i: number): Story {
  const id = `S-${String(i).padStart(5, '0')}`
  return {
    id,
    title: `Story number ${i}`,
    priority: 1 + (i % 50),
    mode: (['audit', 'linting', 'fixing'] as const)[i % 3]!,
    scope: ['src/**', `!src/generated/${i}/**`],
    acceptance_criteria: [
      `Created .ralph/reports/${id}.md with the findings`,
      'Every claim cites a file'
    ],
    passes: i % 4 === 0,
    ...(i % 4 === 0
      ? { completed_at: '2024-03-14T12:00:00Z', report_path: `.ralph/reports/${id}.md` }
      : {}),
    objective: 'Find out what this part of the code does and where it is fragile.',
    steps: [
      {
        title: 'Read',
        actions: ['Read the files.'],
        expected_evidence: ['Notes.'],
        done_when: ['Done.']
      }
    ]
  }
}

const prd: Prd = {
  schema_version: '1.0.0',
  project: 'bench',
  stories: Array.from({ length: STORIES }, (_, i) => story(i))
}
const text = JSON.stringify(prd, null, 2) + '\n'

function median(run: () => unknown): number {
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint()
    run()
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!
}

parsePrdText(text, 'bench.json') // compile the schema outside the measurement
const parse = median(() => JSON.parse(text))
// parsePrdText skips the checks for the text it last found valid (a step reads its PRD up to
// four times): two texts that differ by a trailing newline, taken in turn, are checked each time.
const texts = [text, text + '\n']
let round = 0
const validate = median(() => {
  if (parsePrdText(texts[round++ % 2]!, 'bench.json').kind !== 'ok')
    throw new Error('bench PRD must be valid')
})
const rewrite = median(() => JSON.stringify(JSON.parse(text), null, 2))
const patch = median(() => applyStoryPatch(text, 'S-01999', { attempts: 1 }))
const select = median(() => selectNextStory(prd, 'fixing'))
const prompt = median(() => buildPrompt(prd.stories[1]!, 'policy\n'))

const ms = (value: number): string => value.toFixed(2)

// --- ralph list, 10,000 stories, whole processes

const PEAK = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'peak-memory.mjs')).href
const JQ_FILTER =
  '.stories[] | [.id, .priority, .mode, (if .passes then "passing" elif .skipped then "skipped" else "open" end), (.attempts // 0), .title] | @tsv'

function listSection(): string[] {
  const ralph = join(PROJECT_ROOT, 'lib', 'cli', 'ralph.js')
  if (!existsSync(ralph))
    return ['`ralph list`: lib/ is not built (`npm run prepare`); not measured.', '']
  const work = tempDir('prd-list-')
  try {
    const file = join(work.dir, 'prd.json')
    const big: Prd = { ...prd, stories: Array.from({ length: 10_000 }, (_, i) => story(i)) }
    writeFileSync(file, JSON.stringify(big, null, 2) + '\n')
    const jq = spawnSync('jq', ['--version']).status === 0
    const commands: { label: string; argv: string[] }[] = [
      { label: '`node -e 0`', argv: [process.execPath, '-e', '0'] },
      {
        label: '`ralph list` (bin/ralph.js)',
        argv: [process.execPath, join(PROJECT_ROOT, 'bin', 'ralph.js'), 'list', '--prd', file]
      },
      ...(jq ? [{ label: '`jq -r` of the same fields', argv: ['jq', '-r', JQ_FILTER, file] }] : [])
    ]
    const times = commands.map(() => [] as number[])
    const peaks = commands.map(() => 0)
    for (let round = 0; round < 7; round++)
      commands.forEach((command, i) => {
        const peakFile = join(work.dir, `peak-${i}`)
        const node = command.argv[0] === process.execPath
        const started = performance.now()
        spawnSync(command.argv[0]!, command.argv.slice(1), {
          stdio: 'ignore',
          env: node
            ? { ...process.env, NODE_OPTIONS: `--import ${PEAK}`, PEAK_MEMORY_FILE: peakFile }
            : process.env
        })
        times[i]!.push(performance.now() - started)
        if (node) peaks[i] = Number(readFileSync(peakFile, 'utf8')) / 1024
      })
    const mid = (values: number[]): number => [...values].sort((a, b) => a - b)[3]!
    const node = mid(times[0]!)
    return [
      `\`ralph list\` on 10,000 stories (${(readFileSync(file).length / 1048576).toFixed(1)} MiB), whole processes, median of 7 alternating rounds${jq ? '' : ' (jq is not installed: no jq figure)'}.`,
      '',
      '| Command | Median ms | Ratio to `node -e 0` | Peak MiB |',
      '| --- | ---: | ---: | ---: |',
      ...commands.map(
        (command, i) =>
          `| ${command.label} | ${mid(times[i]!).toFixed(0)} | ${(mid(times[i]!) / node).toFixed(2)} | ${peaks[i] ? peaks[i]!.toFixed(0) : 'n/a'} |`
      ),
      ''
    ]
  } finally {
    work.cleanup()
  }
}

process.stdout.write(
  [
    '## PRD load, validate and write (bench/prd.bench.ts)',
    '',
    `A PRD of ${STORIES} stories (${(text.length / 1024).toFixed(0)} KiB); median of ${ROUNDS} rounds.`,
    '',
    '| Operation | Median ms | Ratio to baseline |',
    '| --- | ---: | ---: |',
    `| JSON.parse (baseline for validation) | ${ms(parse)} | 1.0 |`,
    `| parsePrdText: parse + schema + checks + duplicate keys | ${ms(validate)} | ${(validate / parse).toFixed(1)} |`,
    `| JSON.parse + JSON.stringify rewrite (baseline for writing) | ${ms(rewrite)} | 1.0 |`,
    `| applyStoryPatch on the last story | ${ms(patch)} | ${(patch / rewrite).toFixed(1)} |`,
    `| selectNextStory | ${ms(select)} | ${(select / parse).toFixed(2)} of JSON.parse |`,
    `| buildPrompt (one story) | ${ms(prompt)} | ${(prompt / parse).toFixed(3)} of JSON.parse |`,
    '',
    ...listSection()
  ].join('\n')
)
