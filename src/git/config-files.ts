/**
 * Git config files read byte for byte as git reads them (config.c: parse_file, get_base_var,
 * get_value, parse_value), for the one answer git cannot be asked: the files a config includes,
 * put back after the agent's call before ralph's next git command, which would read the agent's
 * configuration (git-dir.ts; `git config --show-origin` names no include target that does not
 * exist yet). The tests that need it read without git: "files the config includes, in every
 * syntax git accepts" and "a file included by a config behind a link counts too"
 * (__tests__/integration/git/git-dir.test.ts). The agent picks the syntax, so every form git
 * accepts counts: a key on the header's line, several headers on a line, continuations, quotes,
 * escapes, `#` or `;` in quotes, a comment that ends in a backslash (no continuation there).
 */
import { homedir } from 'node:os'
import { dirname, isAbsolute, resolve } from 'node:path'

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
export function includePaths(configText: string): string[] {
  const bytes = Buffer.from(configText, 'utf8')
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
 * them: `~/` under home, a relative path after the including file's folder, joined as text, not
 * normalized (a `..` after a linked folder is the kernel's to resolve, as it is for git). Forms
 * whose expansion depends on the system (`~user/`, `%(prefix)/`) are left out.
 */
export function includedFiles(configText: string, configFile: string, home: string): string[] {
  return includePaths(configText).flatMap(target => {
    if (target.startsWith('~/')) return [`${home}/${target.slice(2)}`]
    if (target.startsWith('~') || target.startsWith('%(')) return []
    return [isAbsolute(target) ? target : `${dirname(configFile)}/${target}`]
  })
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
