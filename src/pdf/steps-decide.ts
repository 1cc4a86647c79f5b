/** Batch steps that decide the names. */
import { dirname, resolve } from 'node:path'
import { settingName } from '../settings/errors.js'
import { pending, type Batch, type Item } from './batch.js'
import { buildStem } from './plan/filename.js'
import { applyDateFallback, NO_DATE_REASON } from './decide/fallback-date.js'
import { analyze } from './decide/heuristics.js'
import type { Rules } from './decide/rules.js'
import { notUsed, withEInvoice } from './einvoice/decide.js'
import { reviewReasons, weighName } from './plan/confidence.js'
import { nameDateFallback, withNameDate } from './plan/name-date.js'
import { planBatch } from './plan/plan.js'
import type { Analysis, AnalysisRefiner, ExtractedDocument } from './types.js'

type AnalyseOptions = Parameters<typeof analyze>[2]

export async function analyseFiles(batch: Batch): Promise<void> {
  for (const item of pending(batch)) analyseOne(item, batch)
}

export function analyseOne(item: Item, batch: Batch): void {
  if (item.doc === undefined || item.report.analysis !== undefined) return
  if (item.report.status !== 'planned') return
  const options = { order: batch.settings.dateOrder, now: batch.startedAt }
  const analysis = decideDocument(item.doc, item.report.path, batch.rules, options)
  item.report.analysis = analysis
  const einvoice = item.doc.einvoice
  if (einvoice?.kind === 'failed')
    batch.warnings.push(`${batch.mover.display(item.report.path)}: ${notUsed(einvoice)}`)
  // Only the model step reads the text again.
  if (!(analysis.needsLlm && batch.settings.useLlm && batch.deps.refine !== undefined))
    delete item.doc
}

export async function refineWithModel(batch: Batch): Promise<void> {
  const refine = batch.deps.refine
  if (batch.settings.useLlm && refine !== undefined)
    for (const item of pending(batch)) await refineOne(item, refine, batch)
  for (const item of batch.items) delete item.doc
  for (const item of pending(batch)) datedOrLeft(item)
}

/** The text's analysis, the e-invoice's fields over it, the file name's date beside it. */
export function decideDocument(
  doc: ExtractedDocument,
  path: string,
  rules: Rules,
  options: AnalyseOptions
): Analysis {
  const text = analyze(doc, rules, options)
  return withNameDate(withEInvoice(text, doc.einvoice, { now: options.now, rules }), path, options)
}

export function dateFallbacks(analysis: Analysis): Analysis {
  return applyDateFallback(nameDateFallback(analysis))
}

function datedOrLeft(item: Item): void {
  const analysis = item.report.analysis
  if (analysis === undefined) return
  item.report.analysis = dateFallbacks(analysis)
  if (item.report.analysis.date !== null) return
  item.report.status = 'skipped'
  item.report.reason = NO_DATE_REASON
}

async function refineOne(item: Item, refine: AnalysisRefiner, { settings }: Batch): Promise<void> {
  const analysis = item.report.analysis
  if (analysis === undefined || item.doc === undefined || !analysis.needsLlm) return
  item.report.llmAsked = true
  try {
    item.report.analysis = await refine(analysis, item.doc)
  } catch (error) {
    item.report.analysis = {
      ...analysis,
      reasons: [
        ...analysis.reasons,
        `model failed, heuristic result kept: ${(error as Error).message}`
      ]
    }
  }
  const llm = item.report.analysis.llm
  if (settings.requireLlm && llm?.outcome === 'failed') {
    item.report.status = 'failed'
    item.report.reason = `model failed and ${settingName('require-llm', settings.surface)} is set: ${llm.error ?? 'no answer'}`
  }
}

/** A name below the review threshold goes to the review folder, or stays with the reasons. */
export async function weighNames(batch: Batch): Promise<void> {
  const { reviewBelow, reviewDir, surface } = batch.settings
  for (const item of pending(batch)) {
    const analysis = item.report.analysis
    if (analysis === undefined) continue
    const { confidence, parts } = weighName(analysis)
    Object.assign(analysis, { confidence, parts })
    const why = reviewReasons(parts, reviewBelow)
    if (why.length === 0) continue
    item.report.review = why
    if (reviewDir !== undefined) continue
    item.report.status = 'skipped'
    item.report.reason = `not sure enough to rename (confidence ${confidence.toFixed(2)} < ${settingName('review-below', surface)} ${reviewBelow}): ${why.join('; ')}`
  }
}

export async function planNames(batch: Batch): Promise<void> {
  const { settings, deps } = batch
  const items = pending(batch).filter(item => item.report.analysis !== undefined)
  const outDir = settings.outDir === undefined ? undefined : resolve(deps.cwd, settings.outDir)
  const reviewDir =
    settings.reviewDir === undefined ? undefined : resolve(deps.cwd, settings.reviewDir)
  const inputs = items.map(item => ({
    path: item.report.path,
    targetDir:
      (item.report.review === undefined ? undefined : reviewDir) ??
      outDir ??
      dirname(item.report.path),
    stem: buildStem(item.report.analysis!),
    sha256: item.report.sha256!
  }))
  const names = new Map<string, string[]>()
  for (const dir of new Set(inputs.map(input => input.targetDir)))
    names.set(dir, await batch.mover.names(dir))
  batch.plan = planBatch(inputs, dir => names.get(dir) ?? [])
  batch.plan.forEach((planned, i) => {
    const report = items[i]!.report
    report.target = planned.target
    if (planned.duplicateOf !== undefined) report.duplicateOf = planned.duplicateOf
    report.status = planned.action === 'unchanged' ? 'unchanged' : 'planned'
    if (planned.action === 'unchanged') report.reason = 'already carries its planned name'
  })
}
