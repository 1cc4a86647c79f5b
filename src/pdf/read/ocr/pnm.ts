/** Netpbm encoders for page images: Leptonica reads them, and a header costs nothing next to PNG. */

/** pdfjs-dist's `ImageKind`: how the decoded pixels of an image object are laid out. */
export const ImageKind = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const

export interface RawImage {
  width: number
  height: number
  kind: number
  data: Uint8Array | Uint8ClampedArray
}

/** Encodes a decoded pdfjs image as PBM (1 bit) or PGM/PPM (8 bits). */
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
