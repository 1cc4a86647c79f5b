/** The title and body of a fix pull request: pure, so tests pin the exact text. */
import { describeUsage } from '../agent/transcript.js'
import { isCreatedCriterion } from '../plan/paths.js'
import type { SteeringFile } from '../scope.js'
import type { AgentRun, Judged } from '../step.js'
import { cleanReason } from '../transition.js'
import type { Story } from '../types.js'

export interface FixDescription {
  story: Story
  /** The passing attempt: its writes, report and what ran. */
  outcome: Pick<Extract<Judged, { kind: 'pass' }>, 'writes' | 'reportPath' | 'attempt' | 'agent'>
  branch: string
  base: { branch: string; sha: string }
  head: string
  runUrl: string | undefined
  review?: SteeringFile[]
}

export const REVIEW_LABEL = 'ralph:review'

/** Paths a list shows: at most 600 characters each, the body stays within GitHub's 65,536. */
const LISTED = 50
/** A path the agent chose, as inline code on one line (a table cell's too): no Markdown in it. */
const codeSpan = (path: string): string =>
  `\`${cleanReason(path).replace(/`/g, "'").replace(/\|/g, '\\|')}\``

/** The marker check-scope looks for when the head branch does not name the story. */
export function markedStory(body: string | null | undefined): string | undefined {
  return /<!--\s*ralph-story:\s*([^\s>]+)\s*-->/.exec(body ?? '')?.[1]
}

/** `<prefix> <id> <title>`; the prefix is joined with a space (inputs arrive trimmed). */
export function pullRequestTitle(story: Story, prefix = 'ralph:'): string {
  return [oneLine(prefix), story.id, oneLine(story.title)].filter(part => part !== '').join(' ')
}

export function fixCommitMessage(story: Story, prefix = 'ralph:'): string {
  return `${pullRequestTitle(story, prefix)}\n\nScope: ${story.scope.join(', ')}\n`
}

export function pullRequestBody(fix: FixDescription): string {
  const { story, outcome } = fix
  const acceptance = story.acceptance_criteria.find(isCreatedCriterion)
  const lines = [`**${story.id}**: ${oneLine(story.title)}`, '']
  if (story.objective) lines.push(story.objective.trim(), '')
  lines.push('**Scope**', '', ...story.scope.map(pattern => `- \`${pattern}\``), '')
  lines.push(`**Acceptance**: ${acceptance ?? `Created ${outcome.reportPath}`}`, '')
  lines.push(
    `**Outcome**: passed on attempt ${outcome.attempt}; ${outcome.writes.length} path(s) written, ` +
      `all inside the scope (report: \`${outcome.reportPath}\`):`,
    '',
    ...outcome.writes.slice(0, LISTED).map(path => `- ${codeSpan(path)}`),
    ...(outcome.writes.length > LISTED ? [`- and ${outcome.writes.length - LISTED} more`] : []),
    ''
  )
  if (fix.review && fix.review.length > 0)
    lines.push(
      '**Review before merging**: this change touches files that steer later agent runs and ' +
        'builds (protected-files: review).',
      '',
      '| File | What it is |',
      '| --- | --- |',
      ...fix.review.slice(0, LISTED).map(file => `| ${codeSpan(file.path)} | ${file.what} |`),
      ...(fix.review.length > LISTED ? [`| and ${fix.review.length - LISTED} more | |`] : []),
      ''
    )
  lines.push(`**Agent**: ${agentLine(outcome.agent)}`, '')
  const run = fix.runUrl ? ` by [this run](${fix.runUrl})` : ''
  lines.push(
    `Branch \`${fix.branch}\` is commit ${fix.head} on ${fix.base.sha} (\`${fix.base.branch}\`), ` +
      `written${run}. The scope was checked when the commit was made: see the \`ralph/scope\` status.`,
    '',
    `<!-- ralph-story: ${story.id} -->`,
    ''
  )
  return lines.join('\n')
}

/** `codex 0.171.0, model gpt-5-codex: 1 turn, 41 s, 1,200 tokens in (200 cached), 300 out`. */
export function agentLine(agent: AgentRun): string {
  const { name, version, model } = agent.identity
  const what = [name, version].filter(Boolean).join(' ')
  const withModel = model ? `${what}, model ${oneLine(model)}` : what
  return `${withModel}: ${describeUsage(agent.usage, agent.durationMs)}`
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
