/**
 * A stand-in for Ollama on 127.0.0.1 (a random port) that speaks its wire format: the native
 * /api/generate, /api/chat and /api/tags, and the OpenAI-compatible /v1/completions,
 * /v1/chat/completions and /v1/models, with Ollama's error shapes (/api: `{"error": "..."}`,
 * /v1: `{"error": {"message", "type", "param", "code"}}`, 404 for a model it does not have).
 * /api/* streams NDJSON unless the request says `"stream": false`, as Ollama does.
 *
 * Each test scripts the model's replies in order and reads back the requests it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type Reply =
  /** The model's output text (the content of `response`, `message.content` or `choices`). */
  | { answer: string }
  /** An error with the endpoint's error shape. */
  | { status: number; error: string }
  /** Holds the request open until the client gives up or the double closes. */
  | { hang: true }
  /** A body as is (for broken servers that answer HTML or half a JSON). */
  | { status: number; raw: string; contentType?: string }

export interface RecordedRequest {
  method: string
  path: string
  body: unknown
}

export interface OllamaDouble {
  /** `http://127.0.0.1:<port>` */
  base: string
  url(path: string): string
  /** Everything received, health checks included. */
  requests: RecordedRequest[]
  /** Only the generation requests (the four model endpoints). */
  generations(): RecordedRequest[]
  /** Queues replies for the next generation requests; when the queue is empty `fallback` answers. */
  script(...replies: Reply[]): void
  close(): Promise<void>
}

export interface DoubleOptions {
  /** Installed models; default qwen2.5:3b. */
  models?: string[]
  /** The reply once the script is used up. */
  fallback?: Reply
}

const GENERATION = ['/api/generate', '/api/chat', '/v1/completions', '/v1/chat/completions']
const CREATED = '2025-01-15T10:00:00.000000000Z'

export async function startOllamaDouble(options: DoubleOptions = {}): Promise<OllamaDouble> {
  const models = options.models ?? ['qwen2.5:3b']
  const queue: Reply[] = []
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()

  const server = createServer((req, res) => {
    void handle(req, res).catch(error => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const text = await readBody(req)
    const openai = path.startsWith('/v1/')
    let body: unknown = undefined
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch (error) {
        requests.push({ method: req.method ?? '', path, body: text })
        return sendError(res, openai, 400, (error as Error).message)
      }
    }
    requests.push({ method: req.method ?? '', path, body })

    if (req.method === 'GET' && path === '/api/tags') return sendJson(res, 200, tags(models))
    if (req.method === 'GET' && path === '/v1/models') return sendJson(res, 200, modelList(models))
    if (req.method !== 'POST' || !GENERATION.includes(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return void res.end('404 page not found')
    }
    const request = (body ?? {}) as { model?: unknown; stream?: unknown }
    if (typeof request.model !== 'string' || request.model === '')
      return sendError(res, openai, 400, 'model is required')
    if (!models.includes(request.model))
      return sendError(res, openai, 404, `model '${request.model}' not found`)

    const reply = queue.shift() ?? options.fallback ?? { answer: '{}' }
    if ('hang' in reply) return // the socket stays open until the client or close() ends it
    if ('raw' in reply) {
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/html' })
      return void res.end(reply.raw)
    }
    if ('error' in reply) return sendError(res, openai, reply.status, reply.error)
    const stream = openai ? request.stream === true : request.stream !== false
    if (stream && !openai) return sendStream(res, path, request.model, reply.answer)
    return sendJson(res, 200, answerBody(path, request.model, reply.answer))
  }

  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    url: path => `${base}${path}`,
    requests,
    generations: () => requests.filter(r => GENERATION.includes(r.path)),
    script: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

/** A URL on 127.0.0.1 where nothing listens: connections are refused. */
export async function refusedBase(): Promise<string> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>(resolve => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(value))
}

function sendError(res: ServerResponse, openai: boolean, status: number, message: string): void {
  const type =
    status === 400 ? 'invalid_request_error' : status === 404 ? 'not_found_error' : 'api_error'
  sendJson(
    res,
    status,
    openai ? { error: { message, type, param: null, code: null } } : { error: message }
  )
}

const TIMINGS = {
  total_duration: 1_234_567_890,
  load_duration: 12_345_678,
  prompt_eval_count: 812,
  prompt_eval_duration: 456_789_012,
  eval_count: 42,
  eval_duration: 765_432_109
}

function answerBody(path: string, model: string, answer: string): unknown {
  const usage = { prompt_tokens: 812, completion_tokens: 42, total_tokens: 854 }
  const created = Math.floor(Date.parse(CREATED) / 1000)
  switch (path) {
    case '/api/generate':
      return {
        model,
        created_at: CREATED,
        response: answer,
        done: true,
        done_reason: 'stop',
        context: [1, 2, 3],
        ...TIMINGS
      }
    case '/api/chat':
      return {
        model,
        created_at: CREATED,
        message: { role: 'assistant', content: answer },
        done_reason: 'stop',
        done: true,
        ...TIMINGS
      }
    case '/v1/completions':
      return {
        id: 'cmpl-465',
        object: 'text_completion',
        created,
        model,
        system_fingerprint: 'fp_ollama',
        choices: [{ text: answer, index: 0, finish_reason: 'stop' }],
        usage
      }
    default:
      return {
        id: 'chatcmpl-465',
        object: 'chat.completion',
        created,
        model,
        system_fingerprint: 'fp_ollama',
        choices: [
          { index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }
        ],
        usage
      }
  }
}

/** NDJSON as /api/* sends it by default: a chunk per piece, then `done: true` with timings. */
function sendStream(res: ServerResponse, path: string, model: string, answer: string): void {
  res.writeHead(200, { 'content-type': 'application/x-ndjson' })
  const pieces = answer.match(/[\s\S]{1,8}/g) ?? ['']
  for (const piece of pieces) {
    const chunk =
      path === '/api/chat'
        ? {
            model,
            created_at: CREATED,
            message: { role: 'assistant', content: piece },
            done: false
          }
        : { model, created_at: CREATED, response: piece, done: false }
    res.write(JSON.stringify(chunk) + '\n')
  }
  const last =
    path === '/api/chat'
      ? {
          model,
          created_at: CREATED,
          message: { role: 'assistant', content: '' },
          done_reason: 'stop',
          done: true,
          ...TIMINGS
        }
      : { model, created_at: CREATED, response: '', done: true, done_reason: 'stop', ...TIMINGS }
  res.end(JSON.stringify(last) + '\n')
}

function tags(models: string[]): unknown {
  return {
    models: models.map(name => ({
      name,
      model: name,
      modified_at: '2025-01-10T09:00:00.000000000Z',
      size: 1_929_912_432,
      digest: '357c53fb659c5076de1d65ccb0b397446227b71a42be9d1603d46168015c9e4b',
      details: {
        parent_model: '',
        format: 'gguf',
        family: 'qwen2',
        families: ['qwen2'],
        parameter_size: '3.1B',
        quantization_level: 'Q4_K_M'
      }
    }))
  }
}

function modelList(models: string[]): unknown {
  return {
    object: 'list',
    data: models.map(id => ({ id, object: 'model', created: 1_736_499_600, owned_by: 'library' }))
  }
}
