/**
 * Where the V8 compile cache lives, that a process starting an agent never has one, and that it
 * is used only where no other user can write (the cache is code the next process runs).
 */
import { chmodSync, mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { cacheFolderSafe, compileCacheDir } from '../../src/startup/compile-cache.js'
import { tempDir } from '../helpers/pdfs.js'

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

describe('cacheFolderSafe (real folders)', () => {
  const uid = process.getuid!()
  let tmp: ReturnType<typeof tempDir>
  beforeEach(() => {
    tmp = tempDir('compile-cache-')
  })
  afterEach(() => tmp.cleanup())

  function folder(parentMode: number, mode: number): string {
    const parent = join(tmp.dir, 'parent')
    const dir = join(parent, 'compile-cache')
    mkdirSync(dir, { recursive: true })
    chmodSync(parent, parentMode)
    chmodSync(dir, mode)
    return dir
  }

  it.each([
    [0o700, 0o700, true],
    [0o755, 0o755, true],
    [0o1777, 0o700, true],
    [0o777, 0o700, false],
    [0o775, 0o700, false],
    [0o755, 0o775, false],
    [0o755, 0o1777, false]
  ])('parent %o, cache %o -> %s', (parentMode, mode, safe) => {
    expect(cacheFolderSafe(folder(parentMode, mode), uid)).toBe(safe)
  })

  it("refuses another user's folder, a symbolic link and a missing folder", () => {
    const dir = folder(0o755, 0o700)
    expect(cacheFolderSafe(dir, uid + 1)).toBe(false)
    const link = join(tmp.dir, 'link')
    symlinkSync(dir, link)
    expect(cacheFolderSafe(link, uid)).toBe(false)
    expect(cacheFolderSafe(join(tmp.dir, 'missing'), uid)).toBe(false)
  })
})
