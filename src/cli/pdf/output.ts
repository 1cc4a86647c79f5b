/** Lines for a batch report and an undo report. */
import { dirname, relative } from 'node:path'
import type { BatchReport, FileReport } from '../../pdf/batch.js'
import type { UndoReport } from '../../pdf/apply/undo.js'

export function batchLines(report: BatchReport, cwd: string): string[] {
  const show = (path: string): string => display(path, cwd)
  const lines = report.files.map(file => fileLine(file, show))
  lines.push('', summaryLine(report))
  if (report.undoLog !== undefined && report.totals.renamed > 0) {
    // Undo works inside one folder: name one that holds every name.
    const names = report.files.flatMap(f =>
      f.status === 'renamed' ? [f.path, f.target ?? f.path] : []
    )
    let folder = cwd
    for (const name of names)
      while (relative(folder, name).startsWith('..')) folder = dirname(folder)
    const dir = folder === cwd ? '' : ` ${quote(show(folder))}`
    lines.push(
      `undo with: pdf-rename undo --undo-log ${quote(show(report.undoLog))} --run ${report.runId}${dir}`
    )
  }
  return lines
}

function fileLine(file: FileReport, show: (path: string) => string): string {
  const duplicate =
    file.duplicateOf === undefined ? '' : ` (duplicate of ${show(file.duplicateOf)})`
  switch (file.status) {
    case 'renamed':
    case 'planned':
      return `${file.status.padEnd(9)} ${show(file.path)} -> ${show(file.target ?? '')}${duplicate}${model(file)}`
    case 'unchanged':
      return `unchanged ${show(file.path)}${duplicate}`
    case 'skipped':
    case 'failed':
      return `${file.status.padEnd(9)} ${show(file.path)}: ${file.reason ?? ''}`
  }
}

/** ` [OCR; model: date, category]`: where the text came from and what the model did. */
function model(file: FileReport): string {
  const notes: string[] = []
  if (file.textSource === 'ocr') notes.push('OCR')
  if (file.textSource === 'mixed') notes.push('partly OCR')
  const analysis = file.analysis
  if (analysis?.einvoice?.kind === 'used') notes.push(`${analysis.einvoice.flavour} XML`)
  if (analysis?.einvoice?.kind === 'failed') notes.push('XML not used')
  if (file.review !== undefined) notes.push(`to review: ${file.review.join('; ')}`)
  if (analysis?.dateSource === 'info') notes.push('date: PDF creation date')
  if (analysis?.dateSource === 'name') notes.push('date: file name')
  if (analysis?.datePrecision === 'month') notes.push('date: month precision')
  if (analysis?.needsLlm === true) {
    const llm = analysis.llm
    if (llm === undefined) notes.push('not confident')
    else if (llm.outcome !== 'answered') notes.push(`not confident, model ${llm.outcome}`)
    else notes.push(`model: ${llm.used.length === 0 ? 'nothing used' : llm.used.join(', ')}`)
  }
  return notes.length === 0 ? '' : ` [${notes.join('; ')}]`
}

function summaryLine(report: BatchReport): string {
  const t = report.totals
  const reviewed = report.files.filter(
    f => f.review !== undefined && (f.status === 'renamed' || f.status === 'planned')
  )
  const first = `${report.dryRun ? `planned ${t.planned}` : `renamed ${t.renamed}`}${reviewed.length === 0 ? '' : ` (${reviewed.length} to review)`}`
  const reasons = new Map<string, number>()
  for (const file of report.files)
    if (file.status === 'skipped')
      reasons.set(shortReason(file.reason), (reasons.get(shortReason(file.reason)) ?? 0) + 1)
  const why =
    reasons.size === 0 ? '' : ` (${[...reasons].map(([r, n]) => `${r}: ${n}`).join('; ')})`
  const ocr = report.ocrEngine === undefined ? '' : `; OCR engine: ${report.ocrEngine}`
  return `${first}, unchanged ${t.unchanged}, skipped ${t.skipped}${why}, failed ${t.failed}${ocr}`
}

function shortReason(reason: string | undefined): string {
  return (reason ?? 'unknown').split(/[:(]/)[0]!.trim()
}

export function undoLines(report: UndoReport, cwd: string): string[] {
  const show = (path: string): string => display(path, cwd)
  const lines = report.warnings.map(w => `warning: ${w}`)
  for (const item of report.items) {
    if (item.status === 'refused') lines.push(`refused   ${show(item.to)}: ${item.reason}`)
    else lines.push(`${item.status.padEnd(9)} ${show(item.to)} -> ${show(item.from)}`)
  }
  if (report.run === null) return lines
  const count = (status: string): number => report.items.filter(i => i.status === status).length
  lines.push(
    '',
    `run ${report.run}: restored ${count('restored') + count('already-restored')}, would restore ${count('would-restore')}, refused ${count('refused')}`
  )
  return lines
}

/** Relative to the working folder; quoted when a name holds a line break or other control. */
export function display(path: string, cwd: string): string {
  const rel = relative(cwd, path)
  const shown = rel === '' ? '.' : rel.startsWith('..') ? path : rel
  return /\p{Cc}/u.test(shown) ? JSON.stringify(shown) : shown
}

function quote(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : JSON.stringify(path)
}
