/**
 * Git config files read byte for byte as git reads them (config.c: parse_file, get_base_var,
 * get_value, parse_value), where git cannot be asked: the files a config includes (put back
 * after the agent's call before ralph's next git command, which would read the agent's
 * configuration; git-dir.ts), and the filter and merge drivers they define (configDrivers: a
 * `git config` process per snapshot costs more than the step's speed guard allows). The agent
 * picks the syntax, so every form git accepts counts: a key on the header's line, several
 * headers on a line, continuations, quotes, escapes, `#` or `;` in quotes, a comment that ends
 * in a backslash (no continuation there).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path'
import type { DriverNames } from './hardening.js'

const LF = 0x0a
const CR = 0x0d

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === LF || c === CR
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)
}

function isKeyChar(c: number): boolean {
  return isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d
}

function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c
}

/** git's get_next_char: CR LF reads as LF, the end of the input as a LF. */
class Reader {
  at = 0
  eof = false
  constructor(readonly bytes: Buffer) {}
  next(): number {
    if (this.at >= this.bytes.length) {
      this.eof = true
      return LF
    }
    const c = this.bytes[this.at++] as number
    if (c === CR && this.bytes[this.at] === LF) {
      this.at++
      return LF
    }
    return c
  }
}

/** `[base]`, `[base.sub]` (lower-cased) or `[base "sub"]`; undefined where git stops. */
function readHeader(r: Reader): number[] | undefined {
  const name: number[] = []
  for (;;) {
    const c = r.next()
    if (r.eof) return undefined
    if (c === 0x5d) return name.length > 0 ? name : undefined
    if (isSpace(c)) return readSubsection(r, name, c)
    if (!isKeyChar(c) && c !== 0x2e) return undefined
    name.push(lower(c))
  }
}

function readSubsection(r: Reader, name: number[], first: number): number[] | undefined {
  let c = first
  while (isSpace(c)) {
    if (c === LF) return undefined
    c = r.next()
  }
  if (c !== 0x22) return undefined
  name.push(0x2e)
  for (;;) {
    c = r.next()
    if (c === LF) return undefined
    if (c === 0x22) break
    if (c === 0x5c) {
      c = r.next()
      if (c === LF) return undefined
    }
    name.push(c)
  }
  return r.next() === 0x5d && name.length > 0 ? name : undefined
}

const ESCAPES: Record<number, number> = { 0x74: 0x09, 0x62: 0x08, 0x6e: LF, 0x5c: 0x5c, 0x22: 0x22 }

/** The value after `=`, to the end of its logical line; undefined where git stops. */
function readValue(r: Reader): number[] | undefined {
  const value: number[] = []
  let quote = false
  let comment = false
  let spaces = 0
  for (;;) {
    let c = r.next()
    if (c === LF) return quote ? undefined : value
    if (comment) continue
    if (isSpace(c) && !quote) {
      if (value.length > 0) spaces++
      continue
    }
    if (!quote && (c === 0x3b || c === 0x23)) {
      comment = true
      continue
    }
    for (; spaces > 0; spaces--) value.push(0x20)
    if (c === 0x5c) {
      c = r.next()
      if (c === LF) continue
      const escaped = ESCAPES[c]
      if (escaped === undefined) return undefined
      value.push(escaped)
      continue
    }
    if (c === 0x22) quote = !quote
    else value.push(c)
  }
}

/** A key and its value (null when bare); undefined where git stops. */
function readEntry(
  r: Reader,
  first: number
): { key: number[]; value: number[] | null } | undefined {
  const key = [lower(first)]
  let c: number
  for (;;) {
    c = r.next()
    if (r.eof || !isKeyChar(c)) break
    key.push(lower(c))
  }
  while (c === 0x20 || c === 0x09) c = r.next()
  if (c === LF) return { key, value: null }
  if (c !== 0x3d) return undefined
  const value = readValue(r)
  return value === undefined ? undefined : { key, value }
}

const text = (bytes: number[]): string => Buffer.from(bytes).toString('utf8')

/**
 * The `path` values of `[include]` and `[includeIf "…"]` sections, in order, up to the first
 * line git rejects (git stops there too, with "bad config line").
 */
export function includePaths(input: string | Buffer): string[] {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input
  const r = new Reader(bytes)
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) r.at = 3
  const paths: string[] = []
  let section: number[] | undefined
  let comment = false
  for (;;) {
    const c = r.next()
    if (c === LF) {
      if (r.eof) return paths
      comment = false
      continue
    }
    if (comment || isSpace(c)) continue
    if (c === 0x23 || c === 0x3b) {
      comment = true
      continue
    }
    if (c === 0x5b) {
      section = readHeader(r)
      if (section === undefined) return paths
      continue
    }
    if (!isAlpha(c)) return paths
    const entry = readEntry(r, c)
    if (entry === undefined) return paths
    const name = section === undefined ? text(entry.key) : `${text(section)}.${text(entry.key)}`
    if (isIncludePath(name) && entry.value?.length) paths.push(text(entry.value))
  }
}

/** `include.path`, or `includeif.<condition>.path` (the condition is case-sensitive). */
function isIncludePath(name: string): boolean {
  if (name === 'include.path') return true
  return name.startsWith('includeif.') && name.endsWith('.path') && name.length >= 15
}

/**
 * The files the `[include]` and `[includeIf "…"]` sections of a config name, where git opens
 * them; forms that depend on the system (`~user/`, `%(prefix)/`) are left out.
 */
export function includedFiles(configText: string, configFile: string, home: string): string[] {
  return includePaths(configText).flatMap(target => includeTarget(target, configFile, home) ?? [])
}

/**
 * Where git opens an include's path: `~/` under home, a relative one after the including file's
 * folder. Joined as text, not normalized: a `..` after a linked folder is the kernel's to
 * resolve, as it is for git. Undefined for `~user/` and `%(prefix)/`, whose expansion depends on
 * the system.
 */
function includeTarget(target: string, file: string, home: string | undefined): string | undefined {
  if (target.startsWith('~/')) return home === undefined ? undefined : `${home}/${target.slice(2)}`
  if (target.startsWith('~') || target.startsWith('%(')) return undefined
  return isAbsolute(target) ? target : `${dirname(file)}/${target}`
}

/**
 * The global config files git reads: GIT_CONFIG_GLOBAL, else the XDG one and ~/.gitconfig,
 * joined as git joins them (an empty HOME means files at the root). Without HOME, the user's
 * home from the system: one file more than git reads, which watching or reading can afford.
 */
export function globalConfigFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.GIT_CONFIG_GLOBAL !== undefined) {
    return env.GIT_CONFIG_GLOBAL === '/dev/null' || env.GIT_CONFIG_GLOBAL === ''
      ? []
      : [resolve(env.GIT_CONFIG_GLOBAL)]
  }
  const home = env.HOME ?? homedir()
  const xdg = env.XDG_CONFIG_HOME || `${home}/.config`
  return [`${home}/.gitconfig`, `${xdg}/git/config`]
}

/**
 * Every section name a `[` anywhere in the bytes would open if git read a header there,
 * inside values and comments too: a superset of the sections git sees, whatever the parser
 * above makes of the lines around them. Raw bytes, so a name that is not UTF-8 stays visible.
 */
function sectionNamesAnywhere(bytes: Buffer): Buffer[] {
  const names: Buffer[] = []
  for (let at = bytes.indexOf(0x5b); at !== -1; at = bytes.indexOf(0x5b, at + 1)) {
    const r = new Reader(bytes)
    r.at = at + 1
    const name = readHeader(r)
    if (name) names.push(Buffer.from(name))
  }
  return names
}

/** More files than git's include depth allows in any sane setup: past it, git decides. */
const MAX_FILES = 64

/** Variables that put config, or another repository, in git's way that no file shows. */
const ENV_CONFIG = ['GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT', 'GIT_DIR', 'GIT_COMMON_DIR']

/**
 * The filter and merge driver names a git command in the repository could see: a superset
 * of git's (every `[filter "x"]` and `[merge "x"]` in the system, global, repository and
 * worktree config files and every file they include, whatever an `includeIf` condition
 * says). Turning off a driver that does not apply changes nothing. Undefined where this
 * cannot be sure (config in the environment, an unreadable file, an include path it does not
 * expand, a name that is not UTF-8): then git is asked.
 */
export function configDrivers(
  dirs: { gitDir: string; commonDir: string },
  env: NodeJS.ProcessEnv = process.env
): DriverNames | undefined {
  if (ENV_CONFIG.some(name => env[name] !== undefined)) return undefined
  const queue = [
    ...systemConfigFiles(env),
    ...globalConfigFiles(env),
    join(dirs.commonDir, 'config'),
    join(dirs.commonDir, 'config.worktree'),
    join(dirs.gitDir, 'config.worktree')
  ]
  const filters = new Set<string>()
  const merges = new Set<string>()
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  const seen = new Set<string>()
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    if (seen.size >= MAX_FILES) return undefined
    seen.add(file)
    let bytes: Buffer
    try {
      bytes = readFileSync(file)
    } catch (error) {
      // A missing file git skips; one it cannot read, it fails on.
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') continue
      return undefined
    }
    for (const name of sectionNamesAnywhere(bytes)) {
      const kind = name.toString('latin1', 0, 7)
      const [set, skip] =
        kind === 'filter.' ? [filters, 7] : kind.startsWith('merge.') ? [merges, 6] : []
      if (!set || name.length === skip) continue
      try {
        set.add(utf8.decode(name.subarray(skip)))
      } catch {
        return undefined
      }
    }
    for (const target of includePaths(bytes)) {
      const path = includeTarget(target, file, env.HOME)
      if (path === undefined) return undefined
      queue.push(path)
    }
  }
  return { filters: [...filters].sort(), merges: [...merges].sort() }
}

const systemByPath = new Map<string, string[]>()

/**
 * GIT_CONFIG_SYSTEM, else where a git build keeps its system config: `/etc/gitconfig`
 * (prefix /usr) or `<prefix>/etc/gitconfig`, the prefix taken from the git on PATH, as found
 * and through its links. All of them: one more file read is cheaper than a guess.
 */
function systemConfigFiles(env: NodeJS.ProcessEnv): string[] {
  if (env.GIT_CONFIG_SYSTEM !== undefined)
    return env.GIT_CONFIG_SYSTEM === '' ? [] : [resolve(env.GIT_CONFIG_SYSTEM)]
  const path = env.PATH ?? ''
  let files = systemByPath.get(path)
  if (!files) {
    const found = new Set(['/etc/gitconfig'])
    const bin = path.split(delimiter).find(dir => dir !== '' && existsSync(join(dir, 'git')))
    if (bin)
      for (const git of [join(bin, 'git'), realpathSync(join(bin, 'git'))])
        found.add(join(dirname(dirname(git)), 'etc', 'gitconfig'))
    files = [...found]
    systemByPath.set(path, files)
  }
  return files
}
