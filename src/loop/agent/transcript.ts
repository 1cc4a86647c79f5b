/**
 * Reading an agent's JSON-lines transcript: `codex exec --json` (thread/turn/item events) and
 * `claude -p --output-format stream-json --verbose` (system, assistant, user, result). Pure:
 * the text in, the last message and what the CLI reported about the run out. Lines that are
 * not JSON objects are skipped (a CLI may print a warning on stdout).
 */

export type TranscriptFormat = 'codex-jsonl' | 'claude-stream-json'

/** What the CLI reported about the run; a field is absent when the CLI did not report it. */
export interface AgentUsage {
  /** Model turns (claude `num_turns`; codex: completed or failed turns). */
  turns?: number
  /** The CLI's own duration (claude `duration_ms`). */
  durationMs?: number
  tokens?: {
    input: number
    output: number
    /** Input tokens served from a cache (codex `cached_input_tokens`, claude cache reads). */
    cachedInput: number
  }
  /** Claude's `total_cost_usd`. */
  costUsd?: number
}

export interface TranscriptSummary {
  /** The agent's final message; '' when the transcript holds none. */
  lastMessage: string
  usage: AgentUsage
  /** Errors the CLI reported (codex `error` / `turn.failed`, claude `is_error` results). */
  errors: string[]
}

type Json = Record<string, unknown>

function events(text: string): Json[] {
  const out: Json[] = []
  for (const line of text.split('\n')) {
    if (!line.trimStart().startsWith('{')) continue
    try {
      const value: unknown = JSON.parse(line)
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        out.push(value as Json)
    } catch {
      // a partial last line (the agent was killed mid-write) or a stray print
    }
  }
  return out
}

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined
const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}

export function readTranscript(format: TranscriptFormat, text: string): TranscriptSummary {
  return format === 'codex-jsonl' ? readCodex(events(text)) : readClaude(events(text))
}

function readCodex(lines: Json[]): TranscriptSummary {
  let lastMessage = ''
  let turns = 0
  let input = 0
  let output = 0
  let cached = 0
  let sawUsage = false
  const errors: string[] = []
  for (const event of lines) {
    const item = obj(event.item)
    if (event.type === 'item.completed' && item.type === 'agent_message')
      lastMessage = typeof item.text === 'string' ? item.text : lastMessage
    if (event.type === 'turn.completed' || event.type === 'turn.failed') turns++
    if (event.type === 'turn.completed') {
      const usage = obj(event.usage)
      sawUsage = true
      input += num(usage.input_tokens) ?? 0
      output += num(usage.output_tokens) ?? 0
      cached += num(usage.cached_input_tokens) ?? 0
    }
    if (event.type === 'turn.failed') errors.push(String(obj(event.error).message ?? 'turn failed'))
    if (event.type === 'error' && typeof event.message === 'string') errors.push(event.message)
  }
  const usage: AgentUsage = turns > 0 ? { turns } : {}
  if (sawUsage) usage.tokens = { input, output, cachedInput: cached }
  return { lastMessage, usage, errors }
}

function readClaude(lines: Json[]): TranscriptSummary {
  let lastMessage = ''
  let result: Json | undefined
  for (const event of lines) {
    if (event.type === 'assistant') {
      const text = assistantText(obj(event.message))
      if (text !== '') lastMessage = text
    }
    if (event.type === 'result') result = event
  }
  if (result === undefined) return { lastMessage, usage: {}, errors: [] }
  if (typeof result.result === 'string') lastMessage = result.result
  const usage: AgentUsage = {}
  const turns = num(result.num_turns)
  const durationMs = num(result.duration_ms)
  const costUsd = num(result.total_cost_usd)
  if (turns !== undefined) usage.turns = turns
  if (durationMs !== undefined) usage.durationMs = durationMs
  if (costUsd !== undefined) usage.costUsd = costUsd
  const reported = obj(result.usage)
  if (num(reported.input_tokens) !== undefined || num(reported.output_tokens) !== undefined)
    usage.tokens = {
      input:
        (num(reported.input_tokens) ?? 0) +
        (num(reported.cache_creation_input_tokens) ?? 0) +
        (num(reported.cache_read_input_tokens) ?? 0),
      output: num(reported.output_tokens) ?? 0,
      cachedInput: num(reported.cache_read_input_tokens) ?? 0
    }
  const errors =
    result.is_error === true ? [String(result.result ?? result.subtype ?? 'error')] : []
  return { lastMessage, usage, errors }
}

function assistantText(message: Json): string {
  const content = Array.isArray(message.content) ? (message.content as unknown[]) : []
  return content
    .map(obj)
    .filter(part => part.type === 'text' && typeof part.text === 'string')
    .map(part => part.text as string)
    .join('')
}

/** `3 turns, 41 s, 12,345 tokens in (10,000 cached), 2,345 out`: only what was reported. */
export function describeUsage(usage: AgentUsage, durationMs: number): string {
  const parts: string[] = []
  if (usage.turns !== undefined) parts.push(`${usage.turns} turn${usage.turns === 1 ? '' : 's'}`)
  parts.push(`${Math.round((usage.durationMs ?? durationMs) / 1000)} s`)
  const t = usage.tokens
  if (t) {
    const cached = t.cachedInput > 0 ? ` (${count(t.cachedInput)} cached)` : ''
    parts.push(`${count(t.input)} tokens in${cached}, ${count(t.output)} out`)
  }
  if (usage.costUsd !== undefined) parts.push(`$${usage.costUsd.toFixed(2)}`)
  return parts.join(', ')
}

function count(n: number): string {
  return n.toLocaleString('en-US')
}
