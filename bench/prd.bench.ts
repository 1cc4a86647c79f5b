/**
 * PRD handling on a large PRD (2,000 stories): full validation and the one-story writer,
 * each as a ratio to a baseline measured in the same run (JSON.parse of the same text, and
 * the naive rewrite JSON.stringify(prd, null, 2) that the writer replaces).
 */
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
const validate = median(() => {
  if (parsePrdText(text, 'bench.json').kind !== 'ok') throw new Error('bench PRD must be valid')
})
const rewrite = median(() => JSON.stringify(JSON.parse(text), null, 2))
const patch = median(() => applyStoryPatch(text, 'S-01999', { attempts: 1 }))
const select = median(() => selectNextStory(prd, 'fixing'))
const prompt = median(() => buildPrompt(prd.stories[1]!, 'policy\n'))

const ms = (value: number): string => value.toFixed(2)
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
    ''
  ].join('\n')
)
