/** The two steps of a move that tests must make fail without mocking modules; file helpers. */
import { constants } from 'node:fs'
import { copyFile, link, lstat, readlink } from 'node:fs/promises'

export interface FileOps {
  link(from: string, to: string): Promise<void>
  copyExclusive(from: string, to: string): Promise<void>
}

export const nodeFileOps: FileOps = {
  link: (from, to) => link(from, to),
  copyExclusive: (from, to) => copyFile(from, to, constants.COPYFILE_EXCL)
}

export async function linkTarget(folder: string): Promise<string | null> {
  const stats = await lstat(folder).catch(() => null)
  return stats?.isSymbolicLink() === true ? readlink(folder) : null
}

export function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code
}
