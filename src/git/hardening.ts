/**
 * What keeps ralph's own git from running anyone else's code. The agent can write
 * `.git/config`, hooks, include targets and in-tree `.gitattributes`; besides the git dir put
 * back after the call, every command gets settings that turn off each way git starts a program
 * of the repository's choosing: fsmonitor, hooks, filter and merge drivers, external diff and
 * textconv, auto gc/maintenance and signing. The environment holds no secret (a remote command
 * gets its token alone) and makes every pathspec literal. Pure: the door applies it.
 */
import { isSecretName, isWorkflowCredential } from '../secrets/names.js'

/** Per-command config: command-line scope beats every config file, and child gits inherit it. */
const SAFE_CONFIG = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'gc.auto=0',
  'maintenance.auto=false',
  'commit.gpgSign=false',
  'tag.gpgSign=false'
].flatMap(setting => ['-c', setting])

/**
 * Commands that may run a filter driver: they hash or check out worktree files, or write the
 * index (write-tree too), which re-hashes the racily clean entries.
 */
const FILTERING = new Set(
  (
    'add am apply blame checkout checkout-index cherry-pick commit diff grep hash-object log ' +
    'merge mv pull read-tree rebase reset restore revert rm show stash status switch ' +
    'update-index write-tree'
  ).split(' ')
)

/** Commands that may merge file contents, and so run a `merge=<name>` attribute's driver. */
const MERGING = new Set(
  'am apply checkout cherry-pick merge merge-tree pull rebase restore revert stash switch'.split(
    ' '
  )
)

const DIFFING = new Set(['diff', 'log', 'show'])

/** Global options that take a separate value. */
const WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace'])

/** Index of the subcommand in `args`, after global options such as `-c k=v`. */
export function subcommandIndex(args: readonly string[]): number {
  let i = 0
  while (i < args.length && (args[i] as string).startsWith('-')) {
    i += WITH_VALUE.has(args[i] as string) ? 2 : 1
  }
  return i
}

export function needsDrivers(args: readonly string[]): boolean {
  const sub = args[subcommandIndex(args)] ?? ''
  return FILTERING.has(sub) || MERGING.has(sub)
}

/** The command that lists every filter and merge setting (`<kind>.<name>.<key>`), NUL-ended. */
export const LIST_DRIVERS = ['config', '-z', '--name-only', '--get-regexp', '^(filter|merge)\\.']

/** The driver names in that listing, each once, sorted (`merge.renames` is no driver). */
export function driverNames(listing: string): { filters: string[]; merges: string[] } {
  const of = (kind: string): string[] => {
    const pattern = new RegExp(`^${kind}\\.(.+)\\.[^.]+$`)
    const names = listing.split('\0').map(key => pattern.exec(key)?.[1] ?? '')
    return [...new Set(names.filter(Boolean))].sort()
  }
  return { filters: of('filter'), merges: of('merge') }
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

/** The environment of ralph's git: no secret, literal pathspecs, git's safety defaults. */
export function gitEnv(base: NodeJS.ProcessEnv, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const kept = ([name]: [string, unknown]): boolean =>
    name.startsWith('GIT_') ||
    name === 'SSH_AUTH_SOCK' ||
    !(isSecretName(name) || isWorkflowCredential(name))
  return {
    ...Object.fromEntries(Object.entries(base).filter(kept)),
    ...extra,
    [EMPTY]: '',
    // Paths are data, never patterns: `*`, `[1]` or `:` in a file name means that file.
    GIT_LITERAL_PATHSPECS: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    LC_ALL: 'C'
  }
}

/**
 * `args` with the safety settings, the drivers turned off and diff programs off, as needed. A
 * filter driver with empty commands is a no-op; a merge driver that is not run fails that
 * merge, as a conflict.
 */
export function hardenArgs(
  args: readonly string[],
  drivers: ReturnType<typeof driverNames> = { filters: [], merges: [] }
): string[] {
  const at = subcommandIndex(args)
  const sub = args[at] ?? ''
  const filters = FILTERING.has(sub) ? drivers.filters : []
  return [
    ...SAFE_CONFIG,
    ...filters.flatMap(name =>
      ['clean', 'smudge', 'process', 'required'].flatMap(key => emptied(`filter.${name}.${key}`))
    ),
    ...(MERGING.has(sub) ? drivers.merges.flatMap(name => emptied(`merge.${name}.driver`)) : []),
    ...args.slice(0, at + 1),
    ...(DIFFING.has(sub) ? ['--no-ext-diff', '--no-textconv'] : []),
    ...args.slice(at + 1)
  ]
}

/** A token for the remote, given to git per command (authEnv), never written to .git/config. */
export interface GitAuth {
  token: string
  /** For example https://github.com. */
  serverUrl: string
}

/**
 * Environment that sends `AUTHORIZATION: basic …` to `serverUrl` for one command (through
 * GIT_CONFIG_COUNT/KEY_n/VALUE_n): the agent finds no token in the checkout, and argv
 * (visible in `ps`) never carries it.
 */
export function authEnv(auth: GitAuth, inherited: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const key = `http.${auth.serverUrl.replace(/\/*$/, '/')}.extraheader`
  const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64')
  // Keep entries someone else put in the environment; ours go after them.
  const start = Number.parseInt(inherited.GIT_CONFIG_COUNT ?? '0', 10) || 0
  return {
    GIT_CONFIG_COUNT: String(start + 2),
    // An empty value resets the header list, so a header persisted by actions/checkout
    // is not sent alongside ours (GitHub answers 400 to two Authorization headers).
    [`GIT_CONFIG_KEY_${start}`]: key,
    [`GIT_CONFIG_VALUE_${start}`]: '',
    [`GIT_CONFIG_KEY_${start + 1}`]: key,
    [`GIT_CONFIG_VALUE_${start + 1}`]: `AUTHORIZATION: basic ${basic}`
  }
}

/** Masks the token, plain or inside the basic header. */
export function redactToken(text: string, token: string): string {
  if (token === '') return text
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')
  return text.split(token).join('***').split(basic).join('***')
}
