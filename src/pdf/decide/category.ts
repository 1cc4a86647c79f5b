/**
 * Category by weighted markers, read the way a clerk reads a document:
 * - the title decides first: a marker in the title line (the first short line of the heading zone
 *   that is mostly a document type — "Warenrechnung", "Rechnung Nr. 123 vom …", "AVOIR" — or the
 *   PDF title) counts five times;
 * - a document type used as a field label ("Lieferschein-Nr.", "Auftrag Nr.") names another
 *   document and counts a third;
 * - elsewhere in the heading zone a marker counts double, in the body once, plus a quarter for
 *   each further occurrence (at most four);
 * - markers marked `title` ("avoir", also a French verb) count only in a title line;
 * - a short till slip (cashier, cash given, change, "thank you") is a receipt whatever its
 *   heading says ("TAX INVOICE", "CASH BILL").
 * The best category is decided when it reaches the minimum score and leads the second by the
 * margin. Below the minimum the category is `other`; above it but without the margin the best
 * one is kept as a guess and `decided` is false (the model may do better).
 */
import {
  FALLBACK_CATEGORY,
  findMarkers,
  type CompiledCategory,
  type MarkerHit,
  type Rules
} from './rules.js'
import { tillSlipSignals } from './till-slip.js'
import type { CandidateReport } from '../types.js'
import { round } from './words.js'

export interface CategoryResult {
  category: string
  decided: boolean
  /** (best - second) / best, 0 when nothing scored. */
  margin: number
  /** Each with the marker texts found, strongest first, and where. */
  scores: CandidateReport[]
  why: string
}

/** Per place a marker is found, its factor; a marker found in several counts where it weighs most. */
const FACTOR = { title: 5, zone: 2, body: 1, field: 1 / 3 }
const REPEAT_BONUS = 0.25
const MAX_REPEATS = 4
const TILL_BONUS = 3
/** A marker of this weight or more is a document type, which a title line may hold. */
const TYPE_WEIGHT = 3
/**
 * After a marker: a number label, so the marker names a field ("Lieferschein-Nr.: 4711",
 * "Order No: 5") — joined by a hyphen, or followed by a colon. "Rechnung Nr. 123" is a title.
 */
const FIELD_AFTER =
  /^(?:-(?:nr|nummer|no|number)|[ \t]*(?:nr\.?|nummer|no\.?|number|n°|nº|#|num\.?)[ \t]*:)/iu
/** "Lieferschein-Nr.: 4711" is a field, not a title. */
const FIELD_LINE = /-(?:nr|nummer|no|number)\b|(?:nr\.?|no\.?|number|nummer|n°)\s*:/iu
/** What may stand in a title line besides the document type. */
const TITLE_FILLER =
  /(?:nr\.?|no\.?|n°|nº|number|nummer|numéro|#|vom|du|dated|of|van|le|from|date|datum|seite|page|kopie|copy|copie|original|duplicate|duplikat|\d[\d./\-: ]*|[^\p{L}\d]+)/giu

type Where = keyof typeof FACTOR

interface Hit {
  count: number
  where: Where
  text: string
}

export function scoreCategories(
  input: { text: string; title?: string; headingEnd: number },
  rules: Rules
): CategoryResult {
  const matches = findMarkers(rules, input.text)
  const titleLine = findTitleLine(input.text, input.headingEnd, rules.categories, matches)
  const where = (m: MarkerHit): Where => {
    const end = m.start + m.text.length
    if (FIELD_AFTER.test(input.text.slice(end, end + 12))) return 'field'
    if (input.text.lastIndexOf('\n', m.start - 1) + 1 === titleLine) return 'title'
    return m.start < input.headingEnd ? 'zone' : 'body'
  }
  const hits = rules.categories.map(() => new Map<number, Hit>())
  const count = (m: MarkerHit, where: Where): void => {
    const { category, marker } = m.owner
    if (rules.categories[category]!.markers[marker]!.where === 'title' && where !== 'title') return
    const hit = hits[category]!.get(marker) ?? { count: 0, where, text: m.text }
    hit.count++
    if (FACTOR[where] > FACTOR[hit.where]) hit.where = where
    hits[category]!.set(marker, hit)
  }
  for (const m of input.title === undefined ? [] : findMarkers(rules, input.title))
    count(m, 'title')
  for (const m of matches) count(m, where(m))
  const scores = rules.categories
    .map((category, i) => scoreOne(category, hits[i]!))
    .filter(score => score.score > 0)
  const till = tillSlipSignals(input.text)
  if (till.isTillSlip) applyTillSlip(scores, till.signals)
  scores.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  return decide(scores, rules)
}

function scoreOne(category: CompiledCategory, hits: Map<number, Hit>): CandidateReport {
  let score = 0
  const found: { text: string; points: number }[] = []
  for (const [index, hit] of hits) {
    const weight = category.markers[index]!.weight
    const points =
      weight * FACTOR[hit.where] * (1 + REPEAT_BONUS * Math.min(hit.count - 1, MAX_REPEATS))
    score += points
    found.push({ text: `${hit.text.toLowerCase()} (${hit.where})`, points })
  }
  found.sort((a, b) => b.points - a.points)
  return { name: category.name, score: round(score), evidence: found.map(f => f.text) }
}

/**
 * Offset of the title line: the first short line of the heading zone that holds a document type
 * and is mostly that type (without numbers, dates and number labels, one to three words); -1
 * when there is none.
 */
function findTitleLine(
  text: string,
  zoneEnd: number,
  categories: CompiledCategory[],
  matches: MarkerHit[]
): number {
  const starts = new Set<number>()
  for (const { owner, start } of matches)
    if (start < zoneEnd && categories[owner.category]!.markers[owner.marker]!.weight >= TYPE_WEIGHT)
      starts.add(text.lastIndexOf('\n', start - 1) + 1)
  for (const start of [...starts].sort((a, b) => a - b)) {
    const newline = text.indexOf('\n', start)
    const line = text.slice(start, newline === -1 ? text.length : newline)
    const rest = line.replace(TITLE_FILLER, ' ').trim()
    const short = rest !== '' && rest.split(/\s+/).length <= 3 && line.trim().length <= 60
    if (short && !FIELD_LINE.test(line) && !/:\s*$/.test(line)) return start
  }
  return -1
}

function applyTillSlip(scores: CandidateReport[], signals: string[]): void {
  const best = Math.max(0, ...scores.filter(s => s.name !== 'receipt').map(s => s.score))
  let receipt = scores.find(s => s.name === 'receipt')
  if (receipt === undefined) {
    receipt = { name: 'receipt', score: 0, evidence: [] }
    scores.push(receipt)
  }
  receipt.score = round(Math.max(receipt.score, best) + TILL_BONUS)
  receipt.evidence.unshift(`till slip (${signals.join(', ')})`)
}

function decide(scores: CandidateReport[], rules: Rules): CategoryResult {
  const best = scores[0]
  if (best === undefined)
    return {
      category: FALLBACK_CATEGORY,
      decided: false,
      margin: 0,
      scores,
      why: 'no category markers found; category other'
    }
  const second = scores[1]
  const margin = round((best.score - (second?.score ?? 0)) / best.score)
  const strong = best.score >= rules.minCategoryScore
  const decided = strong && margin >= rules.categoryMargin
  const against = second === undefined ? 'no other category' : `next ${second.name} ${second.score}`
  const verdict = !strong ? 'too weak, so other' : decided ? 'decided' : 'not decided'
  return {
    category: strong ? best.name : FALLBACK_CATEGORY,
    decided,
    margin,
    scores,
    why: `${best.name} ${verdict}: score ${best.score} (${best.evidence.slice(0, 3).join(', ')}), ${against}, margin ${margin}`
  }
}
