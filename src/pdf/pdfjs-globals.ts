/**
 * Lets pdfjs-dist load where `@napi-rs/canvas` is absent (the bundled action leaves out its
 * 33 MB native binary). pdfjs-dist's legacy build runs `new DOMMatrix()` while its module is
 * evaluated; without the canvas package that global is missing and the import throws.
 *
 * The stand-in only has to survive that constructor call: rendering is the one user of
 * DOMMatrix, and rendering is never attempted without the canvas (page-image.ts checks).
 * pdfjs also warns "Cannot load @napi-rs/canvas … rendering may be broken" on stderr while it
 * loads; that is expected here and would only mislead, so those lines are dropped until
 * `restoreConsole()`.
 * Import this module before pdfjs-dist (src/pdf/pdfjs.ts does).
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
  constructor(init?: ArrayLike<number>) {
    if (init && init.length >= 6) {
      ;[this.a, this.b, this.c, this.d, this.e, this.f] = Array.from(init).slice(0, 6) as [
        number,
        number,
        number,
        number,
        number,
        number
      ]
    }
  }
}

const globals = globalThis as { DOMMatrix?: unknown }
const originalWarn = console.warn
if (!canvasAvailable()) {
  globals.DOMMatrix ??= DOMMatrixStandIn
  console.warn = (...args: unknown[]) => {
    const line = String(args[0])
    if (/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(line)) return
    originalWarn(...args)
  }
}

/** Ends the filter once pdfjs-dist has loaded. */
export function restoreConsole(): void {
  console.warn = originalWarn
}
