import { corpusDir } from '../__tests__/helpers/pdfs.js'

/**
 * The benchmarks and `npm run eval` may read a larger set of the same layout as the vendored
 * test corpus (the receipts, for example), named by `$RALPH_CORPUS`; else the vendored one.
 * Tests never call this.
 */
export function benchCorpusDir(): string {
  return process.env.RALPH_CORPUS ?? corpusDir()
}
