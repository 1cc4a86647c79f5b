/** Git's output read: `-z` fields, raw diffs, push reports, add's complaints. Pure. */

export interface GitResult {
  exitCode: number
  stdout: string
  stderr: string
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly result: GitResult
  ) {
    super(`git ${args.join(' ')} failed with exit code ${result.exitCode}: ${result.stderr.trim()}`)
    this.name = 'GitError'
  }
}

/** Splits NUL-terminated `-z` output into its fields, dropping the empty tail. */
export function splitZ(output: string): string[] {
  const fields = output.split('\0')
  if (fields.length > 0 && fields[fields.length - 1] === '') fields.pop()
  return fields
}

export type EntryKind = 'none' | 'file' | 'executable' | 'symlink' | 'gitlink' | 'tree'

const KINDS = new Map<string, EntryKind>([
  ['000000', 'none'],
  ['100644', 'file'],
  ['100755', 'executable'],
  ['120000', 'symlink'],
  ['160000', 'gitlink'],
  ['040000', 'tree']
])

export function entryKind(mode: string): EntryKind {
  const kind = KINDS.get(mode)
  if (kind === undefined)
    throw new Error(`unknown git mode '${mode}' (expected 100644, 100755, 120000 or 160000)`)
  return kind
}

export type Change = 'added' | 'modified' | 'deleted'

export function changeOf(before: EntryKind, after: EntryKind): Change {
  return before === 'none' ? 'added' : after === 'none' ? 'deleted' : 'modified'
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
 * Parses `git diff-tree -r -z --raw --no-renames` output (and diff-index's, the same):
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

/** non-fast-forward: the branch moved; stale: the lease did not hold; protected: a rule said no. */
export type RejectReason = 'non-fast-forward' | 'stale' | 'protected' | 'remote-rejected'

export type PushOutcome =
  | { kind: 'pushed' }
  | { kind: 'up-to-date' }
  | { kind: 'rejected'; reason: RejectReason; detail: string }

/**
 * The outcome for `ref` in `git push --porcelain`'s `<flag>\t<from>:<to>\t<summary>` lines;
 * undefined when no line names it.
 */
export function pushOutcome(stdout: string, stderr: string, ref: string): PushOutcome | undefined {
  for (const line of stdout.split('\n')) {
    const [flag, refs, summary] = line.split('\t')
    if (flag === undefined || summary === undefined || !refs?.endsWith(`:${ref}`)) continue
    if (flag === '=') return { kind: 'up-to-date' }
    if (flag === '*' || flag === ' ' || flag === '+') return { kind: 'pushed' }
    return { kind: 'rejected', reason: rejectReason(summary, stderr), detail: summary }
  }
  return undefined
}

function rejectReason(summary: string, stderr: string): RejectReason {
  if (summary.includes('stale info')) return 'stale'
  if (summary.includes('non-fast-forward') || summary.includes('fetch first'))
    return 'non-fast-forward'
  if (/protected branch|GH006|GH013|rule violations/i.test(summary + '\n' + stderr))
    return 'protected'
  return 'remote-rejected'
}

export const FETCH_DEPTH_FIX = "Use 'fetch-depth: 0' in actions/checkout."

/** A failure to talk to `origin`, with what to change for the usual causes. */
export function explainRemoteFailure(action: string, result: GitResult): string {
  const said = result.stderr.trim() || `exit code ${result.exitCode}`
  if (
    /returned error: 403|Permission to .* denied|Write access to repository not granted/i.test(said)
  )
    return (
      `Could not ${action} origin: the token may not write to this repository (${said}). ` +
      "Give the workflow 'permissions: contents: write' (and for pull requests " +
      "'pull-requests: write'), or pass a token that has it in 'github-token'."
    )
  if (/returned error: 401|Authentication failed|could not read Username/i.test(said))
    return (
      `Could not ${action} origin: authentication failed (${said}). ` +
      "Check 'github-token': it is empty, expired or for another server."
    )
  if (/shallow/i.test(said))
    return `Could not ${action} origin from a shallow clone (${said}). ${FETCH_DEPTH_FIX}`
  return `Could not ${action} origin: ${said}`
}

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
