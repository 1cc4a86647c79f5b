// Apart from lock.ts so that `ralph`'s start, which maps this error to its exit code, does not
// load node:crypto (lock.ts draws its tokens from it).

export interface LockOwner {
  pid: number
  host: string
  /** ISO time the lock was taken. */
  started: string
  /** Distinguishes this holder from a later one with the same pid. */
  token: string
}

export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly owner: LockOwner | undefined,
    waitedMs: number
  ) {
    const who = owner
      ? `pid ${owner.pid} on host ${owner.host} (since ${owner.started})`
      : 'an owner whose lock file cannot be read'
    super(
      `The Ralph lock ${path} is held by ${who}; waited ${waitedMs} ms. ` +
        'Let that run finish, or, if that process no longer exists (for example on another ' +
        'host), delete the lock file.'
    )
    this.name = 'LockHeldError'
  }
}
