import { readFileSync } from 'node:fs'
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js'
import { packageFile } from '../../package-files.js'
import validateEvents from '../../schemas/validate-events.js'
import validatePrd from '../../schemas/validate-prd.js'

/** Compiled at build time (scripts/build-validators.ts): no run pays for compiling a schema. */
const VALIDATORS: Record<SchemaName, ValidateFunction> = {
  prd: validatePrd as ValidateFunction,
  events: validateEvents as ValidateFunction
}

export type SchemaName = 'prd' | 'events'

export type JsonSchema = Record<string, unknown>

const loaded = new Map<SchemaName, { schema: JsonSchema; validate: ValidateFunction }>()

function load(name: SchemaName): { schema: JsonSchema; validate: ValidateFunction } {
  const cached = loaded.get(name)
  if (cached) return cached
  const file = packageFile(`schemas/${name}.schema.json`)
  const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema
  const entry = { schema, validate: VALIDATORS[name] }
  loaded.set(name, entry)
  return entry
}

/** The parsed JSON Schema document (for describing expected values in messages). */
export function schemaDocument(name: SchemaName): JsonSchema {
  return load(name).schema
}

/** Validates `data` against one of the shipped schemas; returns ajv's errors (empty when valid). */
export function schemaErrors(name: SchemaName, data: unknown): ErrorObject[] {
  const { validate } = load(name)
  return validate(data) ? [] : [...(validate.errors ?? [])]
}
