/**
 * Snapshots of the working tree as it is, dirty or not, without touching the user's index:
 * a temporary index seeded from the real one (so unchanged files are not hashed again)
 * takes `git add -A`, and `git write-tree` turns it into a tree object.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { git, GitError, gitRun, splitZ } from './git.js'
import { GitDirState, readGitDirState } from './git-dir.js'
import { IgnoredState, readIgnoredState } from './ignored.js'
import { readRefState, RefState } from './refs.js'
import { RepoPaths, repoPaths } from './repo-paths.js'
import { atomicReplace, copyIndex } from './files.js'

export interface Snapshot extends RefState {
  /** The tree object of the whole working tree (tracked and untracked, not ignored). */
  tree: string
  ignored: IgnoredState
  /** Paths git could not add: a nested repository with no commit, an unreadable file. */
  unaddable: string[]
  gitDir: GitDirState
}

/** Takes the before and after snapshots of one agent call. */
export interface Snapshotter {
  readonly paths: RepoPaths
  /** A scratch folder outside the repository, removed by dispose(). */
  readonly scratch: string
  take(): Promise<Snapshot>
  /** The first snapshot's index mtime (ms), once taken. */
  seededAt(): number | undefined
  /** Writes the user's index back as it was at start; true when it had changed. */
  restoreUserIndex(): boolean
  dispose(): void
}

// The untracked cache (kept in the temporary index only) lets the second snapshot skip
// folders that did not change since the first. Stat checks at full strength whatever the
// user configured: an agent can set a file's mtime back, never its ctime.
const QUIET = [
  '-c',
  'advice.addEmbeddedRepo=false',
  '-c',
  'core.safecrlf=false',
  '-c',
  'core.untrackedCache=true',
  '-c',
  'core.trustctime=true',
  '-c',
  'core.checkStat=default',
  '-c',
  'core.ignoreStat=false'
]

/** git's complaint about a lock temporary file (see isRunnerLockFile) that vanished. */
const RUNNER_LOCK_VANISHED = /unable to stat '\.runtime\/ralph\.lock\.[^'/]*'/

const UNADDABLE = [
  /^error: '(.+?)\/?' does not have a commit checked out$/,
  /^error: unable to index file '(.+)'$/
]

/**
 * Paths `git add` could not take (a nested repository without a commit, an unreadable
 * file). An agent can create them; they must not stop the snapshot, and they count.
 */
export function parseUnaddable(stderr: string): string[] | undefined {
  const found: string[] = []
  for (const line of stderr.split('\n')) {
    for (const pattern of UNADDABLE) {
      const match = pattern.exec(line)
      if (match?.[1]) found.push(match[1])
    }
  }
  return found.length > 0 ? found.sort() : undefined
}

async function addAll(top: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const args = [...QUIET, 'add', '-A', '--ignore-errors', '--', '.']
  for (let attempt = 1; ; attempt++) {
    const result = await gitRun(args, { cwd: top, env })
    if (result.exitCode === 0) return []
    const unaddable = parseUnaddable(result.stderr)
    if (unaddable) return unaddable
    // Another ralph waiting for the lock creates and removes its temporary files next to
    // it all the time: git may list one, then fail to stat it. Taken again, it is gone.
    if (attempt < 5 && RUNNER_LOCK_VANISHED.test(result.stderr)) continue
    throw new GitError(args, result)
  }
}

/**
 * Entries the user marked assume-unchanged or skip-worktree are never compared with the
 * file: in the snapshots' own index they lose the mark, so an agent's write to them counts.
 */
async function trustNoFlags(top: string, indexFile: string): Promise<void> {
  const env = { GIT_INDEX_FILE: indexFile }
  const listed = splitZ(await git(['ls-files', '-z', '-v'], { cwd: top, env }))
  const marked = listed.filter(line => /^([a-z]|S) /.test(line)).map(line => line.slice(2))
  if (marked.length === 0) return
  await git(['update-index', '--no-assume-unchanged', '--no-skip-worktree', '-z', '--stdin'], {
    cwd: top,
    env,
    input: marked.map(path => `${path}\0`).join('')
  })
}

/**
 * The ignored listing does not depend on `add -A` (it names untracked, ignored files, which
 * add never takes), so it runs beside it; it reads the index once, and add replaces the
 * index by a rename, so it sees the old or the new one, with the same answer.
 */
async function takeSnapshot(paths: RepoPaths, indexFile: string): Promise<Snapshot> {
  const env = { GIT_INDEX_FILE: indexFile }
  const [unaddable, ignored, refs] = await Promise.all([
    addAll(paths.top, env),
    readIgnoredState(paths.top, indexFile),
    readRefState(paths.top, paths.gitDir)
  ])
  const tree = await git(['write-tree'], { cwd: paths.top, env })
  return { ...refs, tree: tree.trim(), ignored, unaddable, gitDir: readGitDirState(paths) }
}

export async function startSnapshots(where: string | RepoPaths): Promise<Snapshotter> {
  const paths = typeof where === 'string' ? await repoPaths(where) : where
  const scratch = mkdtempSync(join(tmpdir(), 'ralph-snap-'))
  const workIndex = join(scratch, 'index')
  const savedIndex = existsSync(paths.index) ? readFileSync(paths.index) : null
  const savedTimes = savedIndex ? statSync(paths.index) : null
  if (savedIndex) copyIndex(paths.index, workIndex)
  const lockExisted = existsSync(`${paths.index}.lock`)

  // Every later snapshot starts from the index of the first, so a path it tracked stays
  // tracked even when an edited .gitignore would now hide it.
  const seedIndex = join(scratch, 'seed-index')
  let seeded = false
  return {
    paths,
    scratch,
    async take() {
      if (seeded) copyIndex(seedIndex, workIndex)
      else if (savedIndex) await trustNoFlags(paths.top, workIndex)
      const snapshot = await takeSnapshot(paths, workIndex)
      if (!seeded) copyIndex(workIndex, seedIndex)
      seeded = true
      return snapshot
    },
    seededAt() {
      return seeded ? statSync(seedIndex).mtimeMs : undefined
    },
    restoreUserIndex() {
      // A lock left by an agent's git killed mid-write would block every later git command.
      if (!lockExisted) rmSync(`${paths.index}.lock`, { force: true })
      const now = existsSync(paths.index) ? readFileSync(paths.index) : null
      if (savedIndex === null) {
        if (now === null) return false
        rmSync(paths.index, { force: true })
        return true
      }
      if (now !== null && now.equals(savedIndex)) return false
      atomicReplace(paths.index, savedIndex)
      if (savedTimes) utimesSync(paths.index, savedTimes.atime, savedTimes.mtime)
      return true
    },
    dispose() {
      rmSync(scratch, { recursive: true, force: true })
    }
  }
}
