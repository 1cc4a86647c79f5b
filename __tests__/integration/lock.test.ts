import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { acquireLock, LockHeldError, lockPath } from '../../src/loop/record/lock.js'
import { deadPid, spawnTs, waitForOutput } from '../helpers/child.js'
import { tempDir } from '../helpers/tmp.js'

function writeLock(dir: string, owner: object): void {
  mkdirSync(join(dir, '.runtime'), { recursive: true })
  writeFileSync(lockPath(dir), JSON.stringify(owner) + '\n')
}

describe('the Ralph lock', () => {
  let tmp: ReturnType<typeof tempDir>
  beforeEach(() => (tmp = tempDir()))
  afterEach(() => tmp.cleanup())

  it('records pid, host and start time under .runtime/, and release removes it', async () => {
    const before = new Date().toISOString()
    const release = await acquireLock(tmp.dir, { timeoutMs: 0 })
    const owner = JSON.parse(readFileSync(join(tmp.dir, '.runtime', 'ralph.lock'), 'utf8'))
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() })
    expect(owner.started >= before && owner.started <= new Date().toISOString()).toBe(true)
    await release()
    expect(existsSync(lockPath(tmp.dir))).toBe(false)
  })

  it('names the live holder (another process) after waiting for the bound', async () => {
    const child = spawnTs('__tests__/helpers/hold-lock.ts', [tmp.dir])
    try {
      await waitForOutput(child, 'locked')
      const attempt = acquireLock(tmp.dir, { timeoutMs: 300, pollMs: 50 })
      await expect(attempt).rejects.toThrow(LockHeldError)
      await expect(attempt).rejects.toThrow(
        new RegExp(`held by pid ${child.pid} on host ${hostname()} .*waited \\d+ ms`)
      )
      expect(JSON.parse(readFileSync(lockPath(tmp.dir), 'utf8')).pid).toBe(child.pid)
    } finally {
      child.kill()
    }
  })

  it('waits for a live holder that lets go within the bound', async () => {
    const child = spawnTs('__tests__/helpers/hold-lock.ts', [tmp.dir])
    try {
      await waitForOutput(child, 'locked')
      const attempt = acquireLock(tmp.dir, { timeoutMs: 30_000, pollMs: 20 })
      child.stdin.write('release\n')
      const release = await attempt
      expect(JSON.parse(readFileSync(lockPath(tmp.dir), 'utf8')).pid).toBe(process.pid)
      await release()
    } finally {
      child.kill()
    }
  })

  it('takes over the lock of a dead process on the same host', async () => {
    const pid = await deadPid()
    writeLock(tmp.dir, { pid, host: hostname(), started: '2024-01-01T00:00:00Z', token: 'old' })
    const release = await acquireLock(tmp.dir, { timeoutMs: 0 })
    const owner = JSON.parse(readFileSync(lockPath(tmp.dir), 'utf8'))
    expect(owner.pid).toBe(process.pid)
    expect(owner.token).not.toBe('old')
    await release()
  })

  it('does not take over a lock from another host, whose pid it cannot check', async () => {
    const pid = await deadPid()
    writeLock(tmp.dir, { pid, host: 'elsewhere.example', started: 'x', token: 't' })
    await expect(acquireLock(tmp.dir, { timeoutMs: 50, pollMs: 10 })).rejects.toThrow(
      `held by pid ${pid} on host elsewhere.example`
    )
  })

  it('lets exactly one of two waiters take over the same stale lock', async () => {
    const pid = await deadPid()
    writeLock(tmp.dir, { pid, host: hostname(), started: 'x', token: 'stale' })
    const results = await Promise.allSettled([
      acquireLock(tmp.dir, { timeoutMs: 200, pollMs: 10 }),
      acquireLock(tmp.dir, { timeoutMs: 200, pollMs: 10 })
    ])
    expect(results.map(r => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const won = results.find(r => r.status === 'fulfilled')
    if (won?.status === 'fulfilled') await won.value()
  })

  it('release leaves alone a lock that is no longer its own', async () => {
    const release = await acquireLock(tmp.dir, { timeoutMs: 0 })
    writeLock(tmp.dir, { pid: process.pid, host: hostname(), started: 'x', token: 'someone-else' })
    await release()
    expect(JSON.parse(readFileSync(lockPath(tmp.dir), 'utf8')).token).toBe('someone-else')
  })
})
