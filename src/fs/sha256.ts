/**
 * sha256 with node:crypto loaded on first use, not at import: a run that hashes nothing here
 * (a one-file --dry-run with the pymupdf reader, whose child hashes what it reads) does not pay
 * for loading it (15-25 ms of its start, BENCHMARKS.md "One file, whole process").
 */
import type { Hash } from 'node:crypto'

export function createSha256(): Hash {
  return process.getBuiltinModule('node:crypto').createHash('sha256')
}
