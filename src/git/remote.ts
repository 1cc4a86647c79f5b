import { authEnv, GitAuth, redactToken } from './credentials.js'
import { git, gitRun, GitResult } from './git.js'

export interface RemoteOptions {
  /** The work tree. */
  cwd: string
  /** Remote name; `origin` when not given. */
  remote?: string
  /** Token for this remote; without it git uses whatever the environment offers. */
  auth?: GitAuth
}

export interface PushSpec {
  /** What to push: a sha, `HEAD` or a local ref. */
  source: string
  /** Branch name on the remote (without refs/heads/). */
  branch: string
  /**
   * Force, but only when the remote branch is still at this sha; '' means it must not exist.
   * Undefined pushes without force (fast-forward only).
   */
  expect?: string
}

export type PushOutcome =
  | { kind: 'pushed' }
  | { kind: 'up-to-date' }
  | { kind: 'rejected'; reason: RejectReason; detail: string }

/** non-fast-forward: the branch moved; stale: the lease did not hold; protected: a rule said no. */
export type RejectReason = 'non-fast-forward' | 'stale' | 'protected' | 'remote-rejected'

/** Runs one git command against the remote with the token in its environment only. */
async function remoteGit(options: RemoteOptions, args: string[]): Promise<GitResult> {
  const env = options.auth ? authEnv(options.auth) : undefined
  const result = await gitRun(args, { cwd: options.cwd, env })
  if (!options.auth) return result
  return {
    ...result,
    stdout: redactToken(result.stdout, options.auth.token),
    stderr: redactToken(result.stderr, options.auth.token)
  }
}

/** Fetches refspecs (branch refs or shas) from the remote; extra flags such as --deepen=50. */
export async function fetch(
  options: RemoteOptions,
  refspecs: string[],
  flags: string[] = []
): Promise<void> {
  const args = ['fetch', '--no-tags', '--quiet', ...flags, options.remote ?? 'origin', ...refspecs]
  const result = await remoteGit(options, args)
  if (result.exitCode !== 0) throw new Error(explainRemoteFailure('fetch from', options, result))
}

/** The sha of a branch on the remote, or undefined when the remote has no such branch. */
export async function remoteBranchSha(
  options: RemoteOptions,
  branch: string
): Promise<string | undefined> {
  const args = ['ls-remote', '--heads', options.remote ?? 'origin', `refs/heads/${branch}`]
  const result = await remoteGit(options, args)
  if (result.exitCode !== 0) throw new Error(explainRemoteFailure('list', options, result))
  const line = result.stdout.split('\n').find(l => l.endsWith(`\trefs/heads/${branch}`))
  return line?.split('\t')[0]
}

/** Pushes one ref; a rejection is an outcome, a failure to talk to the remote throws. */
export async function push(options: RemoteOptions, spec: PushSpec): Promise<PushOutcome> {
  const ref = `refs/heads/${spec.branch}`
  const args = ['push', '--porcelain', '--no-verify']
  if (spec.expect !== undefined) args.push(`--force-with-lease=${ref}:${spec.expect}`)
  args.push(options.remote ?? 'origin', `${spec.source}:${ref}`)
  const result = await remoteGit(options, args)
  const status = parsePorcelain(result.stdout, ref)
  if (status === undefined) {
    if (result.exitCode === 0) return { kind: 'pushed' }
    throw new Error(explainRemoteFailure('push to', options, result))
  }
  return toOutcome(status, result.stderr)
}

interface RefStatus {
  flag: string
  summary: string
}

/** Finds the `<flag>\t<from>:<to>\t<summary>` line of `git push --porcelain` for one ref. */
export function parsePorcelain(stdout: string, ref: string): RefStatus | undefined {
  for (const line of stdout.split('\n')) {
    const [flag, refs, summary] = line.split('\t')
    if (flag === undefined || refs === undefined || summary === undefined) continue
    if (refs.endsWith(`:${ref}`)) return { flag, summary }
  }
  return undefined
}

function toOutcome(status: RefStatus, stderr: string): PushOutcome {
  switch (status.flag) {
    case '=':
      return { kind: 'up-to-date' }
    case '*':
    case ' ':
    case '+':
      return { kind: 'pushed' }
    default:
      return {
        kind: 'rejected',
        reason: rejectReason(status.summary, stderr),
        detail: status.summary
      }
  }
}

function rejectReason(summary: string, stderr: string): RejectReason {
  if (summary.includes('stale info')) return 'stale'
  if (summary.includes('non-fast-forward') || summary.includes('fetch first'))
    return 'non-fast-forward'
  if (/protected branch|GH006|GH013|rule violations/i.test(summary + '\n' + stderr))
    return 'protected'
  return 'remote-rejected'
}

/** A failure message that says what to change, for the usual causes. */
export function explainRemoteFailure(
  action: string,
  options: RemoteOptions,
  result: GitResult
): string {
  const remote = options.remote ?? 'origin'
  const said = result.stderr.trim() || `exit code ${result.exitCode}`
  if (
    /returned error: 403|Permission to .* denied|Write access to repository not granted/i.test(said)
  )
    return (
      `Could not ${action} ${remote}: the token may not write to this repository (${said}). ` +
      "Give the workflow 'permissions: contents: write' (and for pull requests " +
      "'pull-requests: write'), or pass a token that has it in 'github-token'."
    )
  if (/returned error: 401|Authentication failed|could not read Username/i.test(said))
    return (
      `Could not ${action} ${remote}: authentication failed (${said}). ` +
      "Check 'github-token': it is empty, expired or for another server."
    )
  if (/shallow/i.test(said))
    return (
      `Could not ${action} ${remote} from a shallow clone (${said}). ` +
      "Use 'fetch-depth: 0' in actions/checkout."
    )
  return `Could not ${action} ${remote}: ${said}`
}

export interface RetryPush {
  /** Branch on the remote that receives HEAD. */
  branch: string
  /** Pushes tried in all, at least 1. */
  maxAttempts: number
  /**
   * Called after HEAD was moved to the remote's fresh tip (the working tree follows it): must
   * redo this call's change on top of it and commit, so the next push is a fast-forward.
   */
  rebuild(freshTip: string, attempt: number): Promise<void>
  /**
   * Called with the fresh tip before HEAD moves there; throwing stops the retry with HEAD (and
   * the commit it holds) where it was.
   */
  verify?(freshTip: string): Promise<void>
}

export type RetryPushOutcome =
  | { kind: 'pushed'; attempts: number; head: string }
  | { kind: 'rejected'; reason: RejectReason; detail: string; attempts: number }

/**
 * Pushes HEAD to `branch`; when the branch moved meanwhile, fetches it, moves HEAD there with
 * `reset --keep` (which refuses to drop uncommitted edits) and lets `rebuild` redo the commit.
 */
export async function pushWithRetry(
  options: RemoteOptions,
  spec: RetryPush
): Promise<RetryPushOutcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await push(options, { source: 'HEAD', branch: spec.branch })
    if (outcome.kind !== 'rejected') {
      const head = (await git(['rev-parse', 'HEAD'], { cwd: options.cwd })).trim()
      return { kind: 'pushed', attempts: attempt, head }
    }
    if (outcome.reason !== 'non-fast-forward') return { ...outcome, attempts: attempt }
    if (attempt >= spec.maxAttempts)
      throw new Error(
        `${options.remote ?? 'origin'}/${spec.branch} kept moving: the push was rejected ` +
          `${attempt} times (${outcome.detail}). Run the step again; its outcome is not recorded.`
      )
    const fresh = await fetchTip(options, spec.branch)
    await spec.verify?.(fresh)
    await git(['reset', '--quiet', '--keep', fresh], { cwd: options.cwd })
    await spec.rebuild(fresh, attempt + 1)
  }
}

/** Fetches one branch and returns its tip. */
export async function fetchTip(options: RemoteOptions, branch: string): Promise<string> {
  const remote = options.remote ?? 'origin'
  const tracking = `refs/remotes/${remote}/${branch}`
  await fetch(options, [`+refs/heads/${branch}:${tracking}`])
  return (await git(['rev-parse', '--verify', `${tracking}^{commit}`], { cwd: options.cwd })).trim()
}
