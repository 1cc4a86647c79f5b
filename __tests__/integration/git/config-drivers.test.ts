import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { includePaths } from '../../../src/git/config-files.js'
import { Repository } from '../../../src/git/repository.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
let home: string
let system: string

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'a\n' })
  home = mkdtempSync(join(tmpdir(), 'ralph-home-'))
  system = join(home, 'system-gitconfig')
})

afterEach(() => {
  repo.cleanup()
  rmSync(home, { recursive: true, force: true })
})

const TORTURE = [
  '# a comment that ends in a backslash does not continue \\',
  '[filter "after-comment"]',
  '\tclean = x',
  '[core]',
  '\tx = y ; so does a comment after a value \\',
  '[filter "after-value-comment"] clean = x',
  '[filter.Old]',
  '\tclean = x',
  '[filter.dotted "sub"]',
  '\tclean = x',
  '[filter "a=b"]',
  '\tclean = x',
  '[filter "esc\\"aped"]',
  '\tclean = x',
  '[merge "m1"]',
  '\tdriver = x',
  '[merge]',
  '\trenames = true',
  '[includeIf "gitdir:/nowhere/"]',
  '\tpath = ../if-false.cfg',
  '[include]',
  '\tpath = ../inc/nested.cfg',
  '[filter "crlf"]\r',
  '\tclean = x\r',
  ''
].join('\n')

describe('include paths read without git', () => {
  it('finds the include paths git finds, also after a comment that ends in a backslash', () => {
    const file = join(home, 'includes.cfg')
    write(file, TORTURE)
    const out = execFileSync(
      'git',
      ['config', '--file', file, '-z', '--get-regexp', '^(include|includeif\\..*)\\.path$'],
      { encoding: 'utf8' }
    )
    const git = out
      .split('\0')
      .filter(Boolean)
      .map(entry => entry.slice(entry.indexOf('\n') + 1))
    expect(git).toEqual(['../if-false.cfg', '../inc/nested.cfg'])
    expect(includePaths(TORTURE)).toEqual(git)
    const hidden = '# ends in a backslash \\\n[include]\n\tpath = hidden.cfg\n'
    expect(includePaths(hidden)).toEqual(['hidden.cfg'])
  })
})

describe('a filter the agent arms never runs in a snapshot or the revert', () => {
  const saved: Record<string, string | undefined> = {}
  const NAMES = [
    'HOME',
    'XDG_CONFIG_HOME',
    'GIT_CONFIG_SYSTEM',
    'GIT_CONFIG_GLOBAL',
    'GIT_CONFIG_NOSYSTEM'
  ]
  let marker: string
  let program: string

  beforeEach(() => {
    for (const name of NAMES) saved[name] = process.env[name]
    for (const name of NAMES) delete process.env[name]
    process.env.HOME = home
    process.env.GIT_CONFIG_SYSTEM = system
    name = 'evil'
    marker = join(home, 'FILTER-RAN')
    program = join(home, 'evil-filter.sh')
    writeFileSync(program, `#!/bin/sh\ntouch '${marker}'\ncat\n`)
    chmodSync(program, 0o755)
  })

  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  let name = 'evil'
  const filter = (): string => `[filter "${name}"]\n\tclean = ${program}\n`

  /** Plain git in the same state runs the filter: the trap is armed. */
  function armed(): boolean {
    // Jest's process.env is the test's own: a child gets it only when given.
    const options = { cwd: repo.dir, env: process.env, stdio: 'ignore' } as const
    execFileSync('git', ['hash-object', '--path=a.txt', 'a.txt'], options)
    const ran = existsSync(marker)
    rmSync(marker, { force: true })
    return ran
  }

  it.each<[string, () => void, () => void]>([
    [
      'through an includeIf onbranch that the agent’s branch switch turns on',
      () => {
        writeFileSync(
          join(repo.dir, '.git', 'config'),
          '[includeIf "onbranch:agent"]\n\tpath = ../team.cfg\n',
          { flag: 'a' }
        )
        write(join(repo.dir, 'team.cfg'), filter())
      },
      () => repo.git(['switch', '-q', '-c', 'agent'])
    ],
    [
      'through the global config (a ~/.gitconfig include)',
      () => {
        write(join(home, '.gitconfig'), '[include]\n\tpath = ~/.gitconfig-team\n')
        write(join(home, '.gitconfig-team'), filter())
      },
      () => undefined
    ],
    [
      'named with "=", which -c cannot set (it splits at the first "=")',
      () => {
        name = 'e=vil'
        write(join(home, '.gitconfig'), filter())
      },
      () => undefined
    ],
    [
      'written by the agent into the system config, which is not put back',
      () => write(system, '[core]\n'),
      () => write(system, filter())
    ]
  ])('%s', async (_, before, agent) => {
    before()
    const tracker = await new Repository(repo.dir).beginAttempt()
    try {
      agent()
      repo.write({ '.gitattributes': `* filter=${name}\n`, 'a.txt': 'changed\n', 'b.txt': 'new\n' })
      const end = await tracker.end()
      expect(existsSync(marker)).toBe(false)
      expect(end.writes.map(write => write.path)).toEqual(
        expect.arrayContaining(['.gitattributes', 'a.txt', 'b.txt'])
      )
      expect(armed()).toBe(true)
      // The revert writes the snapshots' trees (write-tree hashes racily clean entries again)
      // before it puts the agent's branch back.
      await tracker.revert(join(repo.dir, '.runtime', 'step.patch'))
      expect(existsSync(marker)).toBe(false)
    } finally {
      tracker.dispose()
    }
  })
})
