/** What the model reads: the system part, the categories, hints and the text. Pure. */
import type { Analysis } from '../../types.js'

export const SYSTEM_PROMPT = [
  'You name scanned and digital documents for a filing system.',
  'Answer with one JSON object and nothing else:',
  '{"date": "YYYYMMDD" or null, "category": "...", "keywords": ["...", ...], "summary": "..."}',
  'Rules:',
  '- date: the date of the document itself (invoice date, letter date, statement date), written',
  '  as YYYYMMDD; it must appear in the text; null if the text has no such date.',
  '- category: exactly one of the allowed categories given below.',
  '- keywords: at most 3 words or names copied from the text, most specific first',
  '  (the issuing company, the subject). No dates, no amounts.',
  '- summary: at most 5 words describing the document, in its language.',
  '- Never invent anything that is not in the text.'
].join('\n')

interface PromptInput {
  text: string
  categories: string[]
  hints: Pick<Analysis, 'date' | 'dateSource' | 'category' | 'categoryDecided' | 'keywords'>
  /** The base name, never a folder. */
  fileName: string
}

export function buildPrompt(input: PromptInput): string {
  return [
    `Allowed categories: ${input.categories.join(', ')}`,
    '',
    'Hints from a rule-based reader (may be wrong or missing):',
    ...hintLines(input.hints),
    '',
    `Document text (file "${input.fileName}"):`,
    '"""',
    input.text.replace(/"""/g, '"'),
    '"""',
    '',
    'The JSON object:'
  ].join('\n')
}

export function buildRepairPrompt(prompt: string, problem: string): string {
  return [
    prompt,
    '',
    `Your previous answer could not be used: ${problem}`,
    'Answer again with only the JSON object, exactly in the form given.'
  ].join('\n')
}

function hintLines(hints: PromptInput['hints']): string[] {
  const date =
    hints.date === null
      ? 'none found'
      : `${hints.date}${hints.dateSource === 'info' ? ' (from file metadata, not the text)' : ''}`
  const category = `${hints.category}${hints.categoryDecided === true ? '' : ' (unsure)'}`
  const keywords = hints.keywords.length === 0 ? 'none found' : hints.keywords.join(', ')
  return [`- date: ${date}`, `- category: ${category}`, `- keywords: ${keywords}`]
}
