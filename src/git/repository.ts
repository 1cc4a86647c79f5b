/**
 * The one door to git: every git command the product runs is a method of `Repository`, and the
 * private `run` is the only place a git process starts, hardened (hardening.ts). Verbs that may
 * fail are named `try…` and return a boolean or a union; the others throw with git's words and,
 * where there is one, the fix.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { appendFile, lstat, mkdir, open, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { lstatOrUndefined } from '../fs/lstat.js'
import { run, type RunOptions as ProcessRunOptions } from '../process/run.js'
import { beginAttempt } from './attempt.js'
import { GitMover, gitMover } from './git-mover.js'
import {
  authEnv,
  driverNames,
  GitAuth,
  gitEnv,
  hardenArgs,
  LIST_DRIVERS,
  needsDrivers,
  redactToken
} from './hardening.js'
import {
  changeOf,
  explainRemoteFailure,
  FETCH_DEPTH_FIX,
  GitError,
  GitResult,
  parseRawDiff,
  parseUnaddable,
  PushOutcome,
  pushOutcome,
  RawChange,
  RejectReason,
  splitZ
} from './output.js'
import type { PathChange } from './writes.js'

export type { AttemptEnd, AttemptTracker } from './attempt.js'
export { RepositoryAltered } from './attempt.js'
export type { GitMover } from './git-mover.js'
export type { GitAuth } from './hardening.js'
export type { Write } from './writes.js'

/** Where a repository keeps its parts (absolute paths; linked worktrees supported). */
export interface RepoPaths {
  top: string
  /** This worktree's git dir (`.git`, or `.git/worktrees/<name>`). */
  gitDir: string
  /** The dir shared by all worktrees: config, hooks, info, objects, refs. */
  commonDir: string
  index: string
}

export interface HeadState {
  /** The branch HEAD points at (`refs/heads/main`), or null when detached. */
  symbolic: string | null
  /** The commit HEAD resolves to, or null on an unborn branch. */
  sha: string | null
}

export interface RefState {
  head: HeadState
  refs: Map<string, string>
}

export type ListedKind = 'file' | 'symlink' | 'submodule'

export interface ListedFile {
  path: string
  kind: ListedKind
  /** 0 for links and submodules. */
  size: number
  head: Uint8Array
}

export interface ChangedPath extends PathChange {
  /** The link's target when the path is a symlink at the head. */
  linkTarget?: string
}

export type PatchTree = { kind: 'applied'; tree: string } | { kind: 'rejected'; detail: string }
export type MoveOutcome = { kind: 'moved' } | { kind: 'failed'; reason: string }
export type BranchOutcome = { kind: 'created' | 'updated' | 'unchanged'; sha: string }

export interface PushSpec {
  /** A sha, `HEAD` or a local ref. */
  source: string
  /** Branch name on `origin` (without refs/heads/). */
  branch: string
  /** Force only while the remote branch is at this sha ('' : absent); else fast-forward only. */
  expect?: string
}

const PUSH_ATTEMPTS = 3

export interface RetryPush {
  branch: string
  maxAttempts?: number
  /** After HEAD moved to the remote's fresh tip: redo this call's change on it and commit. */
  rebuild(freshTip: string): Promise<void>
  /** Before HEAD moves to the fresh tip; throwing stops the retry with HEAD where it was. */
  verify?(freshTip: string): Promise<void>
}

export type RetryPushOutcome =
  | { kind: 'pushed'; attempts: number; head: string }
  | { kind: 'rejected'; reason: RejectReason; detail: string; attempts: number }

export interface BranchSpec {
  branch: string
  base: string
  message: string
  env?: NodeJS.ProcessEnv
}

/** `index`: a private index file instead of the user's (GIT_INDEX_FILE). */
type RunOptions = Partial<Pick<ProcessRunOptions, 'env' | 'input'>> & { index?: string }

const BOT = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com'
}

/** Lines that keep the runner's files out of the user's commits (info/exclude). */
export const RUNTIME_EXCLUDE = [
  '# ralph: run files (attempt logs, patches, lock, events)',
  '/.runtime/'
]

const MODE_KIND: Record<string, ListedKind> = { '120000': 'symlink', '160000': 'submodule' }

const nul = (paths: readonly string[]): string => paths.map(path => `${path}\0`).join('')
const FROM_STDIN = ['--pathspec-from-file=-', '--pathspec-file-nul']
/** A diff as git's raw records, every path of the tree, no rename detection. */
const RAW = ['-r', '-z', '--raw', '--no-renames', '--full-index']

export class Repository {
  #paths: Promise<RepoPaths> | undefined

  /** Commands run in `cwd`; `auth` goes to the commands that talk to `origin`, and no other. */
  constructor(
    readonly cwd: string,
    private readonly options: { auth?: GitAuth; paths?: RepoPaths } = {}
  ) {
    if (options.paths) this.#paths = Promise.resolve(options.paths)
  }

  /** The repository that holds `cwd`, seen from its top; throws when there is none. */
  static open(cwd: string): Promise<Repository> {
    return new Repository(cwd).atTop()
  }

  /** This repository seen from its top (for paths relative to the top). */
  async atTop(): Promise<Repository> {
    const paths = await this.paths()
    return paths.top === this.cwd ? this : new Repository(paths.top, { ...this.options, paths })
  }

  // ---- Where it is, what HEAD is -------------------------------------------------------

  paths(): Promise<RepoPaths> {
    this.#paths ??= this.readPaths()
    return this.#paths
  }

  private async readPaths(): Promise<RepoPaths> {
    const args = ['--show-toplevel', '--git-dir', '--git-common-dir', '--git-path', 'index']
    const result = await this.run(['rev-parse', '--path-format=absolute', ...args])
    if (result.exitCode !== 0)
      throw new Error(
        `'${this.cwd}' is not inside a git working tree (run 'git init' there first)`,
        { cause: new GitError(['rev-parse'], result) }
      )
    const [top, gitDir, commonDir, index] = result.stdout.split('\n')
    if (!top || !gitDir || !commonDir || !index)
      throw new Error(`unexpected output of git rev-parse in '${this.cwd}': ${result.stdout}`)
    return { top, gitDir, commonDir, index }
  }

  async requireWorkTree(): Promise<void> {
    const result = await this.run(['rev-parse', '--is-inside-work-tree'])
    if (result.exitCode !== 0 || result.stdout.trim() !== 'true')
      throw new Error(
        `${this.cwd} is not a git repository (git said: ${result.stderr.trim() || result.stdout.trim()}). ` +
          'Run actions/checkout before this action, in the same job.'
      )
  }

  /** The full sha of a revision, or undefined when it does not name a commit here. */
  resolveCommit(rev: string): Promise<string | undefined> {
    return this.answer(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])
  }

  async currentBranch(): Promise<string> {
    const result = await this.run(['symbolic-ref', '--quiet', '--short', 'HEAD'])
    if (result.exitCode !== 0)
      throw new Error(
        'HEAD is detached, so there is no branch to commit the PRD status to. ' +
          "Check out a branch (actions/checkout with 'ref: main') or set the input 'base-branch'."
      )
    return result.stdout.trim()
  }

  async switchBranch(branch: string): Promise<void> {
    await this.git(['switch', '--quiet', '-C', branch])
  }

  private async isShallow(): Promise<boolean> {
    return (await this.run(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true'
  }

  /**
   * True when git's configuration carries an `http.*.extraheader`: actions/checkout leaves one
   * unless `persist-credentials: false`, and the agent could read that token.
   */
  async hasStoredAuthHeader(): Promise<boolean> {
    const result = await this.run(['config', '--get-regexp', '^http\\..*\\.extraheader$'])
    return result.exitCode === 0 && result.stdout.trim() !== ''
  }

  /** Author and committer for the runner's commits: the configured user, else the Actions bot. */
  async identity(): Promise<NodeJS.ProcessEnv> {
    const name = await this.answer(['config', 'user.name'])
    const email = await this.answer(['config', 'user.email'])
    if (name && email) return {}
    return {
      GIT_AUTHOR_NAME: BOT.name,
      GIT_AUTHOR_EMAIL: BOT.email,
      GIT_COMMITTER_NAME: BOT.name,
      GIT_COMMITTER_EMAIL: BOT.email
    }
  }

  /**
   * Keeps the runner's files out of the user's commits without touching a tracked file: a line
   * in `info/exclude` (shared by all worktrees), written once. No git command writes that file.
   */
  async excludeRuntime(): Promise<void> {
    const { commonDir } = await this.paths()
    const file = join(commonDir, 'info', 'exclude')
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return ''
      throw error
    })
    if (text.split('\n').includes(RUNTIME_EXCLUDE[1] as string)) return
    await mkdir(join(commonDir, 'info'), { recursive: true })
    const separator = text === '' || text.endsWith('\n') ? '' : '\n'
    await appendFile(file, `${separator}${RUNTIME_EXCLUDE.join('\n')}\n`)
  }

  // ---- Reading commits and trees -------------------------------------------------------

  /** A file's text at a commit, or undefined when the commit has no such file. */
  async fileAt(commit: string, path: string): Promise<string | undefined> {
    const listed = await this.git(['ls-tree', '--name-only', commit, '--', path])
    return listed.trim() === '' ? undefined : this.git(['show', `${commit}:${path}`])
  }

  async treeFiles(rev = 'HEAD'): Promise<string[]> {
    return splitZ(await this.git(['ls-tree', '-r', '-z', '--name-only', '--full-tree', rev]))
  }

  /** The id of the entry at `path` in a tree-ish, or undefined when it has none. */
  blobAt(treeish: string, path: string): Promise<string | undefined> {
    return this.answer(['rev-parse', '--verify', '--quiet', `${treeish}:${path}`])
  }

  async blobIdOf(bytes: Buffer): Promise<string> {
    return (await this.git(['hash-object', '--no-filters', '--stdin'], { input: bytes })).trim()
  }

  isAncestor(ancestor: string, commit: string): Promise<boolean> {
    return this.ok(['merge-base', '--is-ancestor', ancestor, commit])
  }

  /**
   * What `from..to` changes, within `paths` when given; no rename detection (both sides of a
   * rename must be in scope).
   */
  async changedPaths(from: string, to: string, paths: string[] = []): Promise<ChangedPath[]> {
    const changes: ChangedPath[] = []
    for (const entry of parseRawDiff(
      await this.git(['diff-tree', ...RAW, from, to, '--', ...paths])
    )) {
      const item: ChangedPath = { path: entry.path, change: changeOf(entry.before, entry.after) }
      if (entry.after === 'symlink')
        item.linkTarget = await this.git(['cat-file', 'blob', entry.afterId])
      changes.push(item)
    }
    return changes
  }

  /** True when none of `paths` has a change against HEAD, staged or not. */
  async isClean(paths: string[]): Promise<boolean> {
    const args = ['status', '--porcelain', '-z', '--untracked-files=no', '--', ...paths]
    const result = await this.run(args)
    return result.exitCode === 0 && result.stdout === ''
  }

  /**
   * Writes the binary patch `from..to` to `file` (the bytes never pass through a string), with
   * `a/` and `b/` prefixes and no diff program whatever the configuration says (plumbing).
   */
  async writePatch(from: string, to: string, file: string): Promise<void> {
    const args = ['diff-tree', '-p', '--binary', '--full-index', '--no-renames', '-r']
    await this.git([...args, `--output=${file}`, from, to])
  }

  // ---- Writing commits and trees -------------------------------------------------------

  /**
   * Commits exactly `paths` as they are in the work tree (ignored ones too, a missing one as
   * deleted) on the current branch; other staged changes stay out of it. Returns the new HEAD.
   */
  async commitPaths(
    paths: string[],
    message: string,
    env: NodeJS.ProcessEnv = {}
  ): Promise<string> {
    const present = paths.filter(path => lstatOrUndefined(join(this.cwd, path)) !== undefined)
    if (present.length > 0)
      await this.git(['add', '--force', ...FROM_STDIN], { input: nul(present) })
    const commit = ['commit', '--quiet', '--no-verify', '--only', '--message', message]
    await this.git([...commit, ...FROM_STDIN], { env, input: nul(paths) })
    return this.requireCommit()
  }

  /** Puts `paths` back to HEAD in the work tree and index (removed where HEAD lacks them). */
  async restorePaths(paths: string[]): Promise<void> {
    if (paths.length === 0) return
    const listed = ['ls-tree', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...paths]
    const inHead = new Set(splitZ(await this.git(listed)))
    const tracked = paths.filter(path => inHead.has(path))
    if (tracked.length > 0)
      await this.git(['checkout', 'HEAD', ...FROM_STDIN], { input: nul(tracked) })
    for (const full of paths.filter(p => !inHead.has(p)).map(p => join(this.cwd, p)))
      if (lstatOrUndefined(full)) rmSync(full, { force: true })
    await this.git(['reset', '--quiet', ...FROM_STDIN], { input: nul(paths) })
  }

  /** A tree: `base` plus the work-tree state of `paths`, built in a throwaway index. */
  async treeWithPaths(base: string, paths: string[]): Promise<string> {
    return this.withScratchIndex(async index => {
      await this.readTree(base, index)
      if (paths.length > 0)
        // update-index ignores .gitignore (the agent's writes count) and drops missing paths.
        await this.git(['update-index', '--add', '--remove', '-z', '--stdin'], {
          index,
          input: nul(paths)
        })
      return this.writeTree(index)
    })
  }

  /** The tree of `base` with `patchFile` applied, built in a throwaway index (work tree untouched). */
  async tryApplyPatch(base: string, patchFile: string): Promise<PatchTree> {
    // git apply refuses an empty patch; no writes is the base's own tree.
    if (statSync(patchFile).size === 0)
      return { kind: 'applied', tree: (await this.git(['rev-parse', `${base}^{tree}`])).trim() }
    return this.withScratchIndex(async index => {
      await this.readTree(base, index)
      const args = ['apply', '--cached', '--whitespace=nowarn', '-p1', patchFile]
      const applied = await this.run(args, { index })
      if (applied.exitCode !== 0)
        return {
          kind: 'rejected',
          detail: applied.stderr.trim() || `exit code ${applied.exitCode}`
        }
      return { kind: 'applied', tree: await this.writeTree(index) }
    })
  }

  private async withScratchIndex<T>(work: (index: string) => Promise<T>): Promise<T> {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-index-'))
    try {
      return await work(join(dir, 'index'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  /** Re-makes commit `sha` on HEAD; on a conflict the cherry-pick is aborted. */
  async replayCommit(sha: string, env?: NodeJS.ProcessEnv): Promise<string> {
    const result = await this.run(['cherry-pick', '--allow-empty', sha], { env })
    if (result.exitCode !== 0) {
      await this.run(['cherry-pick', '--abort'])
      throw new Error(
        `Could not replay ${sha.slice(0, 12)} on the moved branch: someone changed the same files ` +
          `meanwhile (${result.stderr.trim() || result.stdout.trim()}). Nothing was pushed; run it again.`
      )
    }
    return this.requireCommit()
  }

  private async requireCommit(rev = 'HEAD'): Promise<string> {
    const sha = await this.resolveCommit(rev)
    if (sha === undefined) throw new Error(`${rev} names no commit in ${this.cwd}`)
    return sha
  }

  // ---- Branches and origin -------------------------------------------------------------

  /**
   * Makes `branch` one commit of `tree` on `base`, not touching the user's index or HEAD; the
   * same tree on the same base is 'unchanged' and pushes nothing, else it goes under a lease.
   */
  async publishTree(spec: BranchSpec & { tree: string }, push: boolean): Promise<BranchOutcome> {
    const { branch, tree, base } = spec
    const ref = `refs/heads/${branch}`
    const previous = push ? await this.remoteTip(ref) : await this.resolveCommit(ref)
    if (previous !== undefined && push) await this.fetch([`+${ref}:refs/remotes/origin/${branch}`])
    if (previous !== undefined) {
      const shape = await this.run(['show', '-s', '--format=%T %P', previous])
      if (shape.exitCode === 0 && shape.stdout.trim() === `${tree} ${base}`) {
        await this.git(['update-ref', ref, previous])
        return { kind: 'unchanged', sha: previous }
      }
    }
    const commitTree = ['commit-tree', tree, '-p', base, '-F', '-']
    const commit = (await this.git(commitTree, { env: spec.env, input: spec.message })).trim()
    await this.git(['update-ref', ref, commit])
    if (push) await this.pushUnderLease(branch, commit, previous)
    return { kind: previous === undefined ? 'created' : 'updated', sha: commit }
  }

  private async pushUnderLease(branch: string, commit: string, previous?: string): Promise<void> {
    const outcome = await this.push({ source: commit, branch, expect: previous ?? '' })
    if (outcome.kind !== 'rejected') return
    if (outcome.reason === 'stale')
      throw new Error(
        `Branch ${branch} changed on the remote while this step ran (${outcome.detail}). ` +
          'Run the step again; the lease kept the other change.'
      )
    if (outcome.reason === 'protected')
      throw new Error(
        `A branch rule rejected the push to ${branch} (${outcome.detail}). ` +
          "Exempt the branch prefix (input 'branch-prefix') from branch protection or rulesets."
      )
    throw new Error(`The push to ${branch} was rejected: ${outcome.detail}`)
  }

  /** One command against origin, the token in its environment only and redacted after. */
  private async remote(args: string[]): Promise<GitResult> {
    const { auth } = this.options
    const result = await this.run(args, { env: auth ? authEnv(auth, process.env) : undefined })
    if (!auth) return result
    const stdout = redactToken(result.stdout, auth.token)
    return { ...result, stdout, stderr: redactToken(result.stderr, auth.token) }
  }

  private async fetch(refspecs: string[], flags: string[] = []): Promise<void> {
    const args = ['fetch', '--no-tags', '--quiet', ...flags, 'origin', ...refspecs]
    const result = await this.remote(args)
    if (result.exitCode !== 0) throw new Error(explainRemoteFailure('fetch from', result))
  }

  private async remoteTip(ref: string): Promise<string | undefined> {
    const result = await this.remote(['ls-remote', '--heads', 'origin', ref])
    if (result.exitCode !== 0) throw new Error(explainRemoteFailure('list', result))
    return result.stdout
      .split('\n')
      .find(line => line.endsWith(`\t${ref}`))
      ?.split('\t')[0]
  }

  /** Pushes one ref; a rejection is an outcome, a failure to talk to origin throws. */
  async push(spec: PushSpec): Promise<PushOutcome> {
    const ref = `refs/heads/${spec.branch}`
    const args = ['push', '--porcelain', '--no-verify']
    if (spec.expect !== undefined) args.push(`--force-with-lease=${ref}:${spec.expect}`)
    const result = await this.remote([...args, 'origin', `${spec.source}:${ref}`])
    const outcome = pushOutcome(result.stdout, result.stderr, ref)
    if (outcome !== undefined) return outcome
    if (result.exitCode === 0) return { kind: 'pushed' }
    throw new Error(explainRemoteFailure('push to', result))
  }

  /**
   * Pushes HEAD to `branch`; when the branch moved, fetches it, moves HEAD there with `reset
   * --keep` (which refuses to drop uncommitted edits) and lets `rebuild` redo the commit.
   */
  async pushWithRetry(spec: RetryPush): Promise<RetryPushOutcome> {
    const maxAttempts = spec.maxAttempts ?? PUSH_ATTEMPTS
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.push({ source: 'HEAD', branch: spec.branch })
      if (outcome.kind !== 'rejected')
        return { kind: 'pushed', attempts: attempt, head: await this.requireCommit() }
      if (outcome.reason !== 'non-fast-forward') return { ...outcome, attempts: attempt }
      if (attempt >= maxAttempts)
        throw new Error(
          `origin/${spec.branch} kept moving: the push was rejected ` +
            `${attempt} times (${outcome.detail}). Run the step again; its outcome is not recorded.`
        )
      const tracking = `refs/remotes/origin/${spec.branch}`
      await this.fetch([`+refs/heads/${spec.branch}:${tracking}`])
      const fresh = await this.requireCommit(tracking)
      await spec.verify?.(fresh)
      await this.git(['reset', '--quiet', '--keep', fresh])
      await spec.rebuild(fresh)
    }
  }

  /** The merge base of two commits, fetching them and deepening a shallow clone as needed. */
  async ensureMergeBase(base: string, head: string): Promise<string> {
    await this.ensureCommits([base, head])
    let found = await this.answer(['merge-base', base, head])
    for (const flag of ['--deepen=50', '--deepen=400', '--unshallow']) {
      if (found !== undefined || !(await this.isShallow())) break
      await this.fetch([base, head], [flag]).catch((error: unknown) => {
        throw new Error(
          `This shallow clone lacks the history needed and could not be deepened. ${FETCH_DEPTH_FIX}`,
          { cause: error }
        )
      })
      found = await this.answer(['merge-base', base, head])
    }
    if (found === undefined)
      throw new Error(
        `Commits ${base} and ${head} share no history in this clone. ` +
          `If the pull request's branch really is unrelated, rebase it on the base branch; ` +
          `otherwise ${FETCH_DEPTH_FIX}`
      )
    return found
  }

  /** Fetches the commits this clone lacks (GitHub serves any reachable sha). */
  private async ensureCommits(shas: string[]): Promise<void> {
    const missing: string[] = []
    for (const sha of shas) if ((await this.resolveCommit(sha)) === undefined) missing.push(sha)
    if (missing.length === 0) return
    const depth = (await this.isShallow()) ? ['--depth=1'] : []
    await this.fetch(missing, depth).catch((error: unknown) => {
      throw new Error(
        `Commit(s) ${missing.join(', ')} are not in this clone and could not be fetched. ${FETCH_DEPTH_FIX}`,
        { cause: error }
      )
    })
  }

  // ---- The document inbox (the git mover) ----------------------------------------------

  mover(options: { commitEnv?: NodeJS.ProcessEnv } = {}): Promise<GitMover> {
    return gitMover(this, options.commitEnv)
  }

  /** Every file under `folder` git tracks or would add, with its first `headBytes` bytes. */
  async listFolder(folder: string, headBytes: number): Promise<ListedFile[]> {
    const spec = folder === '' ? '.' : folder
    const kinds = new Map<string, ListedKind>()
    for (const line of splitZ(await this.git(['ls-files', '-s', '-z', '--', spec]))) {
      const match = /^([0-7]{6}) [0-9a-f]+ [0-3]\t(.*)$/s.exec(line)
      if (match?.[2] !== undefined) kinds.set(match[2], MODE_KIND[match[1] ?? ''] ?? 'file')
    }
    const others = ['ls-files', '--others', '--exclude-standard', '-z', '--', spec]
    for (const path of splitZ(await this.git(others))) kinds.set(path, 'file')
    const listed = await Promise.all(
      [...kinds].map(([path, kind]) => describe(this.cwd, path, kind, headBytes))
    )
    return listed.filter((file): file is ListedFile => file !== null)
  }

  isTracked(path: string): Promise<boolean> {
    return this.ok(['ls-files', '--error-unmatch', '--', path])
  }

  /** The blob HEAD has at `path` when the working tree holds exactly its bytes. */
  async unchangedBlob(path: string): Promise<string | undefined> {
    const blob = await this.blobAt('HEAD', path)
    return blob !== undefined && (await this.ok(['diff', '--quiet', 'HEAD', '--', path]))
      ? blob
      : undefined
  }

  async add(paths: string[], force = false): Promise<void> {
    if (paths.length > 0) await this.git(['add', ...(force ? ['-f'] : []), '--', ...paths])
  }

  /** `git mv` that never replaces: git itself refuses an existing destination without -f. */
  async tryMove(from: string, to: string): Promise<MoveOutcome> {
    const result = await this.run(['mv', '--', from, to])
    if (result.exitCode === 0) return { kind: 'moved' }
    return { kind: 'failed', reason: `git mv failed: ${result.stderr.trim()}` }
  }

  async remove(path: string, cachedOnly = false): Promise<void> {
    await this.git(['rm', ...(cachedOnly ? ['--cached'] : []), '-q', '--', path])
  }

  objectType(id: string): Promise<string | undefined> {
    return this.answer(['cat-file', '-t', id])
  }

  async checkoutBlob(blob: string, path: string): Promise<void> {
    await this.git(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`])
    await this.git(['checkout-index', '--', path])
  }

  // ---- The agent call: snapshots, writes, the way back (attempt.ts) --------------------

  async beginAttempt(exclude?: (path: string) => boolean): ReturnType<typeof beginAttempt> {
    const repo = await this.atTop()
    return beginAttempt(repo, await repo.paths(), exclude)
  }

  /**
   * `git add -A` of the work tree into `index` with the `-c` pairs `config`; returns the paths
   * git could not take (a nested repository without a commit, an unreadable file).
   */
  async addAll(index: string, config: string[]): Promise<string[]> {
    const args = [...config, 'add', '-A', '--ignore-errors', '--', '.']
    for (let attempt = 1; ; attempt++) {
      const result = await this.run(args, { index })
      if (result.exitCode === 0) return []
      const unaddable = parseUnaddable(result.stderr)
      if (unaddable) return unaddable
      // Another ralph waiting for the lock creates and removes its temporary files next to
      // it all the time: git may list one, then fail to stat it. Taken again, it is gone.
      if (attempt < 5 && RUNNER_LOCK_VANISHED.test(result.stderr)) continue
      throw new GitError(args, result)
    }
  }

  /** Untracked, ignored paths, with `index` telling what is tracked. */
  async listIgnored(index: string): Promise<string[]> {
    const args = ['ls-files', '-z', '--others', '--ignored', '--exclude-standard']
    return splitZ(await this.git(args, { index }))
  }

  async refState(): Promise<RefState> {
    const list = await this.git(['for-each-ref', '--format=%(refname)%00%(objectname)%00%(HEAD)'])
    const refs = new Map<string, string>()
    let head: HeadState | undefined
    for (const line of list.split('\n')) {
      const [name, id, mark] = line.split('\0')
      if (!name || !id) continue
      refs.set(name, id)
      if (mark === '*') head = { symbolic: name, sha: id }
    }
    return { head: head ?? (await this.headState()), refs }
  }

  /** Where HEAD points when no listed branch is its own: detached, or unborn. */
  private async headState(): Promise<HeadState> {
    const head = await this.run(['rev-parse', 'HEAD', '--symbolic-full-name', 'HEAD'])
    const [sha, name] = head.stdout.split('\n')
    if (head.exitCode === 0 && sha && name) return { symbolic: name === 'HEAD' ? null : name, sha }
    return { symbolic: (await this.git(['symbolic-ref', 'HEAD'])).trim(), sha: null }
  }

  /**
   * Clears the assume-unchanged (lower-case tag in `ls-files -v`) and skip-worktree (`S`, `s`)
   * marks in `index`: one call per kind (update-index stops at the first option that marks).
   */
  async clearMarks(index: string): Promise<void> {
    const listed = splitZ(await this.git(['ls-files', '-z', '-v'], { index }))
    for (const [option, tag] of [
      ['--no-assume-unchanged', /^[a-z] /],
      ['--no-skip-worktree', /^[Ss] /]
    ] as const) {
      const paths = listed.filter(line => tag.test(line)).map(line => line.slice(2))
      if (paths.length > 0)
        await this.git(['update-index', option, '-z', '--stdin'], { index, input: nul(paths) })
    }
  }

  async writeTree(index: string): Promise<string> {
    return (await this.git(['write-tree'], { index })).trim()
  }

  async diffIndex(tree: string, index: string): Promise<RawChange[]> {
    return parseRawDiff(await this.git(['diff-index', '--cached', ...RAW, tree], { index }))
  }

  async readTree(tree: string, index: string): Promise<void> {
    await this.git(['read-tree', tree], { index })
  }

  /** Writes `paths` into the work tree as `tree` has them, through the private `index`. */
  async checkoutFromTree(tree: string, paths: string[], index: string): Promise<void> {
    await this.readTree(tree, index)
    await this.git(['checkout-index', '-f', '-z', '--stdin'], { index, input: nul(paths) })
  }

  /** Checks out `commit` detached in the nested repository of a gitlink's folder `dir`. */
  tryCheckoutNested(dir: string, commit: string): Promise<boolean> {
    return new Repository(dir).ok(['checkout', '-q', '--detach', commit])
  }

  /** Puts the refs `changes` names, and HEAD, back as they were in `before`. */
  async restoreRefs(before: RefState, changes: PathChange[]): Promise<void> {
    for (const { path: ref, change } of changes) {
      if (ref === 'HEAD') continue
      const id = change === 'added' ? undefined : before.refs.get(ref)
      await this.git(id === undefined ? ['update-ref', '-d', ref] : ['update-ref', ref, id])
    }
    if (!changes.some(({ path }) => path === 'HEAD')) return
    const { symbolic, sha } = before.head
    if (symbolic) await this.git(['symbolic-ref', 'HEAD', symbolic])
    else if (sha) await this.git(['update-ref', '--no-deref', 'HEAD', sha])
  }

  // ---- Running git ---------------------------------------------------------------------

  /**
   * Runs one command hardened, with the filter and merge drivers git sees here turned off
   * where it could run one; never throws for a non-zero exit.
   */
  private async run(args: string[], options: RunOptions = {}): Promise<GitResult> {
    const extra = options.index ? { ...options.env, GIT_INDEX_FILE: options.index } : options.env
    const drivers = needsDrivers(args)
      ? driverNames((await this.run(LIST_DRIVERS)).stdout)
      : undefined
    const ran = await run('git', hardenArgs(args, drivers), {
      cwd: this.cwd,
      env: gitEnv(process.env, extra),
      input: options.input
    })
    if (ran.kind === 'not-started')
      throw new Error(`could not start git: ${ran.error} (is git installed and on PATH?)`)
    return { exitCode: ran.exitCode ?? 1, stdout: ran.stdout, stderr: ran.stderr }
  }

  private async git(args: string[], options?: RunOptions): Promise<string> {
    const result = await this.run(args, options)
    if (result.exitCode !== 0) throw new GitError(args, result)
    return result.stdout
  }

  private async answer(args: string[]): Promise<string | undefined> {
    const result = await this.run(args)
    return result.exitCode === 0 ? result.stdout.trim() : undefined
  }

  private async ok(args: string[], options?: RunOptions): Promise<boolean> {
    return (await this.run(args, options)).exitCode === 0
  }
}

/** git's complaint about a lock temporary file (loop/step-repo.ts) that vanished. */
const RUNNER_LOCK_VANISHED = /unable to stat '\.runtime\/ralph\.lock\.[^'/]*'/

async function describe(
  top: string,
  path: string,
  kind: ListedKind,
  headBytes: number
): Promise<ListedFile | null> {
  const stats = await lstat(join(top, path)).catch(() => null)
  if (stats === null) return null // deleted in the working tree: nothing to rename
  if (kind === 'submodule' || stats.isDirectory())
    return { path, kind: 'submodule', size: 0, head: new Uint8Array() }
  if (kind === 'symlink' || stats.isSymbolicLink())
    return { path, kind: 'symlink', size: 0, head: new Uint8Array() }
  const handle = await open(join(top, path), 'r')
  try {
    const buffer = Buffer.alloc(headBytes)
    const { bytesRead } = await handle.read(buffer, 0, headBytes, 0)
    return { path, kind: 'file', size: stats.size, head: buffer.subarray(0, bytesRead) }
  } finally {
    await handle.close()
  }
}
