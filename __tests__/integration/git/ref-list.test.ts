import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { beginAttempt } from '../../../src/git/attempt.js'
import { readRefFiles } from '../../../src/git/ref-files.js'
import { repoPaths } from '../../../src/git/repo-paths.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
let first: string
let second: string

beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'a\n' })
  first = repo.git(['rev-parse', 'HEAD'])
  repo.git(['branch', 'side'])
  repo.git(['tag', '-a', '-m', 'annotated', 'v1'])
  repo.git(['tag', 'light'])
  repo.write({ 'a.txt': 'b\n' })
  second = repo.commit('second')
  repo.git(['fetch', '-q', 'origin'])
  repo.git(['remote', 'set-head', 'origin', 'main'])
})
afterEach(() => repo.cleanup())

const SEPARATOR = '\u0001'

/** What git lists, the way readRefState asks (a separator that no test name holds). */
function gitListing(): Map<string, string> {
  const out = repo.git(['for-each-ref', `--format=%(refname)${SEPARATOR}%(objectname)`])
  return new Map(
    out === '' ? [] : out.split('\n').map(line => line.split(SEPARATOR) as [string, string])
  )
}

async function nodeListing(): Promise<Map<string, string> | undefined> {
  return readRefFiles(await repoPaths(repo.dir))?.refs
}

function writeRef(name: string, text: string): void {
  const abs = join(repo.dir, '.git', name)
  mkdirSync(dirname(abs), { recursive: true })
  writeFileSync(abs, text)
}

// Each of these is read some way by git (listed, skipped, resolved through whitespace) that
// a narrow reader could get wrong: it must leave them all to git.
const unplain: Array<[string, () => void]> = [
  ['an id followed by junk', () => writeRef('refs/heads/side', `${second} junk\n`)],
  ['an id without its newline', () => writeRef('refs/heads/side', second)],
  ['an id with a carriage return', () => writeRef('refs/heads/side', `${second}\r\n`)],
  ['an upper-case id', () => writeRef('refs/heads/side', `${second.toUpperCase()}\n`)],
  ['an empty ref file', () => writeRef('refs/heads/side', '')],
  ['a SHA-256-sized id', () => writeRef('refs/heads/long', `${second}${'0'.repeat(24)}\n`)],
  ['a name git refuses (..)', () => writeRef('refs/heads/a..b', `${second}\n`)],
  ['a name with a space', () => writeRef('refs/heads/a b', `${second}\n`)],
  ['a lock file', () => writeRef('refs/heads/main.lock', `${second}\n`)],
  ['a name starting with a dot', () => writeRef('refs/heads/.hidden', `${second}\n`)],
  ['a dangling symbolic ref', () => writeRef('refs/heads/gone', 'ref: refs/heads/nowhere\n')],
  [
    'a loop of symbolic refs',
    () => {
      writeRef('refs/heads/x', 'ref: refs/heads/y\n')
      writeRef('refs/heads/y', 'ref: refs/heads/x\n')
    }
  ],
  ['a symbolic ref outside refs/', () => writeRef('refs/heads/h', 'ref: HEAD\n')],
  ['a symbolic ref with two spaces', () => writeRef('refs/heads/s', 'ref:  refs/heads/main\n')],
  [
    'a line packed-refs does not know',
    () => {
      repo.git(['pack-refs', '--all'])
      const packed = join(repo.dir, '.git', 'packed-refs')
      writeFileSync(packed, `${readFileSync(packed, 'utf8')}${second}\trefs/heads/tab\n`)
    }
  ],
  [
    'a packed name that is a folder of a loose one',
    () => {
      repo.git(['pack-refs', '--all'])
      writeRef('refs/heads/side/deeper', `${second}\n`)
    }
  ]
]

describe("the ref listing read from the files, without git, is git's own or none", () => {
  it('reads loose and packed refs, peeled tags, a symbolic ref, the stash and a ref to a missing object as git lists them', async () => {
    repo.write({ 'a.txt': 'stashed\n' })
    repo.git(['stash', '-q'])
    // A ref to an object the repository does not have: git lists it all the same.
    writeRef('refs/heads/ghost', `${'1234567890'.repeat(4)}\n`)
    const listed = await nodeListing()
    expect(listed).toBeDefined()
    expect([...(listed as Map<string, string>)]).toEqual([...gitListing()])
    expect(listed?.get('refs/remotes/origin/HEAD')).toBe(first)

    repo.git(['pack-refs', '--all'])
    expect(readFileSync(join(repo.dir, '.git', 'packed-refs'), 'utf8')).toMatch(
      /\n\^[0-9a-f]{40}\n/
    )
    // A loose ref beside a packed one of the same name hides it, in git and here.
    writeRef('refs/heads/side', `${second}\n`)
    const packed = await nodeListing()
    expect(packed).toBeDefined()
    expect([...(packed as Map<string, string>)]).toEqual([...gitListing()])
    expect(packed?.get('refs/heads/side')).toBe(second)
  })

  it('leaves the refs of a linked worktree to git', async () => {
    const tree = join(repo.dir, '..', 'linked-tree')
    repo.git(['worktree', 'add', '-q', tree, 'side'])
    expect(readRefFiles(await repoPaths(tree))?.refs).toBeUndefined()
  })
})

describe('an agent cannot hide a ref write from the listing read in node', () => {
  async function refWritesAfter(agent: () => void): Promise<string[]> {
    const attempt = await beginAttempt(repo.dir)
    try {
      expect(attempt.before.refs).toEqual(gitListing())
      agent()
      const end = await attempt.end()
      return end.writes.filter(write => write.source === 'ref').map(w => `${w.change} ${w.path}`)
    } finally {
      attempt.dispose()
    }
  }

  it.each(unplain)(
    'after %s, git lists and the snapshot holds its listing',
    async (_name, setUp) => {
      const attempt = await beginAttempt(repo.dir)
      try {
        setUp()
        expect(await nodeListing()).toBeUndefined()
        const end = await attempt.end()
        expect(end.after.refs).toEqual(gitListing())
      } finally {
        attempt.dispose()
      }
    }
  )

  it('a branch moved, created, deleted, or reached through a symbolic ref is seen', async () => {
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

  it('a branch moved by a file only git reads (an id and junk) is seen through git', async () => {
    const writes = await refWritesAfter(() => writeRef('refs/heads/side', `${second} junk\n`))
    expect(writes).toEqual(['modified .git/refs/heads/side'])
  })
})
