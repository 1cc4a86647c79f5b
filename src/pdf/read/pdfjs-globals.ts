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

/**
 * Built-ins that the legacy build's core-js replaces on Node 20 (V8 11) although pdfjs-dist needs
 * none of their new behaviour: its `Array.prototype.push` alone was a tenth of the time of
 * reading a batch, and every push, JSON.parse and JSON.stringify of the whole process went
 * through it. The built-ins it adds (Promise.withResolvers, Uint8Array.prototype.toHex, ...)
 * stay: pdfjs-dist uses those.
 */
const REPLACED_BUILTINS: [object, string][] = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
  [Function.prototype, 'toString']
]

/**
 * Call before importing pdfjs-dist; returns the function to call after it, which puts the
 * replaced built-ins back and ends the warning filter.
 */
export function installPdfjsGlobals(): () => void {
  const builtins = REPLACED_BUILTINS.map(
    ([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const
  )
  const restoreBuiltins = (): void => {
    for (const [owner, key, descriptor] of builtins)
      if (
        descriptor !== undefined &&
        Object.getOwnPropertyDescriptor(owner, key)?.value !== descriptor.value
      )
        Object.defineProperty(owner, key, descriptor)
  }
  if (canvasAvailable()) return restoreBuiltins
  const globals = globalThis as { DOMMatrix?: unknown }
  globals.DOMMatrix ??= DOMMatrixStandIn
  const originalWarn = console.warn
  console.warn = (...args: unknown[]) => {
    if (/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0]))) return
    originalWarn(...args)
  }
  return () => {
    restoreBuiltins()
    console.warn = originalWarn
  }
}
