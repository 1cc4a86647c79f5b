/**
 * What `for-each-ref --format=%(refname)%00%(objectname)` reads, as bytes: every entry under
 * `refs/` (the common dir's, and a linked worktree's own) and `packed-refs`, each with its
 * content. The listing is a function of these bytes and nothing else (not the objects: a ref
 * to a missing object is listed all the same), so while they are equal a later snapshot
 * reuses the listing instead of starting a process, and in the plain case the first listing
 * is read from them too (ref-list.ts). Contents, not lstat signatures: a
 * process writing through a shared mapping whose page is already dirty changes a file
 * without moving its ctime.
 *
 * Undefined where the bytes cannot vouch and git must list: a symbolic link (git reads
 * through it, to a file outside these), a reftable (another storage), or GIT_REF_PARANOIA
 * in the environment (which makes the listing depend on the objects).
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { listRefs, LooseRef } from './ref-list.js'

export interface RefDirs {
  gitDir: string
  commonDir: string
}

export interface RefFiles {
  /** The bytes that vouch for a listing. */
  bytes: Buffer
  /**
   * The listing itself, read from the same bytes (ref-list.ts); undefined where git must list
   * (a linked worktree, whose own refs git merges in its own way, or anything but the plain case).
   */
  refs: Map<string, string> | undefined
}

export function refFilesContent(
  dirs: RefDirs,
  env: NodeJS.ProcessEnv = process.env
): Buffer | undefined {
  return readRefFiles(dirs, env)?.bytes
}

export function readRefFiles(
  dirs: RefDirs,
  env: NodeJS.ProcessEnv = process.env
): RefFiles | undefined {
  if (env.GIT_REF_PARANOIA !== undefined) return undefined
  if (existsSync(join(dirs.commonDir, 'reftable'))) return undefined
  const parts: Buffer[] = []
  const loose: LooseRef[] = []
  let packed: Buffer | undefined
  const packedFile = join(dirs.commonDir, 'packed-refs')
  const pending = [join(dirs.commonDir, 'refs'), packedFile]
  // A linked worktree's `commondir` names where git looks for all of the above.
  const linked = dirs.gitDir !== dirs.commonDir
  if (linked) pending.push(join(dirs.gitDir, 'refs'), join(dirs.gitDir, 'commondir'))
  for (let abs = pending.pop(); abs !== undefined; abs = pending.pop()) {
    const entry = read(abs)
    if (entry === undefined) return undefined
    if (Array.isArray(entry)) {
      parts.push(Buffer.from(`${abs}/\0`))
      pending.push(...entry.sort().map(name => join(abs as string, name)))
    } else {
      parts.push(Buffer.from(`${abs}\0${entry.length}\0`), entry)
      if (abs === packedFile) packed = entry
      else loose.push([relative(dirs.commonDir, abs).split(sep).join('/'), entry])
    }
  }
  return { bytes: Buffer.concat(parts), refs: linked ? undefined : listRefs(loose, packed) }
}

/** A folder's names, a file's bytes (empty when gone); undefined for anything else. */
function read(abs: string): string[] | Buffer | undefined {
  let stat
  try {
    stat = lstatSync(abs)
  } catch {
    return Buffer.alloc(0)
  }
  if (stat.isDirectory()) return readdirSync(abs)
  if (!stat.isFile()) return undefined
  try {
    return readFileSync(abs)
  } catch {
    return undefined
  }
}

/** HEAD's file and the ref files as bytes: equal bytes, the same commit for HEAD. */
export function headFilesContent(
  dirs: RefDirs,
  env: NodeJS.ProcessEnv = process.env
): Buffer | undefined {
  const refs = refFilesContent(dirs, env)
  const head = read(join(dirs.gitDir, 'HEAD'))
  return refs && Buffer.isBuffer(head) ? Buffer.concat([head, Buffer.from('\0'), refs]) : undefined
}
