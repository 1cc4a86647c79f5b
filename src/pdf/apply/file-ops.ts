/**
 * The file system effects of renaming, behind one small interface so tests can make a step fail
 * (a cross-device link, a target that appears) without mocking modules.
 */
import { constants } from 'node:fs'
import { access, copyFile, link, lstat, mkdir, readdir, stat, unlink } from 'node:fs/promises'
import { hashFile } from '../../fs/hash-file.js'
import { createSha256 } from '../../fs/sha256.js'

export interface FileOps {
  /** Hard link `to` -> the file at `from`; fails with EEXIST when `to` exists. */
  link(from: string, to: string): Promise<void>
  /** Copy that fails with EEXIST when `to` exists (COPYFILE_EXCL). */
  copyExclusive(from: string, to: string): Promise<void>
  unlink(path: string): Promise<void>
  exists(path: string): Promise<boolean>
  hash(path: string): Promise<{ sha256: string; size: number }>
  /** Whether two paths are hard links to the same file (same device and inode). */
  sameFile(a: string, b: string): Promise<boolean>
  names(dir: string): Promise<string[]>
  mkdirp(dir: string): Promise<void>
  /** Throws (EACCES, EROFS, EPERM, ...) unless the current user may create files in `dir`. */
  checkWritable(dir: string): Promise<void>
}

export const nodeFileOps: FileOps = {
  link: (from, to) => link(from, to),
  copyExclusive: (from, to) => copyFile(from, to, constants.COPYFILE_EXCL),
  unlink: path => unlink(path),
  exists: async path => {
    try {
      await lstat(path)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  },
  hash: path => hashFile(path),
  sameFile: async (a, b) => {
    const [x, y] = await Promise.all([stat(a), stat(b)])
    return x.dev === y.dev && x.ino === y.ino
  },
  names: async dir => {
    try {
      return await readdir(dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  },
  mkdirp: async dir => {
    await mkdir(dir, { recursive: true })
  },
  checkWritable: dir => access(dir, constants.W_OK | constants.X_OK)
}

export function sha256(bytes: Uint8Array): string {
  return createSha256().update(bytes).digest('hex')
}

export function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code
}
