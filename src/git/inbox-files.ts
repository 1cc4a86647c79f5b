/**
 * The git side of a document inbox: list a folder (tracked and untracked files, as git sees
 * them), move with `git mv` so history follows the file, and commit only the paths a run
 * touched, so anything else the user staged stays staged.
 */
import { open, lstat } from 'node:fs/promises'
import { join } from 'node:path'
import { git, gitRun, splitZ, tryGit } from './git.js'

export type ListedKind = 'file' | 'symlink' | 'submodule'

/** One entry of a folder listing. */
export interface ListedFile {
  /** Repository-relative path with `/` separators, as git prints it with `-z`. */
  path: string
  kind: ListedKind
  /** Size in bytes (0 for links and submodules). */
  size: number
  /** The first bytes of the file (as many as the caller asked for, when the file is that long). */
  head: Uint8Array
}

/** File names are data, never patterns: `[1]` or `*` in a name means that file only. */
export const LITERAL = { GIT_LITERAL_PATHSPECS: '1' }

const MODE_KIND: Record<string, ListedKind> = { '120000': 'symlink', '160000': 'submodule' }

function pathspec(folder: string): string {
  return folder === '' ? '.' : folder
}

/** Tracked paths under `folder` with their kind (from the index modes). */
async function trackedUnder(cwd: string, folder: string): Promise<Map<string, ListedKind>> {
  const out = await git(['ls-files', '-s', '-z', '--', pathspec(folder)], { cwd, env: LITERAL })
  const kinds = new Map<string, ListedKind>()
  for (const line of splitZ(out)) {
    const match = /^([0-7]{6}) [0-9a-f]+ [0-3]\t(.*)$/s.exec(line)
    if (match?.[2] !== undefined) kinds.set(match[2], MODE_KIND[match[1] ?? ''] ?? 'file')
  }
  return kinds
}

/** Untracked, not ignored paths under `folder`. */
async function untrackedUnder(cwd: string, folder: string): Promise<string[]> {
  const out = await git(
    ['ls-files', '--others', '--exclude-standard', '-z', '--', pathspec(folder)],
    { cwd, env: LITERAL }
  )
  return splitZ(out)
}

async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

async function describe(
  cwd: string,
  path: string,
  kind: ListedKind,
  headBytes: number
): Promise<ListedFile | null> {
  const stats = await lstat(join(cwd, path)).catch(() => null)
  if (stats === null) return null // deleted in the working tree: nothing to rename
  if (kind === 'submodule' || stats.isDirectory())
    return { path, kind: 'submodule', size: 0, head: new Uint8Array() }
  if (kind === 'symlink' || stats.isSymbolicLink())
    return { path, kind: 'symlink', size: 0, head: new Uint8Array() }
  return { path, kind: 'file', size: stats.size, head: await readHead(join(cwd, path), headBytes) }
}

/**
 * Every file under `folder` as git sees it (tracked plus untracked, ignored ones left out), each
 * with its first `headBytes` bytes.
 */
export async function listFolder(
  cwd: string,
  folder: string,
  headBytes: number
): Promise<ListedFile[]> {
  const tracked = await trackedUnder(cwd, folder)
  const untracked = await untrackedUnder(cwd, folder)
  const entries: [string, ListedKind][] = [
    ...tracked,
    ...untracked.map((path): [string, ListedKind] => [path, 'file'])
  ]
  const listed = await Promise.all(
    entries.map(([path, kind]) => describe(cwd, path, kind, headBytes))
  )
  return listed.filter((file): file is ListedFile => file !== null)
}

/** Paths under `folder` (tracked or untracked): the names a rename must not take. */
export async function pathsUnder(cwd: string, folder: string): Promise<string[]> {
  const tracked = await trackedUnder(cwd, folder)
  return [...tracked.keys(), ...(await untrackedUnder(cwd, folder))]
}

/** True when `path` is in HEAD with exactly the bytes of the working tree. */
export async function unchangedSinceHead(cwd: string, path: string): Promise<boolean> {
  const inHead = await tryGit(['cat-file', '-e', `HEAD:${path}`], { cwd, env: LITERAL })
  return inHead && (await tryGit(['diff', '--quiet', 'HEAD', '--', path], { cwd, env: LITERAL }))
}

/** True when HEAD has `path` (so a commit may name it in its pathspec). */
export function inHead(cwd: string, path: string): Promise<boolean> {
  return tryGit(['cat-file', '-e', `HEAD:${path}`], { cwd, env: LITERAL })
}

/** The blob id of `path` in HEAD. */
export async function headBlob(cwd: string, path: string): Promise<string> {
  return (await git(['rev-parse', `HEAD:${path}`], { cwd, env: LITERAL })).trim()
}

/** Stages untracked files so `git mv` can move them. */
export async function addPaths(cwd: string, paths: string[], force = false): Promise<void> {
  if (paths.length === 0) return
  await git(['add', ...(force ? ['-f'] : []), '--', ...paths], { cwd, env: LITERAL })
}

export type MoveOutcome = { kind: 'moved' } | { kind: 'failed'; reason: string }

/** `git mv` that never replaces: git itself refuses an existing destination without -f. */
export async function gitMove(cwd: string, from: string, to: string): Promise<MoveOutcome> {
  const result = await gitRun(['mv', '--', from, to], { cwd, env: LITERAL })
  if (result.exitCode === 0) return { kind: 'moved' }
  return { kind: 'failed', reason: `git mv failed: ${result.stderr.trim()}` }
}

/** Removes a tracked file from the index and the working tree. */
export async function gitRemove(cwd: string, path: string): Promise<void> {
  await git(['rm', '-q', '--', path], { cwd, env: LITERAL })
}

/**
 * Commits exactly `paths` (paths that left the index must be in HEAD to be named; others not
 * yet known to git are staged first by the caller). Returns the new HEAD sha.
 */
export async function commitPaths(
  cwd: string,
  paths: string[],
  message: string,
  env?: NodeJS.ProcessEnv
): Promise<string> {
  await git(['commit', '-q', '--no-verify', '-F', '-', '--', ...paths], {
    cwd,
    input: message,
    env: { ...LITERAL, ...env }
  })
  return (await git(['rev-parse', 'HEAD'], { cwd, env: LITERAL })).trim()
}

/**
 * Re-makes commit `sha` on the current HEAD (after a push found the branch moved). On a
 * conflict, the cherry-pick is aborted and the work tree stays at HEAD.
 */
export async function replayCommit(
  cwd: string,
  sha: string,
  env?: NodeJS.ProcessEnv
): Promise<string> {
  const result = await gitRun(['cherry-pick', '--allow-empty', sha], {
    cwd,
    env: { ...LITERAL, ...env }
  })
  if (result.exitCode !== 0) {
    await gitRun(['cherry-pick', '--abort'], { cwd, env: LITERAL })
    throw new Error(
      `Could not replay ${sha.slice(0, 12)} on the moved branch: someone changed the same files ` +
        `meanwhile (${result.stderr.trim() || result.stdout.trim()}). Nothing was pushed; run it again.`
    )
  }
  return (await git(['rev-parse', 'HEAD'], { cwd, env: LITERAL })).trim()
}
