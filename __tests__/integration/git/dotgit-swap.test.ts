import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { AttemptTracker, Repository } from '../../../src/git/repository.js'
import { gitIn, makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
let outside: string

beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'before\n' })
  outside = join(repo.dir, '..')
})
afterEach(() => repo.cleanup())

/**
 * The agent's copy of the git dir, outside the checkout: a clean filter that gives git the
 * old content back (and leaves a mark when it runs), applied to a.txt by the copy's
 * info/attributes; none of it in the real .git/.
 */
function evilCopy(): { copy: string; mark: string } {
  const copy = join(outside, 'evil-git')
  const mark = MARK()
  cpSync(join(repo.dir, '.git'), copy, { recursive: true })
  writeFileSync(
    join(copy, 'config'),
    `[core]\n\trepositoryformatversion = 0\n[filter "hide"]\n\tclean = touch '${mark}'; printf 'before\\\\n'\n`
  )
  mkdirSync(join(copy, 'info'), { recursive: true })
  writeFileSync(join(copy, 'info', 'attributes'), 'a.txt filter=hide\n')
  return { copy, mark }
}

/** The user's repository as it was: HEAD, and the origin it pushes to. */
function expectUsersRepo(head: string): void {
  expect(lstatSync(join(repo.dir, '.git')).isDirectory()).toBe(true)
  expect(repo.git(['rev-parse', 'HEAD'])).toBe(head)
  expect(repo.git(['remote', 'get-url', 'origin'])).toBe(repo.origin)
  expect(repo.git(['status', '--porcelain'])).toBe('')
}

async function endAndRevert(attempt: AttemptTracker): Promise<{ writes: string[]; error?: Error }> {
  try {
    const end = await attempt.end()
    await attempt.revert(join(outside, 'step.patch'))
    return { writes: end.writes.map(write => `${write.change} ${write.path}`) }
  } catch (error) {
    return { writes: [], error: error as Error }
  }
}

const MARK = (): string => join(outside, 'filter-ran')

/**
 * Runs `swap` where the agent would (between the snapshots) in `top`, plus an edit of a.txt
 * unless told not to; then the swap must be counted as a write to .git, the edit too, the
 * revert must go through and no filter of the agent's may have run.
 */
async function swapDuringAttempt(
  swap: () => void,
  { top = repo.dir, edit = true }: { top?: string; edit?: boolean } = {}
): Promise<void> {
  const attempt = await new Repository(top).beginAttempt()
  try {
    swap()
    if (edit) writeFileSync(join(top, 'a.txt'), 'after, and longer\n')
    const { writes, error } = await endAndRevert(attempt)
    expect(existsSync(MARK())).toBe(false)
    expect(error).toBeUndefined()
    expect(writes).toContain('modified .git')
    if (edit) expect(writes).toContain('modified a.txt')
  } finally {
    attempt.dispose()
  }
}

describe('a .git the agent swaps for something else', () => {
  it('a gitdir file to a copy whose filter hides an edit: counted, put back, no filter run', async () => {
    const head = repo.git(['rev-parse', 'HEAD'])
    await swapDuringAttempt(() => {
      evilCopy()
      renameSync(join(repo.dir, '.git'), join(outside, 'moved-git'))
      writeFileSync(join(repo.dir, '.git'), `gitdir: ${join(outside, 'evil-git')}\n`)
    })
    expectUsersRepo(head)
  })

  it('a symbolic link to such a copy: counted, put back, no filter run, nothing lost', async () => {
    // A commit only this clone has: the real git dir is its one copy.
    repo.write({ 'b.txt': 'local only\n' })
    const head = repo.commit('not pushed')
    await swapDuringAttempt(() => {
      const { copy } = evilCopy()
      renameSync(join(repo.dir, '.git'), join(repo.dir, 'src-moved'))
      symlinkSync(copy, join(repo.dir, '.git'))
    })
    expect(existsSync(join(repo.dir, 'src-moved'))).toBe(false)
    expectUsersRepo(head)
  })

  it('a copy put in its place as a folder: the real one comes back', async () => {
    const head = repo.git(['rev-parse', 'HEAD'])
    await swapDuringAttempt(() => {
      const { copy } = evilCopy()
      renameSync(join(repo.dir, '.git'), join(outside, 'moved-git'))
      renameSync(copy, join(repo.dir, '.git'))
    })
    expect(existsSync(join(repo.dir, '.git', 'info', 'attributes'))).toBe(false)
    expectUsersRepo(head)
  })

  it('moved inside the folder put in its place: moved back, nothing lost', async () => {
    repo.write({ 'b.txt': 'local only\n' })
    const head = repo.commit('not pushed')
    await swapDuringAttempt(
      () => {
        mkdirSync(join(outside, 'box'))
        renameSync(join(repo.dir, '.git'), join(outside, 'box', 'inner'))
        renameSync(join(outside, 'box'), join(repo.dir, '.git'))
      },
      { edit: false }
    )
    expectUsersRepo(head)
  })

  it('deleted under a repository of the agent: fails closed, its filter never runs', async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      // Git searches the folders above a checkout without .git: the agent's repository there
      // has a filter for every path.
      const mark = MARK()
      gitIn(outside, ['init', '-q'])
      writeFileSync(
        join(outside, '.git', 'config'),
        `[filter "hide"]\n\tclean = touch '${mark}'; cat\n`
      )
      mkdirSync(join(outside, '.git', 'info'), { recursive: true })
      writeFileSync(join(outside, '.git', 'info', 'attributes'), '* filter=hide\n')
      rmSync(join(repo.dir, '.git'), { recursive: true, force: true })
      writeFileSync(join(repo.dir, 'a.txt'), 'after, and longer\n')

      const { error } = await endAndRevert(attempt)
      expect(error?.message).toMatch(/\.git/)
      expect(error?.message).toMatch(/replaced|moved|deleted/)
      // Nothing was made up in its place: no half git dir from the kept config.
      expect(existsSync(join(repo.dir, '.git'))).toBe(false)
      expect(existsSync(mark)).toBe(false)
    } finally {
      attempt.dispose()
    }
  })
})

describe("a linked worktree's .git file the agent rewrites", () => {
  it('is counted and put back; the copy it names is never used', async () => {
    const tree = join(outside, 'linked')
    repo.git(['worktree', 'add', '-q', '-b', 'side', tree])
    const dotGit = readFileSync(join(tree, '.git'))
    await swapDuringAttempt(
      () => writeFileSync(join(tree, '.git'), `gitdir: ${evilCopy().copy}\n`),
      { top: tree }
    )
    expect(readFileSync(join(tree, '.git'))).toEqual(dotGit)
    expect(repo.git(['status', '--porcelain'], tree)).toBe('')
  })
})
