/**
 * Lets pdfjs-dist load without `@napi-rs/canvas`: absent in the bundle (33 MB native binary), and
 * not loaded at start where installed (as long as the rest of a one-file run). The legacy build
 * requires it at load for DOMMatrix, ImageData and Path2D and runs `new DOMMatrix()` once, which
 * the stand-in survives. Where installed, the globals load the canvas on first use (OCR).
 */
import { createRequire } from 'node:module'

// A computed name keeps ncc from packing the native binary into dist/.
export const CANVAS = ['@napi-rs', 'canvas'].join('/')
const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'] as const

/** While pdfjs-dist loads, its require of the canvas gets an empty module (Node's own loader). */
function holdCanvas(path: string): () => void {
  const { createRequire: nodeRequire, Module } = process.getBuiltinModule('node:module')
  const cache = nodeRequire(import.meta.url).cache
  if (cache[path] !== undefined) return () => undefined
  const stub = new Module(path)
  stub.filename = path
  stub.loaded = true
  cache[path] = stub
  return () => {
    if (cache[path] === stub) delete cache[path]
  }
}

function lazyCanvasGlobals(path: string): void {
  const globals = globalThis as Record<string, unknown>
  for (const name of CANVAS_GLOBALS) {
    Object.defineProperty(globals, name, {
      configurable: true,
      enumerable: false,
      get: () => {
        const canvas = createRequire(import.meta.url)(path) as Record<string, unknown>
        for (const each of CANVAS_GLOBALS) setGlobal(each, canvas[each])
        return canvas[name]
      },
      set: (value: unknown) => setGlobal(name, value)
    })
  }
}

function setGlobal(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    enumerable: false,
    writable: true,
    value
  })
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
 * Built-ins the legacy build's core-js replaces on Node 20 although pdfjs-dist needs none of
 * their new behaviour: its `Array.prototype.push` alone was a tenth of a batch's time, for every
 * push of the process. The built-ins it adds (Promise.withResolvers, …) stay: pdfjs-dist uses them.
 */
const REPLACED_BUILTINS: [object, string][] = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
  [Function.prototype, 'toString']
]

/** Call before importing pdfjs-dist; call what it returns after. */
export function installPdfjsGlobals(): () => void {
  const builtins = REPLACED_BUILTINS.map(
    ([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const
  )
  let path: string | undefined
  try {
    path = createRequire(import.meta.url).resolve(CANVAS)
  } catch {
    path = undefined
  }
  const release = path === undefined ? () => undefined : holdCanvas(path)
  const globals = globalThis as Record<string, unknown>
  const placed = CANVAS_GLOBALS.filter(name => !(name in globals))
  for (const name of placed) globals[name] = name === 'DOMMatrix' ? DOMMatrixStandIn : class {}
  // pdfjs-dist's warnings about the missing canvas are expected here, and would mislead.
  const originalWarn = console.warn
  console.warn = (...args: unknown[]) => {
    if (/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0]))) return
    originalWarn(...args)
  }
  return () => {
    for (const [owner, key, descriptor] of builtins)
      if (
        descriptor !== undefined &&
        Object.getOwnPropertyDescriptor(owner, key)?.value !== descriptor.value
      )
        Object.defineProperty(owner, key, descriptor)
    console.warn = originalWarn
    release()
    for (const name of placed) if (path !== undefined || name !== 'DOMMatrix') delete globals[name]
    if (path !== undefined && !CANVAS_GLOBALS.some(name => name in globalThis))
      lazyCanvasGlobals(path)
  }
}
