/**
 * The git mover (the repository inbox): moves with `git mv` so history follows each file, and
 * commits exactly the paths it touched plus the undo log. It satisfies the renamer's Mover
 * interface structurally and imports nothing from src/pdf/.
 */
import { constants } from 'node:fs'
import { access, lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { confine, type Confined } from '../fs/confine.js'
import { lstatOrUndefined } from '../fs/lstat.js'
import { hashFile, sha256Hex } from '../fs/hash.js'
import type { MoveOutcome, Repository } from './repository.js'

type State = { sha256: string; size: number }
type Verdict = { kind: 'ok'; size: number } | { kind: 'refused'; reason: string }

export type GitMover = Awaited<ReturnType<typeof gitMover>>

export async function gitMover(seen: Repository, commitEnv?: NodeJS.ProcessEnv) {
  const repo = await seen.atTop()
  const root = repo.cwd
  const touched = new Set<string>()
  let committed: { sha: string; paths: string[] } | undefined
  const rel = (path: string): string => relative(root, path).split(sep).join('/')
  const state = async (path: string): Promise<State | null> =>
    lstatOrUndefined(path) === undefined ? null : hashFile(path)

  return {
    root,
    confine: (path: string) => confineToRepository(root, path),
    display: rel,
    names: async (dir: string) => readdir(dir).catch((): string[] => []),
    prepare: async (dir: string) => {
      await mkdir(dir, { recursive: true })
      await access(dir, constants.W_OK | constants.X_OK)
    },
    state,
    sameFile: async (a: string, b: string) => {
      const [x, y] = await Promise.all([lstat(a), lstat(b)])
      return x.dev === y.dev && x.ino === y.ino
    },
    verify: async (from: string, to: string, sha256: string): Promise<Verdict> => {
      const current = await state(from).catch(() => null)
      if (current?.sha256 !== sha256)
        return { kind: 'refused', reason: 'changed or removed since it was analysed' }
      if (lstatOrUndefined(to) !== undefined)
        return {
          kind: 'refused',
          reason: `target ${rel(to)} appeared after planning; not overwritten`
        }
      return { kind: 'ok', size: current.size }
    },
    move: async (
      from: string,
      to: string,
      _sha256: string,
      bytes?: Uint8Array
    ): Promise<MoveOutcome> => {
      const [f, t] = [rel(from), rel(to)]
      await mkdir(dirname(to), { recursive: true })
      if (!(await repo.isTracked(f))) await repo.add([f])
      const moved = await repo.tryMove(f, t)
      if (moved.kind === 'failed') return moved
      touched.add(f).add(t)
      if (bytes !== undefined) {
        await writeFile(to, bytes)
        await repo.add([t])
      }
      return { kind: 'moved' }
    },
    remove: async (path: string) => {
      await repo.remove(rel(path))
      touched.add(rel(path))
    },
    keep: async (path: string) => (await repo.unchangedBlob(rel(path))) ?? null,
    restore: async (handle: string, path: string, sha256: string) => {
      await mkdir(dirname(path), { recursive: true })
      await restoreBlob(repo, handle, rel(path), sha256)
      touched.add(rel(path))
    },
    commit: async (log: string, message: string) => {
      const logPath = rel(log)
      await repo.add([logPath], true)
      const paths = [logPath]
      for (const path of [...touched].sort())
        if (lstatOrUndefined(join(root, path)) || (await repo.blobAt('HEAD', path)) !== undefined)
          paths.push(path)
      const sha = await repo.commitPaths(paths, message, commitEnv)
      committed = { sha, paths }
      return sha
    },
    /** Before the commit is replayed on `tip`: throws when a path it touched changed there. */
    verifyAt: async (tip: string, where: string) => {
      if (committed === undefined || committed.paths.length === 0) return
      const changed = (await repo.changedPaths(`${committed.sha}^`, tip, committed.paths)).map(
        change => change.path
      )
      if (changed.length === 0) return
      throw new Error(
        `${changed.join(', ')} changed on ${where} since this run read ${changed.length === 1 ? 'it' : 'them'}, ` +
          `so the commit ${committed.sha.slice(0, 12)} is not replayed on ${tip.slice(0, 12)}: ` +
          'its names would describe other bytes. Nothing was pushed; run it again to read the new versions.'
      )
    }
  }
}

/**
 * Undoing a rename that rewrote a PDF's bytes: the original blob is checked out at the old path
 * (never over an existing file), staged, and checked against `sha256`. Bytes never pass
 * through stdout (the door decodes it).
 */
async function restoreBlob(
  repo: Repository,
  blob: string,
  path: string,
  sha256: string
): Promise<void> {
  if ((await repo.objectType(blob)) !== 'blob') {
    throw new Error(
      `Blob ${blob} for ${path} is not in this clone. ` +
        'Check out the full history (actions/checkout with fetch-depth: 0) and run undo again.'
    )
  }
  const target = join(repo.cwd, path)
  if (lstatOrUndefined(target) !== undefined) {
    throw new Error(`${path} already exists; not overwritten. Move it away and run undo again.`)
  }
  await repo.checkoutBlob(blob, path)
  const actual = sha256Hex(await readFile(target))
  if (actual !== sha256) {
    await rm(target, { force: true })
    await repo.remove(path, true)
    throw new Error(
      `${path}: blob ${blob} checked out with sha256 ${actual}, expected ${sha256} ` +
        '(a checkout filter changed it?); not restored.'
    )
  }
}

/** Inside the repository, outside `.git`, no symbolic link on the way. */
async function confineToRepository(root: string, path: string): Promise<Confined> {
  const confined = await confine(root, path)
  const parts = confined.kind === 'inside' ? confined.relative.split('/') : []
  if (parts.some(part => part.toLowerCase() === '.git'))
    return { kind: 'outside', reason: `${path} lies in git's own folder` }
  return confined
}
