import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { lstatOrUndefined } from '../fs/lstat.js'
import type { RepoPaths } from './repository.js'

/**
 * The bytes git's ref listing and HEAD's commit are a function of: HEAD, every entry under
 * `refs/` (the common dir's, and a linked worktree's own with its `commondir`) and
 * `packed-refs`, each with its content. While they are equal, what git said of them holds:
 * the second snapshot reuses the first one's listing, and `run_start` the HEAD read with the
 * repository's paths, instead of starting a process (the step's speed guard counts each).
 * Contents, not lstat signatures: a process writing through a shared mapping changes a file
 * without moving its ctime.
 * Undefined where the bytes cannot vouch, and git lists: a symbolic link (git reads through
 * it, to a file outside these), a reftable, or GIT_REF_PARANOIA (the listing then depends on
 * the objects).
 */
export function refBytes(
  paths: RepoPaths,
  env: NodeJS.ProcessEnv = process.env
): Buffer | undefined {
  if (env.GIT_REF_PARANOIA !== undefined || existsSync(join(paths.commonDir, 'reftable')))
    return undefined
  const parts: Buffer[] = []
  const pending = ['HEAD', 'refs', 'packed-refs'].map(name => join(paths.commonDir, name))
  pending[0] = join(paths.gitDir, 'HEAD')
  if (paths.gitDir !== paths.commonDir)
    pending.push(join(paths.gitDir, 'refs'), join(paths.gitDir, 'commondir'))
  for (let abs = pending.pop(); abs !== undefined; abs = pending.pop()) {
    const stat = lstatOrUndefined(abs)
    if (stat?.isDirectory()) {
      parts.push(Buffer.from(`${abs}/\0`))
      pending.push(
        ...readdirSync(abs)
          .sort()
          .map(name => join(abs as string, name))
      )
      continue
    }
    if (stat !== undefined && !stat.isFile()) return undefined
    let bytes: Buffer
    try {
      bytes = stat ? readFileSync(abs) : Buffer.alloc(0)
    } catch {
      return undefined
    }
    parts.push(Buffer.from(`${abs}\0${bytes.length}\0`), bytes)
  }
  return Buffer.concat(parts)
}
