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
import { homedir } from 'node:os'
import { join } from 'node:path'

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

type Enable = (directory: string) => unknown

/** Turns the cache on where Node has it (22.1 and later) and this process may use it. */
export function enableCompileCache(shell: 'action' | 'cli', startsAgent: boolean): void {
  const dir = compileCacheDir(shell, startsAgent, process.env, homedir())
  const enable = (process.getBuiltinModule('node:module') as { enableCompileCache?: Enable })
    .enableCompileCache
  if (dir === undefined || typeof enable !== 'function') return
  try {
    enable(dir)
  } catch {
    // A cache that cannot be set up only means a slower start.
  }
}
