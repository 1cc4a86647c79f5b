/**
 * What the PyMuPDF child read, as the same outcome pdf.js reading gives (extract.ts): each page's
 * runs put in reading order by layout.ts, within the same budget, the same info fields.
 */
import { countTextChars, documentOf, MIN_PAGE_TEXT_CHARS, textOutcome } from './extract.js'
import { layoutPlaced, placedRun, type Placed } from './layout.js'
import { PageBudget } from './page-budget.js'
import type { ChildPage, ChildRead } from './pymupdf-child.js'
import type { ExtractOutcome, PageText } from '../types.js'

export interface DocOptions {
  maxTokens?: number
  maxPages?: number
  now?: Date
}

export function outcomeOfRead(read: ChildRead, path: string, options: DocOptions): ExtractOutcome {
  const budget = new PageBudget(options.maxTokens, options.maxPages)
  for (let number = 1; number <= read.pageCount; number++) {
    if (!budget.wants(number)) break
    const page = read.pages[number - 1]
    if (page === undefined) {
      budget.truncated = true
      break
    }
    if (!budget.add(pageText(number, page), page.cut)) break
  }
  const now = options.now ?? new Date()
  const doc = documentOf(path, read.pageCount, budget.pages, budget.truncated, read.info, now)
  return textOutcome(doc, false)
}

function pageText(number: number, page: ChildPage): PageText {
  const { text, spans } = layoutPlaced(placed(page.runs))
  const source =
    countTextChars(text, MIN_PAGE_TEXT_CHARS) >= MIN_PAGE_TEXT_CHARS ? 'text-layer' : 'none'
  return { page: number, text, source, spans }
}

/**
 * The runs as layout places them, without the pdf.js-shaped item in between: the child's font
 * size is what `layoutPage` reads from a transform [size, 0, 0, size, x, y] (its hypot), and the
 * height it falls back to is that size too.
 */
function placed(runs: ChildPage['runs']): Placed[] {
  const out: Placed[] = []
  for (let order = 0; order < runs.length; order++) {
    const [str, x, y, width, size] = runs[order]!
    const run = placedRun(str, x, y, width, Math.abs(size) || 1, order)
    if (run !== undefined) out.push(run)
  }
  return out
}
