/**
 * The one door to git reads each command's output from a file of its own that has no name
 * while git runs (git.ts): output longer than a pipe holds arrives whole, stdout and stderr
 * stay apart, input still reaches git, and no file is left behind.
 */
import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { gitRun } from '../../../src/git/git.js'
import { GIT_ENV, makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
afterEach(() => repo.cleanup())

const leftovers = (): string[] =>
  readdirSync(tmpdir()).filter(name => name.startsWith('ralph-git-'))

describe('gitRun', () => {
  it('returns long output whole, stderr apart, and leaves no output file', async () => {
    repo = makeRepo()
    const before = leftovers()
    // Far more than a pipe's 64 KiB: one write git makes while nobody reads would block it.
    const text = `${'0123456789abcdef'.repeat(1 << 14)}\n`
    const blob = await gitRun(['hash-object', '-w', '--stdin'], {
      cwd: repo.dir,
      env: GIT_ENV,
      input: text
    })
    expect(blob.exitCode).toBe(0)
    const shown = await gitRun(['cat-file', 'blob', blob.stdout.trim()], {
      cwd: repo.dir,
      env: GIT_ENV
    })
    expect(shown).toEqual({ exitCode: 0, stdout: text, stderr: '' })

    const failed = await gitRun(['rev-parse', '--verify', 'no-such-ref'], { cwd: repo.dir })
    expect(failed.exitCode).not.toBe(0)
    expect(failed.stdout).toBe('')
    expect(failed.stderr).toMatch(/fatal: Needed a single revision/)
    expect(leftovers()).toEqual(before)
  })

  it('gives a command without input an empty stdin', async () => {
    repo = makeRepo()
    const result = await gitRun(['hash-object', '--stdin'], { cwd: repo.dir, env: GIT_ENV })
    // The id of the empty blob: git read end-of-file at once.
    expect(result).toEqual({
      exitCode: 0,
      stdout: 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391\n',
      stderr: ''
    })
  })
})
