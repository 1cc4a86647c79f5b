import { lstatSync } from 'node:fs'

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
