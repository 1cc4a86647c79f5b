/**
 * The filter and merge driver names a git command could see, read in node instead of by a
 * `git config` process before each `git add` (a process start on the snapshot's critical
 * path). The answer is a superset of git's: every `[filter "x"]` and `[merge "x"]` header in
 * the system, global, repository and worktree config files and in every file they include,
 * whatever an `includeIf` condition says, and any `[` in a value or a comment that would open
 * such a header. Turning off a driver that does not apply changes nothing. Where node cannot
 * be sure (config in the environment, an unreadable file, a path form it does not expand, a
 * name that is not UTF-8), it answers undefined and the caller asks git.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import {
  globalConfigFiles,
  includePaths,
  includeTarget,
  sectionNamesAnywhere
} from './config-includes.js'

export interface ConfigDirs {
  /** This worktree's git dir. */
  gitDir: string
  /** The dir shared by all worktrees (holds `config`). */
  commonDir: string
}

export interface DriverNames {
  filters: string[]
  merges: string[]
}

/** More files than git's include depth allows in any sane setup: past it, git decides. */
const MAX_FILES = 64

/** Variables that put config, or another repository, in git's way that no file shows. */
const ENV_CONFIG = ['GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT', 'GIT_DIR', 'GIT_COMMON_DIR']

export function configDrivers(dirs: ConfigDirs, env: NodeJS.ProcessEnv): DriverNames | undefined {
  if (ENV_CONFIG.some(name => env[name] !== undefined)) return undefined
  const files = [
    ...systemConfigFiles(env),
    ...globalConfigFiles(env),
    join(dirs.commonDir, 'config'),
    join(dirs.commonDir, 'config.worktree'),
    join(dirs.gitDir, 'config.worktree')
  ]
  const names = sectionsOf(files, env.HOME)
  return names && driversIn(names)
}

/** Every section name in the files and what they include; undefined when one is unsure. */
function sectionsOf(files: string[], home: string | undefined): Buffer[] | undefined {
  const names: Buffer[] = []
  const seen = new Set<string>()
  const queue = [...files]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    if (seen.size >= MAX_FILES) return undefined
    seen.add(file)
    const bytes = readConfig(file)
    if (bytes === null) continue
    if (bytes === undefined) return undefined
    names.push(...sectionNamesAnywhere(bytes))
    for (const target of includePaths(bytes)) {
      const path = includeTarget(target, file, home)
      if (path === undefined) return undefined
      queue.push(path)
    }
  }
  return names
}

/** The bytes; null for a file git skips (missing); undefined for one git would fail on. */
function readConfig(file: string): Buffer | null | undefined {
  try {
    return readFileSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOENT' || code === 'ENOTDIR' ? null : undefined
  }
}

function driversIn(names: Buffer[]): DriverNames | undefined {
  const filters = new Set<string>()
  const merges = new Set<string>()
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  for (const name of names) {
    const kind = name.subarray(0, 7).toString('latin1')
    const [set, skip] =
      kind === 'filter.' ? [filters, 7] : kind.startsWith('merge.') ? [merges, 6] : []
    if (!set || name.length === skip) continue
    try {
      set.add(utf8.decode(name.subarray(skip)))
    } catch {
      return undefined
    }
  }
  return { filters: [...filters].sort(), merges: [...merges].sort() }
}

const systemByPath = new Map<string, string[]>()

/**
 * GIT_CONFIG_SYSTEM, else where a git build keeps its system config: `/etc/gitconfig`
 * (prefix /usr) or `<prefix>/etc/gitconfig`, the prefix taken from the git on PATH, as
 * found and through its links. All of them: one more file read is cheaper than a guess.
 */
export function systemConfigFiles(env: NodeJS.ProcessEnv): string[] {
  if (env.GIT_CONFIG_SYSTEM !== undefined) {
    return env.GIT_CONFIG_SYSTEM === '' ? [] : [resolve(env.GIT_CONFIG_SYSTEM)]
  }
  const path = env.PATH ?? ''
  let files = systemByPath.get(path)
  if (!files) {
    const found = new Set(['/etc/gitconfig'])
    const bin = path.split(delimiter).find(dir => dir !== '' && existsSync(join(dir, 'git')))
    if (bin) {
      for (const git of [join(bin, 'git'), realpathSync(join(bin, 'git'))]) {
        found.add(join(dirname(dirname(git)), 'etc', 'gitconfig'))
      }
    }
    files = [...found]
    systemByPath.set(path, files)
  }
  return files
}
