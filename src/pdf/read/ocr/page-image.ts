/**
 * The picture of one page that OCR reads: the decoded scan itself when the page is one upright
 * full-page image (the usual scanner PDF: no canvas, no render, the scan's own resolution),
 * otherwise the page rendered at 300 dpi. Rendering needs `@napi-rs/canvas`, which the bundled
 * action does not ship, so there a page that is not a plain scan fails saying so.
 */
import { createRequire } from 'node:module'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { loadPdfjs } from '../pdfjs.js'
import { CANVAS } from '../pdfjs-globals.js'
import { planScanImage } from './scan-image.js'

const RENDER_DPI = 300

/** `bytes`: PBM, PGM or PPM. */
type PageImage = { bytes: Buffer; method: 'decoded' | 'rendered' }
type PageImageResult = PageImage | { method: 'blank' }

export type CanvasMaker = (width: number, height: number) => RenderCanvas

interface RenderCanvas {
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray }
  }
}

/** `blank` when the page paints nothing. */
export async function pageImage(
  page: PDFPageProxy,
  makeCanvas?: CanvasMaker | null
): Promise<PageImageResult> {
  const { OPS } = await loadPdfjs()
  const ops = await page.getOperatorList()
  const plan = planScanImage(ops, OPS, page.view, page.rotate)
  if (plan.kind === 'blank') return { method: 'blank' }
  if (plan.kind === 'render')
    return renderPage(page, plan.reason, makeCanvas === undefined ? loadCanvas() : makeCanvas)
  const raw =
    plan.kind === 'object' ? await resolveObject(page, plan.objId) : asRawImage(plan.image)
  return { bytes: encodePnm(raw), method: 'decoded' }
}

async function renderPage(
  page: PDFPageProxy,
  reason: string,
  makeCanvas: CanvasMaker | null | undefined
): Promise<PageImage> {
  if (!makeCanvas)
    throw new Error(
      `the page is not a single scanned image (${reason}) and rendering it needs ` +
        `@napi-rs/canvas, which is not installed here (the bundled action leaves it out)`
    )
  const viewport = page.getViewport({ scale: RENDER_DPI / 72 })
  const width = Math.ceil(viewport.width)
  const height = Math.ceil(viewport.height)
  const canvas = makeCanvas(width, height)
  const context = canvas.getContext('2d')
  const params = { canvas, canvasContext: context, viewport, background: 'white' }
  await page.render(params as unknown as Parameters<PDFPageProxy['render']>[0]).promise
  const { data } = context.getImageData(0, 0, width, height)
  return { bytes: pgmFromRgba(data, width, height), method: 'rendered' }
}

function resolveObject(page: PDFPageProxy, objId: string): Promise<RawImage> {
  const store = objId.startsWith('g_') ? page.commonObjs : page.objs
  return new Promise((resolve, reject) =>
    store.get(objId, (value: unknown) => {
      try {
        resolve(asRawImage(value))
      } catch (error) {
        reject(error as Error)
      }
    })
  )
}

function asRawImage(value: unknown): RawImage {
  const image = value as Partial<RawImage> | null
  // Not `instanceof`: the arrays may come from another realm (jest's vm, a worker).
  const data = image?.data
  if (!image || !data || !ArrayBuffer.isView(data) || data.BYTES_PER_ELEMENT !== 1)
    throw new Error('the page image has no decoded pixel data')
  return { width: image.width ?? 0, height: image.height ?? 0, kind: image.kind ?? 0, data }
}

let canvasMaker: CanvasMaker | null | undefined

/** `@napi-rs/canvas` when installed (pdfjs-dist brings it); undefined in the slim bundle. */
export function loadCanvas(): CanvasMaker | undefined {
  if (canvasMaker === undefined) {
    try {
      const canvas = createRequire(import.meta.url)(CANVAS) as { createCanvas: CanvasMaker }
      canvasMaker = canvas.createCanvas
    } catch {
      canvasMaker = null
    }
  }
  return canvasMaker ?? undefined
}

// Netpbm encoders: Leptonica reads them, and a header costs nothing next to PNG compression.

/** pdfjs-dist's `ImageKind`: how the decoded pixels of an image object are laid out. */
export const ImageKind = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const

interface RawImage {
  width: number
  height: number
  kind: number
  data: Uint8Array | Uint8ClampedArray
}

export function encodePnm(image: RawImage): Buffer {
  const { width, height } = image
  if (!(width > 0 && height > 0)) throw new Error(`image has no pixels (${width}x${height})`)
  switch (image.kind) {
    case ImageKind.GRAYSCALE_1BPP:
      return pbmFromBits(image.data, width, height)
    case ImageKind.RGB_24BPP:
      return withHeader(`P6\n${width} ${height}\n255\n`, exact(image.data, width * height * 3))
    case ImageKind.RGBA_32BPP:
      return pgmFromRgba(image.data, width, height)
    default:
      throw new Error(`unsupported image kind ${image.kind}; expected 1, 2 or 3 (pdfjs ImageKind)`)
  }
}

/** pdfjs packs 1-bit rows to whole bytes with a set bit meaning white; PBM means black. */
export function pbmFromBits(data: ArrayLike<number>, width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8)
  const size = rowBytes * height
  if (data.length < size) throw shortData(data.length, size)
  const body = Buffer.allocUnsafe(size)
  for (let i = 0; i < size; i++) body[i] = ~(data[i] ?? 0) & 0xff
  return withHeader(`P4\n${width} ${height}\n`, body)
}

/** Grey from RGBA, composited over white so transparent areas do not turn black. */
export function pgmFromRgba(data: ArrayLike<number>, width: number, height: number): Buffer {
  const pixels = width * height
  if (data.length < pixels * 4) throw shortData(data.length, pixels * 4)
  const body = Buffer.allocUnsafe(pixels)
  for (let i = 0, j = 0; i < pixels; i++, j += 4) {
    const grey = ((data[j] ?? 0) * 77 + (data[j + 1] ?? 0) * 150 + (data[j + 2] ?? 0) * 29) >> 8
    const alpha = data[j + 3] ?? 255
    body[i] = ((grey * alpha + 255 * (255 - alpha) + 127) / 255) | 0
  }
  return withHeader(`P5\n${width} ${height}\n255\n`, body)
}

function exact(data: Uint8Array | Uint8ClampedArray, size: number): Uint8Array {
  if (data.length < size) throw shortData(data.length, size)
  return new Uint8Array(data.buffer, data.byteOffset, size)
}

function withHeader(header: string, body: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(header, 'ascii'), body])
}

function shortData(actual: number, expected: number): Error {
  return new Error(`image data has ${actual} bytes; expected at least ${expected}`)
}
