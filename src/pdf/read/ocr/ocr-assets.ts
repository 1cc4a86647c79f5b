/**
 * Where the OCR worker script, the tesseract wasm core and the language data live: bundled, in
 * `dist/ocr/` (scripts/copy-ocr-assets.ts writes it), else installed: `ocr-worker.mjs` beside
 * this module, the core from `tesseract.js-core`, the language data from `@tesseract.js-data`.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The core every run uses: SIMD (Node 20 and 24 both have it), LSTM only, so results match. */
export const CORE_FILE = 'tesseract-core-simd-lstm.js'
/** Its name in the bundle: `.cjs`, because dist/package.json makes `.js` files ES modules. */
export const BUNDLE_CORE_FILE = 'tesseract-core-simd-lstm.cjs'
export const LANG_DATA_VERSION = '4.0.0_best_int'
export const BUNDLE_OCR_DIR = 'ocr'
export const BUNDLE_WORKER_FILE = 'worker.mjs'
/** Tesseract language codes: letters and underscores (deu, eng, chi_sim); never a path. */
const LANGUAGE_CODE = /^[a-z_]+$/i

export interface OcrAssets {
  layout: 'bundled' | 'installed'
  workerPath: string
  corePath: string
  languageFile(code: string): string | undefined
}

/** Tests pass another `moduleUrl` to simulate a layout. */
export function locateOcrAssets(moduleUrl: string = import.meta.url): OcrAssets {
  const here = dirname(fileURLToPath(moduleUrl))
  const dir = join(here, BUNDLE_OCR_DIR)
  if (existsSync(join(dir, BUNDLE_WORKER_FILE)))
    return {
      layout: 'bundled',
      workerPath: join(dir, BUNDLE_WORKER_FILE),
      corePath: join(dir, BUNDLE_CORE_FILE),
      languageFile: code =>
        LANGUAGE_CODE.test(code) ? existing(join(dir, 'lang', `${code}.traineddata.gz`)) : undefined
    }
  const require = createRequire(moduleUrl)
  const resolve = (request: string): string | undefined => {
    try {
      return require.resolve(request)
    } catch {
      return undefined
    }
  }
  const corePath = resolve(`tesseract.js-core/${CORE_FILE}`)
  if (!corePath)
    throw new Error(
      `tesseract.js-core/${CORE_FILE} not found from ${here}; run \`npm ci\` (tesseract.js brings it)`
    )
  return {
    layout: 'installed',
    workerPath: join(here, 'ocr-worker.mjs'),
    corePath,
    languageFile: code => {
      if (!LANGUAGE_CODE.test(code)) return undefined
      const pkg = resolve(`@tesseract.js-data/${code}/package.json`)
      return pkg && existing(join(dirname(pkg), LANG_DATA_VERSION, `${code}.traineddata.gz`))
    }
  }
}

function existing(path: string): string | undefined {
  return existsSync(path) ? path : undefined
}
