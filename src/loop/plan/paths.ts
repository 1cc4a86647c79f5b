import { posix } from 'node:path'
import type { Story } from '../types.js'

const CREATED_START = /^Created[ \t]/
// `Created <path>` or `Created \`<path>\``, then optional free text after whitespace.
const CREATED = /^Created[ \t]+(?:`([^`\n]+)`|([^\s`]+))(?:[ \t]+[\s\S]*)?$/

export function isCreatedCriterion(criterion: string): boolean {
  return CREATED_START.test(criterion)
}

/** The path written in a `Created <path>` criterion, as written; undefined when malformed. */
export function parseCreatedCriterion(criterion: string): string | undefined {
  const match = CREATED.exec(criterion)
  return match ? (match[1] ?? match[2]) : undefined
}

/** The story's one `Created` path in git's form (no './'); undefined unless single and safe. */
export function createdPath(story: Pick<Story, 'acceptance_criteria'>): string | undefined {
  const lines = story.acceptance_criteria.filter(isCreatedCriterion)
  if (lines.length !== 1 || lines[0] === undefined) return undefined
  const raw = parseCreatedCriterion(lines[0])
  if (raw === undefined || relativePathProblem(raw) !== undefined) return undefined
  return normalizeRelativePath(raw)
}

/** `./a//b/./c` -> `a/b/c`. Only for paths that passed relativePathProblem. */
function normalizeRelativePath(path: string): string {
  return posix.normalize(path).replace(/^(\.\/)+/, '')
}

function isAbsolute(path: string): boolean {
  return path.startsWith('/') || path.startsWith('~') || /^[A-Za-z]:/.test(path)
}

function hasDotDot(path: string): boolean {
  return path.split('/').includes('..')
}

/** Why a report path is unsafe or not a file path; undefined when it is fine. */
export function relativePathProblem(path: string): string | undefined {
  if (isAbsolute(path)) return 'is absolute'
  if (path.includes('\\')) return 'contains a backslash'
  if (hasDotDot(path)) return "contains a '..' segment"
  const normalized = normalizeRelativePath(path)
  if (normalized === '' || normalized === '.' || path.endsWith('/')) return 'names a folder'
  if (normalized === '.git' || normalized.startsWith('.git/')) return 'is inside .git'
  return undefined
}

/** Why a scope pattern is unsafe; undefined when it is fine. */
export function scopePatternProblem(pattern: string): string | undefined {
  const body = pattern.startsWith('!') ? pattern.slice(1) : pattern
  if (body === '') return "has nothing after '!'"
  if (isAbsolute(body)) return 'is absolute'
  if (hasDotDot(body)) return "contains a '..' segment"
  return undefined
}
