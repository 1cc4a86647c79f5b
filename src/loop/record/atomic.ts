import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { open, rename, stat, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

async function fsyncDirectory(dir: string): Promise<void> {
  let handle
  try {
    handle = await open(dir, constants.O_RDONLY)
    await handle.sync()
  } catch (error) {
    // Some file systems refuse fsync on a directory; the rename itself is still atomic there.
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EPERM') throw error
  } finally {
    await handle?.close()
  }
}

/**
 * Replaces `path` with `data` so that readers see the old or the new content, never a mix,
 * even across a crash: temp file in the same folder, fsync, rename over, fsync the folder.
 * An existing file keeps its permission bits.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path)
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  const mode = await stat(path).then(
    stats => stats.mode & 0o777,
    () => 0o644
  )
  const handle = await open(temp, 'wx', mode)
  try {
    try {
      await handle.writeFile(data)
      await handle.chmod(mode)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw new Error(`Could not write ${path} atomically: ${(error as Error).message}`, {
      cause: error
    })
  }
  await fsyncDirectory(dir)
}
