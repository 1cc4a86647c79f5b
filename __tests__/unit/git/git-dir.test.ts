import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  diffGitDirState,
  globalConfigFiles,
  linkEnd,
  readGitDirState,
  restoreGitDirState
} from '../../../src/git/git-dir.js'
import type { RepoPaths } from '../../../src/git/repo-paths.js'

let dir: string
let paths: RepoPaths

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ralph-git-dir-'))
  const git = join(dir, 'repo', '.git')
  mkdirSync(git, { recursive: true })
  writeFileSync(join(git, 'config'), '[core]\n\tbare = false\n')
  paths = { top: join(dir, 'repo'), gitDir: git, commonDir: git, index: join(git, 'index') }
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('globalConfigFiles', () => {
  it.each([
    [{ HOME: '/h' }, ['/h/.gitconfig', '/h/.config/git/config']],
    [{ HOME: '/h', XDG_CONFIG_HOME: '' }, ['/h/.gitconfig', '/h/.config/git/config']],
    [{ HOME: '/h', XDG_CONFIG_HOME: '/x' }, ['/h/.gitconfig', '/x/git/config']],
    [{ HOME: '/h', XDG_CONFIG_HOME: '/x', GIT_CONFIG_GLOBAL: '/ci/config' }, ['/ci/config']],
    [{ HOME: '/h', GIT_CONFIG_GLOBAL: '/dev/null' }, []]
  ])('%j reads %j, as git does', (env, files) => {
    expect(globalConfigFiles(env)).toEqual(files)
  })
})

describe('a global config behind symbolic links', () => {
  it('linkEnd follows a chain of links, to a file that need not exist', () => {
    symlinkSync('b', join(dir, 'a'))
    symlinkSync(join(dir, 'dotfiles', 'gitconfig'), join(dir, 'b'))
    expect(linkEnd(join(dir, 'a'))).toBe(join(dir, 'dotfiles', 'gitconfig'))
    expect(linkEnd(join(dir, 'dotfiles'))).toBe(join(dir, 'dotfiles'))
  })

  it('a change to the file the link ends at counts and is put back', () => {
    const home = join(dir, 'home')
    const target = join(dir, 'dotfiles', 'gitconfig')
    mkdirSync(home)
    mkdirSync(join(dir, 'dotfiles'))
    writeFileSync(target, '[user]\n\tname = Me\n')
    symlinkSync(target, join(home, '.gitconfig'))
    const env = { HOME: home, XDG_CONFIG_HOME: join(dir, 'xdg') }
    const before = readGitDirState(paths, env)
    writeFileSync(target, '[core]\n\tfsmonitor = /tmp/prog\n')
    const after = readGitDirState(paths, env)
    const changes = diffGitDirState(before, after)
    const key = `.git/global-config ${join(home, '.gitconfig')} -> ${target}`
    expect(changes).toEqual([{ key, change: 'modified' }])
    restoreGitDirState(before, after, [key])
    expect(readFileSync(target, 'utf8')).toBe('[user]\n\tname = Me\n')
  })

  it('a dangling link the agent gives a file: the new file counts and is removed', () => {
    const home = join(dir, 'home')
    const target = join(dir, 'dotfiles', 'gitconfig')
    mkdirSync(home)
    symlinkSync(target, join(home, '.gitconfig'))
    const env = { HOME: home, XDG_CONFIG_HOME: join(dir, 'xdg') }
    const before = readGitDirState(paths, env)
    mkdirSync(join(dir, 'dotfiles'))
    writeFileSync(target, '[core]\n\tfsmonitor = /tmp/prog\n')
    const after = readGitDirState(paths, env)
    const changes = diffGitDirState(before, after)
    expect(changes).toEqual([
      { key: `.git/global-config ${join(home, '.gitconfig')} -> ${target}`, change: 'added' }
    ])
    restoreGitDirState(
      before,
      after,
      changes.map(change => change.key)
    )
    expect(() => readFileSync(target)).toThrow()
  })
})
