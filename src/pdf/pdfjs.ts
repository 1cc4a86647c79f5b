/**
 * pdfjs-dist's legacy build, loaded so that it also works from the ncc bundle. Import pdfjs
 * from here, not from 'pdfjs-dist/legacy/build/pdf.mjs':
 * - pdfjs-globals.ts lets the module load without `@napi-rs/canvas` (left out of dist/);
 * - the worker code is imported here and handed to pdfjs as `globalThis.pdfjsWorker`, the
 *   hook pdfjs checks before it tries to load `pdf.worker.mjs` from beside the bundle, a file
 *   ncc does not emit.
 */
import { restoreConsole } from './pdfjs-globals.js'
// @ts-expect-error pdfjs-dist ships no type declarations for its worker module
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs'

;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfjsWorker

restoreConsole()

export * from 'pdfjs-dist/legacy/build/pdf.mjs'
