import { splitZ } from './git.js'

/** What a tree entry is, from its git mode. */
export type EntryKind = 'none' | 'file' | 'executable' | 'symlink' | 'gitlink' | 'tree'

export function entryKind(mode: string): EntryKind {
  switch (mode) {
    case '000000':
      return 'none'
    case '100644':
      return 'file'
    case '100755':
      return 'executable'
    case '120000':
      return 'symlink'
    case '160000':
      return 'gitlink'
    case '040000':
      return 'tree'
    default:
      throw new Error(`unknown git mode '${mode}' (expected 100644, 100755, 120000 or 160000)`)
  }
}

export interface RawChange {
  path: string
  before: EntryKind
  after: EntryKind
  /** Blob or commit id on each side; all zeros when absent. */
  beforeId: string
  afterId: string
  status: string
}

/**
 * Parses `git diff-tree -r -z --raw --no-renames` output:
 * `:<mode> <mode> <id> <id> <status>\0<path>\0` per change.
 */
export function parseRawDiff(output: string): RawChange[] {
  const fields = splitZ(output)
  const changes: RawChange[] = []
  for (let i = 0; i < fields.length; i += 2) {
    const header = fields[i] as string
    const path = fields[i + 1]
    const match = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(header)
    if (!match || path === undefined) {
      throw new Error(`cannot parse git diff-tree output near ${JSON.stringify(header)}`)
    }
    const [, beforeMode, afterMode, beforeId, afterId, status] = match as unknown as string[]
    changes.push({
      path,
      before: entryKind(beforeMode as string),
      after: entryKind(afterMode as string),
      beforeId: beforeId as string,
      afterId: afterId as string,
      status: status as string
    })
  }
  return changes
}
