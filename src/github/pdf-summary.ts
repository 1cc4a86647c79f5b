/** Pure Markdown for the job summaries of rename-pdfs and undo-pdfs. */
import { cell } from './summary.js'

export interface RenameRow {
  from: string
  to: string
  /** `text layer`, `OCR` or `mixed`. */
  source: string
  confidence: number
  llmAsked: boolean
}

export interface SkipRow {
  path: string
  message: string
}

export interface RenameSummary {
  dryRun: boolean
  renamed: RenameRow[]
  skipped: SkipRow[]
  /** Files moved to the review folder and why their names are not sure enough. */
  review?: SkipRow[]
  /** Where the commit went, or why it did not. */
  note: string
  /** The OCR engine that read the scans, when any page was OCR'd. */
  ocrEngine?: string
}

const SOURCES: Record<string, string> = {
  'text-layer': 'text layer',
  ocr: 'OCR',
  mixed: 'text layer + OCR',
  none: 'none'
}

export function sourceLabel(source: string): string {
  return SOURCES[source] ?? source
}

function codeCell(path: string): string {
  return `\`${cell(path).replace(/`/g, "'")}\``
}

export function renameSummaryMarkdown(summary: RenameSummary): string {
  const title = summary.dryRun ? 'PDF inbox: the plan (dry run)' : 'PDF inbox'
  const lines = [`## ${title}`, '']
  if (summary.renamed.length === 0) lines.push('No PDF to rename.', '')
  else {
    lines.push('| Old name | New name | Text | Confidence | Model asked |')
    lines.push('| --- | --- | --- | ---: | --- |')
    for (const row of summary.renamed)
      lines.push(
        `| ${codeCell(row.from)} | ${codeCell(row.to)} | ${sourceLabel(row.source)} | ${row.confidence.toFixed(2)} | ${row.llmAsked ? 'yes' : 'no'} |`
      )
    lines.push('')
  }
  if (summary.review !== undefined && summary.review.length > 0) {
    lines.push('### To review', '', '| File | Why the name is not sure |', '| --- | --- |')
    for (const row of summary.review) lines.push(`| ${codeCell(row.path)} | ${cell(row.message)} |`)
    lines.push('')
  }
  if (summary.skipped.length > 0) {
    lines.push('### Left in place', '', '| File | Reason |', '| --- | --- |')
    for (const row of summary.skipped)
      lines.push(`| ${codeCell(row.path)} | ${cell(row.message)} |`)
    lines.push('')
  }
  if (summary.ocrEngine !== undefined) lines.push(`Scans read by \`${summary.ocrEngine}\`.`, '')
  lines.push(summary.note)
  return lines.join('\n') + '\n'
}

export interface UndoRow {
  /** The name the run gave. */
  renamed: string
  /** The original name. */
  original: string
  status: string
  detail: string
}

export function undoSummaryMarkdown(run: string | null, rows: UndoRow[], note: string): string {
  const lines = [`## PDF inbox: undo ${run === null ? '' : cell(run)}`.trimEnd(), '']
  if (rows.length === 0) lines.push('Nothing to undo.', '')
  else {
    lines.push('| Renamed | Restored to | Status | Detail |', '| --- | --- | --- | --- |')
    for (const row of rows)
      lines.push(
        `| ${codeCell(row.renamed)} | ${codeCell(row.original)} | ${row.status} | ${cell(row.detail)} |`
      )
    lines.push('')
  }
  lines.push(note)
  return lines.join('\n') + '\n'
}
