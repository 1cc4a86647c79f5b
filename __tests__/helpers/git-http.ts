/**
 * Serves the bare repositories under `root` over smart HTTP on 127.0.0.1 through the real
 * `git http-backend`, demanding the Basic credentials GitHub expects from an Actions token
 * (`x-access-token:<token>`). Lets tests see that the token travels in the request header
 * of that one git command and nowhere else.
 */
import { spawn } from 'node:child_process'
import { createServer, IncomingMessage, ServerResponse } from 'node:http'
import { AddressInfo } from 'node:net'
import { dirname } from 'node:path'
import { closeServer, startGitHubDouble, type GitHubDouble } from './github-double.js'
import type { TestRepo } from './repo.js'

export interface GitHttpServer {
  /** http://127.0.0.1:port — use as GITHUB_SERVER_URL; repositories are at `${url}/<name>`. */
  url: string
  /** Authorization headers received, in order (undefined when a request had none). */
  authorizations: (string | undefined)[]
  close(): Promise<void>
}

export interface GitHttpOptions {
  /** Folder holding the bare repositories. */
  root: string
  /** Tokens that may fetch and push. */
  writeTokens: string[]
  /** Tokens that may only fetch (a push gets GitHub's 403). */
  readTokens?: string[]
}

export async function startGitHttp(options: GitHttpOptions): Promise<GitHttpServer> {
  const authorizations: (string | undefined)[] = []
  const server = createServer((req, res) => {
    authorizations.push(req.headers.authorization)
    const token = tokenOf(req.headers.authorization)
    const pushing = (req.url ?? '').includes('git-receive-pack')
    const canRead =
      token !== undefined && [...options.writeTokens, ...(options.readTokens ?? [])].includes(token)
    const canWrite = token !== undefined && options.writeTokens.includes(token)
    if (!canRead) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"' })
      return res.end('Invalid username or token.\n')
    }
    if (pushing && !canWrite) {
      res.writeHead(403, { 'content-type': 'text/plain' })
      return res.end('Permission to owner/repo.git denied to github-actions[bot].\n')
    }
    runBackend(options.root, req, res)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, authorizations, close: () => closeServer(server) }
}

function tokenOf(header: string | undefined): string | undefined {
  const encoded = /^basic (.+)$/i.exec(header ?? '')?.[1]
  if (encoded === undefined) return undefined
  const [user, token] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
  return user === 'x-access-token' ? token : undefined
}

function runBackend(root: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const child = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      REMOTE_USER: 'x-access-token',
      REMOTE_ADDR: '127.0.0.1',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      ...(req.headers['content-length'] ? { CONTENT_LENGTH: req.headers['content-length'] } : {}),
      HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
      HTTP_GIT_PROTOCOL: String(req.headers['git-protocol'] ?? '')
    },
    stdio: ['pipe', 'pipe', 'inherit']
  })
  req.pipe(child.stdin)
  let head = Buffer.alloc(0)
  let headersDone = false
  child.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) return void res.write(chunk)
    head = Buffer.concat([head, chunk])
    const end = head.indexOf('\r\n\r\n')
    if (end < 0) return
    headersDone = true
    const headers: Record<string, string> = {}
    let status = 200
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).trim()
      const value = line.slice(colon + 1).trim()
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10)
      else headers[name] = value
    }
    res.writeHead(status, headers)
    res.write(head.subarray(end + 4))
  })
  child.on('close', () => res.end())
}

export interface Remotes {
  server: GitHttpServer
  github: GitHubDouble
  /** git in the bare origin. */
  origin(args: string[]): string
}

/**
 * `repo`'s bare origin served over HTTP (the given tokens), and the GitHub REST double of
 * acme/api beside it, which reads a branch's head from that origin.
 */
export async function startRemotes(
  repo: TestRepo,
  tokens: { write: string; read?: string[] }
): Promise<Remotes> {
  const root = dirname(repo.origin)
  const server = await startGitHttp({ root, writeTokens: [tokens.write], readTokens: tokens.read })
  const origin = (args: string[]): string => repo.git(args, repo.origin)
  const github = await startGitHubDouble({
    owner: 'acme',
    repo: 'api',
    tokens: [tokens.write],
    serverUrl: server.url,
    headSha: branch => origin(['rev-parse', `refs/heads/${branch}`])
  })
  return { server, github, origin }
}
