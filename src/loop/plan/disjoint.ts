/**
 * Can two stories write the same path? A conservative proof, pure: a story writes its report,
 * and its scope globs when fixing. Disjoint only when no base-tree file is in both sets AND no
 * path at all can match both glob shapes. Undecided counts as a collision: negations are
 * ignored, and two wildcard segments overlap unless their literal ends rule it out.
 */
import picomatch from 'picomatch'
import { createdPath } from './paths.js'
import { GLOB_OPTIONS, scopeMatcher } from '../scope.js'
import type { Story } from '../types.js'

export type Disjointness = { kind: 'disjoint' | 'overlap'; reason: string }

const GLOB = /[*?[\]{}()!+@\\]/

/** What a story may write; `globs`: its positive scope patterns when fixing, braces expanded. */
function writeSet(story: Story) {
  const report = createdPath(story) ?? ''
  if (story.mode !== 'fixing')
    return { id: story.id, report, globs: [], matches: (path: string) => path === report }
  const inScope = scopeMatcher(story.scope)
  const globs = story.scope
    .filter(pattern => !pattern.startsWith('!'))
    .map(pattern => pattern.replace(/^(\.\/)+/, '').replace(/\/+/g, '/'))
    .flatMap(pattern => expandBraces(pattern))
  return {
    id: story.id,
    report,
    globs,
    matches: (path: string) => path === report || inScope(path)
  }
}

export function disjoint(a: Story, b: Story, baseFiles: readonly string[] = []): Disjointness {
  const left = writeSet(a)
  const right = writeSet(b)
  if (left.report === right.report)
    return { kind: 'overlap', reason: `both write the report ${left.report}` }
  for (const [x, y] of [
    [left, right],
    [right, left]
  ] as const)
    if (y.matches(x.report))
      return { kind: 'overlap', reason: `${y.id} may write ${x.id}'s report ${x.report}` }
  const shared = baseFiles.find(path => left.matches(path) && right.matches(path))
  if (shared !== undefined)
    return { kind: 'overlap', reason: `the base tree's ${shared} is in both scopes` }
  for (const p of left.globs)
    for (const q of right.globs) {
      const why = globsOverlap(p, q)
      if (why !== undefined) return { kind: 'overlap', reason: `${p} and ${q} ${why}` }
    }
  if (left.globs.length === 0 && right.globs.length === 0)
    return { kind: 'disjoint', reason: 'both write only their own, different reports' }
  const negations = [a, b].some(s => s.mode === 'fixing' && s.scope.some(p => p.startsWith('!')))
  return {
    kind: 'disjoint',
    reason:
      left.globs.length === 0 || right.globs.length === 0
        ? `one writes only its report ${left.globs.length === 0 ? left.report : right.report}, outside the other's scope`
        : `no path can match both scopes (${left.globs.join(', ')} vs ${right.globs.join(', ')})` +
          (negations ? '; negations were not needed' : '')
  }
}

/** Undefined when no path can match both patterns; else why one may, with an example path. */
export function globsOverlap(p: string, q: string): string | undefined {
  const a = p.split('/')
  const b = q.split('/')
  const memo = new Map<string, string[] | null>()
  // The segments of a path both may match, or null when none can.
  const walk = (i: number, j: number): string[] | null => {
    const key = `${i},${j}`
    const known = memo.get(key)
    if (known !== undefined) return known
    let result: string[] | null = null
    if (i === a.length && j === b.length) result = []
    else if (a[i] === '**' || b[j] === '**') {
      const [mine, theirs, step] =
        a[i] === '**'
          ? ([b, j, (k: number) => walk(i, k)] as const)
          : ([a, i, (k: number) => walk(k, j)] as const)
      // `**` taking one more segment first, so the example reads like a file, not a folder.
      if (theirs < mine.length) {
        const rest = step(theirs + 1)
        if (rest !== null) result = [concrete(mine[theirs] as string), ...rest]
      }
      result ??= a[i] === '**' ? walk(i + 1, j) : walk(i, j + 1)
    } else if (i < a.length && j < b.length && segmentsMayMeet(a[i] as string, b[j] as string)) {
      const rest = walk(i + 1, j + 1)
      if (rest !== null) result = [meet(a[i] as string, b[j] as string), ...rest]
    }
    memo.set(key, result)
    return result
  }
  const path = walk(0, 0)
  if (path === null) return undefined
  const example = path.join('/')
  const both =
    picomatch.makeRe(p, GLOB_OPTIONS).test(example) &&
    picomatch.makeRe(q, GLOB_OPTIONS).test(example)
  return both ? `can both match ${example}` : 'may both match a path'
}

/** Two segments (no `/`): can one name match both? Unsure means yes. */
function segmentsMayMeet(x: string, y: string): boolean {
  const xGlob = GLOB.test(x)
  const yGlob = GLOB.test(y)
  if (!xGlob && !yGlob) return x === y
  if (!xGlob) return picomatch.makeRe(y, GLOB_OPTIONS).test(x)
  if (!yGlob) return picomatch.makeRe(x, GLOB_OPTIONS).test(y)
  const [px, sx] = literalEnds(x)
  const [py, sy] = literalEnds(y)
  return (px.startsWith(py) || py.startsWith(px)) && (sx.endsWith(sy) || sy.endsWith(sx))
}

function literalEnds(segment: string): [string, string] {
  const first = segment.search(GLOB)
  let last = segment.length - 1
  while (last >= 0 && !GLOB.test(segment[last] as string)) last--
  return [segment.slice(0, first), segment.slice(last + 1)]
}

function concrete(segment: string): string {
  return segment === '**' ? 'x' : segment.replace(/\*+/g, 'x')
}

/** A name both segments may match: a literal one, else one built from their literal ends. */
function meet(x: string, y: string): string {
  if (!GLOB.test(x)) return x
  if (!GLOB.test(y)) return y
  const [px, sx] = literalEnds(x)
  const [py, sy] = literalEnds(y)
  const candidates = [
    concrete(x),
    concrete(y),
    `${px.length > py.length ? px : py}x${sx.length > sy.length ? sx : sy}`
  ]
  const fits = (name: string): boolean =>
    picomatch.makeRe(x, GLOB_OPTIONS).test(name) && picomatch.makeRe(y, GLOB_OPTIONS).test(name)
  return candidates.find(fits) ?? concrete(x)
}

/** `a/{b,c/{d,e}}.ts` -> a/b.ts, a/c/d.ts, a/c/e.ts; ranges and odd braces stay (a glob). */
export function expandBraces(pattern: string, limit = 256): string[] {
  const open = pattern.indexOf('{')
  if (open === -1) return [pattern]
  let depth = 0
  let close = -1
  const commas: number[] = []
  for (let i = open; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === '{') depth++
    else if (char === '}' && --depth === 0) {
      close = i
      break
    } else if (char === ',' && depth === 1) commas.push(i)
  }
  if (close === -1 || commas.length === 0) return [pattern]
  const head = pattern.slice(0, open)
  const tail = pattern.slice(close + 1)
  const cuts = [open, ...commas, close]
  const out: string[] = []
  for (let k = 0; k < cuts.length - 1; k++) {
    const part = pattern.slice((cuts[k] as number) + 1, cuts[k + 1])
    for (const expanded of expandBraces(head + part + tail, limit)) {
      out.push(expanded)
      if (out.length >= limit) return [pattern]
    }
  }
  return out
}
