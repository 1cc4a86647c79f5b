/** What a `step` call reports: commit messages, outputs, the job summary, fail-on. */
import * as core from '@actions/core'
import { randomUUID } from 'node:crypto'
import { stepSummaryMarkdown, type OutcomeRow } from '../github/summary.js'
import { agentLine } from '../loop/bundle/pr-body.js'
import { describeSandbox } from '../loop/agent/confinement.js'
import { isSecretName } from '../secrets/names.js'
import { redact } from '../process/redact.js'
import { storyStatus } from '../loop/plan/select.js'
import { storyRows } from '../loop/plan/status.js'
import { statusLine } from '../loop/record/status-commit.js'
import type { AgentUsage } from '../loop/agent/transcript.js'
import type { Judged, StepOutcome } from '../loop/step.js'
import type { Story } from '../loop/types.js'
import type { FixOutcome } from './fix.js'
import type { StepSettings } from '../settings/step.js'
import { writeSummary } from './result.js'
import type { StepSession } from './step-session.js'

export interface TransitionReport {
  outcome: StepOutcome
  /** The story as recorded after the transition (with its pull request). */
  after: Story
  fix?: FixOutcome
  /** Set when the call must stop after this transition (push rejected, PR refused, ...). */
  stop?: string
  /** Where the transition went: its status commit's push, or its bundle. */
  note?: string
}

export function commitMessage(outcome: StepOutcome): string {
  const body = outcome.kind === 'pass' ? `Report: ${outcome.reportPath}` : outcome.reason
  return `${statusLine(outcome)}\n\n${body}\n`
}

/** The `result` output: a violation wins over a skip it caused, so fail-on still sees it. */
export function resultOf(outcome: Judged | undefined): OutcomeRow['result'] | 'none' {
  if (outcome === undefined) return 'none'
  if (outcome.kind === 'pass') return 'passed'
  if (outcome.violations.length > 0) return 'violation'
  return outcome.skipped ? 'skipped' : 'failed'
}

export function describeOutcome(outcome: StepOutcome, token: string = randomUUID()): string {
  // It quotes paths and reasons the agent chose: with commands stopped, no line of it is one.
  const stop = `::stop-commands::${token}\n`
  if (outcome.kind === 'pass')
    return `${stop}${outcome.story}: passed (attempt ${outcome.attempt}), report ${outcome.reportPath}\n::${token}::`
  const paths = outcome.violations.map(v => `\n  ${v.path}: ${v.detail}`).join('')
  return `${stop}${outcome.story}: ${resultOf(outcome)} (attempt ${outcome.attempt}): ${outcome.reason}${paths}\n::${token}::`
}

export async function report(
  session: StepSession,
  reports: TransitionReport[],
  pushNote: string
): Promise<void> {
  const { settings } = session
  const after = new Map(reports.map(r => [r.after.id, r.after]))
  const stories = session.prd.stories.map(story => after.get(story.id) ?? story)
  const last = reports[reports.length - 1]
  const lastPass = reports.map(r => r.outcome).findLast(o => o.kind === 'pass')
  const lastPr = reports.findLast(r => r.fix?.pr)?.fix?.pr
  const remaining = stories.filter(s => s.mode === session.mode && storyStatus(s) === 'open')
  core.setOutput('story-id', last?.outcome.story ?? '')
  core.setOutput('result', resultOf(last?.outcome))
  core.setOutput('remaining', String(remaining.length))
  const lastFix = reports.findLast(r => r.fix)?.fix
  core.setOutput('pr-number', lastPr ? String(lastPr.number) : '')
  core.setOutput('pr-url', lastPr?.url ?? '')
  core.setOutput('pull-request-operation', lastPr?.kind ?? '')
  core.setOutput('pull-request-branch', lastFix?.branch ?? '')
  core.setOutput('pull-request-head-sha', lastFix?.sha ?? '')
  core.setOutput('final-message', finalMessage(last, settings.githubToken))
  core.setOutput('report-path', lastPass?.reportPath ?? '')
  setUsageOutputs(reports.map(r => r.outcome.agent.usage))
  const markdown = stepSummaryMarkdown({
    prdPath: settings.prd,
    mode: session.mode,
    outcomes: reports.map(outcomeRow),
    stories: storyRows({ stories }).map(row => {
      const prUrl = stories.find(story => story.id === row.id)?.pr_url
      return prUrl ? { ...row, prUrl } : row
    }),
    pushNote
  })
  await writeSummary(markdown)
}

function outcomeRow(r: TransitionReport): OutcomeRow {
  const o = r.outcome
  return {
    storyId: o.story,
    result: resultOf(o) as OutcomeRow['result'],
    attempt: o.attempt,
    usage: o.agent.usage,
    detail: o.kind === 'pass' ? `report ${o.reportPath}` : o.reason,
    violations: o.kind === 'fail' ? o.violations.map(v => v.path) : [],
    pr: r.fix?.pr,
    agent: `${agentLine(o.agent)}; ${describeSandbox(o.agent.sandbox)}`,
    transcript: o.agent.transcript ?? undefined
  }
}

/** tokens-in, tokens-out, cost-usd: what this call's agents reported, summed; '' when none did. */
export function setUsageOutputs(usages: AgentUsage[]): void {
  const sum = (values: number[]): string =>
    values.length === 0 ? '' : String(Math.round(values.reduce((a, b) => a + b, 0) * 1e6) / 1e6)
  const tokens = usages.flatMap(usage => (usage.tokens ? [usage.tokens] : []))
  core.setOutput('tokens-in', sum(tokens.map(t => t.input)))
  core.setOutput('tokens-out', sum(tokens.map(t => t.output)))
  core.setOutput('cost-usd', sum(usages.flatMap(u => (u.costUsd === undefined ? [] : [u.costUsd]))))
}

/**
 * The `final-message` output: the last transition's final message with the secrets of this
 * environment and known token shapes masked (outputs are not masked by the runner).
 */
function finalMessage(last: TransitionReport | undefined, token: string): string {
  const known = Object.entries(process.env).flatMap(([name, value]) =>
    isSecretName(name) && value !== undefined ? [value] : []
  )
  return redact(last?.outcome.agent.lastMessage ?? '', [...known, token])
}

/** Applies `fail-on` after everything was recorded; a stop (push, PR) always fails. */
export function decide(
  settings: StepSettings,
  reports: TransitionReport[],
  stop: string | undefined
): void {
  if (stop !== undefined) throw new Error(stop)
  const outcomes = reports.map(r => r.outcome)
  const violations = outcomes.filter(o => o.kind === 'fail' && o.violations.length > 0)
  if (settings.failOn === 'violation' && violations.length > 0)
    throw new Error(
      `Scope violation in ${violations.map(o => o.story).join(', ')} (fail-on: violation).`
    )
  const failures = outcomes.filter(o => o.kind === 'fail')
  if (settings.failOn === 'failure' && failures.length > 0)
    throw new Error(
      `Story ${failures.map(o => o.story).join(', ')} did not pass (fail-on: failure).`
    )
}
