import {
  encodePnm,
  ImageKind,
  pbmFromBits,
  pgmFromRgba
} from '../../src/pdf/read/ocr/page-image.js'

const header = (bytes: Buffer, lines: number): string =>
  bytes.toString('latin1').split('\n').slice(0, lines).join('\n')

describe('PNM encoders for page images', () => {
  it('turns pdfjs 1-bit rows (set bit = white) into PBM (set bit = black)', () => {
    // 10 pixels wide: two bytes a row, the last 6 bits padding.
    const pbm = pbmFromBits(Uint8Array.from([0xff, 0xc0, 0x00, 0x00]), 10, 2)
    expect(header(pbm, 2)).toBe('P4\n10 2')
    expect([...pbm.subarray(pbm.length - 4)]).toEqual([0x00, 0x3f, 0xff, 0xff])
  })

  it('writes RGB as PPM unchanged and drops bytes beyond the image', () => {
    const rgb = Uint8Array.from([1, 2, 3, 4, 5, 6, 99])
    const ppm = encodePnm({ width: 2, height: 1, kind: ImageKind.RGB_24BPP, data: rgb })
    expect(ppm.toString('latin1')).toBe('P6\n2 1\n255\n' + String.fromCharCode(1, 2, 3, 4, 5, 6))
  })

  it.each([
    ['opaque black', [0, 0, 0, 255], 0],
    ['opaque white', [255, 255, 255, 255], 255],
    ['transparent black shows the white paper', [0, 0, 0, 0], 255],
    ['half-transparent black is mid grey', [0, 0, 0, 128], 127],
    ['pure green is fairly light', [0, 255, 0, 255], 149]
  ])('greys RGBA over white: %s', (_name, rgba, grey) => {
    const pgm = pgmFromRgba(Uint8ClampedArray.from(rgba), 1, 1)
    expect(header(pgm, 3)).toBe('P5\n1 1\n255')
    expect(pgm[pgm.length - 1]).toBe(grey)
  })

  it.each([
    [{ width: 0, height: 5, kind: 1, data: new Uint8Array(0) }, 'image has no pixels (0x5)'],
    [
      { width: 16, height: 2, kind: 1, data: new Uint8Array(3) },
      'image data has 3 bytes; expected at least 4'
    ],
    [
      { width: 1, height: 1, kind: 7, data: new Uint8Array(4) },
      'unsupported image kind 7; expected 1, 2 or 3 (pdfjs ImageKind)'
    ]
  ])('refuses malformed images with the reason', (image, message) => {
    expect(() => encodePnm(image)).toThrow(message)
  })
})
