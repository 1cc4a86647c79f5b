/**
 * The key forwarder on its own, against the loopback model upstream: what it lets through
 * (paths under the prefix, with the key in the adapter's header and the caller's key headers
 * dropped) and what it refuses with a 403 (dot segments and `//host` out of the prefix, no
 * token, WebSocket upgrades, CONNECT); an unreachable upstream is a 502 without the key.
 */
import http from 'node:http'
import { connect } from 'node:net'
import { Forwarder, parseUpstream, startForwarder } from '../../src/loop/agent/forwarder.js'
import { ModelUpstream, startModelUpstream } from '../helpers/model-upstream.js'

const KEY = 'upstream-key-0123456789'

function send(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, res => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end('{}')
  })
}

function raw(baseUrl: string, head: string): Promise<string> {
  const { port } = new URL(baseUrl)
  return new Promise(resolve => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head))
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('close', () => resolve(text))
  })
}

let upstream: ModelUpstream
let forwarder: Forwarder
beforeEach(async () => {
  upstream = await startModelUpstream(KEY)
  forwarder = await startForwarder({
    upstream: parseUpstream(`${upstream.url}/v1`),
    header: 'x-api-key',
    key: KEY
  })
})
afterEach(async () => {
  forwarder.close()
  await upstream.close()
})

it('forwards a path under the prefix with the key, dropping the caller’s own key headers', async () => {
  const answer = await send(`${forwarder.baseUrl}/ack`, {
    'x-api-key': 'placeholder',
    authorization: 'Bearer placeholder'
  })
  expect(answer).toEqual({ status: 200, body: '{"ok":true}' })
  expect(upstream.requests).toEqual([
    { method: 'POST', url: '/v1/ack', authorization: undefined, apiKey: KEY }
  ])
})

it.each([
  ['a dot segment out of the prefix', '/v1/../admin'],
  ['an encoded dot segment', '/v1/%2e%2e/admin'],
  ['a second host', '//evil.example/v1/ack']
])('refuses %s (sent as is, not normalised by a client)', async (_what, suffix) => {
  const token = new URL(forwarder.baseUrl).pathname.replace(/\/v1$/, '')
  const answer = await raw(
    forwarder.baseUrl,
    `POST ${token}${suffix} HTTP/1.1\r\nhost: x\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`
  )
  expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/)
  expect(answer).toContain('only paths under the base URL it was given reach')
  expect(upstream.requests).toEqual([])
})

it('refuses a WebSocket upgrade and a CONNECT tunnel', async () => {
  const path = new URL(forwarder.baseUrl).pathname
  const upgrade = await raw(
    forwarder.baseUrl,
    `GET ${path}/responses HTTP/1.1\r\nhost: x\r\nconnection: Upgrade\r\nupgrade: websocket\r\n\r\n`
  )
  expect(upgrade).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/)
  const tunnel = await raw(
    forwarder.baseUrl,
    'CONNECT evil.example:443 HTTP/1.1\r\nhost: x\r\n\r\n'
  )
  expect(tunnel).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/)
  expect(upstream.requests).toEqual([])
})

it('answers 502 when the upstream is gone, without the key', async () => {
  await upstream.close()
  const answer = await send(`${forwarder.baseUrl}/responses`)
  expect(answer.status).toBe(502)
  expect(answer.body).toContain("ralph's model-key forwarder could not reach http://127.0.0.1:")
  expect(answer.body).not.toContain(KEY)
})

it.each(['ftp://x.example', 'https://user:pw@x.example/v1', 'https://x.example/v1?k=1', 'api'])(
  'refuses the model API URL %s',
  text => {
    expect(() => parseUpstream(text)).toThrow(`Invalid model API URL '${text}'.`)
  }
)
