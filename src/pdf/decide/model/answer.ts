/**
 * The model's answer, distrusted: the JSON object out of whatever wraps it, validated against the
 * schema, then each field checked on its own (a bad date keeps a good category). Pure.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js'
import { slugify } from '../../plan/filename.js'
import { dayNumber } from '../dates.js'
import validateAnswer from '../../../schemas/validate-pdf-answer.js'
import type { LlmRecord } from '../../types.js'

export type ModelAnswer = NonNullable<LlmRecord['answer']>

type ParsedAnswer = { kind: 'ok'; answer: ModelAnswer } | { kind: 'malformed'; reason: string }

type Rejection = LlmRecord['rejected'][number]

export type CheckedAnswer = ReturnType<typeof checkAnswer>

export interface AnswerContext {
  text: string
  categories: string[]
  /** YYYYMMDD (or YYYYMM00) values of the dates found in the text. */
  textDates: string[]
  now: Date
}

const MAX_KEYWORDS = 3
const MAX_SUMMARY_WORDS = 5

const validate = validateAnswer as ValidateFunction

export function parseAnswer(raw: string): ParsedAnswer {
  const object = extractJsonObject(stripThinking(raw))
  if (object === undefined) {
    const flat = raw.replace(/\s+/g, ' ').trim()
    const preview = JSON.stringify(flat.length > 120 ? `${flat.slice(0, 120)}…` : flat)
    return { kind: 'malformed', reason: `no JSON object in the answer: ${preview}` }
  }
  if (!validate(object)) {
    const problems = (validate.errors ?? [])
      .slice(0, 3)
      .map(error => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    return { kind: 'malformed', reason: `answer does not match the schema: ${problems.join('; ')}` }
  }
  return { kind: 'ok', answer: object as unknown as ModelAnswer }
}

/** Also an unclosed `<think>` block, up to the end. */
export function stripThinking(raw: string): string {
  return raw.replace(/<think>[\s\S]*?(?:<\/think>|$)/gi, ' ')
}

/** The first balanced `{…}` that parses as a JSON object, strings and escapes respected. */
export function extractJsonObject(text: string): Record<string, unknown> | undefined {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start)
    if (end === -1) continue
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1))
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>
    } catch {
      // not JSON from this brace; try the next one
    }
  }
  return undefined
}

function matchingBrace(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '{') depth++
    else if (ch === '}' && --depth === 0) return i
  }
  return -1
}

export function checkAnswer(answer: ModelAnswer, context: AnswerContext) {
  const rejected: Rejection[] = []
  return {
    date: checkDate(answer.date, context, rejected),
    category: checkCategory(answer.category, context.categories, rejected),
    keywords: checkKeywords(answer.keywords, context.text, rejected),
    summary: checkSummary(answer.summary, rejected),
    rejected
  }
}

function checkDate(value: string | null, context: AnswerContext, out: Rejection[]): string | null {
  if (value === null) return null
  const reason = dateProblem(value, context)
  if (reason !== undefined) out.push({ field: 'date', value, reason })
  return reason === undefined ? value : null
}

function dateProblem(value: string, { textDates, now }: AnswerContext): string | undefined {
  const year = Number(value.slice(0, 4))
  const month = Number(value.slice(4, 6))
  const day = Number(value.slice(6, 8))
  const monthOnly = day === 0 && textDates.includes(value)
  const date = new Date(Date.UTC(year, month - 1, monthOnly ? 1 : day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== (monthOnly ? 1 : day)
  )
    return 'not a valid date'
  if (year < 1900) return 'before 1900'
  if (Number(value) > dayNumber(now)) return 'in the future'
  if (textDates.length === 0 || textDates.includes(value)) return undefined
  if (textDates.some(found => found.endsWith('00') && found.slice(0, 6) === value.slice(0, 6)))
    return undefined
  return `not among the dates in the text (${[...new Set(textDates)].slice(0, 5).join(', ')})`
}

function checkCategory(value: string, allowed: string[], out: Rejection[]): string | null {
  const normalized = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
  if (allowed.includes(normalized)) return normalized
  const reason = `not one of the allowed categories (${allowed.join(', ')})`
  out.push({ field: 'category', value, reason })
  return null
}

function checkKeywords(values: string[], text: string, out: Rejection[]): string[] {
  const haystacks = folds(text).map(fold => `-${fold}-`)
  const kept: string[] = []
  for (const value of values) {
    const cleaned = clean(value, 'keywords', out)
    if (cleaned === '') continue
    const found = folds(cleaned).some(
      (needle, i) => needle !== '' && haystacks[i]!.includes(`-${needle}-`)
    )
    if (!found) out.push({ field: 'keywords', value, reason: 'not found in the text' })
    else if (!kept.some(k => k.toLowerCase() === cleaned.toLowerCase())) kept.push(cleaned)
  }
  return kept.slice(0, MAX_KEYWORDS)
}

function checkSummary(value: string, out: Rejection[]): string[] {
  const words = clean(value, 'summary', out).split(' ').filter(Boolean)
  if (words.length > MAX_SUMMARY_WORDS)
    out.push({ field: 'summary', value, reason: `longer than ${MAX_SUMMARY_WORDS} words; cut` })
  return words.slice(0, MAX_SUMMARY_WORDS)
}

/** Path separators, reserved file-name characters and control characters never reach a name. */
const UNSAFE = /[\p{Cc}\p{Cf}/\\:*?"<>|]|\.{2,}/gu

function clean(value: string, field: string, out: Rejection[]): string {
  const cleaned = value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()
  if (cleaned !== value.replace(/\s+/g, ' ').trim())
    out.push({ field, value, reason: 'path or control characters removed' })
  return cleaned
}

/**
 * Two spellings as `word-word`: umlauts transliterated (München -> muenchen) and accents dropped
 * (München -> munchen), so a keyword matches either way.
 */
function folds(text: string): [string, string] {
  const dropped = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return [slugify(text), dropped]
}
