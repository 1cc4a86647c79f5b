/**
 * Paths read from an undo log or a plan are data, not orders: each is resolved against its root
 * and must stay inside it, with no symbolic link on the way. Anyone who can write the log (a
 * synced or shared folder, an agent with write access) could otherwise steer a move anywhere.
 */
import { lstat, readlink } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'

export type Confined =
  { kind: 'inside'; path: string; relative: string } | { kind: 'outside'; reason: string }

/**
 * `path` resolved against `root`, when it lies strictly inside `root` and no existing component
 * below `root` (the last one included) is a symbolic link.
 */
export async function confine(root: string, path: string): Promise<Confined> {
  const absolute = resolve(root, path)
  const rel = relative(root, absolute)
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    return { kind: 'outside', reason: `${path} lies outside ${root}` }
  const link = await firstSymlink(root, rel)
  if (link !== null)
    return {
      kind: 'outside',
      reason: `${path} passes through the symbolic link ${link.path} (-> ${link.target}), which is not followed`
    }
  return { kind: 'inside', path: absolute, relative: rel.split(sep).join('/') }
}

/** The first existing component of `rel` below `root` that is a symbolic link, or null. */
export async function firstSymlink(
  root: string,
  rel: string
): Promise<{ path: string; target: string } | null> {
  let current = root
  for (const part of rel.split(/[\\/]/).filter(p => p !== '' && p !== '.')) {
    current = join(current, part)
    const stats = await lstat(current).catch(() => null)
    if (stats === null) return null
    if (stats.isSymbolicLink()) {
      const target = await readlink(current).catch(() => '?')
      return { path: relative(root, current).split(sep).join('/') || current, target }
    }
  }
  return null
}
