import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { findRepo } from '../../../src/git/repo-find.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo

beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'a\n', 'src/deep/b.txt': 'b\n' })
})
afterEach(() => repo.cleanup())

const QUERY = [
  'rev-parse',
  '--path-format=absolute',
  '--show-toplevel',
  '--git-dir',
  '--git-common-dir',
  '--git-path',
  'index',
  '--revs-only',
  'HEAD'
]

/** What git answers from `cwd`, in findRepo's shape. */
function fromGit(cwd: string): unknown {
  const [top, gitDir, commonDir, index, head] = repo.git(QUERY, cwd).split('\n')
  return { paths: { top, gitDir, commonDir, index }, head: head || undefined }
}

describe('the repository found in node is the one git finds, or none', () => {
  it('from the top, a subfolder, a path through a link, on a branch, detached, unborn, packed', () => {
    const link = join(repo.dir, '..', 'link-to-deep')
    symlinkSync(join(repo.dir, 'src', 'deep'), link)
    const places = [repo.dir, join(repo.dir, 'src', 'deep'), link]
    const check = (from = places): void => {
      for (const cwd of from) {
        const found = findRepo(cwd, { env: {} })
        expect(found).toBeDefined()
        expect(found).toEqual(fromGit(cwd))
      }
    }
    check()
    repo.git(['pack-refs', '--all'])
    check()
    repo.git(['switch', '-q', '--detach'])
    check()
    // An orphan branch starts with no files: only the top is left to start from.
    repo.git(['switch', '-q', '--orphan', 'unborn'])
    check([repo.dir])
    expect(findRepo(repo.dir, { env: {} })?.head).toBeUndefined()
  })

  it('answers the paths alone without reading refs, where HEAD is for git to read', () => {
    // A branch file git would read (an id followed by more) but ref-list leaves to git.
    const head = repo.git(['rev-parse', 'HEAD'])
    writeFileSync(join(repo.dir, '.git', 'refs', 'heads', 'odd'), `${head}\nmore\n`)
    writeFileSync(join(repo.dir, '.git', 'HEAD'), 'ref: refs/heads/odd\n')
    expect(findRepo(repo.dir, { env: {} })).toBeUndefined()
    const { paths } = fromGit(repo.dir) as { paths: unknown }
    expect(findRepo(repo.dir, { env: {}, withHead: false })?.paths).toEqual(paths)
  })

  it('finds a repository nested in a folder of another, as git does', () => {
    const inner = join(repo.dir, 'src', 'inner')
    mkdirSync(inner)
    repo.git(['init', '-q'], inner)
    expect(findRepo(inner, { env: {} })).toEqual(fromGit(inner))
    expect(findRepo(inner, { env: {} })?.paths.top).toBe(inner)
  })

  const gitDecides: Array<[string, () => string, NodeJS.ProcessEnv?]> = [
    ['core.worktree set', () => (repo.git(['config', 'core.worktree', repo.dir]), repo.dir)],
    ['an extension set', () => (repo.git(['config', 'extensions.noop', 'true']), repo.dir)],
    ['GIT_DIR in the environment', () => repo.dir, { GIT_DIR: '.git' }],
    ['a ceiling in the environment', () => repo.dir, { GIT_CEILING_DIRECTORIES: '/' }],
    ['config in the environment', () => repo.dir, { GIT_CONFIG_COUNT: '0' }],
    [
      'a linked worktree (a .git file)',
      () => {
        const tree = join(repo.dir, '..', 'linked')
        repo.git(['worktree', 'add', '-q', '-b', 'linked', tree])
        return tree
      }
    ],
    [
      'an empty .git folder, which git passes over',
      () => {
        mkdirSync(join(repo.dir, 'src', '.git'))
        return join(repo.dir, 'src')
      }
    ],
    ['a folder inside .git', () => join(repo.dir, '.git', 'refs')],
    [
      'a commondir file, which moves config, refs and objects elsewhere',
      () => {
        writeFileSync(join(repo.dir, '.git', 'commondir'), '../elsewhere\n')
        return repo.dir
      }
    ],
    [
      'a HEAD git would read its own way',
      () => {
        writeFileSync(join(repo.dir, '.git', 'HEAD'), 'ref: refs/heads/a..b\n')
        return repo.dir
      }
    ]
  ]

  it.each(gitDecides)('leaves %s to git', (_name, setUp, env = {}) => {
    expect(findRepo(setUp(), { env })).toBeUndefined()
  })
})
