/**
 * The verdict on one attempt: scope first (a violating attempt is never accepted), then
 * acceptance: the agent ended well and the `Created` path is a non-empty regular file inside
 * the repository, reached without symlinks, and among the writes. For adapters with a last
 * message the runner writes that message there when the agent did not write the file itself
 * (the original loop's behaviour).
 */
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  writeSync
} from 'node:fs'
import { join, relative } from 'node:path'
import { lstatOrUndefined } from '../fs/lstat.js'
import type { AttemptEnd, Write } from '../git/repository.js'
import type { AgentRan, AgentRecord } from './agent/agent.js'
import { classifyWrites, Violation } from './scope.js'
import type { Plan } from './plan/step-plan.js'

export type Acceptance =
  { kind: 'accepted'; by: 'agent' | 'runner' } | { kind: 'rejected'; reason: string }

export interface AcceptanceInput {
  top: string
  reportPath: string
  writes: ReadonlyArray<{ path: string; change: string }>
  agent: Pick<AgentRecord, 'exitCode' | 'timedOut' | 'overBudget'> & {
    signal: string | null
    timeoutMs: number
  }
  lastMessage: string | null
}

function reportProblem(top: string, reportPath: string): string | undefined {
  const abs = join(top, reportPath)
  let real: string
  try {
    real = realpathSync(abs)
  } catch {
    return `report '${reportPath}' does not exist after the call`
  }
  const realTop = realpathSync(top)
  if (real !== join(realTop, reportPath)) {
    const rel = relative(realTop, real)
    return rel.startsWith('..') || rel.startsWith('/')
      ? `report '${reportPath}' escapes the repository through a symlink (resolves to '${real}')`
      : `report '${reportPath}' is reached through a symlink (resolves to '${rel}')`
  }
  if (!lstatSync(abs).isFile()) return `report '${reportPath}' is not a regular file`
  if (readFileSync(abs, 'utf8').trim() === '') return `report '${reportPath}' is empty`
  return undefined
}

/** Writes the report through no symlink: each folder on the way real, the file O_NOFOLLOW. */
function writeReport(top: string, reportPath: string, text: string): string | undefined {
  let dir = top
  for (const part of reportPath.split('/').slice(0, -1)) {
    dir = join(dir, part)
    const stat = lstatOrUndefined(dir)
    if (!stat) mkdirSync(dir)
    else if (!stat.isDirectory()) {
      return `cannot write report '${reportPath}': '${relative(top, dir)}' is not a real folder`
    }
  }
  const abs = join(top, reportPath)
  const existing = lstatOrUndefined(abs)
  if (existing && !existing.isFile()) {
    return `cannot write report '${reportPath}': it exists and is not a regular file`
  }
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW
  const fd = openSync(abs, flags, 0o644)
  try {
    writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
  return undefined
}

function agentFailure(agent: AcceptanceInput['agent']): string | undefined {
  if (agent.overBudget !== undefined) return `budget exceeded: ${agent.overBudget} tokens`
  if (agent.timedOut) return `agent timed out after ${Math.round(agent.timeoutMs / 1000)} s`
  if (agent.exitCode === null) return `agent was killed by ${agent.signal ?? 'a signal'}`
  if (agent.exitCode !== 0) return `agent exited with code ${agent.exitCode}`
  return undefined
}

export function accept(input: AcceptanceInput): Acceptance {
  const failure = agentFailure(input.agent)
  if (failure) return { kind: 'rejected', reason: failure }
  const written = input.writes.some(
    write => write.path === input.reportPath && write.change !== 'deleted'
  )
  if (written) {
    const problem = reportProblem(input.top, input.reportPath)
    return problem ? { kind: 'rejected', reason: problem } : { kind: 'accepted', by: 'agent' }
  }
  if (input.lastMessage === null) {
    return { kind: 'rejected', reason: `agent did not write the report '${input.reportPath}'` }
  }
  if (input.lastMessage.trim() === '') {
    return { kind: 'rejected', reason: 'agent printed nothing: the last message is empty' }
  }
  const problem = writeReport(input.top, input.reportPath, input.lastMessage)
  return problem ? { kind: 'rejected', reason: problem } : { kind: 'accepted', by: 'runner' }
}

function describeViolations(violations: Violation[], writes: Write[]): string {
  const source = new Map(writes.map(write => [write.path, write.source]))
  const shown = violations.slice(0, 5).map(v => {
    const detail =
      source.get(v.path) === 'ref'
        ? 'the agent moved a git ref (a commit, branch or tag)'
        : v.detail
    return `${v.path} (${detail})`
  })
  const more = violations.length > 5 ? `, and ${violations.length - 5} more` : ''
  return `scope violation: ${shown.join(', ')}${more}`
}

/** What one attempt earned, before the PRD records it. */
export type Judgement =
  | { kind: 'pass'; writtenBy: 'agent' | 'runner' }
  | { kind: 'fail'; reason: string; violations: Violation[] }

export function judge(
  top: string,
  timeoutMs: number,
  p: Plan,
  end: AttemptEnd,
  result: AgentRan,
  tampered: readonly string[]
): Judgement {
  const violations = classifyWrites(end.writes, p.scope)
  const runner =
    tampered.length > 0 ? `runner files changed by the agent, put back: ${tampered.join(', ')}` : ''
  if (violations.length > 0) {
    const reason = [describeViolations(violations, end.writes), runner].filter(Boolean).join('; ')
    return { kind: 'fail', reason, violations }
  }
  // The PRD outside the repository, for one: no write the scope saw, still never the agent's.
  if (runner !== '') return { kind: 'fail', reason: runner, violations: [] }
  const accepted = accept({
    top,
    reportPath: p.reportPath,
    writes: end.writes,
    agent: { ...result.record, timeoutMs },
    lastMessage: result.lastMessage
  })
  return accepted.kind === 'rejected'
    ? { kind: 'fail', reason: accepted.reason, violations: [] }
    : { kind: 'pass', writtenBy: accepted.by }
}
