import type { ValidateFunction } from 'ajv/dist/2020.js'
import { semanticFindings } from './prd-checks.js'
import { schemaFindings, type Finding } from './schema-problems.js'
import { schemaDocument, schemaErrors, type ShippedSchema } from './schemas.js'
import validatePrdSchema from '../../schemas/validate-prd.js'
import type { Prd, ValidationProblem } from '../types.js'

const PRD_SCHEMA: ShippedSchema = { name: 'prd', validate: validatePrdSchema as ValidateFunction }

export type PrdValidation =
  { kind: 'valid'; prd: Prd } | { kind: 'invalid'; problems: ValidationProblem[] }

function comparePointers(a: string, b: string): number {
  const left = a.split('/')
  const right = b.split('/')
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] ?? ''
    const y = right[i] ?? ''
    if (x === y) continue
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y)
    if (numeric) return Number(x) - Number(y)
    return x < y ? -1 : 1
  }
  return left.length - right.length
}

/** Problems sorted by where they are in the document (story 2 before story 10). */
export function sortProblems<T extends { pointer: string }>(problems: T[]): T[] {
  return [...problems].sort((a, b) => comparePointers(a.pointer, b.pointer))
}

/**
 * Every problem of a parsed PRD: the JSON Schema first-hand, then the checks beyond it.
 * `prdPath` (repository-relative, when known) is protected like the defaults.
 */
export function validatePrd(data: unknown, file: string, prdPath?: string): PrdValidation {
  const root = schemaDocument(PRD_SCHEMA)
  const findings: Finding[] = [
    ...schemaFindings(root, schemaErrors(PRD_SCHEMA, data)),
    ...semanticFindings(data, prdPath)
  ]
  if (findings.length === 0) return { kind: 'valid', prd: data as Prd }
  return { kind: 'invalid', problems: sortProblems(findings).map(f => ({ file, ...f })) }
}
