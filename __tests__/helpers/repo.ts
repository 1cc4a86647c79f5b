import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

/** Someone else's push to main: a clone at `dir` edits docs/guide.md and pushes; its commit. */
export function pushMeanwhile(origin: string, dir: string): string {
  gitIn(dirname(dir), ['clone', '-q', origin, dir])
  writeFileSync(join(dir, 'docs/guide.md'), 'guide, edited meanwhile\n')
  gitIn(dir, ['commit', '-q', '-am', 'docs: meanwhile'])
  gitIn(dir, ['push', '-q', 'origin', 'HEAD:main'])
  return gitIn(dir, ['rev-parse', 'HEAD'])
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

/** Templates built in this test file, by their files: makeRepo copies one instead of building. */
const templates = new Map<string, string>()
if (typeof afterAll === 'function')
  afterAll(() => {
    for (const root of templates.values()) rmSync(root, { recursive: true, force: true })
    templates.clear()
  })

/**
 * A temp repository with a fixed identity, pinned dates, no signing, branch `main`,
 * and a bare `origin` that already has the first commit.
 *
 * The first call with given files builds it with git (init, config, commit, push); later calls
 * copy that pair of repositories, point the clone's origin at its own copy and refresh the
 * index's file times, which is what the dozen git starts would have left (the dates are pinned,
 * so the commits are the same).
 */
export function makeRepo(files: Record<string, string> = { 'README.md': '# test\n' }): TestRepo {
  const key = JSON.stringify(Object.entries(files))
  let template = templates.get(key)
  if (template === undefined) {
    template = buildRepo(files).root
    templates.set(key, template)
  }
  return copyOf(template)
}

/**
 * A copy of `repo` as it is now (its work tree, index and history, and its origin), for tests
 * that start from the same state made once: as makeRepo copies its templates.
 */
export function copyRepo(repo: TestRepo): TestRepo {
  return copyOf(dirname(repo.dir))
}

function copyOf(template: string): TestRepo {
  const root = mkdtempSync(join(tmpdir(), 'ralph-test-'))
  cpSync(template, root, { recursive: true, verbatimSymlinks: true })
  const config = join(root, 'work', '.git', 'config')
  const text = readFileSync(config, 'utf8')
  const url = `url = ${join(template, 'origin.git')}\n`
  if (!text.includes(url)) throw new Error(`${config} does not name the template's origin`)
  writeFileSync(config, text.replace(url, `url = ${join(root, 'origin.git')}\n`))
  const repo = testRepo(root)
  repo.git(['update-index', '-q', '--refresh'])
  return repo
}

/** The pair built with git: a bare origin and a clone with one commit pushed to it. */
function buildRepo(files: Record<string, string>): TestRepo & { root: string } {
  const root = mkdtempSync(join(tmpdir(), 'ralph-test-template-'))
  const repo = testRepo(root)
  const { dir, origin, git } = repo
  mkdirSync(dir)
  git(['init', '--bare', '--initial-branch=main', origin], root)
  git(['init', '--initial-branch=main', dir], root)
  git(['config', 'commit.gpgsign', 'false'])
  git(['config', 'user.name', 'Test Author'])
  git(['config', 'user.email', 'author@example.com'])
  // No housekeeping process after each commit and push (ralph's own git turns it off too).
  git(['config', 'maintenance.auto', 'false'])
  git(['config', 'receive.autogc', 'false'], origin)
  git(['remote', 'add', 'origin', origin])
  repo.write(files)
  repo.commit('initial')
  git(['push', '-q', '-u', 'origin', 'main'])
  return { ...repo, root }
}

function testRepo(root: string): TestRepo {
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
  return {
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
}
