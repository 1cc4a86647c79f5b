/**
 * Reads the JSON-lines transcript of `codex exec --json` and `claude -p --output-format
 * stream-json` as it streams: the last message and what the CLI reported about the run. Pure.
 */
import { StringDecoder } from 'node:string_decoder'

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

/** The agent's final message ('' when the transcript holds none) and the usage. */
export type TranscriptSummary = ReturnType<ReturnType<typeof followTranscript>['summary']>

type Json = Record<string, unknown>
type Tokens = NonNullable<AgentUsage['tokens']>

const num = (v: unknown) => (typeof v === 'number' && v >= 0 && v < Infinity ? v : undefined)
const int = (v: unknown) => (Number.isSafeInteger(v) ? num(v) : undefined)
const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}
const add = (a: Tokens | undefined, b: Tokens): Tokens => ({
  input: (a?.input ?? 0) + b.input,
  output: (a?.output ?? 0) + b.output,
  cachedInput: (a?.cachedInput ?? 0) + b.cachedInput
})

/** The usage without the fields the CLI did not report. */
const reported = (usage: AgentUsage): AgentUsage =>
  Object.fromEntries(Object.entries(usage).filter(([, value]) => value !== undefined))

/** The object on one line; {} for anything else (a warning the CLI printed, a line cut by a kill). */
function parseLine(line: string): Json {
  try {
    return obj(JSON.parse(line))
  } catch {
    return {}
  }
}

/** One whole line at a time; the summary counts a last line without its newline too. */
export function followTranscript(
  format: TranscriptFormat,
  onMessage: (text: string) => void = () => undefined
) {
  const reader = format === 'codex-jsonl' ? codexReader(onMessage) : claudeReader(onMessage)
  const decoder = new StringDecoder('utf8')
  let rest = ''
  const take = (text: string): void => {
    const lines = (rest + text).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) reader.take(parseLine(line))
  }
  return {
    push: (chunk: Buffer | string) =>
      take(typeof chunk === 'string' ? chunk : decoder.write(chunk)),
    /** Tokens reported so far, input (cached included) and output. */
    tokens: () => {
      const tokens = reader.summary().usage.tokens
      return tokens ? tokens.input + tokens.output : 0
    },
    summary: () => {
      take(decoder.end() + '\n')
      return reader.summary()
    }
  }
}

function codexReader(onMessage: (text: string) => void) {
  let lastMessage = ''
  let turns = 0
  let tokens: Tokens | undefined
  return {
    take(event: Json): void {
      const item = obj(event.item)
      if (event.type === 'item.completed' && item.type === 'agent_message') {
        lastMessage = typeof item.text === 'string' ? item.text : lastMessage
        onMessage(lastMessage)
      }
      if (event.type === 'turn.completed' || event.type === 'turn.failed') turns++
      if (event.type === 'turn.completed') {
        const usage = obj(event.usage)
        tokens = add(tokens, {
          input: int(usage.input_tokens) ?? 0,
          output: int(usage.output_tokens) ?? 0,
          cachedInput: int(usage.cached_input_tokens) ?? 0
        })
      }
    },
    summary() {
      return { lastMessage, usage: reported({ turns: turns > 0 ? turns : undefined, tokens }) }
    }
  }
}

/** Input tokens as claude counts them: new, written to the cache, and read from it. */
function claudeTokens(usage: Json): Tokens | undefined {
  if (int(usage.input_tokens) === undefined && int(usage.output_tokens) === undefined)
    return undefined
  const read = int(usage.cache_read_input_tokens) ?? 0
  return {
    input: (int(usage.input_tokens) ?? 0) + (int(usage.cache_creation_input_tokens) ?? 0) + read,
    output: int(usage.output_tokens) ?? 0,
    cachedInput: read
  }
}

function claudeReader(onMessage: (text: string) => void) {
  let lastMessage = ''
  let result: Json | undefined
  // Each model call's usage, by message id: claude repeats a message once per content block.
  const calls = new Map<unknown, Tokens>()
  // The result's count; before it (a call stopped early), the model calls' counts summed.
  const counted = (): Tokens | undefined =>
    (result && claudeTokens(obj(result.usage))) ??
    [...calls.values()].reduce<Tokens | undefined>(add, undefined)
  return {
    take(event: Json): void {
      if (event.type === 'assistant') {
        const message = obj(event.message)
        const text = assistantText(message)
        if (text !== '') onMessage((lastMessage = text))
        const tokens = claudeTokens(obj(message.usage))
        if (tokens) calls.set(message.id ?? calls.size, tokens)
      }
      if (event.type === 'result') result = event
    },
    summary() {
      if (typeof result?.result === 'string') lastMessage = result.result
      const usage = reported({
        turns: int(result?.num_turns),
        durationMs: int(result?.duration_ms),
        costUsd: num(result?.total_cost_usd),
        tokens: counted()
      })
      return { lastMessage, usage }
    }
  }
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
