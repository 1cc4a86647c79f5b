/**
 * The one door to git reads each command's output from a file of its own that has no name
 * while git runs: output longer than a pipe holds arrives whole, stdout and stderr stay
 * apart, input still reaches git, a command without input reads an empty stdin, and no file
 * is left behind.
 */
import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Repository } from '../../../src/git/repository.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
afterEach(() => repo.cleanup())

const leftovers = (): string[] =>
  readdirSync(tmpdir()).filter(name => name.startsWith('ralph-git-'))

describe('the door to git', () => {
  it('returns long output whole, git’s complaint apart from it, and leaves no file', async () => {
    repo = makeRepo()
    const before = leftovers()
    // Far more than a pipe's 64 KiB: one write git makes while nobody reads would block it.
    const text = `${'0123456789abcdef'.repeat(1 << 14)}\n`
    repo.write({ 'big.txt': text })
    repo.commit('big')
    const git = new Repository(repo.dir)
    expect(await git.fileAt('HEAD', 'big.txt')).toBe(text)
    expect(await git.blobIdOf(Buffer.from(text))).toBe(repo.git(['rev-parse', 'HEAD:big.txt']))

    const failed = git.fileAt('no-such-ref', 'big.txt')
    await expect(failed).rejects.toThrow(/exit code 128: fatal: Not a valid object name/)
    expect(leftovers()).toEqual(before)
  })

  it('gives a command its input, and an empty one the id of the empty blob', async () => {
    repo = makeRepo()
    const git = new Repository(repo.dir)
    // The id of the empty blob: git read end-of-file at once.
    expect(await git.blobIdOf(Buffer.alloc(0))).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391')
  })
})
