/**
 * The file-system mover (the CLI), confined to the folders of the run: the folders given, the
 * folders of files given, and --out.
 *
 * A move never replaces a file: a hard link to the new name (atomic, fails when the name
 * exists), then the old name unlinked. Where links cannot work — another device, a file system
 * without hard links — copy with COPYFILE_EXCL, check the copy's hash, then remove the source.
 * Node has no rename-without-replace (renameat2 RENAME_NOREPLACE).
 */
import { dirname, relative, sep } from 'node:path'
import { confine, type Confined } from '../../fs/confine.js'
import { errorCode, nodeFileOps, type FileOps } from './file-ops.js'
import type { FileState, Mover, MoveOutcome, Verdict } from './mover.js'

export interface FsMoverOptions {
  /** Folders the moves stay in (absolute). */
  roots: string[]
  ops?: FileOps | undefined
  /** Where displayed paths are relative to. */
  cwd: string
}

export function fileSystemMover(options: FsMoverOptions): Mover {
  const ops = options.ops ?? nodeFileOps
  const state = async (path: string): Promise<FileState | null> =>
    (await ops.exists(path)) ? ops.hash(path) : null
  return {
    confine: path => confineToAny(options.roots, path),
    display: path => relative(options.cwd, path).split(sep).join('/') || '.',
    names: dir => ops.names(dir),
    prepare: async dir => {
      await ops.mkdirp(dir)
      await ops.checkWritable(dir)
    },
    state,
    sameFile: (a, b) => ops.sameFile(a, b),
    verify: async (from, to, sha256) => verifySource(ops, from, to, sha256),
    move: async (from, to, sha256, bytes) => {
      if (bytes !== undefined)
        return { kind: 'failed', reason: 'the file system mover does not rewrite contents' }
      await ops.mkdirp(dirname(to))
      return moveNoReplace(from, to, sha256, ops)
    },
    remove: path => ops.unlink(path),
    keep: async () => null,
    restore: async (_handle, path) => {
      throw new Error(
        `${path}: the original bytes were kept in git; undo this run in the repository`
      )
    },
    commit: async () => undefined
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

async function verifySource(
  ops: FileOps,
  from: string,
  to: string,
  sha256: string
): Promise<Verdict> {
  let current: FileState
  try {
    current = await ops.hash(from)
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
  if (await ops.exists(to))
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
      // COPYFILE_EXCL means a partial copy left behind is ours to remove.
      await ops.unlink(to).catch(() => undefined)
      throw copyError
    }
    const copied = await ops.hash(to)
    if (copied.sha256 !== expectedSha256) {
      await ops.unlink(to)
      throw new Error(
        `The copy at ${to} has sha256 ${copied.sha256}, expected ${expectedSha256}; removed the copy and kept ${from}.`
      )
    }
  }
  // When the old name cannot be removed, the new one goes, so the file has exactly one name.
  try {
    await ops.unlink(from)
  } catch (error) {
    await ops.unlink(to).catch(() => undefined)
    throw error
  }
  return { kind: 'moved' }
}
