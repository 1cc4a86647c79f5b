/**
 * Lets pdfjs-dist load where `@napi-rs/canvas` is absent (the bundled action leaves out its
 * 33 MB native binary). pdfjs-dist's legacy build runs `new DOMMatrix()` while its module is
 * evaluated; without the canvas package that global is missing and the import throws.
 *
 * The stand-in only has to survive that constructor call: rendering is the one user of
 * DOMMatrix, and rendering is never attempted without the canvas (page-image.ts checks).
 * pdfjs also warns "Cannot load @napi-rs/canvas … rendering may be broken" on stderr while it
 * loads; that is expected here and would only mislead, so those lines are dropped meanwhile.
 */
import { createRequire } from 'node:module'

function canvasAvailable(): boolean {
  try {
    // A computed name keeps ncc from packing the native binary into dist/.
    createRequire(import.meta.url).resolve(['@napi-rs', 'canvas'].join('/'))
    return true
  } catch {
    return false
  }
}

class DOMMatrixStandIn {
  a = 1
  b = 0
  c = 0
  d = 1
  e = 0
  f = 0
}

/** Call before importing pdfjs-dist; returns the function that ends the warning filter. */
export function installPdfjsGlobals(): () => void {
  if (canvasAvailable()) return () => undefined
  const globals = globalThis as { DOMMatrix?: unknown }
  globals.DOMMatrix ??= DOMMatrixStandIn
  const originalWarn = console.warn
  console.warn = (...args: unknown[]) => {
    if (/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0]))) return
    originalWarn(...args)
  }
  return () => {
    console.warn = originalWarn
  }
}
