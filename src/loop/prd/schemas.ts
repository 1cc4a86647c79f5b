import { readFileSync } from 'node:fs'
import Ajv2020Module, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { packageFile } from '../../package-files.js'

// ajv and ajv-formats are CommonJS; their classes hang off `.default` under NodeNext ESM.
const Ajv2020 = Ajv2020Module.default
const addFormats = addFormatsModule.default

export type SchemaName = 'prd' | 'events'

export type JsonSchema = Record<string, unknown>

const loaded = new Map<SchemaName, { schema: JsonSchema; validate: ValidateFunction }>()

function load(name: SchemaName): { schema: JsonSchema; validate: ValidateFunction } {
  const cached = loaded.get(name)
  if (cached) return cached
  const file = packageFile(`schemas/${name}.schema.json`)
  const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false })
  addFormats(ajv)
  const entry = { schema, validate: ajv.compile(schema) }
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
