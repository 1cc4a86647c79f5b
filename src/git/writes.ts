/** Every write an agent made between two snapshots, as one sorted list. */
import { git } from './git.js'
import { diffGitDirState } from './git-dir.js'
import { diffIgnoredState } from './ignored.js'
import { diffIndexEntries, EntryChange, IndexEntries, readIndexEntries } from './index-entries.js'
import { LinkInfo, readLinkInfo } from './links.js'
import { EntryKind, parseRawDiff } from './raw-diff.js'
import { diffRefState } from './refs.js'
import type { RepoPaths } from './repo-paths.js'
import type { Snapshot } from './snapshot.js'

export type WriteSource = 'tree' | 'ignored' | 'unaddable' | 'git-dir' | 'ref'
export type Change = 'added' | 'modified' | 'deleted'

export interface Write {
  /** Repository-relative path as git prints it; `.git/...` for the git dir and refs. */
  path: string
  change: Change
  source: WriteSource
  /** Entry kinds on each side, for tree writes. */
  before?: EntryKind
  after?: EntryKind
  /** Where the path points when it is a symlink after the call. */
  link?: LinkInfo
}

export interface WriteSet {
  writes: Write[]
  /** HEAD resolves to another commit or branch: the agent committed or checked out. */
  headMoved: boolean
}

function changeOf(before: EntryKind, after: EntryKind): Change {
  if (before === 'none') return 'added'
  if (after === 'none') return 'deleted'
  return 'modified'
}

const parsed = new WeakMap<Buffer, IndexEntries | undefined>()

function entriesOf(index: Buffer): IndexEntries | undefined {
  if (!parsed.has(index)) parsed.set(index, readIndexEntries(index))
  return parsed.get(index)
}

/** From the two indexes when both are plain, else from their trees (write-tree, diff-tree). */
async function entryChanges(
  paths: RepoPaths,
  before: Snapshot,
  after: Snapshot
): Promise<EntryChange[]> {
  if (before.index.equals(after.index)) return []
  const a = entriesOf(before.index)
  const b = entriesOf(after.index)
  if (a && b) return diffIndexEntries(a, b)
  const [from, to] = await Promise.all([before.tree(), after.tree()])
  if (from === to) return []
  const out = await git(
    ['diff-tree', '-r', '-z', '--raw', '--no-renames', '--full-index', from, to],
    {
      cwd: paths.top
    }
  )
  return parseRawDiff(out)
}

async function treeWrites(paths: RepoPaths, before: Snapshot, after: Snapshot): Promise<Write[]> {
  return (await entryChanges(paths, before, after)).map(raw => ({
    path: raw.path,
    change: changeOf(raw.before, raw.after),
    source: 'tree' as const,
    before: raw.before,
    after: raw.after
  }))
}

/** Lists the writes made between two snapshots of the same repository. */
export async function collectWrites(
  paths: RepoPaths,
  before: Snapshot,
  after: Snapshot
): Promise<WriteSet> {
  const writes: Write[] = await treeWrites(paths, before, after)
  for (const path of after.unaddable) {
    if (!before.unaddable.includes(path))
      writes.push({ path, change: 'added', source: 'unaddable' })
  }
  for (const { path, change } of diffIgnoredState(paths.top, before.ignored, after.ignored)) {
    writes.push({ path, change, source: 'ignored' })
  }
  for (const { key, change } of diffGitDirState(before.gitDir, after.gitDir)) {
    writes.push({ path: key, change, source: 'git-dir' })
  }
  for (const { ref, change } of diffRefState(before, after)) {
    writes.push({ path: `.git/${ref}`, change, source: 'ref' })
  }
  const gitDirs = [paths.gitDir, paths.commonDir]
  for (const write of writes) {
    if (write.change === 'deleted' || write.source === 'ref' || write.source === 'git-dir') continue
    if (write.source === 'unaddable') continue
    if (write.source === 'tree' && write.after !== 'symlink') continue
    const link = readLinkInfo(paths.top, write.path, gitDirs)
    if (link) write.link = link
  }
  writes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const headMoved =
    before.head.sha !== after.head.sha || before.head.symbolic !== after.head.symbolic
  return { writes, headMoved }
}
