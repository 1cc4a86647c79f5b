/** ExtractedDocuments built from text, for the pure heuristics tests. */
import { layoutPage, type PositionedText } from '../../src/pdf/read/layout.js'
import type { ExtractedDocument, PageText } from '../../src/pdf/types.js'

export function docFromText(
  text: string,
  extra: Partial<Pick<ExtractedDocument, 'title' | 'infoDates'>> = {}
): ExtractedDocument {
  const pages: PageText[] = text.split('\n\n').map((pageText, i) => ({
    page: i + 1,
    text: pageText,
    source: 'text-layer'
  }))
  return docFromPages(pages, extra)
}

/** A one-page document laid out from positioned runs, as the text layer gives them. */
export function docFromRuns(
  runs: { text: string; x: number; y: number }[],
  extra: Partial<Pick<ExtractedDocument, 'title' | 'infoDates'>> = {}
): ExtractedDocument {
  const items: PositionedText[] = runs.map(run => ({
    str: run.text,
    transform: [10, 0, 0, 10, run.x, run.y],
    width: run.text.length * 5,
    height: 10
  }))
  const { text, spans } = layoutPage(items)
  return docFromPages([{ page: 1, text, source: 'text-layer', spans }], extra)
}

function docFromPages(
  pages: PageText[],
  extra: Partial<Pick<ExtractedDocument, 'title' | 'infoDates'>>
): ExtractedDocument {
  const text = pages.map(p => p.text).join('\n\n')
  return {
    path: '/inbox/test.pdf',
    pageCount: pages.length,
    pages,
    text,
    infoDates: extra.infoDates ?? {},
    ...(extra.title === undefined ? {} : { title: extra.title }),
    truncated: false
  }
}
