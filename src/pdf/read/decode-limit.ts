/**
 * A cap on the bytes pdfjs-dist decompresses for one file: it reports every decompressed byte to
 * this hook (scripts/patch-pdfjs.mjs), which throws past the limit. The hook is one per thread,
 * so reads take turns on their thread.
 */

const HOOK = Symbol.for('ralph-action.pdfjs.decoded')
type Hook = (bytes: number) => void

export const DEFAULT_MAX_DECOMPRESSED_MB = 128
const MB = 1024 * 1024

export function tooLargeMessage(limitMb: number): string {
  return `too large when decompressed (limit ${limitMb} MB); if the file is trusted, raise max-decompressed-mb`
}

let turn: Promise<unknown> = Promise.resolve()

/** After the reads before it on this thread; pdfjs-dist may catch the error: see `meter`. */
export function withDecodeLimit<T>(
  limitMb: number,
  read: (meter: { readonly exceeded: boolean }) => Promise<T>
): Promise<T> {
  const meter = { exceeded: false }
  const tooLarge = (): Error => {
    meter.exceeded = true
    return new Error(tooLargeMessage(limitMb))
  }
  const result = turn.then(() => capped(limitMb, tooLarge, () => read(meter)))
  turn = result.catch(() => undefined)
  return result
}

/** Runs `read` under a tighter cap inside the file's own (the attachments). */
export function withinDecodeBudget<T>(limitMb: number, read: () => Promise<T>): Promise<T> {
  return capped(limitMb, () => new Error(`more than ${limitMb} MB decompressed`), read)
}

async function capped<T>(limitMb: number, error: () => Error, read: () => Promise<T>): Promise<T> {
  const hooks = globalThis as Record<symbol, Hook | undefined>
  const outer = hooks[HOOK]
  let used = 0
  hooks[HOOK] = bytes => {
    used += bytes
    if (used > limitMb * MB) throw error()
    outer?.(bytes)
  }
  try {
    return await read()
  } finally {
    hooks[HOOK] = outer
  }
}
