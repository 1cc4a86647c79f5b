import { execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** Environment that makes git deterministic and independent of the user's config. */
export const GIT_ENV: NodeJS.ProcessEnv = {
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Committer',
  GIT_COMMITTER_EMAIL: 'committer@example.com',
  GIT_AUTHOR_DATE: '2024-03-14T12:00:00Z',
  GIT_COMMITTER_DATE: '2024-03-14T12:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0'
}

/** Runs git with the fixed identity in any folder (a second clone, the bare origin). */
export function gitIn(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...GIT_ENV },
    encoding: 'utf8'
  }).trim()
}

export interface TestRepo {
  /** The working clone. */
  dir: string
  /** The bare repository that is the clone's `origin`. */
  origin: string
  /** Runs git in the clone (or in `cwd`) and returns trimmed stdout. */
  git(args: string[], cwd?: string): string
  /** Writes files relative to the clone, creating folders. */
  write(files: Record<string, string>): void
  /** Adds everything and commits; returns the new HEAD sha. */
  commit(message: string): string
  cleanup(): void
}

/**
 * A temp repository with a fixed identity, pinned dates, no signing, branch `main`,
 * and a bare `origin` that already has the first commit.
 */
export function makeRepo(files: Record<string, string> = { 'README.md': '# test\n' }): TestRepo {
  const root = mkdtempSync(join(tmpdir(), 'ralph-test-'))
  const origin = join(root, 'origin.git')
  const dir = join(root, 'work')
  const env = { ...process.env, ...GIT_ENV }
  const git = (args: string[], cwd = dir): string =>
    execFileSync('git', args, {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe']
    }).trim()

  mkdirSync(dir)
  git(['init', '--bare', '--initial-branch=main', origin], root)
  git(['init', '--initial-branch=main', dir], root)
  git(['config', 'commit.gpgsign', 'false'])
  git(['config', 'user.name', 'Test Author'])
  git(['config', 'user.email', 'author@example.com'])
  git(['remote', 'add', 'origin', origin])

  const repo: TestRepo = {
    dir,
    origin,
    git,
    write(more) {
      for (const [path, content] of Object.entries(more)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), content)
      }
    },
    commit(message) {
      git(['add', '-A'])
      git(['commit', '-q', '--no-verify', '-m', message])
      return git(['rev-parse', 'HEAD'])
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true })
    }
  }
  repo.write(files)
  repo.commit('initial')
  git(['push', '-q', '-u', 'origin', 'main'])
  return repo
}
