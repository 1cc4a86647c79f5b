import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beginAttempt } from '../../../src/git/attempt.js'
import { headFilesContent, refFilesContent } from '../../../src/git/ref-files.js'
import { repoPaths } from '../../../src/git/repo-paths.js'
import { openRepo } from '../../../src/loop/step-repo.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
let first: string
let second: string

beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'a\n' })
  first = repo.git(['rev-parse', 'HEAD'])
  repo.git(['branch', 'side'])
  repo.write({ 'a.txt': 'b\n' })
  second = repo.commit('second')
})
afterEach(() => repo.cleanup())

/** Rewrites a file in place (same inode, same size) and sets its times back, as an agent can. */
function rewriteKeepingTimes(abs: string, text: string): void {
  const before = statSync(abs, { bigint: true })
  // `touch -r` copies the times to the nanosecond (node's utimes rounds them).
  const times = join(repo.dir, '..', 'saved-times')
  writeFileSync(times, '')
  execFileSync('touch', ['-r', abs, times])
  writeFileSync(abs, text)
  execFileSync('touch', ['-r', times, abs])
  rmSync(times)
  const after = statSync(abs, { bigint: true })
  expect([after.ino, after.size, after.mtimeNs]).toEqual([before.ino, before.size, before.mtimeNs])
}

async function refWritesAfter(agent: () => void): Promise<string[]> {
  const attempt = await beginAttempt(repo.dir)
  try {
    agent()
    const end = await attempt.end()
    return end.writes.filter(write => write.source === 'ref').map(w => `${w.change} ${w.path}`)
  } finally {
    attempt.dispose()
  }
}

describe('the ref listing is reused only while the ref files hold the same bytes', () => {
  it('nothing changed: no ref write, and the ref files can vouch', async () => {
    expect(refFilesContent(await repoPaths(repo.dir))).toBeDefined()
    expect(await refWritesAfter(() => undefined)).toEqual([])
  })

  it('a loose ref rewritten in place with its times put back is seen', async () => {
    const ref = join(repo.dir, '.git', 'refs', 'heads', 'side')
    const writes = await refWritesAfter(() => rewriteKeepingTimes(ref, `${second}\n`))
    expect(writes).toEqual(['modified .git/refs/heads/side'])
  })

  it('packed-refs rewritten in place with its times put back is seen', async () => {
    repo.git(['pack-refs', '--all'])
    const packed = join(repo.dir, '.git', 'packed-refs')
    const text = readFileSync(packed, 'utf8')
    expect(text).toContain(`${first} refs/heads/side`)
    const forged = text.replace(`${first} refs/heads/side`, `${second} refs/heads/side`)
    const writes = await refWritesAfter(() => rewriteKeepingTimes(packed, forged))
    expect(writes).toEqual(['modified .git/refs/heads/side'])
  })

  it("a linked worktree's commondir file is part of the bytes that vouch", async () => {
    const tree = join(repo.dir, '..', 'linked-tree')
    repo.git(['worktree', 'add', '-q', tree, 'side'])
    const paths = await repoPaths(tree)
    expect(paths.gitDir).not.toBe(paths.commonDir)
    const before = refFilesContent(paths)
    expect(before).toBeDefined()
    const commondir = join(paths.gitDir, 'commondir')
    writeFileSync(commondir, `${readFileSync(commondir, 'utf8').trimEnd()}/\n`)
    expect(refFilesContent(paths)?.equals(before as Buffer)).toBe(false)
  })

  it('a ref that is a link to a file elsewhere is listed by git every time', async () => {
    const outside = join(repo.dir, '..', 'outside-ref')
    writeFileSync(outside, `${first}\n`)
    symlinkSync(outside, join(repo.dir, '.git', 'refs', 'heads', 'linked'))
    expect(refFilesContent(await repoPaths(repo.dir))).toBeUndefined()
    expect(repo.git(['rev-parse', 'refs/heads/linked'])).toBe(first)
    const writes = await refWritesAfter(() => rewriteKeepingTimes(outside, `${second}\n`))
    expect(writes).toEqual(['modified .git/refs/heads/linked'])
  })
})

describe('HEAD for run_start, read with the repository paths', () => {
  it('is the commit HEAD resolves to, or none on an unborn branch', async () => {
    const opened = await openRepo('prd.json', repo.dir)
    expect(opened.opened.head).toBe(second)
    repo.git(['switch', '-q', '--orphan', 'unborn'])
    expect((await openRepo('prd.json', repo.dir)).opened.head).toBeUndefined()
  })

  it('is vouched for by bytes that change when the branch moves, HEAD switches or refs are packed', async () => {
    const paths = (await openRepo('prd.json', repo.dir)).paths
    const seen = [headFilesContent(paths)]
    repo.write({ 'a.txt': 'c\n' })
    repo.commit('third')
    seen.push(headFilesContent(paths))
    repo.git(['switch', '-q', 'side'])
    seen.push(headFilesContent(paths))
    repo.git(['pack-refs', '--all'])
    seen.push(headFilesContent(paths))
    const distinct = new Set(seen.map(bytes => bytes?.toString('hex')))
    expect(seen.every(bytes => bytes !== undefined)).toBe(true)
    expect(distinct.size).toBe(4)
  })
})
