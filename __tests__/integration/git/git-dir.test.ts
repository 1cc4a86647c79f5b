import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { linkEnd, readGitDirState, restoreGitDirState } from '../../../src/git/git-dir.js'
import { diffGitDirState } from '../../../src/git/writes.js'
import { globalConfigFiles, includePaths } from '../../../src/git/config-files.js'
import type { RepoPaths } from '../../../src/git/repository.js'

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
    expect(changes).toEqual([{ path: key, change: 'modified' }])
    restoreGitDirState(before, after, [key])
    expect(readFileSync(target, 'utf8')).toBe('[user]\n\tname = Me\n')
  })

  it('a file included by a config behind a link counts too', () => {
    const home = join(dir, 'home')
    const target = join(dir, 'dotfiles', 'gitconfig')
    const team = join(dir, 'dotfiles', 'team.cfg')
    mkdirSync(home)
    mkdirSync(join(dir, 'dotfiles'))
    writeFileSync(target, `[include]\n\tpath = ${team}\n`)
    writeFileSync(team, '[user]\n\tname = Team\n')
    symlinkSync(target, join(home, '.gitconfig'))
    const env = { HOME: home, XDG_CONFIG_HOME: join(dir, 'xdg') }
    const before = readGitDirState(paths, env)
    writeFileSync(team, '[core]\n\tpager = /tmp/prog\n')
    const after = readGitDirState(paths, env)
    expect(diffGitDirState(before, after)).toEqual([
      { path: `.git/config include ${team}`, change: 'modified' }
    ])
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
      { path: `.git/global-config ${join(home, '.gitconfig')} -> ${target}`, change: 'added' }
    ])
    restoreGitDirState(
      before,
      after,
      changes.map(change => change.path)
    )
    expect(() => readFileSync(target)).toThrow()
  })
})

describe('files the config includes, in every syntax git accepts', () => {
  const config = [
    '[include] path = same-line.cfg',
    '[includeIf "gitdir:/x/"]path=no-spaces.cfg',
    '[include]',
    '\tpath = contin\\',
    'ued.cfg',
    '[INCLUDE]',
    '\tPATH = "quoted.cfg" ; a comment',
    '[include]',
    '\tpath = "semi;colon.cfg" # kept inside quotes',
    '\tpath = esc\\"aped.cfg',
    '[core]',
    '\tpath = not-an-include.cfg',
    '[include.sub]',
    '\tpath = not-an-include-either.cfg',
    '[includeIf.old-cond]',
    '\tpath = old-syntax.cfg'
  ].join('\n')

  it('finds the same paths as git itself', () => {
    const file = join(dir, 'config-with-includes')
    writeFileSync(file, config + '\n')
    const git = execFileSync(
      'git',
      ['config', '--file', file, '--null', '--get-regexp', '^(include|includeif\\..*)\\.path$'],
      { encoding: 'utf8' }
    )
    const fromGit = git
      .split('\0')
      .filter(entry => entry !== '')
      .map(entry => entry.slice(entry.indexOf('\n') + 1))
    expect(fromGit).toContain('same-line.cfg')
    expect(fromGit).toContain('old-syntax.cfg')
    expect(fromGit).not.toContain('not-an-include-either.cfg')
    expect(includePaths(config)).toEqual(fromGit)
  })

  it('a change to a file included on the header line counts and is put back', () => {
    writeFileSync(join(paths.gitDir, 'config'), '[include] path = ../team.cfg\n')
    const team = `${paths.gitDir}/../team.cfg`
    writeFileSync(team, '[user]\n\tname = Team\n')
    const env = { HOME: join(dir, 'home') }
    const before = readGitDirState(paths, env)
    writeFileSync(team, '[core]\n\thooksPath = /tmp/evil\n')
    const after = readGitDirState(paths, env)
    const changes = diffGitDirState(before, after)
    expect(changes).toEqual([{ path: `.git/config include ${team}`, change: 'modified' }])
    restoreGitDirState(before, after, [changes[0]!.path])
    expect(readFileSync(team, 'utf8')).toBe('[user]\n\tname = Team\n')
  })

  it('an include whose `..` follows a linked folder is the file git reads', () => {
    const far = join(dir, 'far')
    mkdirSync(join(far, 'deep'), { recursive: true })
    symlinkSync(join(far, 'deep'), join(paths.gitDir, 'link'))
    writeFileSync(join(paths.gitDir, 'config'), '[include]\n\tpath = link/../team.cfg\n')
    writeFileSync(join(far, 'team.cfg'), '[user]\n\tname = Far\n')
    writeFileSync(join(paths.gitDir, 'team.cfg'), '[user]\n\tname = Decoy\n')
    const fromGit = execFileSync(
      'git',
      ['config', '--file', join(paths.gitDir, 'config'), '--includes', 'user.name'],
      { encoding: 'utf8' }
    )
    expect(fromGit.trim()).toBe('Far')
    const env = { HOME: join(dir, 'home') }
    const before = readGitDirState(paths, env)
    writeFileSync(join(far, 'team.cfg'), '[core]\n\thooksPath = /tmp/evil\n')
    const changes = diffGitDirState(before, readGitDirState(paths, env))
    expect(changes).toEqual([
      { path: `.git/config include ${paths.gitDir}/link/../team.cfg`, change: 'modified' }
    ])
  })
})

describe('rewrites that keep the size and the times are found', () => {
  const hook = (): string => join(paths.commonDir, 'hooks', 'pre-commit')
  const sleep = (ms: number): Promise<void> => new Promise(resolve => setTimeout(resolve, ms))

  beforeEach(() => {
    mkdirSync(join(paths.commonDir, 'hooks'))
    writeFileSync(hook(), '#!/bin/sh\nexit 0\n')
  })

  it('a same-size rewrite with the mtime set back, just after a read, is found', () => {
    const env = { HOME: join(dir, 'home') }
    const before = readGitDirState(paths, env)
    const { atime, mtime } = statSync(hook())
    writeFileSync(hook(), '#!/bin/sh\nexit 1\n')
    utimesSync(hook(), atime, mtime)
    const after = readGitDirState(paths, env)
    expect(diffGitDirState(before, after)).toEqual([
      { path: '.git/hooks/pre-commit', change: 'modified' }
    ])
    expect(after.get('.git/hooks/pre-commit')?.content?.toString()).toBe('#!/bin/sh\nexit 1\n')
  })

  it('the same rewrite of a file already read twice, long after, is found', async () => {
    const env = { HOME: join(dir, 'home') }
    await sleep(50)
    readGitDirState(paths, env)
    const before = readGitDirState(paths, env)
    const { atime, mtime } = statSync(hook())
    writeFileSync(hook(), '#!/bin/sh\nexit 1\n')
    utimesSync(hook(), atime, mtime)
    const after = readGitDirState(paths, env)
    expect(diffGitDirState(before, after)).toEqual([
      { path: '.git/hooks/pre-commit', change: 'modified' }
    ])
    restoreGitDirState(before, after, ['.git/hooks/pre-commit'])
    expect(readFileSync(hook(), 'utf8')).toBe('#!/bin/sh\nexit 0\n')
  })

  it('a file swapped for another with the same size, mode and times is found', async () => {
    const env = { HOME: join(dir, 'home') }
    await sleep(50)
    readGitDirState(paths, env)
    const before = readGitDirState(paths, env)
    const { atime, mtime } = statSync(hook())
    const other = join(dir, 'other')
    writeFileSync(other, '#!/bin/sh\nexit 2\n', { mode: statSync(hook()).mode })
    utimesSync(other, atime, mtime)
    renameSync(other, hook())
    const after = readGitDirState(paths, env)
    expect(diffGitDirState(before, after)).toEqual([
      { path: '.git/hooks/pre-commit', change: 'modified' }
    ])
  })
})
