import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'

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
