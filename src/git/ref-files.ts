/**
 * What `for-each-ref --format=%(refname)%00%(objectname)` reads, as lstat signatures: every
 * entry under `refs/` (the common dir's, and a linked worktree's own) and `packed-refs`. It
 * reads nothing else (not the objects: a ref to a missing object is listed all the same).
 * Equal signatures mean the listing is the same, so a later snapshot skips the process.
 *
 * ctime is in each signature: an agent can rewrite a ref and set its mtime back, never its
 * ctime. Where the signatures cannot vouch, the answer is undefined and git lists the refs:
 * an entry changed within a clock tick of now (a rewrite in the same tick keeps its ctime),
 * a symbolic link (git reads through it, and the file it ends at has no signature here), a
 * reftable (another storage, read only by git).
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { lstatSignature } from '../fs/lstat-signature.js'

/** The file system's coarse clock lags the wall clock by up to a tick. */
const CLOCK_TICK_MS = 20
const S_IFMT = 0o170000n
const S_IFLNK = 0o120000n
const S_IFDIR = 0o040000n

export interface RefDirs {
  gitDir: string
  commonDir: string
}

export function refFilesSignature(dirs: RefDirs, now = Date.now()): string | undefined {
  if (existsSync(join(dirs.commonDir, 'reftable'))) return undefined
  const lines: string[] = []
  const roots = [join(dirs.commonDir, 'refs'), join(dirs.commonDir, 'packed-refs')]
  if (dirs.gitDir !== dirs.commonDir) roots.push(join(dirs.gitDir, 'refs'))
  const latest = BigInt(Math.floor(now - CLOCK_TICK_MS)) * 1_000_000n
  const pending = [...roots]
  for (let abs = pending.pop(); abs !== undefined; abs = pending.pop()) {
    const sig = lstatSignature(abs)
    lines.push(`${abs}\0${sig ?? '-'}`)
    if (sig === undefined) continue
    const [mode = '0', , , ctime = '0'] = sig.split(':')
    const type = BigInt(mode) & S_IFMT
    if (type === S_IFLNK || BigInt(ctime) >= latest) return undefined
    if (type === S_IFDIR) {
      for (const name of readdirSync(abs)) pending.push(join(abs, name))
    }
  }
  return lines.sort().join('\n')
}
