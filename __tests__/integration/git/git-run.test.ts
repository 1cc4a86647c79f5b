/**
 * The one door to git, through the process runner: output longer than a pipe holds arrives
 * whole, stdout and stderr stay apart, input still reaches git, a command without input reads
 * an empty stdin.
 */
import { Repository } from '../../../src/git/repository.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
afterEach(() => repo.cleanup())

describe('the door to git', () => {
  it('returns long output whole, and git’s complaint apart from it', async () => {
    repo = makeRepo()
    // Far more than a pipe's 64 KiB: one write git makes while nobody reads would block it.
    const text = `${'0123456789abcdef'.repeat(1 << 14)}\n`
    repo.write({ 'big.txt': text })
    repo.commit('big')
    const git = new Repository(repo.dir)
    expect(await git.fileAt('HEAD', 'big.txt')).toBe(text)
    expect(await git.blobIdOf(Buffer.from(text))).toBe(repo.git(['rev-parse', 'HEAD:big.txt']))

    const failed = git.fileAt('no-such-ref', 'big.txt')
    await expect(failed).rejects.toThrow(/exit code 128: fatal: Not a valid object name/)
  })

  it('gives a command its input, and an empty one the id of the empty blob', async () => {
    repo = makeRepo()
    const git = new Repository(repo.dir)
    // The id of the empty blob: git read end-of-file at once.
    expect(await git.blobIdOf(Buffer.alloc(0))).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391')
  })
})
