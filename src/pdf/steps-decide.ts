/** Batch steps that decide the names: analyse, refine (the model seam), plan. */
import type { RenameSettings } from './settings.js'
import { dirname, resolve } from 'node:path'
import { settingName } from '../settings/errors.js'
import { pending, type Batch, type Item } from './batch.js'
import { buildStem } from './plan/filename.js'
import { applyDateFallback, NO_DATE_REASON } from './decide/fallback-date.js'
import { analyze } from './decide/heuristics.js'
import { planBatch } from './plan/plan.js'
import type { AnalysisRefiner } from './types.js'
import { milestone } from './run-trace.js'

type AnalyseOptions = Parameters<typeof analyze>[2]

/** Files the read step has not analysed already (readFiles analyses each file once it is read). */
export async function analyseFiles(batch: Batch): Promise<void> {
  const options = analyseOptions(batch)
  for (const item of pending(batch)) analyseOne(item, batch, options)
}

export function analyseOptions(batch: Batch): AnalyseOptions {
  return { order: batch.settings.dateOrder, now: batch.deps.now() }
}

export function analyseOne(item: Item, batch: Batch, options: AnalyseOptions): void {
  if (item.doc === undefined || item.report.analysis !== undefined) return
  if (item.report.status !== 'planned') return
  item.report.analysis = analyze(item.doc, batch.rules, options)
  milestone('file analysed')
}

export async function refineWithModel(batch: Batch): Promise<void> {
  const refine = batch.deps.refine
  if (batch.settings.useLlm && refine !== undefined)
    for (const item of pending(batch)) await refineOne(item, refine, batch.settings)
  for (const item of batch.items) delete item.doc
  for (const item of pending(batch)) datedOrLeft(item)
}

/** The date fallbacks after the model (fallback-date.ts); an undated file stays where it is. */
function datedOrLeft(item: Item): void {
  const analysis = item.report.analysis
  if (analysis === undefined) return
  item.report.analysis = applyDateFallback(analysis)
  if (item.report.analysis.date !== null) return
  item.report.status = 'skipped'
  item.report.reason = NO_DATE_REASON
}

async function refineOne(
  item: Item,
  refine: AnalysisRefiner,
  settings: Pick<RenameSettings, 'requireLlm' | 'surface'>
): Promise<void> {
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

export async function planNames(batch: Batch): Promise<void> {
  const { settings, deps } = batch
  const items = pending(batch).filter(item => item.report.analysis !== undefined)
  const outDir = settings.outDir === undefined ? undefined : resolve(deps.cwd, settings.outDir)
  const inputs = items.map(item => ({
    path: item.report.path,
    targetDir: outDir ?? dirname(item.report.path),
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
