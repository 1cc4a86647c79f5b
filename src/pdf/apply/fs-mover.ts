/**
 * The file-system mover (the CLI), confined to the folders of the run. A move never replaces a
 * file (Node has no renameat2 RENAME_NOREPLACE): a hard link to the new name, which fails when
 * the name exists, then the old name unlinked; where links cannot work (another device, no hard
 * links) a copy with COPYFILE_EXCL, its hash checked, then the source removed.
 */
import { constants } from 'node:fs'
import { access, lstat, mkdir, readdir, stat, unlink } from 'node:fs/promises'
import { dirname, relative, sep } from 'node:path'
import { confine, type Confined } from '../../fs/confine.js'
import { hashFile } from '../../fs/hash.js'
import { errorCode, nodeFileOps, type FileOps } from './file-ops.js'
import type { FileState, Mover, MoveOutcome, Verdict } from './mover.js'

export function fileSystemMover(options: {
  roots: string[]
  ops?: FileOps | undefined
  cwd: string
}): Mover {
  const ops = options.ops ?? nodeFileOps
  const state = async (path: string): Promise<FileState | null> =>
    (await exists(path)) ? hashFile(path) : null
  return {
    confine: path => confineToAny(options.roots, path),
    display: path => relative(options.cwd, path).split(sep).join('/') || '.',
    names: async dir => {
      try {
        return await readdir(dir)
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return []
        throw error
      }
    },
    prepare: async dir => {
      await mkdir(dir, { recursive: true })
      await access(dir, constants.W_OK | constants.X_OK)
    },
    state,
    sameFile: async (a, b) => {
      const [x, y] = await Promise.all([stat(a), stat(b)])
      return x.dev === y.dev && x.ino === y.ino
    },
    verify: async (from, to, sha256) => verifySource(from, to, sha256),
    move: async (from, to, sha256, bytes) => {
      if (bytes !== undefined)
        return { kind: 'failed', reason: 'the file system mover does not rewrite contents' }
      await mkdir(dirname(to), { recursive: true })
      return moveNoReplace(from, to, sha256, ops)
    },
    remove: path => unlink(path),
    keep: async () => null,
    restore: async (_handle, path) => {
      throw new Error(
        `${path}: the original bytes were kept in git; undo this run in the repository`
      )
    },
    commit: async () => undefined
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path)
    return true
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false
    throw error
  }
}

async function confineToAny(roots: string[], path: string): Promise<Confined> {
  let refused: Confined | undefined
  for (const root of roots) {
    const confined = await confine(root, path)
    if (confined.kind === 'inside') return confined
    refused ??= confined
  }
  return refused ?? { kind: 'outside', reason: `${path}: no folder to confine it to` }
}

async function verifySource(from: string, to: string, sha256: string): Promise<Verdict> {
  let current: FileState
  try {
    current = await hashFile(from)
  } catch (error) {
    return {
      kind: 'refused',
      reason: `cannot read it any more (${errorCode(error) ?? (error as Error).message})`
    }
  }
  if (current.sha256 !== sha256)
    return {
      kind: 'refused',
      reason: 'changed since it was analysed (sha256 differs); run again to re-plan it'
    }
  if (await exists(to))
    return { kind: 'refused', reason: `target ${to} appeared after planning; not overwritten` }
  return { kind: 'ok', size: current.size }
}

const COPY_INSTEAD = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK'])

async function moveNoReplace(
  from: string,
  to: string,
  expectedSha256: string,
  ops: FileOps
): Promise<MoveOutcome> {
  try {
    await ops.link(from, to)
  } catch (error) {
    const code = errorCode(error)
    if (code === 'EEXIST') return { kind: 'target-exists' }
    if (code === undefined || !COPY_INSTEAD.has(code)) throw error
    try {
      await ops.copyExclusive(from, to)
    } catch (copyError) {
      if (errorCode(copyError) === 'EEXIST') return { kind: 'target-exists' }
      // COPYFILE_EXCL: a partial copy left behind is ours.
      await unlink(to).catch(() => undefined)
      throw copyError
    }
    const copied = await hashFile(to)
    if (copied.sha256 !== expectedSha256) {
      await unlink(to)
      throw new Error(
        `The copy at ${to} has sha256 ${copied.sha256}, expected ${expectedSha256}; removed the copy and kept ${from}.`
      )
    }
  }
  // The file keeps exactly one name.
  try {
    await unlink(from)
  } catch (error) {
    await unlink(to).catch(() => undefined)
    throw error
  }
  return { kind: 'moved' }
}
