/**
 * The one client for the model server (llm-request.ts): a timeout per request, retries with
 * backoff where the failure is transient (timeouts, 5xx, 429), a health check before a batch.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import {
  answerText,
  errorMessage,
  hasModel,
  modelNames,
  modelsUrl,
  parseLlmUrl,
  requestBody,
  type LlmEndpoint,
  type RequestInput
} from './llm-request.js'

const HEALTH_TIMEOUT_MS = 10_000

export interface LlmSettings {
  url: string
  model: string
  timeoutMs: number
  /** Extra attempts after a transient failure; default 2. */
  retries?: number
  /** Doubles per retry; default 1 s. */
  backoffMs?: number
}

type Health =
  | { kind: 'ready'; models: string[] }
  | { kind: 'unreachable'; message: string }
  | { kind: 'model-missing'; message: string; models: string[] }

type Completion =
  | { kind: 'text'; text: string; attempts: number }
  | { kind: 'failed'; reason: string; attempts: number }

export type LlmClient = ReturnType<typeof createLlmClient>

type Attempt = { kind: 'text'; text: string } | { kind: 'retry' | 'fatal'; reason: string }

export function createLlmClient(settings: LlmSettings, fetchImpl: typeof fetch = fetch) {
  const endpoint = parseLlmUrl(settings.url)
  const retries = settings.retries ?? 2
  const backoffMs = settings.backoffMs ?? 1_000

  const attempt = async (body: Record<string, unknown>): Promise<Attempt> => {
    let response: Response
    try {
      response = await fetchImpl(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs)
      })
    } catch (error) {
      const reason = `${endpoint.url}: ${describeTransport(error, settings.timeoutMs)}`
      return { kind: isTimeout(error) ? 'retry' : 'fatal', reason }
    }
    const raw = await response.text().catch(() => '')
    if (!response.ok) {
      const hint = response.status === 404 ? ` (run \`ollama pull ${settings.model}\`)` : ''
      const reason = `${endpoint.url} answered ${response.status}: ${errorMessage(raw)}${hint}`
      return { kind: response.status >= 500 || response.status === 429 ? 'retry' : 'fatal', reason }
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return { kind: 'fatal', reason: `${endpoint.url} did not answer JSON: ${errorMessage(raw)}` }
    }
    const text = answerText(endpoint.style, parsed)
    if (text === undefined)
      return {
        kind: 'fatal',
        reason: `${endpoint.url} answered in an unexpected shape for ${endpoint.style}`
      }
    return { kind: 'text', text }
  }

  return {
    endpoint,
    model: settings.model,
    async complete(input: Omit<RequestInput, 'model'>): Promise<Completion> {
      const body = requestBody(endpoint.style, { ...input, model: settings.model })
      let last = ''
      for (let n = 1; n <= retries + 1; n++) {
        if (n > 1) await sleep(backoffMs * 2 ** (n - 2))
        const result = await attempt(body)
        if (result.kind === 'text') return { kind: 'text', text: result.text, attempts: n }
        last = result.reason
        if (result.kind === 'fatal') return { kind: 'failed', reason: last, attempts: n }
      }
      return {
        kind: 'failed',
        reason: `${last} (gave up after ${retries + 1} attempts)`,
        attempts: retries + 1
      }
    },
    health: (): Promise<Health> => checkHealth(endpoint, settings.model, fetchImpl)
  }
}

async function checkHealth(
  endpoint: LlmEndpoint,
  model: string,
  fetchImpl: typeof fetch
): Promise<Health> {
  const url = modelsUrl(endpoint)
  const unreachable = (why: string): Health => ({
    kind: 'unreachable',
    message:
      `The model server at ${endpoint.base} is not usable (${why}). Start it with \`ollama serve\` ` +
      `and run \`ollama pull ${model}\`.`
  })
  let response: Response
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
  } catch (error) {
    return unreachable(describeTransport(error, HEALTH_TIMEOUT_MS))
  }
  const raw = await response.text().catch(() => '')
  if (!response.ok)
    return unreachable(`GET ${url} answered ${response.status}: ${errorMessage(raw)}`)
  let models: string[]
  try {
    models = modelNames(endpoint, JSON.parse(raw))
  } catch {
    return unreachable(`GET ${url} did not answer JSON`)
  }
  if (hasModel(models, model)) return { kind: 'ready', models }
  return {
    kind: 'model-missing',
    models,
    message:
      `Model ${model} is not installed at ${endpoint.base}; run \`ollama pull ${model}\` ` +
      `(installed: ${models.length === 0 ? 'none' : models.join(', ')}).`
  }
}

function describeTransport(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs / 1000} s`
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  if (cause?.code === 'ECONNREFUSED') return 'connection refused: nothing listens there'
  return cause?.message ?? (error instanceof Error ? error.message : String(error))
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name
  return name === 'TimeoutError' || name === 'AbortError'
}
