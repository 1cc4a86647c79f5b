import type { ValidateFunction } from 'ajv/dist/2020.js'
import { readFile } from 'node:fs/promises'
import validatePrdSchema from '../../schemas/validate-prd.js'
import { duplicateKeys, parseJson } from './json-text.js'
import { semanticFindings } from './prd-checks.js'
import { schemaFindings, typeName } from './schema-problems.js'
import type { Prd, ValidationProblem } from '../types.js'

export type PrdLoad =
  | { kind: 'ok'; file: string; prd: Prd; text: string }
  | { kind: 'missing'; file: string; problems: [ValidationProblem] }
  | { kind: 'invalid'; file: string; problems: ValidationProblem[] }

function invalid(file: string, problems: ValidationProblem[]) {
  return { kind: 'invalid' as const, file, problems }
}

function fileProblem(
  file: string,
  message: string,
  fix: string,
  at?: { line: number; column: number }
): ValidationProblem {
  return { file, pointer: '', message, fix, ...at }
}

/** Parses and validates PRD text; pure. */
export function parsePrdText(text: string, file: string): Exclude<PrdLoad, { kind: 'missing' }> {
  if (text.trim() === '') {
    const fix = 'write a PRD object such as {"stories": [...]}; docs/prd.md describes it'
    return invalid(file, [fileProblem(file, 'is empty', fix)])
  }
  const parsed = parseJson(text)
  if (parsed.kind === 'syntax') return invalid(file, [{ file, ...parsed.problem }])
  const value = parsed.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const message = `the top level is ${typeName(value)}, not an object`
    const fix = 'make the whole file one JSON object: {"stories": [...]}'
    return invalid(file, [fileProblem(file, message, fix)])
  }
  const duplicates = duplicateKeys(text).map(duplicate => ({ file, ...duplicate }))
  const findings = [
    ...schemaFindings('prd', validatePrdSchema as ValidateFunction, value),
    ...semanticFindings(value as Record<string, unknown>)
  ]
  const problems = [...duplicates, ...findings.sort(byPointer).map(f => ({ file, ...f }))]
  if (problems.length > 0) return invalid(file, problems)
  return { kind: 'ok', file, prd: value as Prd, text }
}

/** Reads a PRD file; messages name `file` as given. Never throws for a bad or missing file. */
export async function loadPrd(file: string, path: string = file): Promise<PrdLoad> {
  let bytes: Uint8Array
  try {
    bytes = await readFile(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') {
      const fix = 'name the PRD with --prd FILE, or create it; examples/prd.json shows the format'
      return { kind: 'missing', file, problems: [fileProblem(file, 'does not exist', fix)] }
    }
    const fix =
      code === 'EISDIR' ? 'name the PRD file, not a folder' : 'check the path and its permissions'
    return invalid(file, [fileProblem(file, `cannot be read (${code ?? String(error)})`, fix)])
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const message = 'starts with a UTF-8 byte order mark (U+FEFF), which JSON does not allow'
    const at = { line: 1, column: 1 }
    return invalid(file, [fileProblem(file, message, 'save the file as UTF-8 without BOM', at)])
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (error) {
    const message = `is not valid UTF-8 (${error instanceof Error ? error.message : String(error)})`
    return invalid(file, [fileProblem(file, message, 'save the file as UTF-8')])
  }
  return parsePrdText(text, file)
}

/** Where problems are in the document (story 2 before story 10). */
function byPointer(a: { pointer: string }, b: { pointer: string }): number {
  const left = a.pointer.split('/')
  const right = b.pointer.split('/')
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
