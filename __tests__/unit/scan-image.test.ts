import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { planScanImage, type OpCodes } from '../../src/pdf/read/ocr/scan-image.js'

const codes = OPS as unknown as OpCodes
const LETTER = [0, 0, 612, 792]
type Op = [keyof OpCodes, unknown[] | null]

function plan(ops: Op[], view = LETTER, rotate = 0) {
  return planScanImage(
    { fnArray: ops.map(([name]) => codes[name]), argsArray: ops.map(([, args]) => args) },
    codes,
    view,
    rotate
  )
}

const fullPage: Op[] = [
  ['save', null],
  ['transform', [612, 0, 0, 792, 0, 0]],
  ['paintImageXObject', ['img_p0_1', 2550, 3300]],
  ['restore', null]
]

describe('planScanImage: read the decoded scan or render the page', () => {
  it('reads a single full-page image as decoded', () => {
    expect(plan(fullPage)).toEqual({
      kind: 'object',
      objId: 'img_p0_1',
      matrix: [612, 0, 0, 792, 0, 0]
    })
  })

  it('keeps a slightly skewed scan (skew.pdf places its image 1.9 degrees off)', () => {
    const skewed: Op[] = [
      ['transform', [611.67, -19.92, 25.78, 791.58, -12.73, 10.17]],
      fullPage[2]!
    ]
    expect(plan(skewed).kind).toBe('object')
  })

  it('composes nested transforms and form matrices', () => {
    const nested: Op[] = [
      ['transform', [2, 0, 0, 2, 0, 0]],
      [
        'paintFormXObjectBegin',
        [
          [1, 0, 0, 1, 0, 0],
          [0, 0, 306, 396]
        ]
      ],
      ['transform', [306, 0, 0, 396, 0, 0]],
      ['paintInlineImageXObject', [{ width: 10, height: 10 }]],
      ['paintFormXObjectEnd', null]
    ]
    expect(plan(nested)).toEqual({
      kind: 'inline',
      image: { width: 10, height: 10 },
      matrix: [612, 0, 0, 792, 0, 0]
    })
  })

  it('forgets a transform after restore', () => {
    const ops: Op[] = [
      ['save', null],
      ['transform', [612, 0, 0, 792, 0, 0]],
      ['restore', null],
      ['paintImageXObject', ['img', 10, 10]]
    ]
    expect(plan(ops)).toEqual({ kind: 'render', reason: 'image covers 0% of the page' })
  })

  it.each<[string, Op[], number, string]>([
    ['a page /Rotate', fullPage, 90, 'page /Rotate is 90'],
    [
      'a small picture',
      [['transform', [300, 0, 0, 300, 50, 50]], fullPage[2]!],
      0,
      'image covers 19% of the page'
    ],
    ['two images', [...fullPage, fullPage[2]!], 0, 'page has 2 images'],
    ['text drawn', [['showText', [[]]], ...fullPage], 0, 'page draws text'],
    ['an image mask', [['paintImageMaskXObject', [{}]]], 0, 'page paints image masks or tiles'],
    [
      'a quarter turn',
      [['transform', [0, 792, -612, 0, 612, 0]], fullPage[2]!],
      0,
      'image is rotated or flipped'
    ],
    [
      'an upside-down image',
      [['transform', [612, 0, 0, -792, 0, 792]], fullPage[2]!],
      0,
      'image is rotated or flipped'
    ],
    [
      'a 10 degree turn',
      [['transform', [603, 106, -138, 780, 0, 0]], fullPage[2]!],
      0,
      'image is rotated'
    ],
    [
      'vector drawing only',
      [['constructPath', [0, [], null]]],
      0,
      'page draws only vector graphics'
    ]
  ])('renders for %s', (_name, ops, rotate, reason) => {
    expect(plan(ops, LETTER, rotate)).toEqual({ kind: 'render', reason })
  })

  it('calls a page that paints nothing blank', () => {
    expect(
      plan([
        ['save', null],
        ['restore', null]
      ])
    ).toEqual({ kind: 'blank' })
  })
})
