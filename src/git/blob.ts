/**
 * Blob-level git operations for undoing a rename that rewrote a PDF's bytes: the original
 * bytes stay in history as a blob, and restoring means checking that blob out at its old path.
 * Bytes never pass through stdout (the one git door decodes it as UTF-8).
 */
import { createHash } from 'node:crypto'
import { lstat, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { git, gitRun, splitZ } from './git.js'

/** The blob id staged for `path` (from `git ls-files -s`), or null when it is not tracked. */
export async function stagedBlob(cwd: string, path: string): Promise<string | null> {
  const out = await git(['ls-files', '-s', '-z', '--', path], { cwd })
  const [line] = splitZ(out)
  const match = line ? /^[0-7]{6} ([0-9a-f]{40,64}) 0\t/.exec(line) : null
  return match?.[1] ?? null
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false
  )
}

/**
 * Writes blob `blob` to `path` (repository-relative) and stages it, then checks the written
 * bytes against `sha256`. Refuses to replace an existing file; undoes itself on a mismatch.
 */
export async function restoreBlob(
  cwd: string,
  blob: string,
  path: string,
  sha256: string
): Promise<void> {
  const type = await gitRun(['cat-file', '-t', blob], { cwd })
  if (type.exitCode !== 0 || type.stdout.trim() !== 'blob') {
    throw new Error(
      `Blob ${blob} for ${path} is not in this clone. ` +
        'Check out the full history (actions/checkout with fetch-depth: 0) and run undo again.'
    )
  }
  const target = join(cwd, path)
  if (await exists(target)) {
    throw new Error(`${path} already exists; not overwritten. Move it away and run undo again.`)
  }
  await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { cwd })
  await git(['checkout-index', '--', path], { cwd })
  const actual = createHash('sha256')
    .update(await readFile(target))
    .digest('hex')
  if (actual !== sha256) {
    await rm(target, { force: true })
    await git(['rm', '--cached', '-q', '--', path], { cwd })
    throw new Error(
      `${path}: blob ${blob} checked out with sha256 ${actual}, expected ${sha256} ` +
        '(a checkout filter changed it?); not restored.'
    )
  }
}
