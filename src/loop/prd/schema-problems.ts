import { readFileSync } from 'node:fs'
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js'
import { packageFile } from '../../package-files.js'
import { pointerOf } from './json-text.js'
import type { ValidationProblem } from '../types.js'

/** A problem without its file: the caller knows which file it checked. */
export type Finding = Pick<ValidationProblem, 'pointer' | 'message' | 'fix'>

type JsonSchema = Record<string, unknown>

const documents: Partial<Record<'prd' | 'events', JsonSchema>> = {}

/** Validators are compiled at build time; the schema document, read once, names expected values. */
export function schemaFindings(
  name: 'prd' | 'events',
  validate: ValidateFunction,
  data: unknown
): Finding[] {
  if (validate(data)) return []
  const file = packageFile(`schemas/${name}.schema.json`)
  const root = (documents[name] ??= JSON.parse(readFileSync(file, 'utf8')) as JsonSchema)
  return findingsOf(root, validate.errors ?? [])
}

export function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? text.slice(0, 57) + '...' : text
}

export function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (Number.isInteger(value)) return 'an integer'
  const type = typeof value
  return type === 'object' ? 'an object' : `a ${type}`
}

/** "a non-empty string", "one of audit, linting, fixing", ... from the schema's descriptions. */
function describeSchema(root: JsonSchema, node: unknown): string {
  const ref = (node as JsonSchema | undefined)?.$ref
  // Every $ref of our schemas names a $defs entry that is no $ref itself.
  const schema = (
    typeof ref === 'string' ? (root.$defs as JsonSchema)[ref.replace('#/$defs/', '')] : node
  ) as JsonSchema | undefined
  if (typeof schema !== 'object' || schema === null) return 'a valid value'
  if (typeof schema.description === 'string') return schema.description
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(', ')}`
  if (typeof schema.type === 'string') return `a value of type ${schema.type}`
  return 'a valid value'
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost)
      diagonal = above
    }
  }
  return row[b.length] ?? 0
}

function unknownFieldFix(name: string, known: string[]): string {
  const closest = known
    .map(candidate => ({ candidate, distance: editDistance(name, candidate) }))
    .sort((x, y) => x.distance - y.distance)[0]
  const list = `known fields are ${known.join(', ')}`
  if (closest && closest.distance <= 2) return `did you mean "${closest.candidate}"? ${list}`
  return `remove it; ${list}`
}

/** The message of a bad value, by the ajv keyword that failed. */
const MESSAGES: Record<string, (bad: string, params: Record<string, unknown>) => string> = {
  minItems: bad => `must not be empty, got ${bad}`,
  minLength: bad => `must not be empty, got ${bad}`,
  enum: bad => `${bad} is not allowed`,
  const: bad => `${bad} is not allowed`,
  minimum: bad => `${bad} is too small`,
  pattern: bad => `${bad} is not of the expected form`,
  format: (bad, params) => `${bad} is not a valid ${String(params.format)}`
}

function toFinding(root: JsonSchema, error: ErrorObject): Finding {
  const at = error.instancePath
  const expected = describeSchema(root, error.parentSchema)
  const bad = preview(error.data)
  const params = error.params as Record<string, unknown>
  const parent = error.parentSchema as JsonSchema | undefined
  const properties = (parent?.properties ?? {}) as JsonSchema
  // The keywords about a field by name: the finding points at the field.
  const name = String(params.missingProperty ?? params.additionalProperty ?? params.propertyName)
  const field = (message: string, fix: string): Finding => ({
    pointer: at + pointerOf([name]),
    message,
    fix
  })
  switch (error.keyword) {
    case 'required':
      return field(
        `missing required field "${name}"`,
        `add "${name}": ${describeSchema(root, properties[name])}`
      )
    case 'additionalProperties':
      return field(`unknown field "${name}"`, unknownFieldFix(name, Object.keys(properties)))
    case 'propertyNames':
      return field(
        `field "${name}" is not allowed here`,
        `remove it; allowed are ${describeSchema(root, parent?.propertyNames)}`
      )
    case 'type':
      return {
        pointer: at,
        message: `must be ${expected}, got ${typeName(error.data)} ${bad}`,
        fix: `use ${expected}`
      }
  }
  const message = MESSAGES[error.keyword]?.(bad, params) ?? `${bad} is not valid`
  return { pointer: at, message, fix: `use ${expected}` }
}

/**
 * One finding per real problem: a failed anyOf/oneOf reports once at its own location (with
 * the schema's description of the alternatives), not once per alternative.
 */
function findingsOf(root: JsonSchema, errors: ErrorObject[]): Finding[] {
  const alternatives = errors
    .filter(error => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .map(error => error.instancePath)
  const kept = errors.filter(error => {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') return true
    // `if` only repeats its `then`; errors carrying propertyName repeat their propertyNames.
    if (error.keyword === 'if' || error.propertyName !== undefined) return false
    const at = error.instancePath
    return !alternatives.some(base => at === base || at.startsWith(base + '/'))
  })
  // A field both unknown and outside an event's allowed names is reported once, with the
  // narrower list.
  const narrowed = new Set(
    kept
      .filter(error => error.keyword === 'propertyNames')
      .map(error => `${error.instancePath}/${String(error.params.propertyName)}`)
  )
  const findings = kept
    .filter(
      error =>
        error.keyword !== 'additionalProperties' ||
        !narrowed.has(`${error.instancePath}/${String(error.params.additionalProperty)}`)
    )
    .map(error => toFinding(root, error))
  // The first of equal findings (same place, same message) stays.
  const seen = new Set<string>()
  return findings.filter(f => {
    const key = `${f.pointer}\0${f.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
