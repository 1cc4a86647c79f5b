/**
 * V8's code cache for ralph's own modules (`module.enableCompileCache`, Node 22.1 and later):
 * a later start reads compiled code instead of compiling pdfjs-dist, the loop and the CLI again.
 *
 * A cache is code the process runs, and V8 checks an entry only against the source's hash, not
 * where the compiled code came from. Whoever can write the folder can therefore run code in the
 * next process that reads it. The folder belongs to the user (or to the job, in the action), so
 * the agent, which runs as that user, can write it: processes that start an agent (`ralph
 * step`/`run`, the action's `step`) never enable it, since after the agent's call they still load
 * modules, holding the token. The others may: what the agent can plant there for a later command
 * of the same user, it can equally plant in `~/.bashrc` or the runner's files (docs/security.md,
 * "What a hostile agent can still do").
 */
import { lstatSync, mkdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'

/** Where this process keeps its cache, or undefined for none. Pure. */
export function compileCacheDir(
  shell: 'action' | 'cli',
  startsAgent: boolean,
  env: NodeJS.ProcessEnv,
  home: string
): string | undefined {
  if (startsAgent || env['NODE_DISABLE_COMPILE_CACHE']) return undefined
  // The runner empties RUNNER_TEMP at every job start: the cache lives as long as the job.
  if (shell === 'action')
    return env['RUNNER_TEMP'] ? join(env['RUNNER_TEMP'], 'ralph-action-compile-cache') : undefined
  const base = env['XDG_CACHE_HOME'] || (home ? join(home, '.cache') : undefined)
  return base === undefined ? undefined : join(base, 'ralph-action', 'compile-cache')
}

/** What `ownedSafely` needs of a folder's lstat. */
export interface FolderStat {
  uid: number
  mode: number
  isDirectory: boolean
  isSymbolicLink: boolean
}

const STICKY = 0o1000
const GROUP_OR_OTHER_WRITE = 0o022

/**
 * Whether no other user can write the cache or put another folder in its place: the cache folder
 * (first) is a real folder of `uid` that only its owner writes, and every folder above it belongs
 * to `uid` or root and is writable by no one else, or is sticky (like /tmp: others cannot rename
 * what is not theirs). XDG_CACHE_HOME or HOME may point anywhere, a shared folder included. Pure.
 */
export function ownedSafely(chain: (FolderStat | undefined)[], uid: number): boolean {
  return chain.every((stat, i) => {
    if (stat === undefined || !stat.isDirectory || stat.isSymbolicLink) return false
    if (i === 0) return stat.uid === uid && (stat.mode & GROUP_OR_OTHER_WRITE) === 0
    if (stat.uid !== uid && stat.uid !== 0) return false
    return (stat.mode & GROUP_OR_OTHER_WRITE) === 0 || (stat.mode & STICKY) !== 0
  })
}

/** `ownedSafely` of `dir` and the folders above it as they are now. */
export function cacheFolderSafe(dir: string, uid: number): boolean {
  return ownedSafely(folderChain(dir), uid)
}

/** The lstat of `dir` and of every folder above it, `dir` first. */
function folderChain(dir: string): (FolderStat | undefined)[] {
  const chain: (FolderStat | undefined)[] = []
  for (let at = dir; ; at = dirname(at)) {
    const stat = lstatSync(at, { throwIfNoEntry: false })
    chain.push(
      stat && {
        uid: stat.uid,
        mode: stat.mode,
        isDirectory: stat.isDirectory(),
        isSymbolicLink: stat.isSymbolicLink()
      }
    )
    if (dirname(at) === at) return chain
  }
}

type Enable = (directory: string) => unknown

/**
 * Turns the cache on where Node has it (22.1 and later), this process may use it, and no other
 * user can write where it lives (`ownedSafely`); otherwise the start is only slower.
 */
export function enableCompileCache(shell: 'action' | 'cli', startsAgent: boolean): void {
  const dir = compileCacheDir(shell, startsAgent, process.env, homedir())
  const enable = (process.getBuiltinModule('node:module') as { enableCompileCache?: Enable })
    .enableCompileCache
  if (dir === undefined || typeof enable !== 'function' || process.getuid === undefined) return
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    if (cacheFolderSafe(dir, process.getuid())) enable(dir)
  } catch {
    // A cache that cannot be set up only means a slower start.
  }
}
