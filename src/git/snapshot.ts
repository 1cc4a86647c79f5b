/**
 * Snapshots of the working tree as it is, dirty or not, without touching the user's index:
 * a temporary index seeded from the real one (so unchanged files are not hashed again)
 * takes `git add -A`; its bytes are the snapshot. `git write-tree` turns them into a tree
 * object only when one is asked for (a revert, a patch): the writes of a step come from
 * the two indexes (index-entries.ts).
 */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { besideGit, git, GitError, gitRun, splitZ } from './git.js'
import { GitDirState, readGitDirState } from './git-dir.js'
import { IgnoredState, latestChangeMs, readIgnoredState } from './ignored.js'
import { hasMarkedEntries, racyFloor } from './index-times.js'
import { readRefState, RefState, withHead } from './refs.js'
import { readRefFiles, refFilesContent } from './ref-files.js'
import { RepoPaths, repoPaths } from './repo-paths.js'
import { atomicReplace, copyIndex } from './files.js'

export interface Snapshot extends RefState {
  /** The snapshot's index: every file of the working tree (tracked and untracked, not ignored). */
  index: Buffer
  /** The tree object of that index, written on the first call. */
  tree: () => Promise<string>
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
  /**
   * Once the first snapshot is taken: the wall-clock time (ms) from which any write is sure
   * to show in the next one (see racyFloor; ignored files are compared by lstat, ctime
   * included, and the file system's clock moves in ticks of a few milliseconds).
   */
  safeFrom(): number
  /** Writes the user's index back as it was at start; true when it had changed. */
  restoreUserIndex(): boolean
  dispose(): void
}

// `add` never reads the untracked cache (with a pathspec, or collecting ignored paths, git
// turns it off): keeping one only costs its upkeep. Stat checks at full strength whatever the
// user configured: an agent can set a file's mtime back, never its ctime. No split index: its
// shared part lives in .git/ (`sharedindex.<id>`), where the agent can rewrite an entry's stat
// data under the same id; the snapshot index holds every entry itself.
const QUIET = [
  '-c',
  'advice.addEmbeddedRepo=false',
  '-c',
  'core.safecrlf=false',
  '-c',
  'core.untrackedCache=false',
  '-c',
  'core.trustctime=true',
  '-c',
  'core.checkStat=default',
  '-c',
  'core.ignoreStat=false',
  '-c',
  'core.splitIndex=false'
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

async function addAll(paths: RepoPaths, env: NodeJS.ProcessEnv): Promise<string[]> {
  const args = [...QUIET, 'add', '-A', '--ignore-errors', '--', '.']
  for (let attempt = 1; ; attempt++) {
    const result = await gitRun(args, { cwd: paths.top, env, dirs: paths })
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
async function trustNoFlags(top: string, indexFile: string, bytes: Buffer): Promise<void> {
  // Read from the bytes, not listed by git: a hundred thousand lines cost more than a walk.
  if (hasMarkedEntries(bytes) === false) return
  const env = { GIT_INDEX_FILE: indexFile }
  const listed = splitZ(await git(['ls-files', '-z', '-v'], { cwd: top, env }))
  // A lower-case tag is assume-unchanged, S or s skip-worktree. One update-index clears one
  // kind of mark per path (it stops at the first option that marks), so one call per kind.
  const kinds: Array<[string, RegExp]> = [
    ['--no-assume-unchanged', /^[a-z] /],
    ['--no-skip-worktree', /^[Ss] /]
  ]
  for (const [option, tag] of kinds) {
    const paths = listed.filter(line => tag.test(line)).map(line => line.slice(2))
    if (paths.length === 0) continue
    await git(['update-index', option, '-z', '--stdin'], {
      cwd: top,
      env,
      input: paths.map(path => `${path}\0`).join('')
    })
  }
}

/** The first snapshot's index, kept in memory: every later snapshot starts from it. */
interface Seed {
  bytes: Buffer
  /** Whole seconds; see racyFloor. */
  mtime: number
  tree: () => Promise<string>
  /** False when the index could not be read: the caller waits for the next second. */
  racyChecked: boolean
  ignoredChangedAt: number
  /** The ref files as the first snapshot's listing read them (see ref-files.ts). */
  refFiles: Buffer | undefined
  refs: Map<string, string>
}

/**
 * A tree written from index bytes kept in memory, once, in an index file of its own (the
 * working index is planted again by the next snapshot).
 */
function treeLater(top: string, indexFile: string, bytes: Buffer): () => Promise<string> {
  let tree: Promise<string> | undefined
  return () => {
    tree ??= (async () => {
      writeFileSync(indexFile, bytes)
      const env = { GIT_INDEX_FILE: indexFile }
      return (await git(['write-tree'], { cwd: top, env })).trim()
    })()
    return tree
  }
}

/**
 * The ignored listing does not depend on `add -A` (it names untracked, ignored files, which
 * add never takes), so it runs beside it; it reads the index once, and add replaces the
 * index by a rename, so it sees the old or the new one, with the same answer. An index
 * that add left as the seed was has the seed's tree.
 */
async function takeSnapshot(
  paths: RepoPaths,
  indexFile: string,
  treeIndex: string,
  seed?: Seed
): Promise<{ snapshot: Snapshot; refFiles: Buffer | undefined }> {
  const env = { GIT_INDEX_FILE: indexFile }
  const files = readRefFiles(paths)
  const refFiles = files?.bytes
  const sameRefs = refFiles !== undefined && seed?.refFiles?.equals(refFiles) === true
  const listed = sameRefs ? seed.refs : files?.refs
  // The first snapshot's git setup (the state to put back) is read while git works: add
  // writes objects, never config, hooks or info. A later one is read after git, so that
  // whatever changed it until then counts.
  const [unaddable, ignored, refs, early] = await Promise.all([
    addAll(paths, env),
    readIgnoredState(paths.top, indexFile),
    listed ? withHead(paths.gitDir, listed) : readRefState(paths.top, paths.gitDir),
    seed === undefined ? besideGit(() => readGitDirState(paths)) : undefined
  ])
  // A listing by git stands for these bytes only if they held while git read it.
  const heldRefs = listed !== undefined || (refFiles && refFilesContent(paths)?.equals(refFiles))
  const index = readFileSync(indexFile)
  const unchanged = seed !== undefined && seed.bytes.equals(index)
  const tree = unchanged ? seed.tree : treeLater(paths.top, treeIndex, index)
  const gitDir = early ?? readGitDirState(paths)
  const snapshot = { ...refs, index, tree, ignored, unaddable, gitDir }
  return { snapshot, refFiles: heldRefs ? refFiles : undefined }
}

function seedOf(indexFile: string, snapshot: Snapshot, refFiles: Buffer | undefined): Seed {
  const bytes = snapshot.index
  const second = Math.floor(statSync(indexFile).mtimeMs / 1000)
  const floor = racyFloor(bytes, second)
  return {
    bytes,
    mtime: floor ?? second,
    tree: snapshot.tree,
    racyChecked: floor !== undefined,
    ignoredChangedAt: latestChangeMs(snapshot.ignored),
    refFiles,
    refs: snapshot.refs
  }
}

/** Writes the seed as the working index, with the mtime that makes git re-read what it must. */
function plant(seed: Seed, indexFile: string): void {
  writeFileSync(indexFile, seed.bytes)
  utimesSync(indexFile, seed.mtime, seed.mtime)
}

/** Slack for the file system's coarse clock, which lags the wall clock by up to a tick. */
const CLOCK_TICK_MS = 20

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
  let seed: Seed | undefined
  let taken = 0
  return {
    paths,
    scratch,
    async take() {
      if (seed) plant(seed, workIndex)
      else if (savedIndex) await trustNoFlags(paths.top, workIndex, savedIndex)
      const treeIndex = join(scratch, `tree-index-${++taken}`)
      const { snapshot, refFiles } = await takeSnapshot(paths, workIndex, treeIndex, seed)
      seed ??= seedOf(workIndex, snapshot, refFiles)
      return snapshot
    },
    safeFrom() {
      if (!seed) return Date.now()
      const ignored = seed.ignoredChangedAt + CLOCK_TICK_MS
      // Unread index: git's rule covers only what changed in a second before the call.
      const second = seed.racyChecked ? 0 : (seed.mtime + 1) * 1000 + CLOCK_TICK_MS
      return Math.max(ignored, second)
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
