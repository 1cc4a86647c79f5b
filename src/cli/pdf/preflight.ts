/**
 * Checks made before any PDF is read: every path exists (else a usage error), and every folder a
 * rename writes to is writable, so a read-only folder fails in a second, not after minutes of OCR.
 */
import { access, constants, stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { RenameSettings } from '../../pdf/settings.js'
import { UsageError } from './args.js'

/** A folder the rename would write to refuses writes for this user. */
export class NotWritableError extends Error {
  override name = 'NotWritableError'
}

/** The folders a rename writes to: each source folder (a move unlinks there), --out, --review. */
export async function foldersToWrite(settings: RenameSettings, cwd: string): Promise<string[]> {
  const folders = new Set<string>()
  for (const path of settings.paths) {
    const absolute = resolve(cwd, path)
    let isFolder: boolean
    try {
      isFolder = (await stat(absolute)).isDirectory()
    } catch (error) {
      throw new UsageError(
        `No such file or folder: '${path}'. Give a folder or PDF files that exist.`,
        { cause: error }
      )
    }
    folders.add(isFolder ? absolute : dirname(absolute))
  }
  for (const dir of [settings.outDir, settings.reviewDir])
    if (dir !== undefined) folders.add(resolve(cwd, dir))
  return [...folders]
}

export async function checkWritable(folders: string[]): Promise<void> {
  for (const folder of folders) {
    try {
      await access(folder, constants.W_OK | constants.X_OK)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
      // ENOENT: an --out folder not made yet; the batch creates it under a writable parent.
      if (code === 'ENOENT') continue
      throw new NotWritableError(
        `Cannot rename in ${folder}: the folder is not writable for this user (${code}). ` +
          'Nothing was read or renamed. Make it writable (chmod u+w on the folder, or run as its ' +
          'owner), or copy the PDFs into a folder you can write and run there; ' +
          '--dry-run previews the names without writing.',
        { cause: error }
      )
    }
  }
}
