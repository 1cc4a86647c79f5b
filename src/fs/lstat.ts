import { lstatSync, type Stats } from 'node:fs'

/** lstat, or undefined when gone, unreadable or below a file: all "not there" to the callers. */
export function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}

/** Undefined when gone. ctime is in it because an agent can set mtime back but not ctime. */
export function lstatSignature(abs: string): string | undefined {
  try {
    const s = lstatSync(abs, { bigint: true })
    return `${s.mode}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`
  } catch {
    return undefined
  }
}
