/**
 * Which of the dates in the text is the document's own date. Each date gets a role from the
 * layout of its line (date-context.ts) or else from its nearest whole label: on the same line
 * (before the value, or less strongly after it) or up to three lines above (a table header).
 * The score is the label's weight scaled by nearness, a small bonus for earlier and repeated
 * dates, a little less for month precision, two-digit years and readings against the order.
 * Dates of the excluded roles never win. Pure.
 */
import { lineContext } from './date-context.js'
import { findDates, type DateCandidate, type DateOrder } from './dates.js'
import type { Place, PositionIndex } from './positions.js'
import type { DateRole, Rules } from './rules.js'
import type { DateCandidateReport, ExtractedDocument } from '../types.js'
import { allMatches, matchedAlternative, round } from './words.js'

export interface DatePick {
  /** YYYYMMDD of the winner, null when no date may be the document date. */
  value: string | null
  precision?: 'day' | 'month'
  /** The winner's label, when one made it the document date. */
  keyword?: string
  /** The winner was read by a day/month order the document did not settle. */
  ambiguous?: boolean
  /** Strongest first. */
  candidates: DateCandidateReport[]
  why: string
}

interface Keyword {
  start: number
  end: number
  weight: number
  role: DateRole
  text: string
  from: Place
  to: Place
}

const REACH = 40
const LINES_ABOVE = 3
const POSITION_BONUS = 0.6
const REPEAT_BONUS = 0.2
const EXCLUDED = new Set<DateRole>(['birth', 'print', 'since', 'version', 'reference', 'copyright'])
/** Words that may sit between a label and its value ("Rechnung vom", "Facture du"). */
const LABEL_GLUE = new Set(['vom', 'von', 'am', 'du', 'le', 'on', 'of', 'van', 'op', 'den', 'de'])

export function pickDate(
  doc: Pick<ExtractedDocument, 'pages' | 'text'>,
  rules: Rules,
  options: { order: DateOrder; now: Date; orderSettled?: boolean },
  positions: PositionIndex
): DatePick {
  const found = findDates(doc.text, { order: options.order, now: options.now })
  if (found.length === 0) return { value: null, candidates: [], why: 'no date in the text' }
  const keywords = findKeywords(doc.text, rules, positions)
  const counts = new Map<string, number>()
  for (const d of found) counts.set(d.value, (counts.get(d.value) ?? 0) + 1)
  const reports = found.map((candidate, index) => {
    const from = positions.locate(candidate.start)
    const role = roleOf(doc.text, candidate, found, keywords, positions, from)
    const repeats = Math.min((counts.get(candidate.value) ?? 1) - 1, 3)
    const score =
      role.points +
      POSITION_BONUS * (1 - index / found.length) +
      REPEAT_BONUS * repeats +
      formatAdjustment(candidate)
    return {
      value: candidate.value,
      raw: candidate.raw,
      precision: candidate.precision,
      page: from.page + 1,
      line: from.line + 1,
      role: role.role,
      score: round(score),
      eligible: !EXCLUDED.has(role.role),
      label: role.label,
      // The document's language or country settled the order: then 03/04 is not ambiguous.
      ambiguous: candidate.ambiguous && options.orderSettled !== true ? true : undefined
    }
  })
  const ranked = [...reports].sort(
    (a, b) => Number(b.eligible) - Number(a.eligible) || b.score - a.score
  )
  const best = ranked[0]!
  if (!best.eligible)
    return {
      value: null,
      candidates: ranked,
      why: `no date may be the document date: ${describe(best)} and the others are ${[...new Set(ranked.map(r => r.role))].join(', ')} dates`
    }
  const next = ranked.find(r => r.eligible && r.value !== best.value)
  return {
    value: best.value,
    precision: best.precision,
    keyword: best.role === 'document' ? best.label : undefined,
    ambiguous: best.ambiguous,
    candidates: ranked,
    why: `${describe(best)} scores highest${next === undefined ? '' : `; next ${describe(next)}`}`
  }
}

function describe(report: DateCandidateReport): string {
  const label = report.label === undefined ? 'no label' : `"${report.label}"`
  return `${report.raw} (${label}, role ${report.role}, score ${report.score})`
}

function roleOf(
  text: string,
  candidate: DateCandidate,
  all: DateCandidate[],
  keywords: Keyword[],
  positions: PositionIndex,
  from: Place
): { role: DateRole; points: number; label?: string } {
  const lineStart = text.lastIndexOf('\n', candidate.start - 1) + 1
  const newline = text.indexOf('\n', candidate.end)
  const lineEnd = newline === -1 ? text.length : newline
  const context = lineContext(text, candidate, lineStart, lineEnd, all)
  const label = nearestLabel(candidate, keywords, positions, from)
  // A strong label on the line outranks the layout, except for stamps and copyright lines —
  // and except the title word itself ("Rechnung vom" opening the line is the title).
  const lineIndent = lineStart + (/^\s*/.exec(text.slice(lineStart, lineEnd))?.[0].length ?? 0)
  const strongLabel = label !== undefined && Math.abs(label.weight) >= 2 && label.start > lineIndent
  if (context !== undefined && (context.points === 0 || !strongLabel)) return context
  const labelled = label && { role: label.role, points: label.points, label: label.text }
  // The date a till prints with the time of day is the sale's, unless a label says otherwise.
  const timed =
    TIME_BESIDE.test(text.slice(candidate.end, candidate.end + 14)) ||
    TIME_BEFORE.test(text.slice(Math.max(lineStart, candidate.start - 14), candidate.start))
  if (timed && (labelled === undefined || (labelled.points >= 0 && labelled.points < SALE_TIME)))
    return { role: 'document', points: SALE_TIME, label: 'with the time of day' }
  return labelled ?? { role: 'other', points: 0 }
}

/** A time of day right after the date ("18/03/18 09:03", "10.10.2017, 4:22:12 PM") or before it. */
const TIME_BESIDE = /^[ \t,]{1,3}(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d.,])/u
const TIME_BEFORE = /(?<![\d.,:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s?[ap]m)?[ \t,]{1,3}$/iu
const SALE_TIME = 1.5

/** The date labels in the text; one followed directly by another is one, with the first's role. */
function findKeywords(text: string, rules: Rules, positions: PositionIndex): Keyword[] {
  if (rules.dateKeywordWords === null) return []
  const keywords: Keyword[] = []
  const matches = allMatches(rules.dateKeywordWords, text)
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!
    let end = m.index + m[0].length
    // "Original invoice date": the first label is the qualifier.
    while (i + 1 < matches.length && /^[ \t]*$/.test(text.slice(end, matches[i + 1]!.index))) {
      i++
      end = matches[i]!.index + matches[i]![0].length
    }
    if (!isWholeLabel(text, end)) continue
    const { weight, role } = rules.dateKeywords[matchedAlternative(m)]!
    keywords.push({
      start: m.index,
      end,
      weight,
      role: role ?? (weight >= 0 ? 'document' : 'other'),
      text: text.slice(m.index, end),
      from: positions.locate(m.index),
      to: positions.locate(end)
    })
  }
  return keywords
}

const LOWER_WORD = /^[ \t]*([\p{Ll}][\p{L}'’-]*)/u

/**
 * A label followed by a lower-case word that qualifies it ("Date de facture associée",
 * "Rechnungsdatum der Vorauszahlung") names another date; glue words ("vom", "du") do not count.
 */
function isWholeLabel(text: string, end: number): boolean {
  const next = LOWER_WORD.exec(text.slice(end, end + 40))?.[1]
  return next === undefined || LABEL_GLUE.has(next) || next.length < 3
}

/** The nearest label within reach, with its weight scaled by nearness as `points`. */
function nearestLabel(
  candidate: DateCandidate,
  keywords: Keyword[],
  positions: PositionIndex,
  from: Place
): (Keyword & { points: number }) | undefined {
  const to = positions.locate(candidate.end)
  let nearest: { distance: number; keyword: Keyword } | undefined
  for (const keyword of keywords) {
    const d = distance(keyword, candidate, from, to)
    if (d === null || d > REACH) continue
    if (
      nearest === undefined ||
      d < nearest.distance ||
      (d === nearest.distance && Math.abs(keyword.weight) > Math.abs(nearest.keyword.weight))
    )
      nearest = { distance: d, keyword }
  }
  if (nearest === undefined) return undefined
  return {
    ...nearest.keyword,
    points: nearest.keyword.weight * (1 - nearest.distance / (REACH + 10))
  }
}

/** In characters (or their equivalent); null when the keyword cannot label this date. */
function distance(keyword: Keyword, date: DateCandidate, from: Place, to: Place): number | null {
  if (keyword.from.page !== from.page) return null
  const linesAbove = from.line - keyword.from.line
  if (linesAbove === 0) {
    if (keyword.end <= date.start) return date.start - keyword.end
    if (keyword.start >= date.end) return (keyword.start - date.end) * 1.5 + 4
    return null
  }
  if (linesAbove < 0 || linesAbove > LINES_ABOVE) return null
  const [kx0, kx1, dx0, dx1] = [keyword.from.x, keyword.to.x, from.x, to.x]
  if (kx0 !== undefined && kx1 !== undefined && dx0 !== undefined && dx1 !== undefined) {
    const gap = Math.max(0, Math.max(kx0, dx0) - Math.min(kx1, dx1))
    const charWidth = Math.max(1, (dx1 - dx0) / Math.max(1, date.end - date.start))
    return linesAbove * 6 + gap / charWidth
  }
  return linesAbove * 10 + Math.abs(from.column - keyword.from.column)
}

function formatAdjustment(candidate: DateCandidate): number {
  let adjustment = 0
  if (candidate.precision === 'month') adjustment -= 1
  if (candidate.swapped) adjustment -= 0.2
  if (candidate.twoDigitYear) adjustment -= 0.2
  if (candidate.ambiguous) adjustment -= 0.1
  return adjustment
}
