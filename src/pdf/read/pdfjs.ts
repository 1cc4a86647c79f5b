/**
 * The one place that loads pdfjs-dist (legacy build) and opens files; in the ncc bundle the
 * worker module is handed over as `globalThis.pdfjsWorker`, which pdfjs checks first.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installPdfjsGlobals } from './pdfjs-globals.js'

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
type DocumentInitParameters = Extract<Parameters<Pdfjs['getDocument']>[0], { data?: unknown }> & {
  /** Skip converting font programs that reading text does not need (scripts/patch-pdfjs.mjs). */
  textOnly?: boolean
}

let loaded: Promise<Pdfjs> | undefined

export function loadPdfjs(): Promise<Pdfjs> {
  loaded ??= (async () => {
    const restore = installPdfjsGlobals()
    try {
      const global = globalThis as { pdfjsWorker?: unknown }
      // @ts-expect-error pdfjs-dist ships no type declarations for its worker module
      global.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
      return await import('pdfjs-dist/legacy/build/pdf.mjs')
    } finally {
      restore()
    }
  })()
  return loaded
}

/** Of the pdfjs-dist assets next to the bundle's index.js. */
export const BUNDLE_PDFJS_DIR = 'pdfjs'

let assets: Partial<DocumentInitParameters> | undefined

/**
 * The CMaps and wasm image decoders. Not the standard fonts: text needs no glyph outlines, and
 * pdfjs-dist would parse them for every document that uses Helvetica or Times.
 */
function assetOptions(): Partial<DocumentInitParameters> {
  if (assets !== undefined) return assets
  let root: string | undefined
  try {
    root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  } catch {
    const bundled = join(dirname(fileURLToPath(import.meta.url)), BUNDLE_PDFJS_DIR)
    root = existsSync(join(bundled, 'wasm')) ? bundled : undefined
  }
  assets =
    root === undefined
      ? {}
      : { cMapUrl: join(root, 'cmaps') + '/', cMapPacked: true, wasmUrl: join(root, 'wasm') + '/' }
  return assets
}

/** Else each getDocument sets up an in-thread "fake" worker, a third of a small file's time. */
let sharedWorker: InstanceType<Pdfjs['PDFWorker']> | undefined

/** `text`: fonts keep their programs unconverted (`textOnly`); `render`: pages may be drawn. */
export type DocumentUse = 'text' | 'render'

export async function openDocument(
  data: Uint8Array,
  use: DocumentUse = 'render'
): Promise<ReturnType<Pdfjs['getDocument']>> {
  const pdfjs = await loadPdfjs()
  sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 })
  return pdfjs.getDocument({
    data,
    textOnly: use === 'text',
    ...assetOptions(),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    worker: sharedWorker
  } satisfies DocumentInitParameters)
}

export async function preparePdfjs(): Promise<void> {
  const pdfjs = await loadPdfjs()
  sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 })
  await sharedWorker.promise
}
