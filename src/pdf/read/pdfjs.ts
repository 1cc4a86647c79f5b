/**
 * The one place that loads pdfjs-dist (legacy build, the one meant for Node) and opens files.
 *
 * It also loads in the ncc bundle (dist/), which has neither `@napi-rs/canvas` nor
 * `pdf.worker.mjs` beside it: pdfjs-globals.ts stands in for the canvas globals pdfjs needs at
 * load time, and the worker module is imported here and handed to pdfjs as
 * `globalThis.pdfjsWorker`, the hook it checks before trying to load `pdf.worker.mjs`.
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
  loaded ??= importPdfjs()
  return loaded
}

async function importPdfjs(): Promise<Pdfjs> {
  const restore = installPdfjsGlobals()
  try {
    const global = globalThis as { pdfjsWorker?: unknown }
    // @ts-expect-error pdfjs-dist ships no type declarations for its worker module
    global.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
    return await import('pdfjs-dist/legacy/build/pdf.mjs')
  } finally {
    restore()
  }
}

let assets: Partial<DocumentInitParameters> | undefined

/**
 * Local folders of the CMaps (needed to read text set in predefined CJK encodings) and the wasm
 * image decoders (JPEG 2000 and JBIG2 scans, for OCR). From the installed pdfjs-dist package, or
 * in the bundle from `dist/pdfjs/` (scripts/copy-ocr-assets.ts puts them there); without either,
 * text extraction still works for everything but those encodings. The standard font files are
 * left out on purpose: text extraction does not need glyph outlines, and pdfjs-dist would parse
 * those fonts for every document that uses Helvetica or Times.
 */
function assetOptions(): Partial<DocumentInitParameters> {
  if (assets !== undefined) return assets
  const root = pdfjsAssetRoot()
  assets =
    root === undefined
      ? {}
      : { cMapUrl: join(root, 'cmaps') + '/', cMapPacked: true, wasmUrl: join(root, 'wasm') + '/' }
  return assets
}

/** Folder name of the pdfjs-dist assets next to the bundle's index.js. */
export const BUNDLE_PDFJS_DIR = 'pdfjs'

function pdfjsAssetRoot(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  } catch {
    const bundled = join(dirname(fileURLToPath(import.meta.url)), BUNDLE_PDFJS_DIR)
    return existsSync(join(bundled, 'wasm')) ? bundled : undefined
  }
}

type PdfWorker = InstanceType<Pdfjs['PDFWorker']>
let sharedWorker: PdfWorker | undefined

/**
 * Starts loading a document on this thread's one pdf.js worker. Node has no real pdf.js worker:
 * each getDocument would set up a fresh in-thread "fake" worker, which costs about a third of
 * the time of reading a small file; a shared one is set up once. Destroying the loading task
 * leaves a worker it was given alone.
 */
export async function openDocument(
  data: Uint8Array,
  use: DocumentUse = 'render'
): Promise<ReturnType<Pdfjs['getDocument']>> {
  const pdfjs = await loadPdfjs()
  sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 })
  const parameters: DocumentInitParameters = {
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
  }
  return pdfjs.getDocument(parameters)
}

/** Loads pdfjs-dist and sets up the shared worker (it imports the 2 MB worker module). */
export async function preparePdfjs(): Promise<void> {
  const pdfjs = await loadPdfjs()
  sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 })
  await sharedWorker.promise
}

/**
 * `text`: only text is read from this document, so fonts that map their codes to Unicode keep
 * their programs unconverted (scripts/patch-pdfjs.mjs); `render`: pages may be drawn (OCR).
 */
export type DocumentUse = 'text' | 'render'
