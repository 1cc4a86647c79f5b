/**
 * Heuristics first, the model fills the gaps. Pure.
 *
 * - date: a date the heuristics found in the text wins; otherwise the model's checked date
 *   (it replaces an info-dictionary date or none);
 * - category: a decided heuristic category wins; otherwise the model's allowed category;
 * - keywords and summary: the model's only where the heuristics have none.
 */
import type { CheckedAnswer } from './answer.js'
import type { Analysis, LlmRecord } from '../../types.js'

export function mergeAnswer(
  heuristic: Analysis,
  checked: CheckedAnswer
): { analysis: Analysis; used: LlmRecord['used'] } {
  const used: LlmRecord['used'] = []
  const merged: Analysis = { ...heuristic, reasons: [...heuristic.reasons] }
  if (heuristic.dateSource !== 'text' && checked.date !== null) {
    merged.date = checked.date
    merged.dateSource = 'model'
    used.push('date')
  }
  const categoryOpen = heuristic.categoryDecided !== true
  if (categoryOpen && checked.category !== null && checked.category !== heuristic.category) {
    merged.category = checked.category
    used.push('category')
  }
  if (heuristic.keywords.length === 0 && checked.keywords.length > 0) {
    merged.keywords = checked.keywords
    used.push('keywords')
  }
  if (heuristic.summary.length === 0 && checked.summary.length > 0) {
    merged.summary = checked.summary
    used.push('summary')
  }
  merged.reasons.push(
    used.length === 0
      ? 'model asked; its answer added nothing the heuristics lacked'
      : `model filled: ${used.map(field => `${field} ${JSON.stringify(merged[field])}`).join(', ')}`
  )
  return { analysis: merged, used }
}
