/** Pure Markdown for the job summaries of rename-pdfs and undo-pdfs. */
import { cell, code } from '../github/summary.js'
import type { UndoReport } from '../pdf/apply/undo.js'
import type { InboxRename } from '../pdf/inbox/inbox-run.js'
import type { InboxSkip } from '../pdf/inbox/inbox.js'

export interface RenameSummary {
  dryRun: boolean
  renamed: Pick<InboxRename, 'from' | 'to' | 'textSource' | 'confidence' | 'llmAsked' | 'review'>[]
  skipped: Pick<InboxSkip, 'path' | 'message'>[]
  /** Where the commit went, or why it did not. */
  note: string
  ocrEngine?: string | undefined
}

export const SOURCE_LABELS: Record<InboxRename['textSource'], string> = {
  'text-layer': 'text layer',
  ocr: 'OCR',
  mixed: 'text layer + OCR',
  none: 'none'
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
        `| ${code(row.from)} | ${code(row.to)} | ${SOURCE_LABELS[row.textSource]} | ${row.confidence.toFixed(2)} | ${row.llmAsked ? 'yes' : 'no'} |`
      )
    lines.push('')
  }
  const review = summary.renamed.filter(row => row.review !== undefined)
  if (review.length > 0) {
    lines.push('### To review', '', '| File | Why the name is not sure |', '| --- | --- |')
    for (const row of review)
      lines.push(`| ${code(row.to)} | ${cell((row.review ?? []).join('; '))} |`)
    lines.push('')
  }
  if (summary.skipped.length > 0) {
    lines.push('### Left in place', '', '| File | Reason |', '| --- | --- |')
    for (const row of summary.skipped) lines.push(`| ${code(row.path)} | ${cell(row.message)} |`)
    lines.push('')
  }
  if (summary.ocrEngine !== undefined) lines.push(`Scans read by \`${summary.ocrEngine}\`.`, '')
  lines.push(summary.note)
  return lines.join('\n') + '\n'
}

export function undoSummaryMarkdown(
  { run, items }: Pick<UndoReport, 'run' | 'items'>,
  note: string
): string {
  const lines = [`## PDF inbox: undo ${run === null ? '' : cell(run)}`.trimEnd(), '']
  if (items.length === 0) lines.push('Nothing to undo.', '')
  else {
    lines.push('| Renamed | Restored to | Status | Detail |', '| --- | --- | --- | --- |')
    for (const item of items)
      lines.push(
        `| ${code(item.to)} | ${code(item.from)} | ${item.status} | ${cell(item.status === 'refused' ? item.reason : '')} |`
      )
    lines.push('')
  }
  lines.push(note)
  return lines.join('\n') + '\n'
}
