/**
 * Reading order for a page's text items: content-stream order puts a table's value far from its
 * label ("20-10-2015Invoice Date:"), so items go into visual lines (by baseline), left to right;
 * the spans keep each run's horizontal extent for label-above-value pairing.
 */
import type { TextSpan } from '../types.js'

/** Of a pdfjs-dist TextItem. */
export interface PositionedText {
  str: string
  /** [a, b, c, d, e, f]: e, f are the baseline origin; |(c, d)| is about the font size. */
  transform: number[]
  width: number
  height: number
}

/** A run at its baseline origin x, y (y up). */
export interface Placed {
  str: string
  x: number
  y: number
  width: number
  size: number
  order: number
}

export function layoutPage(items: PositionedText[]): { text: string; spans: TextSpan[] } {
  return layoutPlaced(place(items))
}

/** `layoutPage` of runs already placed, as the PyMuPDF reader gives them. */
export function layoutPlaced(placed: Placed[]): { text: string; spans: TextSpan[] } {
  const rows = groupRows(placed)
  const lines: string[] = []
  const spans: TextSpan[] = []
  let offset = 0
  rows.forEach((row, line) => {
    let text = ''
    let end = -Infinity
    const first = spans.length
    for (const item of row) {
      if (text !== '' && item.x - end > item.size * 0.2 && !endsInSpace(text)) text += ' '
      const str = text === '' || endsInSpace(text) ? item.str.trimStart() : item.str
      const start = offset + text.length
      text += str
      spans.push({ line, start, end: offset + text.length, x0: item.x, x1: item.x + item.width })
      end = item.x + item.width
    }
    text = text.trimEnd()
    for (let i = first; i < spans.length; i++)
      spans[i]!.end = Math.min(spans[i]!.end, offset + text.length)
    lines.push(text)
    offset += text.length + 1
  })
  return { text: lines.join('\n'), spans }
}

const SPACE = /\s/

/** Whether the last character is white space (`/\s$/` tries the whole string). */
function endsInSpace(text: string): boolean {
  return text !== '' && SPACE.test(text[text.length - 1]!)
}

function place(items: PositionedText[]): Placed[] {
  const placed: Placed[] = []
  for (let order = 0; order < items.length; order++) {
    const item = items[order]!
    const t = item.transform
    const size = Math.hypot(t[2] ?? 0, t[3] ?? 0) || item.height || 1
    const run = placedRun(item.str, t[4] ?? 0, t[5] ?? 0, item.width, size, order)
    if (run !== undefined) placed.push(run)
  }
  return placed
}

/** A run with its text in the form layout joins (NFC, white space folded); none when blank. */
export function placedRun(
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  order: number
): Placed | undefined {
  const str = text.normalize('NFC').replace(/\s+/g, ' ')
  return str.trim() === '' ? undefined : { str, x, y, width, size, order }
}

function groupRows(items: Placed[]): Placed[][] {
  const byY = [...items].sort((p, q) => q.y - p.y || p.order - q.order)
  const rows: Placed[][] = []
  let current: Placed[] = []
  let rowY = Infinity
  let rowSize = 0
  for (const item of byY) {
    if (current.length > 0 && rowY - item.y > Math.min(rowSize, item.size) * 0.5) {
      rows.push(current)
      current = []
    }
    if (current.length === 0) {
      rowY = item.y
      rowSize = item.size
    }
    current.push(item)
  }
  if (current.length > 0) rows.push(current)
  return rows.map(row => row.sort((p, q) => p.x - q.x || p.order - q.order))
}
