/** Pure Markdown for the job summary; src/action/ writes it through core.summary. */

export interface StoryRow {
  id: string
  title: string
  mode: string
  status: 'open' | 'passing' | 'skipped'
  attempts: number
  prUrl?: string
}

export interface OutcomeRow {
  storyId: string
  result: 'passed' | 'failed' | 'violation' | 'skipped'
  /** Why it failed, or the report path when it passed. */
  detail: string
  /** Paths outside the story's scope. */
  violations?: string[]
  /** Pull request of a passing fixing story. */
  pr?: { kind: 'created' | 'updated' | 'unchanged'; number: number; url: string }
  /** What ran and what its CLI reported, as one line (turns, duration, tokens). */
  agent?: string
  /** The attempt's saved transcript, repository-relative. */
  transcript?: string
}

export interface StepSummary {
  prdPath: string
  mode: string | undefined
  outcomes: OutcomeRow[]
  stories: StoryRow[]
  /** Where the status commits went, or why they did not. */
  pushNote: string
}

export function stepSummaryMarkdown(summary: StepSummary): string {
  const lines = [`## Ralph step: ${cell(summary.prdPath)}`, '']
  if (summary.outcomes.length === 0) {
    const mode = summary.mode ? `${summary.mode} ` : ''
    lines.push(`No open ${mode}story: nothing ran.`, '')
  } else {
    lines.push('| Story | Result | Detail | Pull request |', '| --- | --- | --- | --- |')
    for (const row of summary.outcomes) lines.push(outcomeLine(row))
    lines.push('')
    const runs = summary.outcomes.filter(r => r.agent !== undefined)
    if (runs.length > 0) {
      lines.push('Agent:', '')
      for (const row of runs) {
        const transcript = row.transcript ? ` (transcript \`${code(row.transcript)}\`)` : ''
        lines.push(`- ${cell(row.storyId)}: ${cell(row.agent ?? '')}${transcript}`)
      }
      lines.push('')
    }
    for (const row of summary.outcomes.filter(r => (r.violations ?? []).length > 0)) {
      lines.push(`Out of scope in ${cell(row.storyId)}:`, '')
      for (const path of row.violations ?? []) lines.push(`- \`${code(path)}\``)
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
  return `| ${cell(row.storyId)} | ${row.result} | ${cell(row.detail)} | ${pr} |`
}

export interface ScopeSummary {
  storyId: string | undefined
  prdPath: string
  base: string
  head: string
  changed: number
  violations: { path: string; reason: string }[]
  note?: string
}

export function scopeSummaryMarkdown(summary: ScopeSummary): string {
  const lines = ['## Ralph scope check', '']
  if (summary.storyId === undefined) {
    lines.push(summary.note ?? 'No story named by this pull request.')
    return lines.join('\n') + '\n'
  }
  lines.push(
    `Story ${cell(summary.storyId)} from ${cell(summary.prdPath)} at the base commit ${summary.base.slice(0, 12)}; ` +
      `${summary.changed} changed path(s) up to ${summary.head.slice(0, 12)}.`,
    ''
  )
  if (summary.violations.length === 0) lines.push("All changed paths are inside the story's scope.")
  else {
    lines.push('| Path | Why |', '| --- | --- |')
    for (const v of summary.violations) lines.push(`| \`${code(v.path)}\` | ${cell(v.reason)} |`)
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

function code(text: string): string {
  return cell(text).replace(/`/g, "'")
}

function link(url: string, text: string): string {
  return /^https?:\/\//.test(url)
    ? `[${text}](${url.replace(/[()\s]/g, encodeURIComponent)})`
    : cell(url)
}
