import { createdPath } from './paths.js'
import { DEFAULT_PROTECTED_PATHS } from './policy.js'
import type { Mode, Story, StoryStep } from '../types.js'

export interface PromptOptions {
  /** Repository-relative paths the agent must never touch; the PRD path belongs here. */
  protectedPaths?: readonly string[]
  /** `defaults.lint_detection_order` of the PRD, shown to linting stories. */
  lintDetectionOrder?: readonly string[]
}

/** Markdown inline code that survives backticks inside the text. */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

/** A list item; continuation lines are indented under it. */
function bullet(text: string): string {
  return '- ' + text.replaceAll('\n', '\n  ')
}

function list(value: string | readonly string[]): string[] {
  return typeof value === 'string' ? [value] : value.map(bullet)
}

function section(title: string, body: string[]): string[] {
  return [`## ${title}`, '', ...body, '']
}

function stepLines(step: StoryStep, index: number): string[] {
  const label = step.id === undefined ? `${index + 1}.` : `${step.id}:`
  return [
    `### ${label} ${step.title}`,
    '',
    'Actions:',
    ...step.actions.map(bullet),
    '',
    'Expected evidence:',
    ...step.expected_evidence.map(bullet),
    '',
    'Done when:',
    ...step.done_when.map(bullet),
    ''
  ]
}

const GLOB_NOTE =
  '(globs relative to the repository root; a pattern starting with `!` excludes; the last matching pattern wins)'

/** Fixing writes inside the scope; audit and linting only read it and write the report alone. */
function scopeLines(story: Story, report: string): string[] {
  const patterns = ['', ...story.scope.map(pattern => bullet(code(pattern))), '']
  if (story.mode === 'fixing')
    return [
      `You may write only paths that match these patterns ${GLOB_NOTE}:`,
      ...patterns,
      `The report path ${code(report)} is always allowed.`
    ]
  return [
    `This story is about the paths that match these patterns ${GLOB_NOTE}; read them:`,
    ...patterns,
    `In ${story.mode} mode the only file you write is the report, ${code(report)}.`
  ]
}

const MODE_RULES: Record<Mode, string[]> = {
  audit: [
    'Read and analyse only. Write nothing except the report.',
    'Do not run commands that change files (formatters in write mode, code generators, package installs).'
  ],
  linting: [
    "Run the project's existing checks (linters, type checkers, tests) without changing anything, and record each command with its result in the report.",
    'Do not fix what you find, even where a tool offers to. Write nothing except the report.'
  ],
  fixing: [
    'You may change, add and delete files that match the scope, and nothing else.',
    'Keep every change tied to this story. In the report, list each changed file and how you verified the change.'
  ]
}

function modeRules(mode: Mode, options: PromptOptions): string[] {
  const order = mode === 'linting' ? (options.lintDetectionOrder ?? []) : []
  const checks =
    order.length > 0 ? ['', 'Look for checks in this order:', ...order.map(bullet)] : []
  return [...MODE_RULES[mode].map(bullet), ...checks]
}

/** Pure: the same story, policy text (CODEX.md) and options give the same bytes. */
export function buildPrompt(story: Story, policyText: string, options: PromptOptions = {}): string {
  const report = createdPath(story)
  if (report === undefined)
    throw new Error(
      `Story '${story.id}' has no single valid "Created <path>" criterion; run 'ralph validate'.`
    )
  const protectedPaths = options.protectedPaths ?? DEFAULT_PROTECTED_PATHS
  const lines: string[] = [
    `# Story ${story.id}: ${story.title}`,
    '',
    'You are one step of a Ralph Loop: one agent call for one story. Do this story only, then stop.',
    '',
    bullet(`Mode: ${story.mode}`),
    bullet(`Priority: ${story.priority}`),
    bullet(`Report: ${code(report)}`),
    ''
  ]
  if (story.objective !== undefined) lines.push(...section('Objective', [story.objective]))
  if (story.steps !== undefined) lines.push('## Steps', '', ...story.steps.flatMap(stepLines))
  lines.push(...section('Acceptance criteria', story.acceptance_criteria.map(bullet)))
  if (story.verification !== undefined)
    lines.push(...section('Verification', list(story.verification)))
  if (story.out_of_scope !== undefined)
    lines.push(...section('Out of scope', list(story.out_of_scope)))
  if (story.notes !== undefined && story.notes.length > 0)
    lines.push(...section('Notes', list(story.notes)))
  lines.push(
    ...section('Scope', scopeLines(story, report)),
    ...section(`Mode rules: ${story.mode}`, modeRules(story.mode, options)),
    ...section('Never touch', [
      ...protectedPaths.map(path => bullet(code(path))),
      '',
      'The runner owns these paths. Writing to them fails the step.'
    ]),
    ...section('The report', [
      `Write the report to ${code(report)} (relative to the repository root). The step passes only when this file exists after your call.`
    ])
  )
  const policy = policyText.endsWith('\n') || policyText === '' ? policyText : policyText + '\n'
  return lines.join('\n') + (policy === '' ? '' : '\n---\n\n' + policy)
}
