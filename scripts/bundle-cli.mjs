/**
 * Bundles the `pdf-rename` CLI into lib/bundle/ (run by `prepare` after tsc): one ES module per
 * entry and shared chunks, packages left to node_modules. A one-file run then loads about a dozen
 * files instead of some 65 modules, each resolved and checked by Node's ESM loader (BENCHMARKS.md,
 * "A bundled pdf-rename").
 *
 * Every module that finds a file beside itself must find it in lib/bundle/ too:
 * - extract-pool.ts starts `extract-worker.js` from its own folder: an entry here, so the reader
 *   threads run the bundled worker;
 * - ocr-assets.ts starts `ocr-worker.mjs` from its own folder: copied as it is (it imports only
 *   packages);
 * - packageFile/packageRoot walk up from their module to the package root, as from lib/cli/.
 * Chunk names carry a hash of their content and the output has no absolute path (paths in its
 * comments are relative to the package root), so the same sources give the same files anywhere.
 *
 *   node scripts/bundle-cli.mjs [DIR]   (DIR: another folder below the package root, for tests)
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
const BUNDLE_DIR =
  process.argv[2] === undefined ? join(ROOT, 'lib', 'bundle') : resolve(process.argv[2])

// The folder is emptied first: refuse one that is not strictly below the package root.
const below = relative(ROOT, BUNDLE_DIR)
if (below === '' || below.startsWith('..') || isAbsolute(below)) {
  console.error(`bundle-cli: ${BUNDLE_DIR} is not a folder below ${ROOT}; give one inside it`)
  process.exit(2)
}
rmSync(BUNDLE_DIR, { recursive: true, force: true })
mkdirSync(BUNDLE_DIR, { recursive: true })
await build({
  absWorkingDir: ROOT,
  entryPoints: {
    'pdf-rename-bin': 'src/cli/pdf-rename-bin.ts',
    'extract-worker': 'src/pdf/read/extract-worker.ts'
  },
  outdir: BUNDLE_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  chunkNames: '[name]-[hash]',
  logLevel: 'warning'
})
copyFileSync(
  join(ROOT, 'src', 'pdf', 'read', 'ocr', 'ocr-worker.mjs'),
  join(BUNDLE_DIR, 'ocr-worker.mjs')
)
