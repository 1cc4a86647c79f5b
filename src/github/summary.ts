/** Pure Markdown for the job summary; src/action/ writes it through core.summary. */
import type { AgentUsage } from '../loop/agent/transcript.js'
import type { StoryRow as PrdRow } from '../loop/plan/status.js'
import type { PullRequestOutcome } from './pulls.js'

export type StoryRow = Omit<PrdRow, 'priority'> & { prUrl?: string }

export interface OutcomeRow {
  storyId: string
  result: 'passed' | 'failed' | 'violation' | 'skipped'
  attempt: number
  /** Why it failed, or the report path when it passed. */
  detail: string
  violations?: string[]
  pr?: PullRequestOutcome
  agent?: string
  transcript?: string
  usage?: AgentUsage
}

const STATUS_STYLE: Record<StoryRow['status'], string> = {
  passing: 'fill:#dafbe1,stroke:#1a7f37,color:#000',
  open: 'fill:#fff8c5,stroke:#9a6700,color:#000',
  skipped: 'fill:#ffebe9,stroke:#cf222e,color:#000'
}

/** Ids and modes need no escaping in Mermaid: the schema limits them. */
export function prdChart(
  stories: readonly Pick<StoryRow, 'id' | 'mode' | 'status' | 'attempts'>[],
  moves: readonly Pick<OutcomeRow, 'storyId' | 'result' | 'attempt'>[]
): string {
  const lines = ['```mermaid', 'flowchart LR']
  const node = new Map(stories.map((story, i) => [story.id, `s${i}`]))
  for (const mode of [...new Set(stories.map(story => story.mode))]) {
    const own = stories.filter(story => story.mode === mode)
    const counts = (['passing', 'open', 'skipped'] as const)
      .map(status => `${own.filter(story => story.status === status).length} ${status}`)
      .join(', ')
    lines.push(`  subgraph ${mode} ["${mode}: ${counts}"]`)
    for (const story of own) {
      const label = [story.id, story.status]
      if (story.attempts > 0)
        label.push(`${story.attempts} failed attempt${story.attempts === 1 ? '' : 's'}`)
      for (const move of moves.filter(m => m.storyId === story.id))
        label.push(`this run: ${move.result}, attempt ${move.attempt}`)
      lines.push(`    ${node.get(story.id)}["${label.join('<br/>')}"]`)
    }
    lines.push('  end')
  }
  for (const [status, style] of Object.entries(STATUS_STYLE)) {
    const ids = stories.filter(story => story.status === status).map(story => node.get(story.id))
    lines.push(`  classDef ${status} ${style}`)
    if (ids.length > 0) lines.push(`  class ${ids.join(',')} ${status}`)
  }
  for (const id of new Set(moves.map(move => node.get(move.storyId))))
    if (id !== undefined) lines.push(`  style ${id} stroke-width:4px`)
  lines.push('```', '')
  return lines.join('\n')
}

/** `1,200 in, 300 out, $0.01`: what was reported; '' when nothing. */
export function usageCell(usage: AgentUsage | undefined): string {
  const parts: string[] = []
  if (usage?.tokens)
    parts.push(`${count(usage.tokens.input)} in, ${count(usage.tokens.output)} out`)
  if (usage?.costUsd !== undefined) parts.push(`$${usage.costUsd.toFixed(2)}`)
  return parts.join(', ')
}

const count = (n: number): string => n.toLocaleString('en-US')

export interface StepSummary {
  prdPath: string
  mode: string
  outcomes: OutcomeRow[]
  stories: StoryRow[]
  pushNote: string
}

export function stepSummaryMarkdown(summary: StepSummary): string {
  const lines = [`## Ralph step: ${cell(summary.prdPath)}`, '']
  lines.push(prdChart(summary.stories, summary.outcomes))
  if (summary.outcomes.length === 0) {
    lines.push(`No open ${summary.mode} story: nothing ran.`, '')
  } else {
    lines.push(
      '| Story | Result | Detail | Usage | Pull request |',
      '| --- | --- | --- | --- | --- |'
    )
    for (const row of summary.outcomes) lines.push(outcomeLine(row))
    lines.push('')
    const runs = summary.outcomes.filter(r => r.agent !== undefined)
    if (runs.length > 0) {
      lines.push('Agent:', '')
      for (const row of runs) {
        const transcript = row.transcript ? ` (transcript ${code(row.transcript)})` : ''
        lines.push(`- ${cell(row.storyId)}: ${cell(row.agent ?? '')}${transcript}`)
      }
      lines.push('')
    }
    for (const row of summary.outcomes.filter(r => (r.violations ?? []).length > 0)) {
      lines.push(`Out of scope in ${cell(row.storyId)}:`, '')
      for (const path of row.violations ?? []) lines.push(`- ${code(path)}`)
      lines.push('')
    }
  }
  lines.push(summary.pushNote, '', '### Stories', '')
  lines.push('| Story | Title | Mode | Status | Attempts | Pull request |')
  lines.push('| --- | --- | --- | --- | --- | --- |')
  for (const story of summary.stories)
    lines.push(
      `| ${cell(story.id)} | ${cell(story.title)} | ${story.mode} | ${story.status} | ${story.attempts} | ${story.prUrl ? link(story.prUrl, 'link') : ''} |`
    )
  return lines.join('\n') + '\n'
}

function outcomeLine(row: OutcomeRow): string {
  const pr = row.pr ? `${link(row.pr.url, `#${row.pr.number}`)} (${row.pr.kind})` : ''
  return `| ${cell(row.storyId)} | ${row.result} | ${cell(row.detail)} | ${usageCell(row.usage)} | ${pr} |`
}

export interface ScopeSummary {
  storyId: string
  prdPath: string
  base: string
  head: string
  changed: number
  violations: { path: string; reason: string }[]
  review?: { path: string; what: string }[]
}

/** The check of a story's pull request, or a note why there was none. */
export function scopeSummaryMarkdown(summary: ScopeSummary | { note: string }): string {
  const lines = ['## Ralph scope check', '']
  if ('note' in summary) return [...lines, summary.note, ''].join('\n')
  lines.push(
    `Story ${cell(summary.storyId)} from ${cell(summary.prdPath)} at the base commit ${summary.base.slice(0, 12)}; ` +
      `${summary.changed} changed path(s) up to ${summary.head.slice(0, 12)}.`,
    ''
  )
  if (summary.violations.length === 0) lines.push("All changed paths are inside the story's scope.")
  else {
    lines.push('| Path | Why |', '| --- | --- |')
    for (const v of summary.violations) lines.push(`| ${code(v.path)} | ${cell(v.reason)} |`)
  }
  if (summary.review && summary.review.length > 0) {
    lines.push('', 'Review before merging: these steer later agent runs and builds.', '')
    lines.push('| Path | What it is |', '| --- | --- |')
    for (const file of summary.review) lines.push(`| ${code(file.path)} | ${file.what} |`)
  }
  return lines.join('\n') + '\n'
}

/** Table-cell text: no line breaks, no pipes, no HTML. */
export function cell(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
}

/** Inline code for a table cell: its own backticks become quotes. */
export function code(text: string): string {
  return `\`${cell(text).replace(/`/g, "'")}\``
}

function link(url: string, text: string): string {
  return /^https?:\/\//.test(url)
    ? `[${text}](${url.replace(/[()\s]/g, encodeURIComponent)})`
    : cell(url)
}
