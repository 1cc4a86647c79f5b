import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { corpusDir, PROJECT_ROOT } from '../__tests__/helpers/pdfs.js'

/**
 * The benchmarks and `npm run eval` may read a larger set of the same layout as the vendored
 * test corpus (the receipts, for example): `$RALPH_CORPUS`, else a sibling `shared/corpus` when
 * one exists — optional, never needed — else the vendored one. Tests never call this.
 */
export function benchCorpusDir(): string {
  if (process.env.RALPH_CORPUS !== undefined) return process.env.RALPH_CORPUS
  const sibling = resolve(PROJECT_ROOT, '..', 'shared', 'corpus')
  return existsSync(sibling) ? sibling : corpusDir()
}
