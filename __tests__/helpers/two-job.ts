/**
 * The two-job flow's world for end-to-end tests of the bundled action: a repository whose
 * origin is a bare repository behind smart HTTP, the REST API the GitHub double; an agent job
 * (`step`, `publish: false`, no token) in the repository and a publish job (`command:
 * publish`, the token) in a fresh clone each time.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Story } from '../../src/loop/types.js'
import { ActionRun, runAction } from './action-run.js'
import { fixturePath } from './fixtures.js'
import { startRemotes, type GitHttpServer } from './git-http.js'
import type { GitHubDouble } from './github-double.js'
import { GIT_ENV, makeRepo, TestRepo } from './repo.js'
import { story } from './story-repo.js'
import { tempDir } from './tmp.js'

export const TOKEN = 'ghs_e2eTwoJobToken0123456789'
const EVENT = { name: 'schedule', payload: { schedule: '17 3 * * *' } }

/** Inputs and environment a job adds to its defaults. */
export interface JobOptions {
  inputs?: Record<string, string>
  env?: NodeJS.ProcessEnv
  /** Runs after the publish job's checkout, before the action (someone pushing meanwhile). */
  afterCheckout?: () => void
}

export interface TwoJobWorld {
  repo: TestRepo
  server: GitHttpServer
  github: GitHubDouble
  scratch: string
  base: string
  origin(args: string[]): string
  /** By default the hostile `command` agent of proc-reader-agent.mjs. */
  agentJob(bundle: string, options?: JobOptions): Promise<ActionRun>
  publishJob(bundle: string, options?: JobOptions): Promise<ActionRun>
  cleanup(): Promise<void>
}

function prdText(stories: Story[]): string {
  const prd = {
    schema_version: '1.0.0',
    project: 'e2e',
    defaults: { mode_default: 'fixing' },
    stories
  }
  return JSON.stringify(prd, null, 2) + '\n'
}

export const DEFAULT_STORIES = [
  story('FIX-001'),
  story('FIX-002', { priority: 2, scope: ['docs/**'] })
]

export async function twoJobWorld(stories: Story[] = DEFAULT_STORIES): Promise<TwoJobWorld> {
  const repo = makeRepo({
    '.gitignore': 'node_modules/\n.runtime/\n',
    'README.md': '# e2e\n',
    'src/a.ts': 'export const a = 1\n',
    'docs/guide.md': 'guide\n',
    'prd.json': prdText(stories)
  })
  repo.git(['config', '--unset', 'user.name'])
  repo.git(['config', '--unset', 'user.email'])
  const { server, github, origin } = await startRemotes(repo, { write: TOKEN })
  repo.git(['remote', 'set-url', 'origin', `${server.url}/origin.git`])
  const scratch = tempDir('ralph-two-job-')
  const job = (workspace: string, inputs: Record<string, string>, env?: NodeJS.ProcessEnv) =>
    runAction({ workspace, inputs, event: EVENT, serverUrl: server.url, apiUrl: github.url, env })
  let clones = 0
  return {
    repo,
    server,
    github,
    scratch: scratch.dir,
    base: repo.git(['rev-parse', 'HEAD']),
    origin,
    agentJob: (bundle, options = {}) =>
      job(
        repo.dir,
        {
          command: 'step',
          publish: 'false',
          'github-token': '',
          'bundle-path': bundle,
          agent: 'command',
          'agent-command': JSON.stringify([
            process.execPath,
            fixturePath('e2e/proc-reader-agent.mjs'),
            join(repo.dir, '.git', 'ancestors.json'),
            '{report_path}'
          ]),
          ...options.inputs
        },
        options.env
      ),
    publishJob: (bundle, options = {}) => {
      // The publish job's own fresh checkout (actions/checkout with persist-credentials: false).
      const dir = join(scratch.dir, `publish-${++clones}`)
      execFileSync('git', ['clone', '-q', repo.origin, dir], {
        env: { ...process.env, ...GIT_ENV }
      })
      execFileSync('git', ['remote', 'set-url', 'origin', `${server.url}/origin.git`], { cwd: dir })
      options.afterCheckout?.()
      const inputs = { command: 'publish', 'bundle-path': bundle, 'github-token': TOKEN }
      return job(dir, { ...inputs, ...options.inputs }, options.env)
    },
    async cleanup() {
      await github.close()
      await server.close()
      scratch.cleanup()
      repo.cleanup()
    }
  }
}

/** Rewrites a part and its manifest entry, as a forger who knows the format would. */
export function forge(bundle: string, part: string, edit: (text: string) => string): void {
  const file = join(bundle, part)
  writeFileSync(file, edit(readFileSync(file, 'utf8')))
  const manifestFile = join(bundle, 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    parts: Record<string, string>
  }
  manifest.parts[part] = createHash('sha256').update(readFileSync(file)).digest('hex')
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
}
