import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { StepError } from '../step-settings.js'

interface LockOwner {
  pid: number
  host: string
  /** Absent in a lock file written by hand. */
  started?: string
  /** Distinguishes this holder from a later one with the same pid. */
  token: string
}

export class LockHeldError extends StepError {
  constructor(
    readonly path: string,
    readonly owner: LockOwner | undefined,
    waitedMs: number
  ) {
    const who = owner
      ? `pid ${owner.pid} on host ${owner.host} (since ${owner.started ?? 'unknown'})`
      : 'an owner whose lock file cannot be read'
    super(
      'lock-held',
      `The Ralph lock ${path} is held by ${who}; waited ${waitedMs} ms. ` +
        'Let that run finish, or, if that process no longer exists (for example on another ' +
        'host), delete the lock file.'
    )
    this.name = 'LockHeldError'
  }
}

export function lockPath(dir: string): string {
  return join(dir, '.runtime', 'ralph.lock')
}

/** True while a process with this pid exists (EPERM: it exists but belongs to someone else). */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const value = JSON.parse(raw) as LockOwner
    return typeof value.pid === 'number' && typeof value.host === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

async function readRaw(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** Random hex from Web Crypto's global: `ralph`'s start, which imports this module, loads no node:crypto. */
const randomHex = (bytes: number): string =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex')

/** Written aside, then hard-linked (fails like O_EXCL): no reader ever sees half a lock. */
async function createExclusive(path: string, content: string): Promise<boolean> {
  const temp = `${path}.${process.pid}.${randomHex(6)}.tmp`
  await writeFile(temp, content, { flag: 'wx' })
  try {
    await link(temp, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    await unlink(temp).catch(() => undefined)
  }
}

function isStale(owner: LockOwner | undefined, host: string): boolean {
  return owner !== undefined && owner.host === host && !isProcessAlive(owner.pid)
}

/**
 * Removes a dead owner's lock. A second lock file serializes recoveries, so two waiters that
 * both saw the same dead owner cannot each delete the lock the other one has just taken.
 */
async function recoverStale(path: string, staleRaw: string, self: LockOwner): Promise<void> {
  const guard = `${path}.recover`
  if (!(await createExclusive(guard, JSON.stringify(self)))) {
    const guardRaw = await readRaw(guard)
    if (guardRaw !== undefined && isStale(parseOwner(guardRaw), self.host))
      await unlink(guard).catch(() => undefined)
    return
  }
  try {
    if ((await readRaw(path)) === staleRaw) await unlink(path)
  } finally {
    await unlink(guard).catch(() => undefined)
  }
}

/** A dead owner's lock on this host is taken over; a live or remote owner is waited for. */
export async function acquireLock(
  dir: string,
  options: { timeoutMs: number; pollMs?: number }
): Promise<() => Promise<void>> {
  const path = lockPath(dir)
  await mkdir(join(dir, '.runtime'), { recursive: true })
  const self: LockOwner = {
    pid: process.pid,
    host: hostname(),
    started: new Date().toISOString(),
    token: randomHex(12)
  }
  const content = JSON.stringify(self) + '\n'
  const pollMs = options.pollMs ?? 100
  const start = Date.now()
  for (;;) {
    // Leaves alone a lock that is no longer its own.
    if (await createExclusive(path, content))
      return async () => {
        const raw = await readRaw(path)
        if (raw !== undefined && parseOwner(raw)?.token === self.token) await unlink(path)
      }
    const raw = await readRaw(path)
    if (raw === undefined) continue
    const owner = parseOwner(raw)
    if (isStale(owner, self.host)) {
      await recoverStale(path, raw, self)
      continue
    }
    const waited = Date.now() - start
    if (waited >= options.timeoutMs) throw new LockHeldError(path, owner, waited)
    await sleep(Math.min(pollMs, options.timeoutMs - waited))
  }
}
