/**
 * The one place that loads pdfjs-dist (legacy build, for Node) and opens files; also in the ncc
 * bundle, which has neither `@napi-rs/canvas` (see pdfjs-globals.ts) nor `pdf.worker.mjs` beside
 * it (the worker module is handed over as `globalThis.pdfjsWorker`, which pdfjs checks first).
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

/** Loaded on first use, so commands that never open a PDF do not pay for it. */
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

/** Folder name of the pdfjs-dist assets next to the bundle's index.js. */
export const BUNDLE_PDFJS_DIR = 'pdfjs'

let assets: Partial<DocumentInitParameters> | undefined

/**
 * The CMaps (CJK encodings) and wasm image decoders (JPEG 2000, JBIG2), installed or bundled.
 * The standard font files are left out on purpose: text needs no glyph outlines, and pdfjs-dist
 * would parse them for every document that uses Helvetica or Times.
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

/**
 * This thread's one pdf.js worker: else each getDocument sets up a fresh in-thread "fake" one, a
 * third of the time of a small file. Destroying a loading task leaves a worker it was given alone.
 */
let sharedWorker: InstanceType<Pdfjs['PDFWorker']> | undefined

/**
 * `text`: only text is read from this document, so fonts that map their codes to Unicode keep
 * their programs unconverted (scripts/patch-pdfjs.mjs); `render`: pages may be drawn (OCR).
 */
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

/** Loads pdfjs-dist and sets up the shared worker (it imports the 2 MB worker module). */
export async function preparePdfjs(): Promise<void> {
  const pdfjs = await loadPdfjs()
  sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 })
  await sharedWorker.promise
}
