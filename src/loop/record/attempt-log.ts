/** What a step records of its agent call: the agent_exit event and the redacted output tail. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { AgentRan, PreparedAgent } from '../agent/agent.js'
import type { AgentUsage } from '../agent/transcript.js'
import type { Plan } from '../plan/step-plan.js'
import type { EventUsage } from '../types.js'

/**
 * Writes `<base>.log` (the argv, how the call ended, the last 50 redacted lines) and, when the
 * adapter has one, `<base>.jsonl` (the redacted transcript), whose path it returns.
 */
export function saveAttemptLogs(
  base: string,
  p: Plan,
  agent: PreparedAgent,
  result: AgentRan
): string | null {
  mkdirSync(dirname(base), { recursive: true })
  const r = result.record
  const header = [
    `# ${p.story.id} attempt ${p.attempt}: ${agent.identity.argv.join(' ')}`,
    `# exit ${r.exitCode ?? 'none'}, signal ${r.signal ?? 'none'}, timed out ${r.timedOut}, ${r.durationMs} ms`,
    `# environment without: ${agent.dropped.join(' ') || '(nothing dropped)'}`
  ]
  writeFileSync(`${base}.log`, [...header, ...r.tail].join('\n') + '\n')
  if (result.transcript === null) return null
  writeFileSync(`${base}.jsonl`, result.transcript)
  return `${base}.jsonl`
}

export function agentExitEvent(p: Plan, result: AgentRan, writes: string[]) {
  const r = result.record
  const usage = eventUsage(r.usage)
  return {
    event: 'agent_exit' as const,
    story: p.story.id,
    attempt: p.attempt,
    exit_code: r.exitCode,
    signal: r.signal,
    timed_out: r.timedOut,
    duration_ms: r.durationMs,
    stdout_sha256: r.stdoutSha256,
    last_message_sha256: r.lastMessageSha256,
    writes,
    ...(Object.keys(usage).length > 0 ? { usage } : {})
  }
}

function eventUsage({ turns, tokens, costUsd }: AgentUsage): EventUsage {
  const usage: EventUsage = turns === undefined ? {} : { turns }
  if (tokens) {
    usage.input_tokens = tokens.input
    usage.cached_input_tokens = tokens.cachedInput
    usage.output_tokens = tokens.output
  }
  if (costUsd !== undefined) usage.cost_usd = costUsd
  return usage
}
