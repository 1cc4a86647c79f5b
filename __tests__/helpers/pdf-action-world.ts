/**
 * A world for the rename-pdfs / undo-pdfs end-to-end tests: a temp repository whose origin is a
 * bare repository served over smart HTTP (the token travels per command), the Ollama double on
 * 127.0.0.1, and a runner for the bundled action (dist/index.js).
 */
import { dirname } from 'node:path'
import { ActionRun, runAction } from './action-run.js'
import { startGitHttp, type GitHttpServer } from './git-http.js'
import { startOllamaDouble, type OllamaDouble } from './ollama-double.js'
import { makeRepo, type TestRepo } from './repo.js'

export const TOKEN = 'ghs_e2ePdfToken0123456789abcd'

export interface World {
  repo: TestRepo
  server: GitHttpServer
  ollama: OllamaDouble
  run(inputs: Record<string, string>): Promise<ActionRun>
  /** git in the bare origin. */
  origin(args: string[]): string
  cleanup(): Promise<void>
}

export async function world(files: Record<string, Uint8Array | string>): Promise<World> {
  const repo = makeRepo({ 'README.md': '# documents\n' })
  for (const [path, content] of Object.entries(files))
    repo.write({ [path]: (typeof content === 'string' ? content : Buffer.from(content)) as string })
  repo.commit('scanner upload')
  repo.git(['push', '-q', 'origin', 'main'])
  // A runner's checkout has no git identity: the action brings its own.
  repo.git(['config', '--unset', 'user.name'])
  repo.git(['config', '--unset', 'user.email'])
  const server = await startGitHttp({ root: dirname(repo.origin), writeTokens: [TOKEN] })
  repo.git(['remote', 'set-url', 'origin', `${server.url}/origin.git`])
  const ollama = await startOllamaDouble()
  return {
    repo,
    server,
    ollama,
    run: inputs =>
      runAction({
        workspace: repo.dir,
        inputs: {
          command: 'rename-pdfs',
          'github-token': TOKEN,
          'llm-url': ollama.url('/api/generate'),
          ...inputs
        },
        event: { name: 'push', payload: { ref: 'refs/heads/main' } },
        serverUrl: server.url,
        apiUrl: 'http://127.0.0.1:9',
        // Kept after the run (the helper removes its own), so the report can be read.
        env: { RUNNER_TEMP: dirname(repo.dir) }
      }),
    origin: args => repo.git(args, repo.origin),
    async cleanup() {
      await ollama.close()
      await server.close()
      repo.cleanup()
    }
  }
}

export function originTree(w: World): string[] {
  return w.origin(['ls-tree', '-r', '--name-only', 'main']).split('\n')
}
