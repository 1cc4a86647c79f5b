/** Whether a page is one scanned image OCR can read as decoded, from its operator list. Pure. */
import type { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type OpCodes = typeof OPS

export interface OperatorList {
  fnArray: ArrayLike<number>
  argsArray: ArrayLike<unknown>
}

type Matrix = [number, number, number, number, number, number]

export type ScanImagePlan =
  | { kind: 'object'; objId: string; matrix: Matrix }
  | { kind: 'inline'; image: unknown; matrix: Matrix }
  | { kind: 'render'; reason: string }
  /** Nothing is painted at all. */
  | { kind: 'blank' }

/** Share of the page an image must cover to count as the whole page. */
const FULL_PAGE_COVERAGE = 0.8
/** Largest shear/rotation (as |b|/|a| or |c|/|d|) still read unrotated; tesseract deskews this. */
const MAX_SKEW = 0.1

/**
 * Finds a single upright image covering the page. Anything else (text drawn, several images,
 * masks, rotation by quarter turns, a flipped image, a /Rotate on the page) asks for rendering;
 * a page that paints nothing (no image, text, path or shading) is blank.
 */
export function planScanImage(
  ops: OperatorList,
  codes: OpCodes,
  view: readonly number[],
  pageRotation: number
): ScanImagePlan {
  if (pageRotation % 360 !== 0) return render(`page /Rotate is ${pageRotation}`)
  const found = findImages(ops, codes)
  if ('reason' in found) return render(found.reason)
  const [image, ...more] = found.images
  if (!image) return found.paths ? render('page draws only vector graphics') : { kind: 'blank' }
  if (more.length > 0) return render(`page has ${found.images.length} images`)
  const upright = uprightReason(image.matrix)
  if (upright) return render(upright)
  const coverage = coveredShare(image.matrix, view)
  if (coverage < FULL_PAGE_COVERAGE)
    return render(`image covers ${Math.round(coverage * 100)}% of the page`)
  return image
}

type Placed = Extract<ScanImagePlan, { matrix: Matrix }>
type Found = { images: Placed[]; paths: boolean } | { reason: string }

function findImages(ops: OperatorList, codes: OpCodes): Found {
  const images: Placed[] = []
  let paths = false
  const stack: Matrix[] = []
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  const textOps = new Set([
    codes.showText,
    codes.showSpacedText,
    codes.nextLineShowText,
    codes.nextLineSetSpacingShowText
  ])
  const pathOps = new Set([codes.constructPath, codes.rawFillPath, codes.shadingFill])
  const unsupported = new Set([
    codes.paintImageXObjectRepeat,
    codes.paintInlineImageXObjectGroup,
    codes.paintImageMaskXObject,
    codes.paintImageMaskXObjectGroup,
    codes.paintImageMaskXObjectRepeat,
    codes.paintSolidColorImageMask
  ])
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]
    const args = ops.argsArray[i] as unknown[] | null
    if (fn === codes.save) stack.push(ctm)
    else if (fn === codes.restore) ctm = stack.pop() ?? ctm
    else if (fn === codes.transform) ctm = multiply(asMatrix(args), ctm)
    else if (fn === codes.paintFormXObjectBegin) {
      stack.push(ctm)
      if (Array.isArray(args?.[0])) ctm = multiply(asMatrix(args[0] as unknown[]), ctm)
    } else if (fn === codes.paintFormXObjectEnd) ctm = stack.pop() ?? ctm
    else if (fn === codes.paintImageXObject && typeof args?.[0] === 'string')
      images.push({ kind: 'object', objId: args[0], matrix: ctm })
    else if (fn === codes.paintInlineImageXObject)
      images.push({ kind: 'inline', image: args?.[0], matrix: ctm })
    else if (textOps.has(fn ?? -1)) return { reason: 'page draws text' }
    else if (unsupported.has(fn ?? -1)) return { reason: 'page paints image masks or tiles' }
    else if (pathOps.has(fn ?? -1)) paths = true
  }
  return { images, paths }
}

function uprightReason([a, b, c, d]: Matrix): string | undefined {
  if (!(a > 0 && d > 0)) return 'image is rotated or flipped'
  if (Math.abs(b) > MAX_SKEW * a || Math.abs(c) > MAX_SKEW * d) return 'image is rotated'
  return undefined
}

/** Share of the page box covered by the bounding box of the image's unit square. */
function coveredShare([a, b, c, d, e, f]: Matrix, view: readonly number[]): number {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view
  const xs = [e, e + a, e + c, e + a + c]
  const ys = [f, f + b, f + d, f + b + d]
  const left = Math.max(Math.min(...xs), Math.min(x0, x1))
  const right = Math.min(Math.max(...xs), Math.max(x0, x1))
  const bottom = Math.max(Math.min(...ys), Math.min(y0, y1))
  const top = Math.min(Math.max(...ys), Math.max(y0, y1))
  const page = Math.abs((x1 - x0) * (y1 - y0))
  if (page === 0 || right <= left || top <= bottom) return 0
  return ((right - left) * (top - bottom)) / page
}

function asMatrix(args: unknown[] | null): Matrix {
  const m = (args ?? []).map(Number)
  if (m.length < 6 || m.some(n => !Number.isFinite(n))) return [1, 0, 0, 1, 0, 0]
  return m.slice(0, 6) as Matrix
}

/** m then n, as PDF concatenates: the result maps through m first. */
function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m
  const [na, nb, nc, nd, ne, nf] = n
  return [
    a * na + b * nc,
    a * nb + b * nd,
    c * na + d * nc,
    c * nb + d * nd,
    e * na + f * nc + ne,
    e * nb + f * nd + nf
  ]
}

function render(reason: string): ScanImagePlan {
  return { kind: 'render', reason }
}
