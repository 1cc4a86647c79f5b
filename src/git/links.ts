/** The effectful half of the symlink rule: where does a link really point? */
import { existsSync, readlinkSync, realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'

export interface LinkInfo {
  target: string
  /** True when the target resolves inside the working tree and outside its git dir. */
  inside: boolean
}

function contains(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** Resolves as far as the file system goes: follows links on the existing prefix. */
function realish(path: string): string {
  if (existsSync(path)) return realpathSync(path)
  const parent = dirname(path)
  if (parent === path) return path
  return join(realish(parent), basename(path))
}

/** Reads the link at `path` (relative to `top`); undefined when it is not a symlink. */
export function readLinkInfo(top: string, path: string, gitDirs: string[]): LinkInfo | undefined {
  const abs = join(top, path)
  let target: string
  try {
    target = readlinkSync(abs)
  } catch {
    return undefined
  }
  const realTop = realpathSync(top)
  const resolved = realish(resolve(dirname(abs), target))
  const inGitDir = gitDirs.some(dir => existsSync(dir) && contains(realpathSync(dir), resolved))
  return { target, inside: contains(realTop, resolved) && !inGitDir }
}
