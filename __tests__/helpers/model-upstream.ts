/**
 * A model API on 127.0.0.1 for the key forwarder's tests: it answers only requests carrying
 * the expected key (401 otherwise) and streams server-sent events. The first event goes out at
 * once; the rest only after the client posted to `…/ack`, which it can do only once it has
 * seen the first event: a forwarder that buffered the answer leaves the stream waiting until
 * the upstream gives up (5 s) and says `"unbuffered":false`.
 */
import http from 'node:http'

export interface UpstreamRequest {
  method: string
  url: string
  authorization: string | undefined
  apiKey: string | undefined
}

export interface ModelUpstream {
  url: string
  requests: UpstreamRequest[]
  close(): Promise<void>
}

const GIVE_UP_MS = 5000

export async function startModelUpstream(key: string): Promise<ModelUpstream> {
  const requests: UpstreamRequest[] = []
  let acked: () => void = () => undefined
  const server = http.createServer((req, res) => {
    const authorization = req.headers.authorization
    const apiKey = req.headers['x-api-key'] as string | undefined
    requests.push({ method: req.method ?? '', url: req.url ?? '', authorization, apiKey })
    req.resume()
    if (authorization !== `Bearer ${key}` && apiKey !== key) {
      res.writeHead(401, { 'content-type': 'application/json' })
      return void res.end('{"error":{"message":"invalid key"}}')
    }
    if ((req.url ?? '').endsWith('/ack')) {
      acked()
      res.writeHead(200, { 'content-type': 'application/json' })
      return void res.end('{"ok":true}')
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write('event: first\ndata: {"n":1}\n\n')
    const timer = setTimeout(() => finish(false), GIVE_UP_MS)
    const finish = (unbuffered: boolean): void => {
      clearTimeout(timer)
      res.end(`event: done\ndata: {"unbuffered":${unbuffered}}\n\n`)
    }
    acked = () => finish(true)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
