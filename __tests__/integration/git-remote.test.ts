import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { BranchSpec, GitAuth, PushSpec, Repository, RetryPush } from '../../src/git/repository.js'
import { startGitHttp, GitHttpServer } from '../helpers/git-http.js'
import { GIT_ENV, gitIn, makeRepo, TestRepo } from '../helpers/repo.js'

interface RemoteOptions {
  cwd: string
  auth?: GitAuth
}

// The door's verbs, called the way these cases name them.
const at = (o: RemoteOptions): Repository => new Repository(o.cwd, o.auth ? { auth: o.auth } : {})
const push = (o: RemoteOptions, spec: PushSpec) => at(o).push(spec)
const pushWithRetry = (o: RemoteOptions, spec: RetryPush) => at(o).pushWithRetry(spec)
const ensureMergeBase = (o: RemoteOptions, base: string, head: string) =>
  at(o).ensureMergeBase(base, head)
const publishBranch = (
  o: RemoteOptions & { push: boolean },
  spec: BranchSpec & { paths: string[] }
) =>
  at(o)
    .treeWithPaths(spec.base, spec.paths)
    .then(tree => at(o).publishTree({ ...spec, tree }, o.push))
const currentBranch = (cwd: string) => new Repository(cwd).currentBranch()
const requireRepository = (cwd: string) => new Repository(cwd).requireWorkTree()

const TOKEN = 'ghs_pushtoken456'
const READ_ONLY = 'ghs_readonly789'

describe('push with a token over smart HTTP', () => {
  let repo: TestRepo
  let server: GitHttpServer
  let options: RemoteOptions

  beforeEach(async () => {
    repo = makeRepo({ 'a.txt': 'a\n' })
    server = await startGitHttp({
      root: dirname(repo.origin),
      writeTokens: [TOKEN],
      readTokens: [READ_ONLY]
    })
    repo.git(['remote', 'set-url', 'origin', `${server.url}/origin.git`])
    options = { cwd: repo.dir, auth: { token: TOKEN, serverUrl: server.url } }
  })
  afterEach(async () => {
    await server.close()
    repo.cleanup()
  })

  it('sends the token for that one command and leaves no trace in .git/config', async () => {
    repo.write({ 'b.txt': 'b\n' })
    const head = repo.commit('add b')
    await expect(push(options, { source: 'HEAD', branch: 'main' })).resolves.toEqual({
      kind: 'pushed'
    })
    expect(repo.git(['rev-parse', 'main'], repo.origin)).toBe(head)

    const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
    expect(server.authorizations).toContain(`basic ${basic}`)
    const config = readFileSync(join(repo.dir, '.git', 'config'), 'utf8')
    expect(config).not.toContain(TOKEN)
    expect(config).not.toContain(basic)
    expect(config.toLowerCase()).not.toContain('extraheader')
    // Without the per-command environment, the clone cannot push: nothing was stored.
    // (Asynchronously: a synchronous child would block this process's HTTP server.)
    const plain = promisify(execFile)('git', ['push', 'origin', 'HEAD:refs/heads/other'], {
      cwd: repo.dir,
      env: { ...process.env, ...GIT_ENV }
    })
    await expect(plain).rejects.toThrow('could not read Username')
  })

  it('explains a token without contents: write, without printing the token', async () => {
    repo.write({ 'b.txt': 'b\n' })
    repo.commit('add b')
    const attempt = push(
      { ...options, auth: { token: READ_ONLY, serverUrl: server.url } },
      { source: 'HEAD', branch: 'main' }
    )
    await expect(attempt).rejects.toThrow("Give the workflow 'permissions: contents: write'")
    const message = await attempt.catch((error: Error) => error.message)
    expect(message).not.toContain(READ_ONLY)
    expect(message).not.toContain(Buffer.from(`x-access-token:${READ_ONLY}`).toString('base64'))
  })

  it('explains a missing token', async () => {
    const attempt = push({ cwd: repo.dir }, { source: 'HEAD', branch: 'main' })
    await expect(attempt).rejects.toThrow("Check 'github-token'")
  })
})

describe('push outcomes and the rebase-and-retry helper (bare origin)', () => {
  let repo: TestRepo
  let other: string

  beforeEach(() => {
    repo = makeRepo({ 'prd.json': '{"n":0}\n', 'notes.txt': 'notes\n' })
    other = join(dirname(repo.dir), 'other')
    gitIn(dirname(repo.dir), ['clone', '-q', repo.origin, other])
  })
  afterEach(() => repo.cleanup())

  /** Another clone pushes a commit to origin/main, as a human or another run would. */
  function moveOrigin(file: string, content: string): string {
    writeFileSync(join(other, file), content)
    gitIn(other, ['add', file])
    gitIn(other, ['commit', '-q', '-m', `other: ${file}`])
    gitIn(other, ['push', '-q', 'origin', 'HEAD:main'])
    return gitIn(other, ['rev-parse', 'HEAD'])
  }

  it('re-applies the change on the fresh tip when origin moved, and lands both commits', async () => {
    repo.write({ 'prd.json': '{"n":1}\n' })
    repo.commit('ralph: S-1 passing')
    const theirs = moveOrigin('notes.txt', 'notes, edited meanwhile\n')

    const tips: string[] = []
    const outcome = await pushWithRetry(
      { cwd: repo.dir },
      {
        branch: 'main',
        maxAttempts: 3,
        async rebuild(fresh) {
          tips.push(fresh)
          writeFileSync(join(repo.dir, 'prd.json'), '{"n":1}\n')
          repo.commit('ralph: S-1 passing')
        }
      }
    )
    expect(outcome).toMatchObject({ kind: 'pushed', attempts: 2 })
    expect(tips).toEqual([theirs])
    const originHead = repo.git(['rev-parse', 'main'], repo.origin)
    expect(outcome.kind === 'pushed' && outcome.head).toBe(originHead)
    expect(repo.git(['log', '--format=%s', 'main'], repo.origin).split('\n')).toEqual([
      'ralph: S-1 passing',
      'other: notes.txt',
      'initial'
    ])
    expect(repo.git(['show', 'main:notes.txt'], repo.origin)).toBe('notes, edited meanwhile')
    expect(repo.git(['show', 'main:prd.json'], repo.origin)).toBe('{"n":1}')
  })

  it('gives up after the bounded number of attempts', async () => {
    repo.write({ 'prd.json': '{"n":1}\n' })
    repo.commit('ralph: S-1 passing')
    moveOrigin('notes.txt', 'move 1\n')
    let calls = 0
    const attempt = pushWithRetry(
      { cwd: repo.dir },
      {
        branch: 'main',
        maxAttempts: 2,
        async rebuild() {
          calls++
          writeFileSync(join(repo.dir, 'prd.json'), '{"n":1}\n')
          repo.commit('ralph: S-1 passing')
          moveOrigin('notes.txt', `move ${calls + 1}\n`)
        }
      }
    )
    await expect(attempt).rejects.toThrow('origin/main kept moving: the push was rejected 2 times')
    expect(calls).toBe(1)
  })

  it('reports a branch rule rejecting the push as "protected"', async () => {
    const hook = join(repo.origin, 'hooks', 'pre-receive')
    writeFileSync(
      hook,
      '#!/bin/sh\necho "error: GH006: Protected branch update failed for refs/heads/main." >&2\nexit 1\n',
      {
        mode: 0o755
      }
    )
    repo.write({ 'prd.json': '{"n":1}\n' })
    repo.commit('ralph: S-1 passing')
    const outcome = await pushWithRetry(
      { cwd: repo.dir },
      { branch: 'main', maxAttempts: 3, rebuild: async () => undefined }
    )
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'protected', attempts: 1 })
  })

  it('keeps a lease: a stale expectation is rejected, not forced', async () => {
    repo.write({ 'prd.json': '{"n":2}\n' })
    repo.commit('would rewrite main')
    const before = repo.git(['rev-parse', 'main'], repo.origin)
    const outcome = await push(
      { cwd: repo.dir },
      { source: 'HEAD', branch: 'main', expect: 'f'.repeat(40) }
    )
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'stale' })
    expect(repo.git(['rev-parse', 'main'], repo.origin)).toBe(before)
  })

  it('builds ralph/<id> from the base commit: created, unchanged, updated', async () => {
    const base = repo.git(['rev-parse', 'HEAD'])
    repo.write({ 'src/fix.ts': 'export const x = 1\n' })
    repo.git(['rm', '-q', '--cached', 'notes.txt'])
    repo.git(['reset', '-q'])
    const spec = { branch: 'ralph/FIX-1', base, paths: ['src/fix.ts'], message: 'ralph: FIX-1 fix' }
    const remote = { cwd: repo.dir, push: true }

    const created = await publishBranch(remote, spec)
    expect(created.kind).toBe('created')
    expect(repo.git(['rev-parse', 'refs/heads/ralph/FIX-1'], repo.origin)).toBe(created.sha)
    expect(repo.git(['rev-parse', `${created.sha}^`])).toBe(base)
    expect(repo.git(['show', `${created.sha}:src/fix.ts`])).toBe('export const x = 1')
    // The user's index and HEAD are untouched.
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(base)
    expect(repo.git(['status', '--porcelain'])).toBe('?? src/')

    await expect(publishBranch(remote, spec)).resolves.toEqual({
      kind: 'unchanged',
      sha: created.sha
    })

    repo.write({ 'src/fix.ts': 'export const x = 2\n' })
    const updated = await publishBranch(remote, { ...spec, paths: ['src/fix.ts', 'notes.txt'] })
    expect(updated.kind).toBe('updated')
    expect(repo.git(['rev-parse', 'refs/heads/ralph/FIX-1'], repo.origin)).toBe(updated.sha)
    expect(repo.git(['show', `${updated.sha}:src/fix.ts`])).toBe('export const x = 2')
    expect(repo.git(['show', `${updated.sha}:notes.txt`])).toBe('notes')
  })

  it('records a deletion on the branch', async () => {
    const base = repo.git(['rev-parse', 'HEAD'])
    repo.git(['rm', '-q', 'notes.txt'])
    const outcome = await publishBranch(
      { cwd: repo.dir, push: false },
      {
        branch: 'ralph/DEL-1',
        base,
        paths: ['notes.txt', 'never-existed.txt'],
        message: 'ralph: DEL-1'
      }
    )
    expect(repo.git(['ls-tree', '--name-only', outcome.sha])).toBe('prd.json')
  })

  it('deepens a shallow clone until the merge base appears', async () => {
    for (let i = 0; i < 5; i++) {
      repo.write({ 'notes.txt': `notes ${i}\n` })
      repo.commit(`main ${i}`)
    }
    repo.git(['push', '-q', 'origin', 'main'])
    repo.git(['checkout', '-q', '-b', 'feature'])
    repo.write({ 'src/a.ts': 'a\n' })
    const head = repo.commit('feature')
    repo.git(['push', '-q', 'origin', 'feature'])
    const base = repo.git(['rev-parse', 'main'])
    const shallow = join(dirname(repo.dir), 'shallow')
    gitIn(dirname(repo.dir), [
      'clone',
      '-q',
      '--depth=1',
      '--branch',
      'feature',
      `file://${repo.origin}`,
      shallow
    ])

    const found = await ensureMergeBase({ cwd: shallow }, base, head)
    expect(found).toBe(base)
  })

  it('explains history it cannot fetch with "use fetch-depth: 0"', async () => {
    repo.git(['checkout', '-q', '-b', 'feature'])
    repo.write({ 'src/a.ts': 'a\n' })
    const head = repo.commit('feature')
    repo.git(['push', '-q', 'origin', 'feature'])
    const shallow = join(dirname(repo.dir), 'shallow')
    gitIn(dirname(repo.dir), [
      'clone',
      '-q',
      '--depth=1',
      '--branch',
      'feature',
      `file://${repo.origin}`,
      shallow
    ])
    gitIn(shallow, ['remote', 'set-url', 'origin', join(dirname(repo.dir), 'gone.git')])
    const base = repo.git(['rev-parse', 'main'])
    await expect(ensureMergeBase({ cwd: shallow }, base, head)).rejects.toThrow(
      "Use 'fetch-depth: 0' in actions/checkout."
    )
  })

  it('names the fix for a detached HEAD and for a folder that is no repository', async () => {
    repo.git(['checkout', '-q', '--detach'])
    await expect(currentBranch(repo.dir)).rejects.toThrow("or set the input 'base-branch'")
    await expect(requireRepository(dirname(repo.dir))).rejects.toThrow(
      'Run actions/checkout before this action'
    )
  })
})
