/** What the PyMuPDF child read, as the outcome pdf.js reading gives (extract.ts). */
import { documentOf, layerPage, textOutcome, type ExtractOptions } from './extract.js'
import { layoutPlaced, placedRun, type Placed } from './layout.js'
import { PageBudget } from './budget.js'
import type { ChildPage, ChildRead, PackedPage } from './pymupdf-child.js'
import type { EInvoiceRead } from '../einvoice/attachments.js'
import type { ExtractOutcome } from '../types.js'

/** The XML parser loads only for attached files. */
export async function einvoiceOfRead(read: ChildRead): Promise<EInvoiceRead | undefined> {
  if (read.filesError !== undefined) {
    const message = `the attachments could not be read: ${read.filesError}`
    return { kind: 'failed', attachment: '', message }
  }
  if (read.files === undefined || read.files.length === 0) return undefined
  const { pickEInvoice } = await import('../einvoice/parse.js')
  return pickEInvoice(read.files.map(f => ({ name: f.name, bytes: Buffer.from(f.b64, 'base64') })))
}

export function outcomeOfRead(
  read: ChildRead,
  path: string,
  options: Pick<ExtractOptions, 'maxTokens' | 'maxPages' | 'now'>,
  einvoice?: EInvoiceRead
): ExtractOutcome {
  const budget = new PageBudget(options.maxTokens, options.maxPages)
  for (let number = 1; number <= read.pageCount; number++) {
    if (!budget.wants(number)) break
    const page = read.pages[number - 1]
    if (page === undefined) {
      budget.truncated = true
      break
    }
    const placed = 'f32' in page ? placedPacked(page) : placedRuns(page)
    if (!budget.add(layerPage(number, layoutPlaced(placed)), page.cut)) break
  }
  const now = options.now ?? new Date()
  return textOutcome(documentOf(path, read.pageCount, budget, read.info, now, einvoice), false)
}

/** The child's font size is what `layoutPage` reads from a transform [size, 0, 0, size, x, y]. */
function placedRuns(page: Extract<ChildPage, { runs: unknown }>): Placed[] {
  return page.runs.flatMap(([str, x, y, width, size], order) => {
    const run = placedRun(str, x, y, width, Math.abs(size) || 1, order)
    return run === undefined ? [] : [run]
  })
}

/** The same numbers as `runs`: the same double operations on the same float32 values. */
export function placedPacked(page: PackedPage): Placed[] {
  const bytes = Buffer.from(page.f32, 'base64')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const { texts, height } = page
  if (bytes.byteLength !== texts.length * 20) throw new Error('malformed packed page')
  const out: Placed[] = []
  for (let order = 0; order < texts.length; order++) {
    const at = order * 20
    const x = view.getFloat32(at, true)
    const y = height - view.getFloat32(at + 4, true)
    const width = view.getFloat32(at + 12, true) - view.getFloat32(at + 8, true)
    const size = view.getFloat32(at + 16, true)
    const run = placedRun(texts[order]!, x, y, width, Math.abs(size) || 1, order)
    if (run !== undefined) out.push(run)
  }
  return out
}
