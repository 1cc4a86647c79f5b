/**
 * The git mover (the repository inbox): moves with `git mv` so history follows each file,
 * commits exactly the paths it touched plus the undo log, and, before a commit is replayed on a
 * branch that moved, checks that none of those paths changed there (`verifyAt`). It satisfies
 * the renamer's Mover interface structurally and imports nothing from src/pdf/.
 */
import { constants } from 'node:fs'
import { access, lstat, mkdir, readdir, writeFile } from 'node:fs/promises'
import { dirname, relative, sep } from 'node:path'
import { confine, type Confined } from '../fs/confine.js'
import { hashFile } from '../fs/hash-file.js'
import { git, tryGit } from './git.js'
import { restoreBlob } from './blob.js'
import {
  addPaths,
  commitPaths,
  gitMove,
  gitRemove,
  headBlob,
  inHead,
  LITERAL,
  unchangedSinceHead
} from './inbox-files.js'
import { repoPaths } from './repo-paths.js'

export interface GitMoverOptions {
  /** Anywhere in the work tree. */
  cwd: string
  /** Extra environment for `git commit` (the committer identity). */
  commitEnv?: NodeJS.ProcessEnv
}

type State = { sha256: string; size: number }

export interface GitMover {
  readonly root: string
  confine(path: string): Promise<Confined>
  display(path: string): string
  names(dir: string): Promise<string[]>
  prepare(dir: string): Promise<void>
  state(path: string): Promise<State | null>
  sameFile(a: string, b: string): Promise<boolean>
  verify(
    from: string,
    to: string,
    sha256: string
  ): Promise<{ kind: 'ok'; size: number } | { kind: 'refused'; reason: string }>
  move(
    from: string,
    to: string,
    sha256: string,
    bytes?: Uint8Array
  ): Promise<{ kind: 'moved' } | { kind: 'failed'; reason: string }>
  remove(path: string): Promise<void>
  keep(path: string): Promise<string | null>
  restore(handle: string, path: string, sha256: string): Promise<void>
  commit(log: string, message: string): Promise<string | undefined>
  /**
   * Before the commit is replayed on `tip` (the branch moved): throws, naming them, when any
   * path the commit touched differs between the commit's parent and `tip`.
   */
  verifyAt(tip: string, where: string): Promise<void>
}

export async function gitMover(options: GitMoverOptions): Promise<GitMover> {
  const root = (await repoPaths(options.cwd)).top
  const touched = new Set<string>()
  let committed: { sha: string; paths: string[] } | undefined
  const rel = (path: string): string => relative(root, path).split(sep).join('/')
  const state = async (path: string): Promise<State | null> =>
    (await lstat(path).catch(() => null)) === null ? null : hashFile(path)

  return {
    root,
    confine: path => confineToRepository(root, path),
    display: rel,
    names: async dir => readdir(dir).catch(() => []),
    prepare: async dir => {
      await mkdir(dir, { recursive: true })
      await access(dir, constants.W_OK | constants.X_OK)
    },
    state,
    sameFile: async (a, b) => {
      const [x, y] = await Promise.all([lstat(a), lstat(b)])
      return x.dev === y.dev && x.ino === y.ino
    },
    verify: async (from, to, sha256) => {
      const current = await state(from).catch(() => null)
      if (current?.sha256 !== sha256)
        return { kind: 'refused', reason: 'changed or removed since it was analysed' }
      if ((await lstat(to).catch(() => null)) !== null)
        return {
          kind: 'refused',
          reason: `target ${rel(to)} appeared after planning; not overwritten`
        }
      return { kind: 'ok', size: current.size }
    },
    move: async (from, to, _sha256, bytes) => {
      const [f, t] = [rel(from), rel(to)]
      await mkdir(dirname(to), { recursive: true })
      if (!(await tracked(root, f))) await addPaths(root, [f])
      const moved = await gitMove(root, f, t)
      if (moved.kind === 'failed') return moved
      touched.add(f).add(t)
      if (bytes !== undefined) {
        await writeFile(to, bytes)
        await addPaths(root, [t])
      }
      return { kind: 'moved' }
    },
    remove: async path => {
      await gitRemove(root, rel(path))
      touched.add(rel(path))
    },
    keep: async path =>
      (await unchangedSinceHead(root, rel(path))) ? headBlob(root, rel(path)) : null,
    restore: async (handle, path, sha256) => {
      await mkdir(dirname(path), { recursive: true })
      await restoreBlob(root, handle, rel(path), sha256)
      touched.add(rel(path))
    },
    commit: async (log, message) => {
      const logPath = rel(log)
      await addPaths(root, [logPath], true)
      const paths = [logPath]
      for (const path of [...touched].sort())
        if (
          (await lstat(`${root}/${path}`).catch(() => null)) !== null ||
          (await inHead(root, path))
        )
          paths.push(path)
      const sha = await commitPaths(root, paths, message, options.commitEnv)
      committed = { sha, paths }
      return sha
    },
    verifyAt: async (tip, where) => {
      if (committed === undefined) return
      const changed = await changedBetween(root, `${committed.sha}^`, tip, committed.paths)
      if (changed.length === 0) return
      throw new Error(
        `${changed.join(', ')} changed on ${where} since this run read ${changed.length === 1 ? 'it' : 'them'}, ` +
          `so the commit ${committed.sha.slice(0, 12)} is not replayed on ${tip.slice(0, 12)}: ` +
          'its names would describe other bytes. Nothing was pushed; run it again to read the new versions.'
      )
    }
  }
}

/** Inside the repository, outside `.git`, no symbolic link on the way. */
async function confineToRepository(root: string, path: string): Promise<Confined> {
  const confined = await confine(root, path)
  if (confined.kind === 'inside' && confined.relative.split('/').some(isGitDir))
    return { kind: 'outside', reason: `${path} lies in git's own folder` }
  return confined
}

function isGitDir(part: string): boolean {
  return part.toLowerCase() === '.git'
}

function tracked(root: string, path: string): Promise<boolean> {
  return tryGit(['ls-files', '--error-unmatch', '--', path], { cwd: root, env: LITERAL })
}

/** Which of `paths` differ between two commits (content, not renames). */
async function changedBetween(
  root: string,
  from: string,
  to: string,
  paths: string[]
): Promise<string[]> {
  const out = await git(['diff', '--no-renames', '--name-only', '-z', from, to, '--', ...paths], {
    cwd: root,
    env: LITERAL
  })
  return out.split('\0').filter(path => path !== '')
}
