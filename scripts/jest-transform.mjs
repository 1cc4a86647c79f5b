/**
 * Jest's transform for the TypeScript sources and tests: esbuild strips the types file by file
 * (the type check is `npm run typecheck`'s). Lighter than ts-jest, which loads the TypeScript
 * compiler into every worker: each process a test starts forks the worker's whole memory.
 */
import { transformSync } from 'esbuild'

export default {
  process(source, path) {
    const { code, map } = transformSync(source, {
      loader: 'ts',
      format: 'esm',
      target: 'node20',
      sourcemap: 'external',
      sourcefile: path
    })
    return { code, map }
  }
}
