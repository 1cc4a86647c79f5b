import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { Repository } from '../../../src/git/repository.js'
import type { Write } from '../../../src/git/repository.js'
import { copyRepo, GIT_ENV, makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
const BINARY = Buffer.from([0, 1, 2, 255, 254, 0, 10, 13, 0x80])

/** The state each test starts from, made once; each test gets a copy (copyRepo). */
let start: TestRepo
beforeAll(() => {
  start = makeRepo({
    'bin/.keep': '',
    'README.md': '# test\n',
    'src/a.ts': 'export const a = 1\n',
    'src/b.ts': 'export const b = 2\n',
    'docs/guide.md': 'guide\n',
    '.gitignore': 'build/\n*.log\n'
  })
  // Dirty state that is the user's, not the agent's: a staged edit and an untracked file.
  writeFileSync(join(start.dir, 'bin/blob.bin'), BINARY)
  start.commit('binary file')
  start.write({ 'src/a.ts': 'export const a = 10\n', 'notes.txt': 'mine\n', 'keep.log': 'old\n' })
  start.git(['add', 'src/a.ts'])
})
afterAll(() => start.cleanup())

beforeEach(() => {
  repo = copyRepo(start)
})
afterEach(() => repo.cleanup())

const file = (path: string): string => join(repo.dir, path)
const STATUS = ['status', '--porcelain=v1', '-z', '--ignored', '--', '.']
const summary = (writes: Write[]): string[] =>
  writes.map(write => `${write.change} ${write.source} ${write.path}`)

describe('beginAttempt', () => {
  it('finds no writes when nothing happened, and leaves the index and HEAD alone', async () => {
    const indexBefore = readFileSync(join(repo.dir, '.git/index'))
    const statusBefore = repo.git(['status', '--porcelain=v1', '-z'])
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      const end = await attempt.end()
      expect(end.writes).toEqual([])
    } finally {
      attempt.dispose()
    }
    expect(readFileSync(join(repo.dir, '.git/index')).equals(indexBefore)).toBe(true)
    expect(repo.git(['status', '--porcelain=v1', '-z'])).toBe(statusBefore)
  })

  it('lists edits, deletions, renames as delete + add, new and ignored files', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(file('src/b.ts'), 'export const b = 3\n')
      rmSync(file('README.md'))
      renameSync(file('docs/guide.md'), file('src/guide.md'))
      writeFileSync(file('src/new.ts'), 'new\n')
      mkdirSync(file('build'))
      writeFileSync(file('build/out.js'), 'built\n')
      writeFileSync(file('keep.log'), 'changed\n')
      writeFileSync(file('notes.txt'), 'the agent edited an untracked file\n')
      chmodSync(file('src/a.ts'), 0o755)
      const { writes } = await attempt.end()
      expect(summary(writes)).toEqual([
        'deleted tree README.md',
        'added ignored build/out.js',
        'deleted tree docs/guide.md',
        'modified ignored keep.log',
        'modified tree notes.txt',
        'modified tree src/a.ts',
        'modified tree src/b.ts',
        'added tree src/guide.md',
        'added tree src/new.ts'
      ])
      expect(writes.find(write => write.path === 'src/a.ts')).toMatchObject({
        before: 'file',
        after: 'executable'
      })
    } finally {
      attempt.dispose()
    }
  })

  it('reads symlink targets and tells inside from outside', async () => {
    repo.write({ 'outside/secret': 'x\n' })
    symlinkSync(join(repo.dir, 'outside'), file('linked-dir'))
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      symlinkSync('/etc/passwd', file('src/passwd'))
      symlinkSync('a.ts', file('src/alias.ts'))
      symlinkSync('../.git/hooks', file('src/hooks'))
      const { writes } = await attempt.end()
      const links = Object.fromEntries(writes.map(write => [write.path, write.link]))
      expect(links).toEqual({
        'src/alias.ts': { target: 'a.ts', inside: true },
        'src/hooks': { target: '../.git/hooks', inside: false },
        'src/passwd': { target: '/etc/passwd', inside: false }
      })
    } finally {
      attempt.dispose()
    }
  })

  it('sees commits, new branches, hooks, config and info changes as writes in .git', async () => {
    const indexBefore = readFileSync(file('.git/index'))
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(file('.git/hooks/pre-commit'), '#!/bin/sh\nexit 0\n', { mode: 0o755 })
      execFileSync('git', ['config', 'core.hooksPath', '/tmp'], { cwd: repo.dir })
      writeFileSync(file('.git/info/exclude'), 'src/\n')
      writeFileSync(file('src/b.ts'), 'committed by the agent\n')
      repo.git(['commit', '-qam', 'agent commit'])
      repo.git(['branch', 'agent-branch'])
      const end = await attempt.end()
      // The agent's commit moved HEAD's branch (a ref write below); the user's index is back.
      expect(readFileSync(file('.git/index')).equals(indexBefore)).toBe(true)
      expect(summary(end.writes.filter(write => write.path.startsWith('.git')))).toEqual([
        'modified git-dir .git/config',
        'added git-dir .git/hooks/pre-commit',
        'modified git-dir .git/info/exclude',
        'added ref .git/refs/heads/agent-branch',
        'modified ref .git/refs/heads/main'
      ])
    } finally {
      attempt.dispose()
    }
  })

  it('sees a nested repository as a gitlink', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      const nested = file('vendor/lib')
      mkdirSync(nested, { recursive: true })
      execFileSync('git', ['init', '-q', nested])
      execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'x'], {
        cwd: nested,
        env: { ...process.env, ...GIT_ENV }
      })
      const { writes } = await attempt.end()
      expect(writes).toEqual([
        { path: 'vendor/lib', change: 'added', source: 'tree', before: 'none', after: 'gitlink' }
      ])
    } finally {
      attempt.dispose()
    }
  })

  it('sees writes to files the user marked assume-unchanged or skip-worktree', async () => {
    repo.git(['update-index', '--assume-unchanged', 'src/b.ts'])
    repo.git(['update-index', '--skip-worktree', 'docs/guide.md'])
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(file('src/b.ts'), 'export const b = 3\n')
      writeFileSync(file('docs/guide.md'), 'guide, rewritten\n')
      const { writes } = await attempt.end()
      expect(summary(writes)).toEqual(['modified tree docs/guide.md', 'modified tree src/b.ts'])
    } finally {
      attempt.dispose()
    }
    // The marks are the user's: they stay in the user's index.
    expect(repo.git(['ls-files', '-v', 'src/b.ts', 'docs/guide.md'])).toBe(
      'S docs/guide.md\nh src/b.ts'
    )
  })
  it("sees a write that an agent also put into the scratch folder's copy of the first snapshot", async () => {
    // Unconfined, the agent can write ralph's scratch folder in the temp folder: the first
    // snapshot is compared as ralph read it, not as the file now says.
    const scratches = (): string[] =>
      readdirSync(tmpdir()).filter(name => name.startsWith('ralph-snap-'))
    const before = new Set(scratches())
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(file('src/b.ts'), 'export const b = 3\n')
      const [scratch] = scratches().filter(name => !before.has(name))
      execFileSync('git', ['add', 'src/b.ts'], {
        cwd: repo.dir,
        env: { ...process.env, ...GIT_ENV, GIT_INDEX_FILE: join(tmpdir(), scratch!, 'index-1') }
      })
      const { writes } = await attempt.end()
      expect(summary(writes)).toEqual(['modified tree src/b.ts'])
    } finally {
      attempt.dispose()
    }
  })
})

describe('revert', () => {
  it('puts everything back, saves a binary-safe patch, and keeps the user index', async () => {
    const headBefore = repo.git(['rev-parse', 'HEAD'])
    const indexBefore = readFileSync(join(repo.dir, '.git/index'))
    const statusBefore = repo.git(STATUS)
    const configBefore = readFileSync(file('.git/config'))
    const blobBefore = readFileSync(file('bin/blob.bin'))
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(file('src/b.ts'), 'export const b = 3\n')
      writeFileSync(file('bin/blob.bin'), Buffer.concat([BINARY, BINARY]))
      rmSync(file('README.md'))
      renameSync(file('docs/guide.md'), file('src/guide.md'))
      mkdirSync(file('brand/new/dir'), { recursive: true })
      writeFileSync(file('brand/new/dir/x.txt'), 'x\n')
      mkdirSync(file('build'))
      writeFileSync(file('build/out.js'), 'built\n')
      symlinkSync('/etc/passwd', file('src/passwd'))
      rmSync(file('notes.txt'))
      writeFileSync(file('.git/hooks/pre-commit'), '#!/bin/sh\n', { mode: 0o755 })
      execFileSync('git', ['config', 'user.name', 'Agent'], { cwd: repo.dir })
      // Swap a folder for a symlink that points outside.
      rmSync(file('src/a.ts'))
      writeFileSync(file('src/c.ts'), 'c\n')
      repo.git(['add', '-A'])
      repo.git(['commit', '-qm', 'agent commit'])
      const end = await attempt.end()
      expect(summary(end.writes)).toContain('modified ref .git/refs/heads/main')
      const patchFile = join(repo.dir, '.runtime/attempts/FIX-001-1.patch')
      const result = await attempt.revert(patchFile)
      expect(result.remaining).toEqual([])
      expect(result.unrestorable).toEqual([])
      expect(result.patch).toBe(patchFile)
      const patch = readFileSync(patchFile)
      expect(patch.includes('GIT binary patch')).toBe(true)
      expect(patch.includes('diff --git a/src/guide.md b/src/guide.md')).toBe(true)
    } finally {
      attempt.dispose()
    }
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(headBefore)
    expect(readFileSync(join(repo.dir, '.git/index')).equals(indexBefore)).toBe(true)
    expect(readFileSync(file('.git/config')).equals(configBefore)).toBe(true)
    expect(existsSync(file('.git/hooks/pre-commit'))).toBe(false)
    expect(existsSync(file('brand'))).toBe(false)
    expect(existsSync(file('build'))).toBe(false)
    expect(readFileSync(file('bin/blob.bin')).equals(blobBefore)).toBe(true)
    expect(readFileSync(file('src/a.ts'), 'utf8')).toBe('export const a = 10\n')
    expect(readFileSync(file('notes.txt'), 'utf8')).toBe('mine\n')
    expect(repo.git([...STATUS, ':!.runtime'])).toBe(statusBefore)
  })

  it('the saved patch applies to the snapshot and reproduces the attempt', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    const patchFile = join(repo.dir, '..', 'attempt.patch')
    try {
      writeFileSync(file('bin/blob.bin'), Buffer.concat([BINARY, BINARY]))
      writeFileSync(file('src/new.ts'), 'new\n')
      await attempt.end()
      await attempt.revert(patchFile)
    } finally {
      attempt.dispose()
    }
    expect(existsSync(file('src/new.ts'))).toBe(false)
    repo.git(['apply', patchFile])
    expect(readFileSync(file('bin/blob.bin')).equals(Buffer.concat([BINARY, BINARY]))).toBe(true)
    expect(readFileSync(file('src/new.ts'), 'utf8')).toBe('new\n')
  })

  it('clears a folder swapped for a symlink before restoring its files', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      rmSync(file('src'), { recursive: true })
      symlinkSync('/tmp', file('src'))
      await attempt.end()
      const result = await attempt.revert(join(repo.dir, '..', 'p.patch'))
      expect(result.remaining).toEqual([])
    } finally {
      attempt.dispose()
    }
    expect(lstatSync(file('src')).isDirectory()).toBe(true)
    expect(readFileSync(file('src/b.ts'), 'utf8')).toBe('export const b = 2\n')
  })

  it('reports a restored file whose object the agent rewrote as forged, not restored', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      // git reads an object without checking its hash: the old id now holds the agent's bytes.
      const id = repo.git(['rev-parse', 'HEAD:docs/guide.md']).trim()
      const object = join(repo.dir, '.git/objects', id.slice(0, 2), id.slice(2))
      chmodSync(object, 0o644)
      writeFileSync(object, deflateSync(Buffer.from('blob 7\0forged\n')))
      writeFileSync(file('docs/guide.md'), 'edited\n')
      rmSync(file('src/b.ts'))
      await attempt.end()
      const result = await attempt.revert(join(repo.dir, '..', 'p.patch'))
      expect(result.forged).toEqual(['docs/guide.md'])
      expect(result.unrestorable).toEqual(['docs/guide.md'])
      expect(result.restored).toContain('src/b.ts')
      expect(result.restored).not.toContain('docs/guide.md')
    } finally {
      attempt.dispose()
    }
    expect(readFileSync(file('docs/guide.md'), 'utf8')).toBe('forged\n')
    expect(readFileSync(file('src/b.ts'), 'utf8')).toBe('export const b = 2\n')
  })

  it('reports edits of pre-existing ignored files as unrestorable', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(file('keep.log'), 'changed\n')
      await attempt.end()
      const result = await attempt.revert(join(repo.dir, '..', 'p.patch'))
      expect(result.patch).toBeNull()
      expect(result.unrestorable).toEqual(['keep.log'])
    } finally {
      attempt.dispose()
    }
  })

  it('keeps a file that an edited .gitignore un-ignored, and restores the .gitignore', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(file('.gitignore'), 'build/\n')
      const { writes } = await attempt.end()
      expect(summary(writes)).toEqual(['modified tree .gitignore', 'added tree keep.log'])
      const result = await attempt.revert(join(repo.dir, '..', 'p.patch'))
      expect(result.remaining).toEqual([])
    } finally {
      attempt.dispose()
    }
    expect(readFileSync(file('keep.log'), 'utf8')).toBe('old\n')
  })
})

describe('revert of a nested repository', () => {
  it('removes a repository the agent created inside the working tree', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      const nested = file('vendor/lib')
      mkdirSync(nested, { recursive: true })
      execFileSync('git', ['init', '-q', nested])
      writeFileSync(join(nested, 'x'), 'x\n')
      await attempt.end()
      const result = await attempt.revert(join(repo.dir, '..', 'p.patch'))
      expect(result.removed).toEqual(['vendor/lib'])
      expect(result.remaining).toEqual([])
    } finally {
      attempt.dispose()
    }
    expect(existsSync(file('vendor'))).toBe(false)
  })
})

describe('excluded paths', () => {
  it('ignores what the runner itself writes during the call', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt(path =>
      path.startsWith('.runtime/ralph.lock')
    )
    try {
      mkdirSync(file('.runtime'))
      writeFileSync(file('.runtime/ralph.lock.123.abc.tmp'), 'waiting\n')
      writeFileSync(file('.runtime/events.log'), 'agent\n')
      const { writes } = await attempt.end()
      expect(summary(writes)).toEqual(['added ignored .runtime/events.log'])
    } finally {
      attempt.dispose()
    }
  })
})

describe('a repository without commits', () => {
  it('reverts an agent commit by deleting the branch it created', async () => {
    const { tempDir } = await import('../../helpers/tmp.js')
    const tmp = tempDir('ralph-unborn-')
    try {
      const env = { ...process.env, ...GIT_ENV }
      const run = (args: string[]): string =>
        execFileSync('git', args, { cwd: tmp.dir, env, encoding: 'utf8' })
      run(['init', '-q', '--initial-branch=main'])
      writeFileSync(join(tmp.dir, 'a.txt'), 'a\n')
      const attempt = await new Repository(tmp.dir).beginAttempt()
      try {
        expect(attempt.before.head).toEqual({ symbolic: 'refs/heads/main', sha: null })
        writeFileSync(join(tmp.dir, 'b.txt'), 'b\n')
        run(['add', '-A'])
        run(['commit', '-qm', 'agent'])
        const end = await attempt.end()
        expect(summary(end.writes)).toEqual(['added ref .git/refs/heads/main', 'added tree b.txt'])
        const result = await attempt.revert(join(tmp.dir, '..', 'p.patch'))
        expect(result.remaining).toEqual([])
      } finally {
        attempt.dispose()
      }
      expect(run(['for-each-ref'])).toBe('')
      expect(existsSync(join(tmp.dir, 'b.txt'))).toBe(false)
      expect(readFileSync(join(tmp.dir, 'a.txt'), 'utf8')).toBe('a\n')
    } finally {
      tmp.cleanup()
    }
  })
})

describe('an include the agent adds to .git/config', () => {
  it('puts the config back and leaves the file it names alone (not ralph to delete)', async () => {
    const victim = join(repo.dir, '..', `${repo.dir.split('/').pop()}-victim.txt`)
    writeFileSync(victim, 'the user keeps this\n')
    try {
      const configBefore = readFileSync(file('.git/config'), 'utf8')
      const attempt = await new Repository(repo.dir).beginAttempt()
      try {
        writeFileSync(file('.git/config'), `${configBefore}[include]\n\tpath = ${victim}\n`)
        const end = await attempt.end()
        expect(summary(end.writes)).toContain('modified git-dir .git/config')
      } finally {
        attempt.dispose()
      }
      expect(readFileSync(file('.git/config'), 'utf8')).toBe(configBefore)
      expect(readFileSync(victim, 'utf8')).toBe('the user keeps this\n')
    } finally {
      rmSync(victim, { force: true })
    }
  })

  it('removes a file git was already told to include, when the agent created it', async () => {
    const target = file('.git/team.gitconfig')
    repo.git(['config', 'include.path', target])
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      writeFileSync(target, '[core]\n\tfsmonitor = /bin/false\n')
      const end = await attempt.end()
      expect(summary(end.writes)).toContain(`added git-dir .git/config include ${target}`)
    } finally {
      attempt.dispose()
    }
    expect(existsSync(target)).toBe(false)
  })
})
