/**
 * Moving a file without ever replacing another: a hard link to the new name (atomic, fails when
 * the name exists) and then unlinking the old one. Where links cannot work — another device, a
 * file system without hard links — copy with COPYFILE_EXCL, check the copy's hash, then remove
 * the source. Node has no rename-without-replace (renameat2 RENAME_NOREPLACE).
 */
import { errorCode, type FileOps } from './file-ops.js'

export type MoveResult = { kind: 'moved'; via: 'link' | 'copy' } | { kind: 'target-exists' }

const COPY_INSTEAD = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK'])

export async function moveNoReplace(
  from: string,
  to: string,
  expectedSha256: string,
  ops: FileOps
): Promise<MoveResult> {
  try {
    await ops.link(from, to)
  } catch (error) {
    const code = errorCode(error)
    if (code === 'EEXIST') return { kind: 'target-exists' }
    if (code === undefined || !COPY_INSTEAD.has(code)) throw error
    return copyVerifyRemove(from, to, expectedSha256, ops)
  }
  await removeSourceOrRollBack(from, to, ops)
  return { kind: 'moved', via: 'link' }
}

async function copyVerifyRemove(
  from: string,
  to: string,
  expectedSha256: string,
  ops: FileOps
): Promise<MoveResult> {
  try {
    await ops.copyExclusive(from, to)
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return { kind: 'target-exists' }
    // COPYFILE_EXCL means a partial copy left behind is ours to remove.
    await ops.unlink(to).catch(() => undefined)
    throw error
  }
  const copied = await ops.hash(to)
  if (copied.sha256 !== expectedSha256) {
    await ops.unlink(to)
    throw new Error(
      `The copy at ${to} has sha256 ${copied.sha256}, expected ${expectedSha256}; removed the copy and kept ${from}.`
    )
  }
  await removeSourceOrRollBack(from, to, ops)
  return { kind: 'moved', via: 'copy' }
}

/** When the old name cannot be removed, the new one goes, so the file has exactly one name. */
async function removeSourceOrRollBack(from: string, to: string, ops: FileOps): Promise<void> {
  try {
    await ops.unlink(from)
  } catch (error) {
    await ops.unlink(to).catch(() => undefined)
    throw error
  }
}
