/** The pure scope classifier: whether a story may make each write (git collects them). */
import { posix } from 'node:path'
import picomatch from 'picomatch'
import type { Write } from '../git/repository.js'
import { createdPath } from './plan/paths.js'
import { DEFAULT_PROTECTED_PATHS, STEERING_FILES } from './plan/policy.js'
import type { Mode, Story } from './types.js'

export interface ScopePolicy {
  mode: Mode
  /** The story's scope globs; `!pattern` excludes; the last matching pattern wins. */
  scope: readonly string[]
  /** The `Created` path, always allowed unless protected. */
  reportPath: string
  /** Never allowed: exact paths (the PRD), and globs (DEFAULT_PROTECTED_PATHS plus `--protect`). */
  protectedPaths: readonly string[]
  protectedGlobs: readonly string[]
}

export type ScopeWrite = Pick<Write, 'path' | 'link'>

export type ViolationReason = 'protected' | 'out-of-scope' | 'report-only' | 'symlink-escape'

export type Verdict =
  { kind: 'allowed'; why: 'report' | 'scope' } | { kind: 'violation'; reason: ViolationReason }

export interface Violation {
  path: string
  reason: ViolationReason
  detail: string
}

export const GLOB_OPTIONS = { dot: true } as const

/**
 * Whether a path is in a scope: the last matching pattern wins (`!pattern` excludes), and a
 * path no pattern matches is out. Git paths are posix and relative: plain RegExps suffice.
 */
export function scopeMatcher(patterns: readonly string[]): (path: string) => boolean {
  const rules = patterns.map(pattern => {
    const negated = pattern.startsWith('!')
    return { negated, re: picomatch.makeRe(negated ? pattern.slice(1) : pattern, GLOB_OPTIONS) }
  })
  return path => {
    for (let i = rules.length - 1; i >= 0; i--) {
      const rule = rules[i]
      if (rule?.re.test(path)) return !rule.negated
    }
    return false
  }
}

/**
 * A symlink escapes when its target is absolute or climbs out of the repository lexically,
 * or when the effectful check (which follows links already in the tree) found it outside.
 */
export function linkEscapes(path: string, link: NonNullable<ScopeWrite['link']>): boolean {
  if (!link.inside || link.target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(link.target)) {
    return true
  }
  const resolved = posix.normalize(posix.join(posix.dirname(path), link.target))
  return resolved === '..' || resolved.startsWith('../')
}

export function compileScope(policy: ScopePolicy): (write: ScopeWrite) => Verdict {
  const inScope = scopeMatcher(policy.scope)
  // Case-insensitive so that `codex.md` cannot overwrite CODEX.md on a case-folding disk.
  const protectedRes = policy.protectedGlobs.map(glob =>
    picomatch.makeRe(glob, { ...GLOB_OPTIONS, nocase: true })
  )
  const protectedGlob = (path: string): boolean => protectedRes.some(re => re.test(path))
  const protectedExact = new Set(policy.protectedPaths.map(path => path.toLowerCase()))
  const reportOnly = policy.mode !== 'fixing'

  return write => {
    if (protectedExact.has(write.path.toLowerCase()) || protectedGlob(write.path)) {
      return { kind: 'violation', reason: 'protected' }
    }
    if (write.link && linkEscapes(write.path, write.link)) {
      return { kind: 'violation', reason: 'symlink-escape' }
    }
    if (write.path === policy.reportPath) return { kind: 'allowed', why: 'report' }
    if (reportOnly) return { kind: 'violation', reason: 'report-only' }
    return inScope(write.path)
      ? { kind: 'allowed', why: 'scope' }
      : { kind: 'violation', reason: 'out-of-scope' }
  }
}

/** The writes the policy refuses, each with why; none when the attempt stayed in scope. */
export function classifyWrites(writes: readonly ScopeWrite[], policy: ScopePolicy): Violation[] {
  const verdictOf = compileScope(policy)
  const details: Record<Exclude<ViolationReason, 'symlink-escape'>, string> = {
    protected: 'protected path: the agent may never write it',
    'report-only': `${policy.mode} stories may write only their report '${policy.reportPath}'`,
    'out-of-scope': `outside the story's scope ${JSON.stringify(policy.scope)}`
  }
  const violations: Violation[] = []
  for (const write of writes) {
    const verdict = verdictOf(write)
    if (verdict.kind === 'allowed') continue
    const detail =
      verdict.reason === 'symlink-escape'
        ? `symlink to '${write.link?.target ?? ''}' points outside the repository`
        : details[verdict.reason]
    violations.push({ path: write.path, reason: verdict.reason, detail })
  }
  return violations
}

/** A diff's changes against a story: a diff shows a link's target text only, judged lexically. */
export function changeViolations(
  story: Story,
  changes: readonly { path: string; linkTarget?: string }[],
  protect: Pick<ScopePolicy, 'protectedPaths' | 'protectedGlobs'>
): Violation[] {
  const writes = changes.map(({ path, linkTarget }) =>
    linkTarget === undefined ? { path } : { path, link: { target: linkTarget, inside: true } }
  )
  return classifyWrites(writes, {
    mode: story.mode,
    scope: story.scope,
    reportPath: createdPath(story) ?? '',
    ...protect
  })
}

/** The protection lists for a run: the PRD (when inside the repository) plus extra globs. */
export function protection(
  prdPath: string | undefined,
  extra: readonly string[] = []
): Pick<ScopePolicy, 'protectedPaths' | 'protectedGlobs'> {
  return {
    protectedPaths: prdPath === undefined ? [] : [prdPath],
    protectedGlobs: [...DEFAULT_PROTECTED_PATHS, ...extra]
  }
}

/** A write to a file that steers later runs (STEERING_FILES), with what it is. */
export type SteeringFile = ReturnType<typeof steeringFiles>[number]

const steeringRes = STEERING_FILES.map(
  ([what, glob]) => [what, picomatch.makeRe(glob, { ...GLOB_OPTIONS, nocase: true })] as const
)

export function steeringFiles(paths: readonly string[]) {
  return paths.flatMap(path => {
    const hit = steeringRes.find(([, re]) => re.test(path))
    return hit ? [{ path, what: hit[0] }] : []
  })
}
