/**
 * The file-system mover (the CLI): moves by hard link and unlink (copy and check where links
 * cannot work), never replacing a file. Confined to the folders of the run: the folders given,
 * the folders of files given, and --out.
 */
import { dirname, relative, sep } from 'node:path'
import { confine, type Confined } from '../../fs/confine.js'
import { errorCode, nodeFileOps, type FileOps } from './file-ops.js'
import type { FileState, Mover, MoveOutcome, Verdict } from './mover.js'
import { moveNoReplace } from './move.js'

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
      const moved = await moveNoReplace(from, to, sha256, ops)
      return moved.kind === 'moved' ? { kind: 'moved' } : moved
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

export async function verifySource(
  ops: Pick<FileOps, 'hash' | 'exists'>,
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

export type { MoveOutcome }
