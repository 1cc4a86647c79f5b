/** The exact bwrap argv of the agent's sandbox, and how its exit status reads. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { confinedArgs, exitInside } from '../../src/process/confine.js'

const box = {
  bwrap: '/usr/bin/bwrap',
  writable: ['/srv/repo'],
  readable: ['/usr/bin', '/tmp/tools/bin', '/tmp/ralph-agent-x'],
  home: '/tmp/ralph-agent-x/home',
  network: false
}

describe('confinedArgs', () => {
  it('an unprivileged user, network off: loopback only, the hidden folders bound back read-only', () => {
    expect(confinedArgs('codex', ['exec', '-'], '/srv/repo', box, 1001)).toEqual([
      ...['--unshare-all', '--unshare-user', '--die-with-parent', '--cap-drop', 'ALL'],
      ...['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'],
      ...['--size', '1073741824', '--tmpfs', '/tmp'],
      ...['--size', '67108864', '--tmpfs', '/dev/shm'],
      ...['--size', '1048576', '--tmpfs', '/run'],
      ...['--ro-bind-try', '/tmp/tools/bin', '/tmp/tools/bin'],
      ...['--ro-bind-try', '/tmp/ralph-agent-x', '/tmp/ralph-agent-x'],
      ...['--bind', '/srv/repo', '/srv/repo'],
      ...['--bind', '/tmp/ralph-agent-x/home', '/run/agent-home'],
      ...['--chdir', '/srv/repo', '--', 'codex', 'exec', '-']
    ])
  })

  it('root, network on: the host network, and uid 1000 inside', () => {
    const args = confinedArgs('true', [], undefined, { ...box, network: true }, 0)
    expect(args.slice(0, 9)).toEqual([
      '--unshare-all',
      '--unshare-user',
      '--share-net',
      '--die-with-parent',
      '--cap-drop',
      'ALL',
      '--uid',
      '1000',
      '--gid'
    ])
    expect(args).not.toContain('--chdir')
    expect(args.slice(-2)).toEqual(['--', 'true'])
  })

  it('a folder reached through a link (a tool cache .bin) is bound at the path listed and at its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-confine-'))
    try {
      mkdirSync(join(dir, 'real-bin'))
      symlinkSync(join(dir, 'real-bin'), join(dir, '.bin'))
      const args = confinedArgs('codex', [], undefined, { ...box, readable: [join(dir, '.bin')] })
      const binds = args.flatMap((arg, i) =>
        arg === '--ro-bind-try' ? [args.slice(i + 1, i + 3)] : []
      )
      expect(binds).toEqual([
        [join(dir, 'real-bin'), join(dir, '.bin')],
        [join(dir, 'real-bin'), join(dir, 'real-bin')]
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('exitInside', () => {
  it.each([
    [143, null, { code: null, signal: 'SIGTERM' }],
    [137, null, { code: null, signal: 'SIGKILL' }],
    [139, null, { code: null, signal: 'SIGSEGV' }],
    [1, null, { code: 1, signal: null }],
    [128, null, { code: 128, signal: null }],
    [null, 'SIGKILL', { code: null, signal: 'SIGKILL' }]
  ] as const)('bwrap exit %s, signal %s', (code, signal, read) => {
    expect(exitInside(code, signal)).toEqual(read)
  })
})
