/**
 * Snapshots of the working tree without touching the user's index: an index file of the
 * snapshot's own, seeded from the real one (so unchanged files are not hashed again), takes
 * `git add -A`; its bytes are the snapshot, written as a tree only when one is asked for.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { lstatSignature } from '../fs/lstat.js'
import { atomicReplace, GitDirState, readGitDirState } from './git-dir.js'
import { racyFloor } from './index-file.js'
import type { RefState, RepoPaths, Repository } from './repository.js'

export interface Snapshot extends RefState {
  /** The snapshot's index: every file of the working tree but the ignored ones. */
  index: Buffer
  indexFile: string
  /** The tree object of that index, written on the first call. */
  tree: () => Promise<string>
  ignored: IgnoredState
  /** Paths git could not add (see addAll). */
  unaddable: string[]
  gitDir: GitDirState
}

// `add` never reads the untracked cache (with a pathspec, or collecting ignored paths, git
// turns it off): keeping one only costs its upkeep. Stat checks at full strength whatever the
// user configured: an agent can set a file's mtime back, never its ctime. No split index: its
// shared part lives in .git/ (`sharedindex.<id>`), where the agent can rewrite an entry's stat
// data under the same id; the snapshot index holds every entry itself.
const QUIET = [
  'advice.addEmbeddedRepo=false',
  'core.safecrlf=false',
  'core.untrackedCache=false',
  'core.trustctime=true',
  'core.checkStat=default',
  'core.ignoreStat=false',
  'core.splitIndex=false'
].flatMap(setting => ['-c', setting])

/**
 * Ignored files never reach the snapshot tree (`git add -A` skips them): they are listed, each
 * with its lstat signature (path -> signature). Hashing them instead (`git add --force`) would
 * read every byte of node_modules or build output twice per step; listing reads none. The
 * price: an ignored file the agent edited or deleted is detected but cannot be restored.
 */
export type IgnoredState = Map<string, string>

async function readIgnoredState(repo: Repository, top: string, index: string) {
  const state: IgnoredState = new Map()
  for (const path of await repo.listIgnored(index)) {
    const sig = lstatSignature(join(top, path))
    if (sig !== undefined) state.set(path, sig)
  }
  return state
}

/** The latest ctime (ms) among the listed files: later writes must come after it. */
function latestChangeMs(state: IgnoredState): number {
  let latest = 0n
  for (const sig of state.values()) {
    const ctime = BigInt(sig.split(':')[3] ?? '0')
    if (ctime > latest) latest = ctime
  }
  return Number(latest / 1_000_000n)
}

/**
 * The first snapshot, kept in memory: every later snapshot starts from its index, so a path
 * it tracked stays tracked even when an edited .gitignore would now hide it. `mtime` is the
 * index file's to plant (see racyFloor); without `racyChecked` the agent waits a second.
 */
type Seed = { snapshot: Snapshot; mtime: number; racyChecked: boolean }

/**
 * The ignored listing runs beside `add -A` (the long pole): it names files add never takes,
 * and add replaces the index by a rename, so it reads the old or the new one with the same
 * answer. An index that add left as the seed was has the seed's tree.
 */
async function takeSnapshot(
  repo: Repository,
  paths: RepoPaths,
  indexFile: string,
  seed?: Snapshot
): Promise<Snapshot> {
  const adding = repo.addAll(indexFile, QUIET)
  const listing = readIgnoredState(repo, paths.top, indexFile)
  const listingRefs = repo.refState()
  // The first snapshot's git setup is read while git works (git writes no config, hooks or
  // info); a later one after git, so that whatever changed it until then counts.
  const early = seed === undefined ? readGitDirState(paths) : undefined
  const [unaddable, ignored, refs] = await Promise.all([adding, listing, listingRefs])
  const index = readFileSync(indexFile)
  let written: Promise<string> | undefined
  // The tree is written from the bytes read now: an agent that can reach the scratch folder
  // (unconfined) may have rewritten the file during its call.
  const writeTree = (): Promise<string> => {
    writeFileSync(indexFile, index)
    return repo.writeTree(indexFile)
  }
  const tree = seed?.index.equals(index) ? seed.tree : () => (written ??= writeTree())
  const gitDir = early ?? readGitDirState(paths)
  return { ...refs, index, indexFile, tree, ignored, unaddable, gitDir }
}

/** Slack for the file system's coarse clock, which lags the wall clock by up to a tick. */
const CLOCK_TICK_MS = 20

/** The snapshots of one agent call, in a scratch folder of their own. */
export function startSnapshots(repo: Repository, paths: RepoPaths) {
  const scratch = mkdtempSync(join(tmpdir(), 'ralph-snap-'))
  const saved = existsSync(paths.index)
    ? { bytes: readFileSync(paths.index), times: statSync(paths.index) }
    : null
  const lockExisted = existsSync(`${paths.index}.lock`)
  let seed: Seed | undefined
  let taken = 0
  return {
    scratch,
    async take(): Promise<Snapshot> {
      const indexFile = join(scratch, `index-${++taken}`)
      if (seed) {
        writeFileSync(indexFile, seed.snapshot.index)
        utimesSync(indexFile, seed.mtime, seed.mtime)
      } else if (saved) {
        // The copy keeps the mtime it stands for: git re-reads an entry changed in the same
        // second as (or after) the index's mtime; with a fresh one it would trust a stale stat.
        copyFileSync(paths.index, indexFile)
        utimesSync(indexFile, saved.times.atime, saved.times.mtime)
        // A marked entry is never compared with its file: in the snapshots' own index the
        // marks go, so an agent's write to such a file counts.
        await repo.clearMarks(indexFile)
      }
      const snapshot = await takeSnapshot(repo, paths, indexFile, seed?.snapshot)
      if (!seed) {
        const second = Math.floor(statSync(indexFile).mtimeMs / 1000)
        const floor = racyFloor(snapshot.index, second)
        seed = { snapshot, mtime: floor ?? second, racyChecked: floor !== undefined }
      }
      return snapshot
    },
    /** The wall-clock time (ms) from which any write is sure to show in the next snapshot. */
    safeFrom(): number {
      if (!seed) return Date.now()
      const ignored = latestChangeMs(seed.snapshot.ignored) + CLOCK_TICK_MS
      // Unread index: git's rule covers only what changed in a second before the call.
      const second = seed.racyChecked ? 0 : (seed.mtime + 1) * 1000 + CLOCK_TICK_MS
      return Math.max(ignored, second)
    },
    /** Writes the user's index back as it was at start. */
    restoreUserIndex(): void {
      // A lock left by an agent's git killed mid-write would block every later git command.
      if (!lockExisted) rmSync(`${paths.index}.lock`, { force: true })
      const now = existsSync(paths.index) ? readFileSync(paths.index) : null
      if (saved === null) rmSync(paths.index, { force: true })
      else if (now === null || !now.equals(saved.bytes)) {
        atomicReplace(paths.index, saved.bytes)
        utimesSync(paths.index, saved.times.atime, saved.times.mtime)
      }
    },
    dispose(): void {
      rmSync(scratch, { recursive: true, force: true })
    }
  }
}
