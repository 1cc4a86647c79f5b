/**
 * Git compares file stats in whole seconds and trusts an entry whose stat matches. An agent
 * that rewrites a file with other bytes of the same size in the same second as its last
 * change, and puts the mtime back, leaves a matching stat. Each case forces that timing with
 * real git: the user's change at the start of a second, the snapshot, the rewrite at once.
 * Every rewrite must be among the writes, with no wait before the call. (The after snapshot
 * plants its index with the mtime racyFloor chose, so when it runs does not matter; the rule
 * itself is tested on made-up index files in __tests__/unit/git/index-times.test.ts.)
 */
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Repository } from '../../../src/git/repository.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/**
 * Just after a second starts on the file system's clock, which lags the wall clock by up to a
 * tick: a write at the wall clock's first milliseconds still gets the previous second's ctime.
 */
async function startOfSecond(): Promise<void> {
  const inSecond = () => Date.now() % 1000
  while (inSecond() < 30 || inSecond() > 80) await sleep(2)
}

/** Other bytes of the same length, and the old atime and mtime put back. */
function rewriteSameSize(path: string): void {
  const old = readFileSync(path)
  const times = statSync(path)
  writeFileSync(
    path,
    old.map(byte => (byte === 0x78 ? 0x79 : 0x78))
  )
  utimesSync(path, times.atime, times.mtime)
}

const LONG_AGO = new Date('2020-01-01T00:00:00Z')

const CASES: Array<{ what: string; path: string; prepare: (r: TestRepo) => void }> = [
  { what: 'tracked, just committed', path: 'src/a.ts', prepare: r => r.commit('change') },
  { what: 'tracked, staged', path: 'docs/guide.md', prepare: r => r.git(['add', 'docs/guide.md']) },
  { what: 'tracked, dirty', path: 'src/b.ts', prepare: () => undefined },
  { what: 'untracked', path: 'notes/new.md', prepare: () => undefined },
  {
    // Its ctime is in the snapshot's second, its mtime long before: git's racy rule alone
    // (mtime at or after the index's) would trust its stat.
    what: 'tracked, mtime set back just before',
    path: 'src/a.ts',
    prepare: r => {
      r.commit('change')
      utimesSync(join(r.dir, 'src/a.ts'), LONG_AGO, LONG_AGO)
    }
  }
]

/**
 * The case's writes as the attempt saw them. A loaded machine may spread the sequence over two
 * seconds: it is then taken again, up to five times; the last try is judged either way.
 */
async function writesSeen(c: (typeof CASES)[number]): Promise<string[]> {
  for (let tries = 1; ; tries++) {
    const repo = makeRepo({ 'src/a.ts': 'a\n', 'src/b.ts': 'b\n', 'docs/guide.md': 'guide\n' })
    try {
      await startOfSecond()
      repo.write({ [c.path]: "the user's change\n" })
      const second = Math.floor(statSync(join(repo.dir, c.path)).ctimeMs / 1000)
      c.prepare(repo)
      const attempt = await new Repository(repo.dir).beginAttempt()
      try {
        rewriteSameSize(join(repo.dir, c.path))
        const rewritten = Math.floor(statSync(join(repo.dir, c.path)).ctimeMs / 1000)
        if (rewritten !== second && tries < 5) continue
        return (await attempt.end()).writes.map(write => write.path)
      } finally {
        attempt.dispose()
      }
    } finally {
      repo.cleanup()
    }
  }
}

describe('a same-size rewrite in the second of the last change', () => {
  // The cases run at once, each in a repository of its own: they share the wait for a second's
  // start, which is most of a case's time. (In a hook, not as concurrent tests: code that a
  // test runs after another test has ended may not import.)
  const seen: string[][] = []
  beforeAll(async () => {
    seen.push(...(await Promise.all(CASES.map(writesSeen))))
  })

  it.each(CASES.map((c, i) => ({ ...c, i })))('$what: seen', c => {
    expect(seen[c.i]).toContain(c.path)
  })
})
