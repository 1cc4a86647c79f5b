/**
 * Which of the dates in the text is the document date. Each date is paired with its nearest
 * date keyword — on the same line (label before the value, or less strongly after it) or on one
 * of the three lines above when the keyword sits over the value (a table header) — and scores
 * that keyword's weight scaled by nearness: "Rechnungsdatum" pulls a date up, "fällig" or
 * "Lieferdatum" push it down. Earlier dates get a small bonus, as do dates that repeat. Without
 * any date in the text, the PDF info dates are the last fallback; nothing is ever made up.
 */
import { findDates, type DateCandidate, type DateOrder } from './dates.js'
import { indexPositions, type Place, type PositionIndex } from './positions.js'
import type { Rules, WeightedPattern } from './rules.js'
import type { ExtractedDocument } from '../types.js'
import { matchedAlternative } from './words.js'

export interface DatePick {
  value: string | null
  source: 'text' | 'info' | 'none'
  /** The keyword that made this date the document date, when one did. */
  keyword?: string
  /** Distinct dates found in the text. */
  distinct: number
}

interface Keyword {
  start: number
  end: number
  weight: number
  text: string
  from: Place
  to: Place
}

const REACH = 40
const LINES_ABOVE = 3
const POSITION_BONUS = 0.6
const REPEAT_BONUS = 0.2

export function pickDate(
  doc: Pick<ExtractedDocument, 'pages' | 'text' | 'infoDates'>,
  rules: Rules,
  options: { order: DateOrder; now: Date },
  positions: PositionIndex = indexPositions(doc)
): DatePick {
  const candidates = findDates(doc.text, options)
  if (candidates.length === 0) return fromInfo(doc.infoDates)
  const keywords = findKeywords(doc.text, rules.dateKeywords, rules.dateKeywordRegex, positions)
  const byValue = new Map<string, { score: number; count: number; keyword?: string }>()
  candidates.forEach((candidate, index) => {
    const association = associate(candidate, keywords, positions)
    const score =
      (association?.points ?? 0) +
      POSITION_BONUS * (1 - index / candidates.length) +
      formatAdjustment(candidate)
    const entry = byValue.get(candidate.value)
    if (entry === undefined || score > entry.score)
      byValue.set(candidate.value, {
        score,
        count: (entry?.count ?? 0) + 1,
        ...(association !== undefined && association.points > 0
          ? { keyword: association.text }
          : {})
      })
    else entry.count++
  })
  let best: { value: string; score: number; keyword?: string } | undefined
  for (const [value, entry] of byValue) {
    const score = entry.score + REPEAT_BONUS * Math.min(entry.count - 1, 3)
    if (best === undefined || score > best.score)
      best = { value, score, ...(entry.keyword === undefined ? {} : { keyword: entry.keyword }) }
  }
  return {
    value: best!.value,
    source: 'text',
    ...(best!.keyword === undefined ? {} : { keyword: best!.keyword }),
    distinct: byValue.size
  }
}

function fromInfo(info: ExtractedDocument['infoDates']): DatePick {
  const iso = info.creation ?? info.modification
  if (iso === undefined) return { value: null, source: 'none', distinct: 0 }
  return { value: iso.replace(/-/g, ''), source: 'info', distinct: 0 }
}

function findKeywords(
  text: string,
  list: WeightedPattern[],
  regex: RegExp | null,
  positions: PositionIndex
): Keyword[] {
  if (regex === null) return []
  return [...text.matchAll(regex)].map(m => {
    const end = m.index + m[0].length
    return {
      start: m.index,
      end,
      weight: list[matchedAlternative(m)]?.weight ?? 0,
      text: m[0],
      from: positions.locate(m.index),
      to: positions.locate(end)
    }
  })
}

function associate(
  candidate: DateCandidate,
  keywords: Keyword[],
  positions: PositionIndex
): { points: number; text: string } | undefined {
  const from = positions.locate(candidate.start)
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
  const closeness = 1 - nearest.distance / (REACH + 10)
  return { points: nearest.keyword.weight * closeness, text: nearest.keyword.text }
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
  const { x: kx0 } = keyword.from
  const { x: kx1 } = keyword.to
  const { x: dx0 } = from
  const { x: dx1 } = to
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
  return adjustment
}
