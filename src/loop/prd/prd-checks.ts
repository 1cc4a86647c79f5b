import { isRecord, pointerOf } from './json-text.js'
import {
  isCreatedCriterion,
  parseCreatedCriterion,
  relativePathProblem,
  scopePatternProblem
} from '../plan/paths.js'
import { preview, type Finding } from './schema-problems.js'
import { compileScope, protection } from '../scope.js'
import { HIDDEN } from '../transition.js'

type ProtectedCheck = (path: string) => boolean

/** Checks beyond JSON Schema. Works on unvalidated data: anything of the wrong shape is skipped. */
export function semanticFindings(data: Record<string, unknown>): Finding[] {
  const stories = Array.isArray(data.stories) ? data.stories : []
  // What `step` refuses as a report path, compiled once per PRD (per story: 2/3 of `ralph
  // list`). The protected verdict comes before the report-path one: no report path is needed.
  const verdictOf = compileScope({
    mode: 'fixing',
    scope: [],
    reportPath: '',
    ...protection(undefined)
  })
  const isProtected = (path: string): boolean => {
    const verdict = verdictOf({ path })
    return verdict.kind === 'violation' && verdict.reason === 'protected'
  }
  return [
    ...versionFindings(data.schema_version),
    ...duplicateIdFindings(stories),
    ...stories.flatMap((story, index) =>
      isRecord(story)
        ? [
            ...createdFindings(story, index, isProtected),
            ...scopeFindings(story, index),
            ...runnerFieldFindings(story, index)
          ]
        : []
    ),
    ...hiddenCharacterFindings(data, [])
  ]
}

function versionFindings(version: unknown): Finding[] {
  if (typeof version !== 'string' || !/^[0-9]+\./.test(version) || version.startsWith('1.'))
    return []
  return [
    {
      pointer: '/schema_version',
      message: `${preview(version)} is not supported; this ralph reads PRD schema 1.x`,
      fix: 'use "1.0.0", or upgrade ralph-action'
    }
  ]
}

function duplicateIdFindings(stories: unknown[]): Finding[] {
  const first = new Map<string, number>()
  const findings: Finding[] = []
  stories.forEach((story, index) => {
    if (!isRecord(story) || typeof story.id !== 'string') return
    const earlier = first.get(story.id)
    if (earlier === undefined) first.set(story.id, index)
    else
      findings.push({
        pointer: pointerOf(['stories', index, 'id']),
        message: `duplicate id ${preview(story.id)} (also at /stories/${earlier}/id)`,
        fix: 'give every story a unique id'
      })
  })
  return findings
}

function createdFindings(
  story: Record<string, unknown>,
  index: number,
  isProtected: ProtectedCheck
): Finding[] {
  const criteria = story.acceptance_criteria
  if (!Array.isArray(criteria)) return []
  const base = ['stories', index, 'acceptance_criteria']
  const created = criteria.flatMap((criterion, position) =>
    typeof criterion === 'string' && isCreatedCriterion(criterion) ? [{ criterion, position }] : []
  )
  const example = `"Created .ralph/reports/${typeof story.id === 'string' ? story.id : 'ID'}.md with ..."`
  if (created.length === 0)
    return [
      {
        pointer: pointerOf(base),
        message: 'has no "Created <path>" criterion',
        fix: `add exactly one criterion like ${example}`
      }
    ]
  const [firstCreated, ...extra] = created
  const findings: Finding[] = extra.map(entry => ({
    pointer: pointerOf([...base, entry.position]),
    message: `is a second "Created" criterion (the first is /${base.join('/')}/${firstCreated?.position})`,
    fix: 'keep exactly one criterion starting with "Created"; reword the others'
  }))
  for (const entry of created)
    findings.push(...createdPathFindings(entry.criterion, [...base, entry.position], isProtected))
  return findings
}

function createdPathFindings(
  criterion: string,
  at: (string | number)[],
  isProtected: ProtectedCheck
): Finding[] {
  const found = (message: string, fix: string): Finding[] => [
    { pointer: pointerOf(at), message, fix }
  ]
  const path = parseCreatedCriterion(criterion)
  if (path === undefined)
    return found(
      `${preview(criterion)} does not name a path`,
      'write "Created <path>" or "Created `<path>`", then any description after a space'
    )
  const problem = relativePathProblem(path)
  if (problem !== undefined)
    return found(
      `report path ${preview(path)} ${problem}`,
      'use a relative path inside the repository with forward slashes and no "..", like .ralph/reports/ID.md'
    )
  if (isProtected(path))
    return found(
      `report path ${preview(path)} is protected (the PRD, CODEX.md, .runtime/, .git/ or .github/workflows/): step would refuse it`,
      'choose a report path outside them, like .ralph/reports/ID.md'
    )
  return []
}

function scopeFindings(story: Record<string, unknown>, index: number): Finding[] {
  if (!Array.isArray(story.scope)) return []
  return story.scope.flatMap((pattern, position) => {
    if (typeof pattern !== 'string') return []
    const problem = scopePatternProblem(pattern)
    if (problem === undefined) return []
    return [
      {
        pointer: pointerOf(['stories', index, 'scope', position]),
        message: `scope pattern ${preview(pattern)} ${problem}`,
        fix: 'use a glob relative to the repository root without "..", like "src/**" or "!src/generated/**"'
      }
    ]
  })
}

function runnerFieldFindings(story: Record<string, unknown>, index: number): Finding[] {
  const at = (field: string): string => pointerOf(['stories', index, field])
  const findings: Finding[] = []
  if (story.passes === true) {
    for (const field of ['completed_at', 'report_path'])
      if (story[field] === undefined)
        findings.push({
          pointer: at(field),
          message: `is missing although "passes" is true`,
          fix: `add "${field}" or set "passes" to false; the runner writes both together`
        })
    if (story.skipped === true)
      findings.push({
        pointer: at('skipped'),
        message: 'is true although "passes" is true',
        fix: 'a story is either passing or skipped: set one of them to false'
      })
  }
  if (story.skipped === true && story.skip_reason === undefined)
    findings.push({
      pointer: at('skip_reason'),
      message: 'is missing although "skipped" is true',
      fix: 'add "skip_reason" saying why, or set "skipped" to false to retry the story'
    })
  return findings
}

const HIDDEN_CHARACTER = new RegExp(`[${HIDDEN}]`)

function codePointLabel(char: string): string {
  return 'U+' + (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')
}

function hiddenCharacterFindings(value: unknown, path: (string | number)[]): Finding[] {
  if (typeof value === 'string') {
    const hit = HIDDEN_CHARACTER.exec(value)
    if (!hit) return []
    return [
      {
        pointer: pointerOf(path),
        message: `contains the hidden or bidirectional character ${codePointLabel(hit[0])} at index ${hit.index}`,
        fix: 'delete it; hidden characters can make text read differently than it runs'
      }
    ]
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => hiddenCharacterFindings(item, [...path, index]))
  if (!isRecord(value)) return []
  return Object.entries(value).flatMap(([key, item]) => {
    const hit = HIDDEN_CHARACTER.exec(key)
    const keyFinding: Finding[] = hit
      ? [
          {
            pointer: pointerOf([...path, key]),
            message: `key contains the hidden or bidirectional character ${codePointLabel(hit[0])}`,
            fix: 'delete it from the key'
          }
        ]
      : []
    return [...keyFinding, ...hiddenCharacterFindings(item, [...path, key])]
  })
}
