/**
 * The model key stays in ralph: for one agent call a loopback HTTP forwarder takes the agent's
 * model requests (the agent holds only a placeholder), puts the real key on each, and sends it
 * to the one upstream origin and path prefix it was given, streaming both ways without
 * buffering (the CLIs read server-sent events). Everything else gets a 403 that says why.
 * Its base URL carries a random path segment, so only the agent it was handed to can use it.
 */
import { randomBytes } from 'node:crypto'
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse
} from 'node:http'
import https from 'node:https'
import type { Socket } from 'node:net'
import type { KeyHeader } from './adapters/adapter.js'

export interface ForwarderOptions {
  /** The upstream: origin and path prefix, e.g. https://api.openai.com/v1. */
  upstream: URL
  header: KeyHeader
  key: string
}

export type Forwarder = Awaited<ReturnType<typeof startForwarder>>

/** Headers of one hop, never forwarded; the key headers are ralph's to set. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'authorization',
  'x-api-key'
])

/** The model API URL (`model-api-url`): http(s), no credentials, query or fragment. */
export function parseUpstream(text: string): URL {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (
    url === undefined ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== ''
  )
    throw new Error(
      `Invalid model API URL '${text}'. Expected an http(s) URL of an API root without credentials or query, such as https://api.openai.com/v1.`
    )
  return url
}

function headersFor(incoming: IncomingHttpHeaders, options: ForwarderOptions) {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(incoming))
    if (value !== undefined && !DROPPED.has(name)) headers[name] = value
  headers[options.header] =
    options.header === 'authorization' ? `Bearer ${options.key}` : options.key
  return headers
}

function refuse(res: ServerResponse, why: string): void {
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
  res.end(`ralph's model-key forwarder refused this request: ${why}\n`)
}

export async function startForwarder(options: ForwarderOptions) {
  const token = `/${randomBytes(16).toString('hex')}`
  const prefix = options.upstream.pathname.replace(/\/+$/, '')
  const client = options.upstream.protocol === 'https:' ? https : http
  const allowed = `${options.upstream.origin}${prefix}/`

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    const target = req.url ?? ''
    if (!target.startsWith('/'))
      return refuse(res, `it names another host (${target}); only ${allowed} is served`)
    // Resolved first, so `..` and `//host` cannot leave the prefix or the origin.
    const rest = target.startsWith(`${token}/`) ? target.slice(token.length) : undefined
    const url = rest === undefined ? undefined : new URL(rest, options.upstream.origin)
    if (url?.origin !== options.upstream.origin || !`${url.pathname}/`.startsWith(`${prefix}/`))
      return refuse(res, `only paths under the base URL it was given reach ${allowed}`)
    const out = client.request(url, {
      method: req.method,
      headers: headersFor(req.headers, options)
    })
    out.on('response', answer => {
      const headers = Object.entries(answer.headers).filter(([name]) => !DROPPED.has(name))
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(headers))
      res.flushHeaders()
      answer.pipe(res)
    })
    out.on('error', error => {
      if (res.headersSent) return void res.destroy()
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`ralph's model-key forwarder could not reach ${allowed}: ${error.message}\n`)
    })
    res.on('close', () => out.destroy())
    req.pipe(out)
  }

  const server = http.createServer({ noDelay: true }, forward)
  // Tunnels and protocol switches (CONNECT, WebSocket) would carry requests it cannot see.
  const close = (_req: IncomingMessage, socket: Socket): void =>
    void socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n')
  server.on('upgrade', close)
  server.on('connect', close)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as { port: number }
  return {
    /** What the agent gets as its API base URL: the upstream's path prefix on the forwarder. */
    baseUrl: `http://127.0.0.1:${port}${token}${prefix}`,
    close: () => {
      server.close()
      server.closeAllConnections()
    }
  }
}
