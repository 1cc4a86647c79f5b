/** The verdict on one attempt: scope first (a violating attempt is never accepted), then acceptance. */
import type { AttemptEnd, Write } from '../git/repository.js'
import { accept } from './acceptance.js'
import type { AgentRan } from './agent/agent.js'
import { classifyWrites, Violation } from './scope.js'
import type { Plan } from './plan/step-plan.js'
import type { Verdict } from './transition.js'

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

/** Scope first (a violating attempt is never accepted), then acceptance. */
export function judge(
  top: string,
  timeoutMs: number,
  p: Plan,
  end: AttemptEnd,
  result: AgentRan,
  tampered: readonly string[] = []
): { verdict: Verdict; violations: Violation[]; writtenBy?: 'agent' | 'runner' } {
  const scope = classifyWrites(end.writes, p.scope)
  const runner =
    tampered.length > 0 ? `runner files changed by the agent, put back: ${tampered.join(', ')}` : ''
  if (scope.kind === 'violation') {
    const reason = [describeViolations(scope.violations, end.writes), runner]
      .filter(Boolean)
      .join('; ')
    return { verdict: { kind: 'fail', reason }, violations: scope.violations }
  }
  // The PRD outside the repository, for one: no write the scope saw, still never the agent's.
  if (runner !== '') return { verdict: { kind: 'fail', reason: runner }, violations: [] }
  const accepted = accept({
    top,
    reportPath: p.reportPath,
    writes: end.writes,
    agent: { ...result.record, timeoutMs },
    lastMessage: result.lastMessage
  })
  if (accepted.kind === 'rejected') {
    return { verdict: { kind: 'fail', reason: accepted.reason }, violations: [] }
  }
  return {
    verdict: { kind: 'pass', reportPath: p.reportPath },
    violations: [],
    writtenBy: accepted.by
  }
}
