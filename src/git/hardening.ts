/**
 * What keeps ralph's own git from running anyone else's code. The agent can write
 * `.git/config`, hooks, include targets and in-tree `.gitattributes`; ralph puts the git dir
 * back before its first git command after the call, and every command also gets settings
 * that turn off each way git starts a program of the repository's choosing:
 * fsmonitor, hooks, filter drivers (clean, smudge, process), merge drivers, external diff
 * and textconv, auto gc/maintenance and signing programs. The environment holds no secret: only a push
 * gets its token, per command (credentials.ts).
 */
import { spawn } from 'node:child_process'
import { withoutSecrets } from '../secrets/names.js'
import { ConfigDirs, configDrivers, DriverNames } from './config-drivers.js'

/** Per-command config: command-line scope beats every config file, and child gits inherit it. */
export const SAFE_CONFIG = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'gc.auto=0',
  'maintenance.auto=false',
  'commit.gpgSign=false',
  'tag.gpgSign=false'
]

/** Commands that may run a filter driver (they hash or check out worktree files). */
const FILTERING = new Set([
  'add',
  'am',
  'apply',
  'blame',
  'checkout',
  'checkout-index',
  'cherry-pick',
  'commit',
  'diff',
  'grep',
  'hash-object',
  'log',
  'merge',
  'mv',
  'pull',
  'read-tree',
  'rebase',
  'reset',
  'restore',
  'revert',
  'rm',
  'show',
  'stash',
  'status',
  'switch',
  'update-index'
])

/**
 * Commands that may merge file contents, and so run a `merge=<name>` attribute's driver (the
 * pdf inbox's cherry-pick onto a moved branch does).
 */
const MERGING = new Set([
  'am',
  'apply',
  'checkout',
  'cherry-pick',
  'merge',
  'merge-tree',
  'pull',
  'rebase',
  'restore',
  'revert',
  'stash',
  'switch'
])

/** Commands that may run an external diff or a textconv program. */
const DIFFING = new Set(['diff', 'log', 'show'])

/** Global options that take a separate value. */
const WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace'])

/** Index of the subcommand in `args` (after global options such as `-c k=v`). */
export function subcommandIndex(args: readonly string[]): number {
  let i = 0
  while (i < args.length && (args[i] as string).startsWith('-')) {
    i += WITH_VALUE.has(args[i] as string) ? 2 : 1
  }
  return i
}

/** The `kind` driver names in `config --name-only --get-regexp` output (`<kind>.<name>.<key>`). */
function driversOf(kind: 'filter' | 'merge', names: readonly string[]): string[] {
  const drivers = new Set<string>()
  const pattern = new RegExp(`^${kind}\\.(.+)\\.[^.]+$`)
  for (const key of names) {
    const match = pattern.exec(key)
    if (match?.[1]) drivers.add(match[1])
  }
  return [...drivers].sort()
}

/** The filter driver names in `config --name-only --get-regexp` output (`filter.<name>.<key>`). */
export function filterDrivers(names: readonly string[]): string[] {
  return driversOf('filter', names)
}

/** The merge driver names in the same output (`merge.<name>.driver`; not `merge.renames`). */
export function mergeDrivers(names: readonly string[]): string[] {
  return driversOf('merge', names)
}

/** Always empty in the environment of ralph's git (gitEnv): the value of `--config-env`. */
const EMPTY = 'RALPH_GIT_EMPTY'

/**
 * `key` set to the empty string. `-c` splits at the first `=`, so a driver named `a=b`
 * (which an attribute `filter=a=b` selects) goes through `--config-env`, split at the last.
 */
function emptied(key: string): string[] {
  return key.includes('=') ? [`--config-env=${key}=${EMPTY}`] : ['-c', `${key}=`]
}

/** Settings that make each named filter driver a no-op (an empty command is not run). */
export function disableFilters(drivers: readonly string[]): string[] {
  return drivers.flatMap(name =>
    ['clean', 'smudge', 'process', 'required'].flatMap(key => emptied(`filter.${name}.${key}`))
  )
}

/**
 * Settings that keep each named merge driver from running: git then fails the merge of a
 * file with that attribute ("cannot run"), which the callers treat as a conflict.
 */
export function disableMergeDrivers(drivers: readonly string[]): string[] {
  return drivers.flatMap(name => emptied(`merge.${name}.driver`))
}

/** The environment of ralph's git: no secret, git's safety defaults. */
export function gitEnv(base: NodeJS.ProcessEnv, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...withoutSecrets(base, name => name.startsWith('GIT_') || name === 'SSH_AUTH_SOCK'),
    ...extra,
    [EMPTY]: '',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    LC_ALL: 'C'
  }
}

function configOf(cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  const args = [
    ...SAFE_CONFIG.flatMap(setting => ['-c', setting]),
    'config',
    '-z',
    '--name-only',
    '--get-regexp',
    '^(filter|merge)\\.'
  ]
  return new Promise(resolve => {
    const child = spawn('git', args, { cwd, env, stdio: ['ignore', 'pipe', 'ignore'] })
    const out: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.on('error', () => resolve(''))
    child.on('close', () => resolve(Buffer.concat(out).toString('utf8')))
  })
}

/** The driver names as `git config` lists them (the way when node cannot read the config). */
async function driversFromGit(cwd: string, env: NodeJS.ProcessEnv): Promise<DriverNames> {
  const names = (await configOf(cwd, env)).split('\0').filter(Boolean)
  return { filters: filterDrivers(names), merges: mergeDrivers(names) }
}

/**
 * `args` with the safety settings in front (and the filter and merge drivers defined anywhere
 * in the config seen from `cwd` turned off, for commands that could run them). With `dirs`
 * (the repository's git dirs), the config is read without starting a git process.
 */
export async function hardenArgs(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  dirs?: ConfigDirs
): Promise<string[]> {
  const at = subcommandIndex(args)
  const sub = args[at] ?? ''
  const safe = SAFE_CONFIG.flatMap(setting => ['-c', setting])
  // Read in node without an await: a snapshot's `add` then starts before its neighbours.
  const drivers =
    FILTERING.has(sub) || MERGING.has(sub)
      ? ((dirs && configDrivers(dirs, env)) ?? (await driversFromGit(cwd, env)))
      : { filters: [], merges: [] }
  const filters = FILTERING.has(sub) ? disableFilters(drivers.filters) : []
  const merges = MERGING.has(sub) ? disableMergeDrivers(drivers.merges) : []
  const noPrograms = DIFFING.has(sub) ? ['--no-ext-diff', '--no-textconv'] : []
  return [
    ...safe,
    ...filters,
    ...merges,
    ...args.slice(0, at + 1),
    ...noPrograms,
    ...args.slice(at + 1)
  ]
}
