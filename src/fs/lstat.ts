import { lstatSync, type Stats } from 'node:fs'

/**
 * lstat, or undefined when there is nothing to stat (gone, a file where a folder was expected,
 * unreadable): the callers treat all of these as "not there".
 */
export function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}

/**
 * A path's lstat signature (type and mode, size, mtime, ctime, inode), or undefined when it is
 * gone. ctime is in it because an agent can set mtime back but not ctime.
 */
export function lstatSignature(abs: string): string | undefined {
  try {
    const s = lstatSync(abs, { bigint: true })
    return `${s.mode}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`
  } catch {
    return undefined
  }
}
