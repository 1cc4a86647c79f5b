/**
 * `node --import tsx canvas-probe.ts`: reads the text of a generated PDF through pdfjs-dist as
 * pdf-rename does, then uses the DOMMatrix global and renders the page; prints, as JSON, what
 * each gave and whether Node had loaded the `@napi-rs/canvas` module after each.
 */
import { createRequire } from 'node:module'
import { loadCanvas } from '../../src/pdf/read/ocr/page-image.js'
import { makeTextPdf } from './pdfs.js'
import { openBytes } from './scans.js'

const canvasFile = createRequire(import.meta.url).resolve(['@napi-rs', 'canvas'].join('/'))
const loaded = (): boolean => canvasFile in createRequire(import.meta.url).cache

const doc = await openBytes(await makeTextPdf([['Rechnung Nr. 42', 'Datum: 01.02.2023']]))
const page = await doc.getPage(1)
const text = (await page.getTextContent()).items.map(item => ('str' in item ? item.str : ''))
const afterText = loaded()
type Matrix = new (init: number[]) => { inverse(): { a: number } }
const inverse = new (globalThis as unknown as { DOMMatrix: Matrix }).DOMMatrix([
  2, 0, 0, 2, 0, 0
]).inverse().a
const afterMatrix = loaded()
const makeCanvas = loadCanvas()
if (makeCanvas === undefined) throw new Error('@napi-rs/canvas is not installed')
const viewport = page.getViewport({ scale: 1 })
const [width, height] = [Math.ceil(viewport.width), Math.ceil(viewport.height)]
const canvas = makeCanvas(width, height)
const context = canvas.getContext('2d')
const render = { canvas, canvasContext: context, viewport, background: 'white' }
await page.render(render as unknown as Parameters<typeof page.render>[0]).promise
const pixels = context.getImageData(0, 0, width, height).data
let dark = 0
for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) dark++
await doc.destroy()
process.stdout.write(JSON.stringify({ text, afterText, inverse, afterMatrix, dark }))
