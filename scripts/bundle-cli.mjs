/**
 * Bundles the CLIs into lib/bundle/ (run by `prepare` after tsc): one ES module per entry and
 * shared chunks. A run then loads a dozen files instead of some 65 modules, each resolved and
 * checked by Node's ESM loader (BENCHMARKS.md, "A bundled pdf-rename", "A bundled ralph").
 *
 * - `pdf-rename` into lib/bundle/, packages left to node_modules (pdf.js, tesseract.js and the
 *   model client load only when a run needs them).
 * - `ralph` into lib/bundle/ralph/, with its four small packages (jsonc-parser, picomatch, ajv's
 *   runtime, ajv-formats) inside: a step process is one per nightly story, and loading them
 *   through Node's CommonJS loader cost another ~20 ms of every start (BENCHMARKS.md). Their
 *   licences go beside the chunks, in THIRD-PARTY-LICENSES.txt (MIT asks that the notice travel
 *   with the code).
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
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
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
const COMMON = {
  absWorkingDir: ROOT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: '[name]-[hash]',
  logLevel: 'warning'
}
await build({
  ...COMMON,
  entryPoints: {
    'pdf-rename-bin': 'src/cli/pdf-rename-bin.ts',
    'extract-worker': 'src/pdf/read/extract-worker.ts'
  },
  outdir: BUNDLE_DIR,
  packages: 'external'
})
const RALPH_DIR = join(BUNDLE_DIR, 'ralph')
const ralph = await build({
  ...COMMON,
  entryPoints: { 'ralph-entry': 'src/cli/ralph-entry.ts' },
  outdir: RALPH_DIR,
  // jsonc-parser's ES build: its UMD one requires its own files in a way a bundler cannot follow.
  mainFields: ['module', 'main'],
  metafile: true
})
writeFileSync(join(RALPH_DIR, 'THIRD-PARTY-LICENSES.txt'), licences(ralph.metafile))
copyFileSync(
  join(ROOT, 'src', 'pdf', 'read', 'ocr', 'ocr-worker.mjs'),
  join(BUNDLE_DIR, 'ocr-worker.mjs')
)

/** The licence text of every package with code in the bundle, by name. */
function licences(metafile) {
  const packages = new Set()
  for (const input of Object.keys(metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)
    if (match) packages.add(match[1])
  }
  return [...packages]
    .sort()
    .map(name => {
      const dir = join(ROOT, 'node_modules', name)
      const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const usual = ['LICENSE', 'LICENSE.md', 'license', 'LICENSE.txt']
        .filter(candidate => existsSync(join(dir, candidate)))
        .slice(0, 1)
      // Otherwise every LICENSE.* (boundary, of secretlint: LICENSE.BSD and LICENSE.LIBCXX).
      const files =
        usual.length > 0 ? usual : readdirSync(dir).filter(n => /^licen[cs]e\./i.test(n))
      if (files.length === 0)
        throw new Error(`bundle-cli: ${name} has no licence file to ship with its code`)
      const texts = files.map(file => readFileSync(join(dir, file), 'utf8').trim())
      return `${name}@${version} (${license})\n\n${texts.join('\n\n')}\n`
    })
    .join('\n' + '-'.repeat(72) + '\n\n')
}
