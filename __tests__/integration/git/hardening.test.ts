import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  driverNames,
  gitEnv,
  hardenArgs,
  LIST_DRIVERS,
  subcommandIndex
} from '../../../src/git/hardening.js'
import { includedFiles } from '../../../src/git/config-files.js'
import { Repository } from '../../../src/git/repository.js'
import { makeRepo } from '../../helpers/repo.js'

const filterDrivers = (names: string[]): string[] => driverNames(names.join('\0')).filters
const mergeDrivers = (names: string[]): string[] => driverNames(names.join('\0')).merges

describe('hardening of ralph’s git', () => {
  it.each([
    [['status'], 0],
    [['-c', 'a=b', 'add', '-A'], 2],
    [['-C', 'dir', '--no-pager', 'show', 'x'], 3],
    [['--git-dir', '/g', 'log'], 2]
  ])('finds the subcommand of %j', (args, index) => {
    expect(subcommandIndex(args)).toBe(index)
  })

  it('names each filter driver once and empties its programs', () => {
    const drivers = filterDrivers(['filter.lfs.clean', 'filter.lfs.smudge', 'filter.a.b.process'])
    expect(drivers).toEqual(['a.b', 'lfs'])
    const args = hardenArgs(['add', '-A'], { filters: ['x'], merges: ['m'] })
    expect(args.slice(args.indexOf('add') - 8)).toEqual([
      '-c',
      'filter.x.clean=',
      '-c',
      'filter.x.smudge=',
      '-c',
      'filter.x.process=',
      '-c',
      'filter.x.required=',
      'add',
      '-A'
    ])
  })

  it('puts the safety settings first and keeps diff programs off', async () => {
    const args = hardenArgs(['show', 'HEAD:a'])
    expect(args.slice(0, 4)).toEqual([
      '-c',
      'core.fsmonitor=false',
      '-c',
      'core.hooksPath=/dev/null'
    ])
    expect(args.slice(-4)).toEqual(['show', '--no-ext-diff', '--no-textconv', 'HEAD:a'])
  })

  it('gives git no secret, but its own variables', () => {
    const env = gitEnv(
      {
        PATH: '/bin',
        GITHUB_TOKEN: 'ghs_x',
        GH_TOKEN: 'gho_x',
        'INPUT_GITHUB-TOKEN': 'ghs_y',
        ACTIONS_RUNTIME_TOKEN: 'r',
        OPENAI_API_KEY: 'sk',
        GIT_CONFIG_GLOBAL: '/dev/null',
        SSH_AUTH_SOCK: '/tmp/s'
      },
      { GIT_CONFIG_COUNT: '1' }
    )
    expect(Object.keys(env).sort()).toEqual([
      'GIT_CONFIG_COUNT',
      'GIT_CONFIG_GLOBAL',
      'GIT_LITERAL_PATHSPECS',
      'GIT_OPTIONAL_LOCKS',
      'GIT_TERMINAL_PROMPT',
      'LC_ALL',
      'PATH',
      'RALPH_GIT_EMPTY',
      'SSH_AUTH_SOCK'
    ])
  })

  it('finds include and includeIf targets as git resolves them', () => {
    const text = [
      '[core]',
      '\tpath = not-an-include',
      '[include]',
      '\tpath = ../team.gitconfig',
      '[includeIf "gitdir:~/projects/"]',
      '\tpath = "~/work.gitconfig" # mine',
      '[user]',
      '\tname = x'
    ].join('\n')
    expect(includedFiles(text, '/r/.git/config', '/home/u')).toEqual([
      '/r/.git/../team.gitconfig',
      '/home/u/work.gitconfig'
    ])
  })

  it('names each merge driver once (not merge.renames) and empties its program', () => {
    const names = ['merge.renames', 'merge.ours.driver', 'merge.x.y.name', 'filter.lfs.clean']
    expect(mergeDrivers(names)).toEqual(['ours', 'x.y'])
    const args = hardenArgs(['cherry-pick', 'x'], { filters: [], merges: ['ours'] })
    expect(args.slice(args.indexOf('cherry-pick') - 2)).toEqual([
      '-c',
      'merge.ours.driver=',
      'cherry-pick',
      'x'
    ])
  })

  it("a merge driver never runs in ralph's cherry-pick; the replay stops as on a conflict", async () => {
    const repo = makeRepo({ '.gitattributes': '*.txt merge=x\n', 'f.txt': 'base\n' })
    try {
      const marker = join(repo.dir, '..', 'marker')
      const prog = join(repo.dir, '..', 'driver.sh')
      // A driver that would resolve every conflict silently, and leave a marker.
      writeFileSync(prog, `#!/bin/sh\necho "$@" >> '${marker}'\nexit 0\n`)
      chmodSync(prog, 0o755)
      repo.git(['config', 'merge.x.driver', `${prog} %A %O %B`])
      repo.git(['switch', '-q', '-c', 'side'])
      repo.write({ 'f.txt': 'side\n' })
      const side = repo.commit('side')
      repo.git(['switch', '-q', 'main'])
      repo.write({ 'f.txt': 'main\n' })
      repo.commit('main')
      await expect(new Repository(repo.dir).replayCommit(side)).rejects.toThrow(/Could not replay/)
      expect(existsSync(marker)).toBe(false)
      expect(readFileSync(join(repo.dir, 'f.txt'), 'utf8')).toBe('main\n')
      expect(repo.git(['status', '--porcelain'])).toBe('')
      const drivers = driverNames(repo.git(LIST_DRIVERS))
      const args = hardenArgs(['cherry-pick', side], drivers)
      expect(args.join(' ')).toContain('-c merge.x.driver= cherry-pick')
      expect(hardenArgs(['ls-files'], drivers).join(' ')).not.toContain('merge.x')
    } finally {
      repo.cleanup()
    }
  })
})
