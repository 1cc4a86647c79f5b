/**
 * The heuristic analysis of one document: date, category, keywords, summary, a confidence in
 * [0, 1], whether a model could help (not when date, decided category and a keyword are found),
 * and every candidate with the reason for each winner. Pure.
 */
import { scoreCategories, type CategoryResult } from './category.js'
import { pickDate, type DatePick } from './date-pick.js'
import type { DateOptions } from './dates.js'
import { creationFallback } from './fallback-date.js'
import { findIssuer, type IssuerResult } from './issuer.js'
import { categoryTerms, titleWords } from './keywords.js'
import { detectLocale } from './locale.js'
import { indexPositions } from './positions.js'
import { FALLBACK_CATEGORY, type Rules } from './rules.js'
import type { Analysis, ExtractedDocument } from '../types.js'
import { round, words } from './words.js'

/** Lines of page 1 that count as the heading zone (markers there count double). */
const HEADING_LINES = 5

type AnalysedDocument = Pick<ExtractedDocument, 'pages' | 'text' | 'infoDates' | 'title'>

/** `options.order` reads 03/04/2024 when the document's language and country say nothing. */
export function analyze(doc: AnalysedDocument, rules: Rules, options: DateOptions): Analysis {
  const positions = indexPositions(doc)
  const locale = detectLocale(doc.text)
  const order = locale.order ?? options.order
  const settled = locale.order !== undefined
  const date = pickDate(doc, rules, { order, now: options.now, orderSettled: settled }, positions)
  const headingEnd = positions.endOfLine(HEADING_LINES)
  const category = scoreCategories({ text: doc.text, headingEnd, title: doc.title }, rules)
  const issuer = findIssuer(doc.text, rules, positions)
  const terms = categoryTerms(
    doc.text,
    rules.categories.find(c => c.name === category.category)
  )
  const found = issuer.issuer
  const names = found === null ? [] : [found.brand, found.name].filter(n => n !== undefined)
  const keywords = unique([...names, ...terms])
  const exclude = new Set([
    category.category,
    ...keywords.flatMap(k => words(k).map(w => w.word.toLowerCase()))
  ])
  const summary = titleWords(doc.title, rules, exclude)
  const fallback = date.value === null ? creationFallback(doc, date, options.now) : undefined
  return {
    ...decide(date, category, issuer, keywords, summary),
    ...(fallback === undefined ? {} : { fallbackDate: fallback }),
    ...(found === null ? {} : { issuer: found.name }),
    explanation: {
      language: locale.language,
      dateOrder: {
        order,
        from: settled ? locale.signals.join(', ') : 'no language or country signal; --date-order'
      },
      dates: date.candidates,
      dateWhy: date.why,
      categories: category.scores,
      categoryWhy: category.why,
      issuers: issuer.candidates,
      issuerWhy: issuer.why
    }
  }
}

/**
 * Whether OCR should take a second look at a scan for its date (read/extract.ts): its text is of
 * a kind that bears a date (any category the rules know: an invoice, a receipt, a letter …,
 * decided or not) and yet gives none that `analyze` would pick.
 */
export function secondLookTest(rules: Rules, options: DateOptions): (text: string) => boolean {
  return text => {
    const page = { page: 1, text, source: 'ocr' as const }
    const analysis = analyze({ pages: [page], text, infoDates: {} }, rules, options)
    return analysis.date === null && analysis.category !== FALLBACK_CATEGORY
  }
}

function decide(
  date: DatePick,
  category: CategoryResult,
  issuer: IssuerResult,
  keywords: string[],
  summary: string[]
): Analysis {
  const found = date.value !== null
  const dateScore = found ? (date.keyword === undefined ? 0.7 : 1) : 0
  const categoryScore = category.decided
    ? 0.6 + 0.4 * category.margin
    : category.scores.length > 0
      ? 0.3
      : 0
  const keywordScore = issuer.issuer !== null ? 1 : keywords.length > 0 ? 0.6 : 0
  const gaps = [
    ...(found ? [] : ['no date in the text']),
    ...(category.decided ? [] : ['category not decided']),
    ...(keywords.length > 0 ? [] : ['no keywords'])
  ]
  const confident = gaps.length === 0
  return {
    date: date.value,
    ...(date.precision === undefined ? {} : { datePrecision: date.precision }),
    dateSource: found ? 'text' : 'none',
    category: category.category,
    categoryDecided: category.decided,
    keywords,
    summary,
    confidence: round(0.4 * dateScore + 0.4 * categoryScore + 0.2 * keywordScore),
    needsLlm: !confident,
    reasons: [
      dateReason(date),
      `category ${category.why}`,
      keywords.length > 0
        ? `keywords: ${keywords.map(k => JSON.stringify(k)).join(', ')}${issuer.issuer === null ? '' : ` (issuer: ${issuer.why})`}`
        : 'no keywords found',
      confident
        ? 'confident: date, category and keywords found; no model needed'
        : `not confident: ${gaps.join(', ')}`
    ]
  }
}

function dateReason(date: DatePick): string {
  if (date.value === null) return `no document date in the text: ${date.why}`
  const near = date.keyword === undefined ? 'by position' : `near "${date.keyword}"`
  const month = date.precision === 'month' ? ', month precision (the first of the month)' : ''
  const ambiguous = date.ambiguous === true ? ', ambiguous day/month order' : ''
  return `date ${date.value} from the text ${near}${month}${ambiguous} (${date.candidates.length} date${date.candidates.length === 1 ? '' : 's'} found): ${date.why}`
}

/** The first of each spelling, case aside. */
function unique(list: string[]): string[] {
  const keys = list.map(item => item.toLowerCase())
  return list.filter((_, i) => keys.indexOf(keys[i]!) === i)
}
