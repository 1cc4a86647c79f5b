/**
 * The four request styles of the model endpoint, chosen by the URL path. /v1/completions has no
 * schema (the answer is checked), /v1/chat/completions takes it as `response_format`, /api/* as
 * `format` with `num_ctx` sized to the prompt (Ollama otherwise cuts long prompts). Pure.
 */
import { estimateTokens } from '../../read/budget.js'

type LlmStyle = 'openai-completions' | 'openai-chat' | 'ollama-generate' | 'ollama-chat'

export type LlmEndpoint = ReturnType<typeof parseLlmUrl>

const PATHS: Array<[suffix: string, style: LlmStyle]> = [
  ['/v1/chat/completions', 'openai-chat'],
  ['/v1/completions', 'openai-completions'],
  ['/api/generate', 'ollama-generate'],
  ['/api/chat', 'ollama-chat']
]

/** The endpoint's style, its URL and the base before the endpoint path. */
export function parseLlmUrl(value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch (error) {
    throw new Error(`${invalidUrl(value)} (${(error as Error).message})`, { cause: error })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(invalidUrl(value))
  const path = url.pathname.replace(/\/+$/, '')
  const match = PATHS.find(([suffix]) => path.endsWith(suffix))
  if (!match) throw new Error(invalidUrl(value))
  const [suffix, style] = match
  const base = `${url.origin}${path.slice(0, path.length - suffix.length)}`
  return { style, url: `${base}${suffix}`, base }
}

function invalidUrl(value: string): string {
  return (
    `Invalid value '${value}' for --llm-url. Expected an http(s) URL ending in ` +
    '/v1/completions, /v1/chat/completions, /api/generate or /api/chat, ' +
    'e.g. http://127.0.0.1:11434/api/generate'
  )
}

export function modelsUrl(endpoint: LlmEndpoint): string {
  return endpoint.style.startsWith('openai')
    ? `${endpoint.base}/v1/models`
    : `${endpoint.base}/api/tags`
}

/** Model names from /api/tags (`models[].name`) or /v1/models (`data[].id`). */
export function modelNames(endpoint: LlmEndpoint, body: unknown): string[] {
  const record = body as {
    models?: Array<{ name?: unknown; model?: unknown }>
    data?: Array<{ id?: unknown }>
  }
  const names = endpoint.style.startsWith('openai')
    ? (record?.data ?? []).map(entry => entry?.id)
    : (record?.models ?? []).flatMap(entry => [entry?.name, entry?.model])
  return [...new Set(names.filter((name): name is string => typeof name === 'string'))]
}

/** `qwen2.5` means `qwen2.5:latest` to Ollama. */
export function hasModel(names: string[], model: string): boolean {
  const full = model.includes(':') ? model : `${model}:latest`
  return names.includes(model) || names.includes(full)
}

export interface RequestInput {
  model: string
  system: string
  prompt: string
  schema: Record<string, unknown>
}

/** A JSON object of four short fields is well under this. */
const ANSWER_TOKENS = 512
const MIN_CONTEXT = 2048

/** For /api/*: the prompt's estimate, a quarter more for the tokenizer, schema and answer. */
export function contextSize(input: Pick<RequestInput, 'system' | 'prompt'>): number {
  const tokens = estimateTokens(input.system) + estimateTokens(input.prompt)
  const needed = Math.ceil(tokens * 1.25) + ANSWER_TOKENS
  return Math.max(MIN_CONTEXT, Math.ceil(needed / 1024) * 1024)
}

export function requestBody(style: LlmStyle, input: RequestInput): Record<string, unknown> {
  const { model, system, prompt, schema } = input
  const messages = [
    { role: 'system', content: system },
    { role: 'user', content: prompt }
  ]
  const answer = { stream: false, temperature: 0, max_tokens: ANSWER_TOKENS }
  if (style === 'openai-completions') return { model, prompt: `${system}\n\n${prompt}`, ...answer }
  if (style === 'openai-chat') {
    const json_schema = { name: 'pdf_answer', strict: true, schema }
    return { model, messages, ...answer, response_format: { type: 'json_schema', json_schema } }
  }
  const options = { temperature: 0, num_ctx: contextSize(input), num_predict: ANSWER_TOKENS }
  const content = style === 'ollama-chat' ? { messages } : { system, prompt }
  return { model, ...content, stream: false, format: schema, think: false, options }
}

export function answerText(style: LlmStyle, body: unknown): string | undefined {
  const record = body as Record<string, unknown> | null
  const choice = (record?.choices as Array<Record<string, unknown>> | undefined)?.[0]
  const message = (style === 'ollama-chat' ? record?.message : choice?.message) as
    { content?: unknown } | undefined
  const text =
    style === 'openai-completions'
      ? choice?.text
      : style === 'ollama-generate'
        ? record?.response
        : message?.content
  return typeof text === 'string' ? text : undefined
}

/** The server's own words from an error body: `{error: {message}}` (/v1) or `{error}` (/api). */
export function errorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown }
    const error = parsed.error
    if (typeof error === 'string') return error
    if (error && typeof (error as { message?: unknown }).message === 'string')
      return (error as { message: string }).message
  } catch {
    // the raw text
  }
  const flat = body.replace(/\s+/g, ' ').trim()
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat || '(empty body)'
}
