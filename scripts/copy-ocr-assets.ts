/**
 * Puts what OCR needs next to an ncc bundle: `<out>/ocr/` with the worker thread script
 * (bundled by ncc, it cannot live inside index.js), the tesseract wasm core and the deu/eng
 * language data, plus their licences; and `<out>/pdfjs/` with pdfjs-dist's wasm image decoders
 * (JPEG 2000 and JBIG2 scans) and CMaps (CJK text). Run after `ncc build` by `npm run bundle`:
 *
 *   tsx scripts/copy-ocr-assets.ts dist
 *
 * Deterministic: same bytes whatever folder it runs in (no absolute paths, sorted, no dates).
 */
import { spawnSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BUNDLE_CORE_FILE,
  BUNDLE_OCR_DIR,
  BUNDLE_WORKER_FILE,
  CORE_FILE,
  LANG_DATA_VERSION
} from '../src/pdf/read/ocr/ocr-assets.js'
import { BUNDLE_PDFJS_DIR } from '../src/pdf/read/pdfjs.js'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const require = createRequire(join(root, 'package.json'))
/** The languages the bundle carries: the default `--ocr-lang`. */
const LANGUAGES = ['deu', 'eng']

export function copyOcrAssets(outDir: string): string[] {
  const target = join(resolve(outDir), BUNDLE_OCR_DIR)
  rmSync(target, { recursive: true, force: true })
  mkdirSync(join(target, 'lang'), { recursive: true })
  writeFileSync(join(target, BUNDLE_WORKER_FILE), bundleWorker())

  const core = require.resolve(`tesseract.js-core/${CORE_FILE}`)
  copy(core, join(target, BUNDLE_CORE_FILE))
  copy(core.replace(/\.js$/, '.wasm'), join(target, CORE_FILE.replace(/\.js$/, '.wasm')))

  const licences = [licence('tesseract.js'), licence('tesseract.js-core')]
  for (const code of LANGUAGES) {
    const pkg = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`))
    const file = `${code}.traineddata.gz`
    copy(join(pkg, LANG_DATA_VERSION, file), join(target, 'lang', file))
    licences.push(licence(`@tesseract.js-data/${code}`))
  }
  writeFileSync(join(target, 'LICENSES.txt'), licences.join('\n'))
  copyPdfjsAssets(join(resolve(outDir), BUNDLE_PDFJS_DIR))
  return listFiles(resolve(outDir))
    .map(file => relative(resolve(outDir), file))
    .filter(file => file.startsWith(BUNDLE_OCR_DIR) || file.startsWith(BUNDLE_PDFJS_DIR))
}

function copyPdfjsAssets(target: string): void {
  rmSync(target, { recursive: true, force: true })
  const pdfjs = dirname(require.resolve('pdfjs-dist/package.json'))
  for (const folder of ['wasm', 'cmaps']) {
    mkdirSync(join(target, folder), { recursive: true })
    for (const name of readdirSync(join(pdfjs, folder)).sort())
      copy(join(pdfjs, folder, name), join(target, folder, name))
  }
  copy(join(pdfjs, 'LICENSE'), join(target, 'LICENSE'))
}

/** ncc bundles the worker script with tesseract.js's worker logic; the core stays a file. */
function bundleWorker(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'ocr-worker-bundle-'))
  try {
    const ncc = join(dirname(require.resolve('@vercel/ncc/package.json')), 'dist/ncc/cli.js')
    const result = spawnSync(
      process.execPath,
      [ncc, 'build', 'src/pdf/read/ocr/ocr-worker.mjs', '-o', scratch, '--quiet'],
      { cwd: root, encoding: 'utf8' }
    )
    if (result.status !== 0)
      throw new Error(`ncc could not bundle the OCR worker:\n${result.stderr}${result.stdout}`)
    return readFileSync(join(scratch, 'index.mjs'), 'utf8')
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** Content only: a fresh file with default permissions, whatever the source's mode bits. */
function copy(from: string, to: string): void {
  writeFileSync(to, readFileSync(from))
}

function licence(name: string): string {
  const dir = dirname(require.resolve(`${name}/package.json`))
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string
    license?: string
  }
  let text = ''
  try {
    text = readFileSync(join(dir, 'LICENSE'), 'utf8')
  } catch {
    text = `Licence: ${pkg.license ?? 'see the package'}\n`
  }
  return `${name}@${pkg.version} (${pkg.license ?? 'unknown'})\n\n${text}`
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => join(entry.parentPath, entry.name))
    .sort()
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2]
  if (!out) {
    process.stderr.write('usage: tsx scripts/copy-ocr-assets.ts <bundle dir>\n')
    process.exit(2)
  }
  const files = copyOcrAssets(out)
  const bytes = files.reduce((sum, file) => sum + statSync(join(out, file)).size, 0)
  process.stdout.write(
    `copy-ocr-assets: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB into ` +
      `${join(out, BUNDLE_OCR_DIR)} and ${join(out, BUNDLE_PDFJS_DIR)}\n`
  )
}
