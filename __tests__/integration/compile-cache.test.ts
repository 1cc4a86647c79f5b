/**
 * On Node 24 a command that starts no agent keeps compiled code in the user's cache folder; one
 * that starts an agent writes nothing there (the agent could plant code in it), and none does
 * where another user could write (the cache is code the next process runs).
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { NODE24 } from '../helpers/action-run.js'
import { tsArgs } from '../helpers/child.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

function ralph(cache: string, args: string[]): { status: number | null; stderr: string } {
  const run = spawnSync(NODE24, tsArgs('src/cli/ralph-entry.ts', args), {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: cache, XDG_CACHE_HOME: cache },
    encoding: 'utf8'
  })
  return { status: run.status, stderr: run.stderr }
}

function cachedFiles(cache: string): string[] {
  const dir = join(cache, 'ralph-action', 'compile-cache')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => entry.name)
}

describe('the V8 compile cache on Node 24', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir('compile-cache-')
  })
  afterEach(() => tmp.cleanup())

  it('ralph validate fills it', () => {
    const run = ralph(tmp.dir, ['validate', '--prd', 'examples/prd.json'])
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(cachedFiles(tmp.dir).length).toBeGreaterThan(5)
  })

  it('ralph step, which starts an agent, never touches it', () => {
    const run = ralph(tmp.dir, ['step', '--help'])
    expect(run.status).toBe(0)
    expect(existsSync(join(tmp.dir, 'ralph-action'))).toBe(false)
  })

  it('is not used in a folder others can write (XDG_CACHE_HOME writable by all, mode 0777)', () => {
    const openToAll = join(tmp.dir, 'open-to-all')
    mkdirSync(openToAll)
    chmodSync(openToAll, 0o777)
    const run = spawnSync(
      NODE24,
      tsArgs('src/cli/ralph-entry.ts', ['validate', '--prd', 'examples/prd.json']),
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH, HOME: tmp.dir, XDG_CACHE_HOME: openToAll },
        encoding: 'utf8'
      }
    )
    expect(run.status).toBe(0)
    expect(cachedFiles(openToAll)).toEqual([])
  })
})
