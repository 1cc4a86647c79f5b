import { readFileSync } from 'node:fs'
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js'
import { packageFile } from '../../package-files.js'

export type SchemaName = 'prd' | 'events'

/**
 * A shipped schema and its validator, compiled at build time (scripts/build-validators.ts): no
 * run pays for compiling a schema. Each caller imports only its own validator, so checking a PRD
 * does not load the events log's.
 */
export interface ShippedSchema {
  name: SchemaName
  validate: ValidateFunction
}

export type JsonSchema = Record<string, unknown>

const documents = new Map<SchemaName, JsonSchema>()

/** The parsed JSON Schema document (for describing expected values in messages). */
export function schemaDocument({ name }: ShippedSchema): JsonSchema {
  const cached = documents.get(name)
  if (cached) return cached
  const file = packageFile(`schemas/${name}.schema.json`)
  const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema
  documents.set(name, schema)
  return schema
}

/** Validates `data` against one of the shipped schemas; returns ajv's errors (empty when valid). */
export function schemaErrors({ validate }: ShippedSchema, data: unknown): ErrorObject[] {
  return validate(data) ? [] : [...(validate.errors ?? [])]
}
