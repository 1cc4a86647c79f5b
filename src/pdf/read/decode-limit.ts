/**
 * A cap on the bytes pdfjs-dist decompresses for one file, so a decompression bomb (a 1 MB
 * stream that inflates to gigabytes) is stopped on its own instead of taking the whole batch
 * down. pdfjs-dist reports every decompressed byte to the hook installed here (the patch in
 * scripts/patch-pdfjs.mjs); past the limit the hook throws, which stops that stream, and the
 * file is reported "too large when decompressed (limit N MB)".
 *
 * The hook is one per thread, so reads under a limit take turns on their thread (the OCR pass
 * and the text pass of a batch read in-process would otherwise overlap); each pool worker is a
 * thread of its own.
 */

const HOOK = Symbol.for('ralph-action.pdfjs.decoded')

export const DEFAULT_MAX_DECOMPRESSED_MB = 128
const MB = 1024 * 1024

export class DecodeLimitError extends Error {
  override name = 'DecodeLimitError'
}

export interface DecodeMeter {
  /** The limit was reached while reading (pdfjs-dist may have caught the error and gone on). */
  readonly exceeded: boolean
}

export function tooLargeMessage(limitMb: number): string {
  return `too large when decompressed (limit ${limitMb} MB); if the file is trusted, raise max-decompressed-mb`
}

let turn: Promise<unknown> = Promise.resolve()

/**
 * Runs `read` with the cap in place, after the reads before it on this thread; `meter` says
 * whether the cap was reached. `read` must settle (extract.ts races it with its timeout).
 */
export function withDecodeLimit<T>(
  limitMb: number,
  read: (meter: DecodeMeter) => Promise<T>
): Promise<T> {
  const result = turn.then(() => metered(limitMb, read))
  turn = result.catch(() => undefined)
  return result
}

async function metered<T>(limitMb: number, read: (meter: DecodeMeter) => Promise<T>): Promise<T> {
  const limit = limitMb * MB
  let used = 0
  const meter = { exceeded: false }
  const hooks = globalThis as Record<symbol, unknown>
  const previous = hooks[HOOK]
  hooks[HOOK] = (bytes: number): void => {
    used += bytes
    if (meter.exceeded || used > limit) {
      meter.exceeded = true
      throw new DecodeLimitError(tooLargeMessage(limitMb))
    }
  }
  try {
    return await read(meter)
  } finally {
    hooks[HOOK] = previous
  }
}

/**
 * Runs `read` under a tighter cap inside the file's own (a part of the file with its own limit,
 * like the attachments): past `limitMb`, the decoding fails with a DecodeLimitError.
 */
export async function withinDecodeBudget<T>(limitMb: number, read: () => Promise<T>): Promise<T> {
  const hooks = globalThis as Record<symbol, unknown>
  const outer = hooks[HOOK] as ((bytes: number) => void) | undefined
  let used = 0
  hooks[HOOK] = (bytes: number): void => {
    used += bytes
    if (used > limitMb * MB) throw new DecodeLimitError(`more than ${limitMb} MB decompressed`)
    outer?.(bytes)
  }
  try {
    return await read()
  } finally {
    hooks[HOOK] = outer
  }
}
