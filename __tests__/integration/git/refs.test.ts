/**
 * Every ref the agent moves, creates or deletes is a write, however it writes the ref files:
 * the snapshots list the refs with git (`for-each-ref`), HEAD with `rev-parse`.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Repository } from '../../../src/git/repository.js'
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

const SEPARATOR = '\u0001'

/** What git lists (a separator that no test name holds). */
function gitListing(): Map<string, string> {
  const out = repo.git(['for-each-ref', `--format=%(refname)${SEPARATOR}%(objectname)`])
  return new Map(
    out === '' ? [] : out.split('\n').map(line => line.split(SEPARATOR) as [string, string])
  )
}

function writeRef(name: string, text: string): void {
  const abs = join(repo.dir, '.git', name)
  mkdirSync(dirname(abs), { recursive: true })
  writeFileSync(abs, text)
}

async function refWritesAfter(agent: () => void): Promise<string[]> {
  const attempt = await new Repository(repo.dir).beginAttempt()
  try {
    expect(attempt.before.refs).toEqual(gitListing())
    agent()
    const end = await attempt.end()
    return end.writes.filter(write => write.source === 'ref').map(w => `${w.change} ${w.path}`)
  } finally {
    attempt.dispose()
  }
}

describe('a ref write the agent makes is seen', () => {
  it('nothing changed: no ref write', async () => {
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

  it('a ref that is a link to a file elsewhere, rewritten there', async () => {
    const outside = join(repo.dir, '..', 'outside-ref')
    writeFileSync(outside, `${first}\n`)
    symlinkSync(outside, join(repo.dir, '.git', 'refs', 'heads', 'linked'))
    expect(repo.git(['rev-parse', 'refs/heads/linked'])).toBe(first)
    const writes = await refWritesAfter(() => rewriteKeepingTimes(outside, `${second}\n`))
    expect(writes).toEqual(['modified .git/refs/heads/linked'])
  })

  it('a branch moved, created, deleted, or reached through a symbolic ref', async () => {
    repo.git(['tag', 'light'])
    repo.git(['fetch', '-q', 'origin'])
    repo.git(['remote', 'set-head', 'origin', 'main'])
    const writes = await refWritesAfter(() => {
      writeRef('refs/heads/side', `${second}\n`)
      writeRef('refs/heads/new', `${first}\n`)
      writeRef('refs/remotes/origin/HEAD', 'ref: refs/heads/side\n')
      rmSync(join(repo.dir, '.git', 'refs', 'tags', 'light'))
    })
    expect(writes).toEqual([
      'added .git/refs/heads/new',
      'modified .git/refs/heads/side',
      'modified .git/refs/remotes/origin/HEAD',
      'deleted .git/refs/tags/light'
    ])
  })

  it('a branch moved by a file only git reads (an id and junk)', async () => {
    const writes = await refWritesAfter(() => writeRef('refs/heads/side', `${second} junk\n`))
    expect(writes).toEqual(['modified .git/refs/heads/side'])
  })
})

describe('HEAD (for run_start, the base of a bundle, a fix branch)', () => {
  it('is the commit HEAD resolves to, or none on an unborn branch', async () => {
    const git = new Repository(repo.dir)
    expect(await git.resolveCommit('HEAD')).toBe(second)
    repo.git(['switch', '-q', '--orphan', 'unborn'])
    expect(await git.resolveCommit('HEAD')).toBeUndefined()
  })
})
