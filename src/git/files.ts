import {
  closeSync,
  copyFileSync,
  fsyncSync,
  openSync,
  renameSync,
  statSync,
  utimesSync,
  writeSync
} from 'node:fs'

/** Replaces a file's bytes by writing a sibling and renaming it over the original. */
export function atomicReplace(path: string, bytes: Buffer, mode = 0o644): void {
  const temp = `${path}.ralph-${process.pid}.tmp`
  const fd = openSync(temp, 'w', mode)
  try {
    writeSync(fd, bytes)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, path)
}

/**
 * Copies an index file keeping its mtime: git treats an entry changed in the same second
 * as (or after) the index file's mtime as racy and hashes it again. A copy with a fresh
 * mtime would make git trust a stale stat of such an entry.
 */
export function copyIndex(from: string, to: string): void {
  const { atime, mtime } = statSync(from)
  copyFileSync(from, to)
  utimesSync(to, atime, mtime)
}
