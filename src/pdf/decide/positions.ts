/**
 * Where an offset of the document text sits: page, line, column and, from the text layer's
 * spans, its x coordinate: so a label pairs with the value beside or below it.
 */
import type { ExtractedDocument, TextSpan } from '../types.js'

export interface Place {
  page: number
  line: number
  column: number
  /** x coordinate in PDF units, when known. */
  x?: number
}

interface PageIndex {
  start: number
  lineStarts: number[]
  spans: TextSpan[]
}

export type PositionIndex = ReturnType<typeof indexPositions>

export const PAGE_SEPARATOR = '\n\n'

export function indexPositions(doc: Pick<ExtractedDocument, 'pages'>) {
  const pages: PageIndex[] = []
  let start = 0
  for (const page of doc.pages) {
    const lineStarts = [0]
    for (let i = page.text.indexOf('\n'); i !== -1; i = page.text.indexOf('\n', i + 1))
      lineStarts.push(i + 1)
    pages.push({ start, lineStarts, spans: page.spans ?? [] })
    start += page.text.length + PAGE_SEPARATOR.length
  }
  return {
    locate: (offset: number): Place => locate(pages, offset),
    /** Offset where page 1's `n`-th line ends (the heading zone), or the text length. */
    endOfLine: (n: number): number => {
      const first = pages[0]
      if (first === undefined) return 0
      const next = first.lineStarts[n]
      return next === undefined ? (pages[1]?.start ?? start) : next - 1
    }
  }
}

function locate(pages: PageIndex[], offset: number): Place {
  let pageNumber = 0
  while (pageNumber + 1 < pages.length && pages[pageNumber + 1]!.start <= offset) pageNumber++
  const page = pages[pageNumber]
  if (page === undefined) return { page: 0, line: 0, column: offset }
  const local = offset - page.start
  const line = upperBound(page.lineStarts, local, start => start) - 1
  const column = local - (page.lineStarts[line] ?? 0)
  return { page: pageNumber, line, column, x: xAt(page.spans, local) }
}

/** How many items of `sorted` (ascending by `key`) have a key of at most `value`. */
export function upperBound<T>(sorted: T[], value: number, key: (item: T) => number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (key(sorted[mid]!) <= value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** x of the character boundary at `local`, interpolated inside the span that holds it. */
function xAt(spans: TextSpan[], local: number): number | undefined {
  const span = spans[upperBound(spans, local, s => s.start) - 1]
  if (span === undefined || local > span.end) return undefined
  const length = Math.max(1, span.end - span.start)
  return span.x0 + ((span.x1 - span.x0) * (local - span.start)) / length
}
