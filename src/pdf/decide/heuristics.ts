/**
 * The heuristic analysis of one document: date, category, keywords, summary, a confidence in
 * [0, 1] and the decision whether a model could help. Pure: the rules, the date order and "now"
 * come in, nothing goes out but the Analysis.
 *
 * Confident (no LLM needed) = a date found in the text, the category decided with its margin,
 * and at least one keyword. confidence = 0.4 * date + 0.4 * category + 0.2 * keywords, where a
 * date found next to a date keyword scores 1 (without one 0.7, from the info dictionary 0.3), a
 * decided category 0.6 + 0.4 * margin (a guess 0.3), the issuer 1 (other keywords 0.6).
 */
import { scoreCategories, type CategoryResult } from './category.js'
import { pickDate, type DatePick } from './date-pick.js'
import type { DateOrder } from './dates.js'
import { findIssuer, type Issuer } from './issuer.js'
import { categoryTerms, titleWords } from './keywords.js'
import { indexPositions } from './positions.js'
import type { Rules } from './rules.js'
import type { Analysis, ExtractedDocument } from '../types.js'
import { testOnce, words } from './words.js'

export interface HeuristicOptions {
  order: DateOrder
  now: Date
}

/** Lines of page 1 that count as the heading zone (markers there count double). */
export const HEADING_LINES = 5

export function analyze(
  doc: Pick<ExtractedDocument, 'pages' | 'text' | 'infoDates' | 'title'>,
  rules: Rules,
  options: HeuristicOptions
): Analysis {
  const positions = indexPositions(doc)
  const headingEnd = positions.endOfLine(HEADING_LINES)
  const date = pickDate(doc, rules, options, positions)
  const category = scoreCategories(
    { text: doc.text, headingEnd, ...(doc.title === undefined ? {} : { title: doc.title }) },
    rules
  )
  const issuer = findIssuer(doc.text, rules, positions, word => isMarker(word, rules))
  const terms = categoryTerms(
    doc.text,
    rules.categories.find(c => c.name === category.category)
  )
  const keywords = unique([...(issuer === null ? [] : [issuer.name]), ...terms])
  const exclude = new Set([
    category.category,
    ...keywords.flatMap(k => words(k).map(w => w.word.toLowerCase()))
  ])
  const summary = titleWords(doc.title, rules, { exclude, isMarker: w => isMarker(w, rules) })
  return decide(date, category, issuer, keywords, summary)
}

function decide(
  date: DatePick,
  category: CategoryResult,
  issuer: Issuer | null,
  keywords: string[],
  summary: string[]
): Analysis {
  const dateScore =
    date.source === 'text'
      ? date.keyword === undefined
        ? 0.7
        : 1
      : date.source === 'info'
        ? 0.3
        : 0
  const categoryScore = category.decided
    ? 0.6 + 0.4 * category.margin
    : category.scores.length > 0
      ? 0.3
      : 0
  const keywordScore = issuer !== null ? 1 : keywords.length > 0 ? 0.6 : 0
  const confidence = round(0.4 * dateScore + 0.4 * categoryScore + 0.2 * keywordScore)
  const confident = date.source === 'text' && category.decided && keywords.length > 0
  return {
    date: date.value,
    dateSource: date.source,
    category: category.category,
    categoryDecided: category.decided,
    keywords,
    summary,
    confidence,
    needsLlm: !confident,
    reasons: [
      dateReason(date),
      categoryReason(category),
      keywords.length > 0
        ? `keywords: ${keywords.map(k => JSON.stringify(k)).join(', ')}${issuer === null ? '' : ` (issuer${issuer.legalForm ? ' with legal form' : ', top line'})`}`
        : 'no keywords found',
      confident
        ? 'confident: date, category and keywords found; no model needed'
        : `not confident: ${missing(date, category, keywords).join(', ')}`
    ]
  }
}

function dateReason(date: DatePick): string {
  if (date.source === 'none') return 'no date in the text or the PDF info; name starts 00000000'
  if (date.source === 'info')
    return `no date in the text; ${date.value} from the PDF info dictionary`
  const near = date.keyword === undefined ? 'by position' : `near "${date.keyword}"`
  return `date ${date.value} from the text ${near} (${date.distinct} distinct date${date.distinct === 1 ? '' : 's'})`
}

function categoryReason(category: CategoryResult): string {
  const [best, second] = category.scores
  if (best === undefined) return 'no category markers found; category other'
  const against = second === undefined ? 'no other category' : `next ${second.name} ${second.score}`
  const verdict = category.decided ? 'decided' : 'not decided'
  return `category ${best.name} ${verdict}: score ${best.score} (${best.found.slice(0, 3).join(', ')}), ${against}, margin ${category.margin}`
}

function missing(date: DatePick, category: CategoryResult, keywords: string[]): string[] {
  const gaps: string[] = []
  if (date.source !== 'text') gaps.push('no date in the text')
  if (!category.decided) gaps.push('category not decided')
  if (keywords.length === 0) gaps.push('no keywords')
  return gaps
}

function isMarker(word: string, rules: Rules): boolean {
  return rules.categories.some(
    category => category.markerRegex !== null && testOnce(category.markerRegex, word)
  )
}

function unique(list: string[]): string[] {
  const seen = new Set<string>()
  return list.filter(item => {
    const key = item.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
