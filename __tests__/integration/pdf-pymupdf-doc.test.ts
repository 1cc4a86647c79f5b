/**
 * The PyMuPDF child's packed page (float32s in base64, pymupdf-reader.py) gives the very runs,
 * and so the same document, as the page sent one array a run: y = height - oy and width = x1 - x0
 * are computed here in doubles from the same float32 values, as the child computes them.
 */
import { spawnSync } from 'node:child_process'
import { placedPacked, outcomeOfRead } from '../../src/pdf/read/pymupdf-doc.js'
import {
  PYMUPDF_SCRIPT,
  type ChildRead,
  type PackedPage,
  type RunsPage
} from '../../src/pdf/read/pymupdf-child.js'

/** [text, origin x, origin y (down), x0, x1, size], every number a float32 as MuPDF's are. */
type Span = [string, number, number, number, number, number]

const f32 = Math.fround
const HEIGHT = f32(841.8897705078125) - f32(0)

function spans(count: number, seed: number): Span[] {
  const out: Span[] = []
  let s = seed
  const next = (): number => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const words = [
    'Rechnung',
    'Nr.',
    '2024-0815',
    'Datum:',
    '14.03.2024',
    'Königstraße',
    'Total',
    '€'
  ]
  for (let i = 0; i < count; i++) {
    const x0 = f32(20 + next() * 500)
    out.push([
      words[i % words.length]!,
      f32(x0 + next() * 0.01),
      f32(30 + next() * 780),
      x0,
      f32(x0 + 5 + next() * 120),
      f32(6 + next() * 14)
    ])
  }
  return out
}

function packed(page: Span[], cut = false): PackedPage {
  const view = new DataView(new ArrayBuffer(page.length * 20))
  page.forEach(([, ox, oy, x0, x1, size], i) =>
    [ox, oy, x0, x1, size].forEach((value, k) => view.setFloat32(i * 20 + k * 4, value, true))
  )
  const f32 = Buffer.from(view.buffer).toString('base64')
  return { cut, texts: page.map(span => span[0]), height: HEIGHT, f32 }
}

/** What the child sends when a number is not a float32: the runs computed there, in doubles. */
function runs(page: Span[], cut = false): RunsPage {
  return {
    cut,
    runs: page.map(([text, ox, oy, x0, x1, size]) => [text, ox, HEIGHT - oy, x1 - x0, size])
  }
}

function read(pages: (PackedPage | RunsPage)[]): ChildRead {
  return {
    sha256: 'x',
    size: 1,
    pageCount: pages.length,
    pages,
    info: { CreationDate: 'D:20240314120000Z', Title: 'Rechnung' }
  }
}

describe('the packed page of the PyMuPDF child', () => {
  const now = new Date('2024-06-01T00:00:00Z')

  it('gives the same document as the same spans sent as runs', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const pages = [spans(40, seed), spans(7, seed + 100)]
      const fromPacked = outcomeOfRead(read(pages.map(p => packed(p))), '/a.pdf', { now })
      const fromRuns = outcomeOfRead(read(pages.map(p => runs(p))), '/a.pdf', { now })
      expect(fromPacked).toEqual(fromRuns)
      expect(fromPacked.kind).toBe('text')
    }
  })

  it('mixes with pages sent as runs, and keeps the cut flag', () => {
    const pages = [spans(12, 7), spans(12, 8)]
    const mixed = outcomeOfRead(read([packed(pages[0]!), runs(pages[1]!, true)]), '/a.pdf', { now })
    const all = outcomeOfRead(read([runs(pages[0]!), runs(pages[1]!, true)]), '/a.pdf', { now })
    expect(mixed).toEqual(all)
  })

  it('places every run at the numbers the child would have sent', () => {
    const page = spans(30, 3)
    const placed = placedPacked(packed(page))
    expect(placed.map(({ x, y, width, size }) => [x, y, width, size])).toEqual(
      runs(page).runs.map(([, x, y, width, size]) => [x, y, width, size])
    )
  })

  it('refuses numbers that do not match its texts', () => {
    const page = packed(spans(3, 1))
    expect(() => placedPacked({ ...page, texts: [...page.texts, 'extra'] })).toThrow(/malformed/)
  })
})

/**
 * The flags the script reads from fitz at start: a stand-in module, so that `page_of` runs on any
 * python3, with or without PyMuPDF (the page is a stand-in too).
 */
const FITZ_STAND_IN = `import sys, types
sys.modules["fitz"] = types.SimpleNamespace(
    TEXT_PRESERVE_WHITESPACE=1, TEXT_PRESERVE_LIGATURES=2, TEXT_MEDIABOX_CLIP=4)
`

/**
 * The script's own `page_of` on a stand-in page: the script up to its request loop, then the
 * page's spans as `get_text("dict")` gives them.
 */
function pageOf(spanList: Span[], patch = ''): string {
  const prefix = PYMUPDF_SCRIPT.slice(0, PYMUPDF_SCRIPT.indexOf('fitz.TOOLS.mupdf_display_errors'))
  const stand = `
class Rect:
    height = ${HEIGHT}
class Page:
    rect = Rect()
    def get_text(self, option, flags):
        spans = [{"text": t, "origin": (ox, oy), "bbox": (x0, 0.0, x1, 1.0), "size": s}
                 for t, ox, oy, x0, x1, s in ${JSON.stringify(spanList)}]
        ${patch}
        return {"blocks": [{"lines": [{"spans": spans}]}]}
send(page_of(Page(), 10 ** 6))
`
  const code = FITZ_STAND_IN + prefix + stand
  const run = spawnSync('python3', ['-I', '-c', code, '200'], { encoding: 'utf8' })
  expect(run.stderr).toBe('')
  return run.stdout.trim()
}

describe('the child script packs a page only when every number is a float32', () => {
  it('packs float32s, and the runs decode to the numbers it would have sent', () => {
    const page = spans(5, 11)
    const sent = JSON.parse(pageOf(page)) as PackedPage
    expect(Object.keys(sent).sort()).toEqual(['cut', 'f32', 'height', 'texts'])
    expect(placedPacked(sent).map(({ x, y, width, size }) => [x, y, width, size])).toEqual(
      runs(page).runs.map(([, x, y, width, size]) => [x, y, width, size])
    )
  })

  it('sends runs, computed there, when one number is not a float32', () => {
    const page = spans(5, 12)
    page[3]![2] = 412.1 // a double no float32 equals
    const sent = JSON.parse(pageOf(page)) as RunsPage
    expect(sent).toEqual({ cut: false, runs: runs(page).runs })
  })

  it('sends runs when a number is infinite (as JSON cannot say it, as before)', () => {
    const sent = pageOf(spans(2, 13), 'spans[1]["size"] = float("inf")')
    expect(sent).toMatch(/^\{"cut":false,"runs":\[.*,Infinity\]\]\}$/)
  })
})
