/**
 * The model step: ask, distrust the answer, merge what survives, record the exchange in
 * `analysis.llm`. A failing model leaves the heuristic result, with the reason.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { checkAnswer, parseAnswer, type CheckedAnswer, type ModelAnswer } from './answer.js'
import { findDates, type DateOrder } from '../dates.js'
import type { LlmClient } from './llm.js'
import { packageFile } from '../../../package-files.js'
import { buildPrompt, buildRepairPrompt, SYSTEM_PROMPT } from './llm-prompt.js'
import type { Analysis, AnalysisRefiner, LlmRecord } from '../../types.js'

interface RefinerOptions {
  client: LlmClient
  categories: string[]
  dateOrder: DateOrder
  now: () => Date
}

export function createLlmRefiner(options: RefinerOptions): AnalysisRefiner {
  const schema = schemaFor(options.categories)
  return async (analysis, doc) => {
    const record: LlmRecord = {
      endpoint: options.client.endpoint.url,
      model: options.client.model,
      attempts: 0,
      outcome: 'failed',
      used: [],
      rejected: []
    }
    if (doc.text.trim() === '') {
      const error = 'no text to show the model (empty text never goes to it)'
      const skipped: LlmRecord = { ...record, outcome: 'skipped', error }
      return recorded(analysis, skipped, [`model not asked: ${error}`])
    }

    const prompt = buildPrompt({
      text: doc.text,
      categories: options.categories,
      hints: analysis,
      fileName: basename(doc.path)
    })
    const answer = await ask(options.client, prompt, schema, record)
    if (answer === undefined) {
      const error = record.error ?? 'no answer'
      return recorded(analysis, record, [`model failed, heuristic result kept: ${error}`])
    }

    const now = options.now()
    const checked = checkAnswer(answer, {
      text: doc.text,
      categories: options.categories,
      textDates: findDates(doc.text, { order: options.dateOrder, now }).map(d => d.value),
      now
    })
    record.rejected = checked.rejected
    const merged = mergeAnswer(analysis, checked)
    record.used = merged.used
    record.outcome = 'answered'
    return recorded(
      merged.analysis,
      record,
      record.rejected.map(r => `model ${r.field} ${JSON.stringify(r.value)} rejected: ${r.reason}`)
    )
  }
}

/** The analysis with the exchange recorded and the reasons it adds. */
function recorded(analysis: Analysis, llm: LlmRecord, reasons: string[]): Analysis {
  return { ...analysis, llm, reasons: [...analysis.reasons, ...reasons] }
}

/** One request, and one repair request when the answer is not the JSON asked for. */
async function ask(
  client: LlmClient,
  prompt: string,
  schema: Record<string, unknown>,
  record: LlmRecord
): Promise<ModelAnswer | undefined> {
  let request = prompt
  for (let round = 1; round <= 2; round++) {
    const completion = await client.complete({ system: SYSTEM_PROMPT, prompt: request, schema })
    record.attempts += completion.attempts
    if (completion.kind === 'failed') {
      record.error = completion.reason
      return undefined
    }
    const parsed = parseAnswer(completion.text)
    if (parsed.kind === 'ok') {
      record.answer = parsed.answer
      delete record.error
      return parsed.answer
    }
    record.error = round === 1 ? parsed.reason : `after one repair request: ${parsed.reason}`
    request = buildRepairPrompt(prompt, parsed.reason)
  }
  return undefined
}

/**
 * Heuristics first: the model fills a date not from the text, an undecided category, and
 * keywords and summary where there are none.
 */
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
  for (const field of ['keywords', 'summary'] as const)
    if (heuristic[field].length === 0 && checked[field].length > 0) {
      merged[field] = checked[field]
      used.push(field)
    }
  merged.reasons.push(
    used.length === 0
      ? 'model asked; its answer added nothing the heuristics lacked'
      : `model filled: ${used.map(field => `${field} ${JSON.stringify(merged[field])}`).join(', ')}`
  )
  return { analysis: merged, used }
}

/** The shipped schema with `category` narrowed to the allowed set, for constrained decoding. */
function schemaFor(categories: string[]): Record<string, unknown> {
  const path = packageFile('schemas/pdf-answer.schema.json')
  const schema = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  const properties = schema.properties as Record<string, Record<string, unknown>>
  const { $schema: _schema, $id: _id, title: _title, description: _description, ...rest } = schema
  return {
    ...rest,
    properties: { ...properties, category: { type: 'string', enum: categories } }
  }
}
