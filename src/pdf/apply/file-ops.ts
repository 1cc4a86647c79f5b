/**
 * The two file system steps of a move that can go wrong in ways a test must provoke (a target
 * that appears before the link, a link across devices), behind one small interface so tests can
 * make them fail without mocking modules; and two helpers of the renamer's file handling.
 */
import { constants } from 'node:fs'
import { copyFile, link } from 'node:fs/promises'
import { createSha256 } from '../../fs/hash.js'

export interface FileOps {
  /** Hard link `to` -> the file at `from`; fails with EEXIST when `to` exists. */
  link(from: string, to: string): Promise<void>
  /** Copy that fails with EEXIST when `to` exists (COPYFILE_EXCL). */
  copyExclusive(from: string, to: string): Promise<void>
}

export const nodeFileOps: FileOps = {
  link: (from, to) => link(from, to),
  copyExclusive: (from, to) => copyFile(from, to, constants.COPYFILE_EXCL)
}

export function sha256(bytes: Uint8Array): string {
  return createSha256().update(bytes).digest('hex')
}

export function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code
}
