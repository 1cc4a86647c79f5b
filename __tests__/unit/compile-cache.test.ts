/** Where the V8 compile cache lives, and that a process starting an agent never has one. */
import { compileCacheDir } from '../../src/startup/compile-cache.js'

describe('compileCacheDir', () => {
  it.each([
    ['cli', false, { XDG_CACHE_HOME: '/x' }, '/home/u', '/x/ralph-action/compile-cache'],
    ['cli', false, {}, '/home/u', '/home/u/.cache/ralph-action/compile-cache'],
    ['cli', false, { XDG_CACHE_HOME: '' }, '/home/u', '/home/u/.cache/ralph-action/compile-cache'],
    ['cli', false, {}, '', undefined],
    ['cli', true, { XDG_CACHE_HOME: '/x' }, '/home/u', undefined],
    ['cli', false, { NODE_DISABLE_COMPILE_CACHE: '1' }, '/home/u', undefined],
    [
      'action',
      false,
      { RUNNER_TEMP: '/r/_temp' },
      '/home/u',
      '/r/_temp/ralph-action-compile-cache'
    ],
    ['action', false, { XDG_CACHE_HOME: '/x' }, '/home/u', undefined],
    ['action', true, { RUNNER_TEMP: '/r/_temp' }, '/home/u', undefined]
  ] as const)('%s, starts an agent: %s, %j, home %j -> %j', (shell, agent, env, home, expected) => {
    expect(compileCacheDir(shell, agent, env, home)).toBe(expected)
  })
})
