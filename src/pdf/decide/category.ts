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
import { FALLBACK_CATEGORY, type CompiledCategory, type Rules } from './rules.js'
import { tillSlipSignals } from './till-slip.js'
import { matchedAlternative } from './words.js'

export interface CategoryScore {
  name: string
  score: number
  /** The marker texts found, strongest first, with where they were found. */
  found: string[]
}

export interface CategoryResult {
  category: string
  decided: boolean
  /** (best - second) / best, 0 when nothing scored. */
  margin: number
  scores: CategoryScore[]
  why: string
}

const TITLE_FACTOR = 5
const ZONE_FACTOR = 2
const FIELD_FACTOR = 1 / 3
const REPEAT_BONUS = 0.25
const MAX_REPEATS = 4
const TILL_BONUS = 3
/**
 * After a marker: a number label, so the marker names a field ("Lieferschein-Nr.: 4711",
 * "Order No: 5") — joined by a hyphen, or followed by a colon. "Rechnung Nr. 123" is a title.
 */
const FIELD_AFTER =
  /^(?:-(?:nr|nummer|no|number)|[ \t]*(?:nr\.?|nummer|no\.?|number|n°|nº|#|num\.?)[ \t]*:)/iu
/** What may stand in a title line besides the document type. */
const TITLE_FILLER =
  /(?:nr\.?|no\.?|n°|nº|number|nummer|numéro|#|vom|du|dated|of|van|le|from|date|datum|seite|page|kopie|copy|copie|original|duplicate|duplikat|\d[\d./\-: ]*|[^\p{L}\d]+)/giu

type Where = 'title' | 'zone' | 'field' | 'body'

interface Hit {
  count: number
  where: Where
  text: string
}

export function scoreCategories(
  input: { text: string; title?: string; headingEnd: number },
  rules: Rules
): CategoryResult {
  const titleLine = findTitleLine(input.text.slice(0, input.headingEnd), rules)
  const scores = rules.categories
    .map(category => scoreOne(category, { ...input, titleLine }))
    .filter(entry => entry.score > 0)
  const till = tillSlipSignals(input.text)
  if (till.isTillSlip) applyTillSlip(scores, till.signals)
  scores.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  return decide(scores, rules)
}

function scoreOne(
  category: CompiledCategory,
  input: { text: string; title?: string; headingEnd: number; titleLine: number }
): CategoryScore {
  if (category.markerRegex === null) return { name: category.name, score: 0, found: [] }
  const hits = new Map<number, Hit>()
  const tally = (text: string, isTitle: boolean, zoneEnd: number): void => {
    for (const m of text.matchAll(category.markerRegex!)) {
      const index = matchedAlternative(m)
      const where = isTitle
        ? 'title'
        : whereIs(text, m.index, m[0].length, zoneEnd, input.titleLine)
      if (category.markers[index]?.where === 'title' && where !== 'title') continue
      const hit = hits.get(index) ?? { count: 0, where, text: m[0] }
      hit.count++
      if (rank(where) > rank(hit.where)) hit.where = where
      hits.set(index, hit)
    }
  }
  if (input.title !== undefined) tally(input.title, true, 0)
  tally(input.text, false, input.headingEnd)
  let score = 0
  const found: { text: string; points: number }[] = []
  for (const [index, hit] of hits) {
    const weight = category.markers[index]?.weight ?? 0
    const points =
      weight * FACTOR[hit.where] * (1 + REPEAT_BONUS * Math.min(hit.count - 1, MAX_REPEATS))
    score += points
    found.push({ text: `${hit.text.toLowerCase()} (${hit.where})`, points })
  }
  found.sort((a, b) => b.points - a.points)
  return { name: category.name, score: round(score), found: found.map(f => f.text) }
}

const FACTOR: Record<Where, number> = {
  title: TITLE_FACTOR,
  zone: ZONE_FACTOR,
  field: FIELD_FACTOR,
  body: 1
}

function rank(where: Where): number {
  return where === 'title' ? 3 : where === 'zone' ? 2 : where === 'body' ? 1 : 0
}

function whereIs(
  text: string,
  start: number,
  length: number,
  zoneEnd: number,
  titleLine: number
): Where {
  if (FIELD_AFTER.test(text.slice(start + length, start + length + 12))) return 'field'
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  if (lineStart === titleLine) return 'title'
  return start < zoneEnd ? 'zone' : 'body'
}

/** Offset of the title line: the first short line of the zone that is mostly a document type. */
function findTitleLine(zone: string, rules: Rules): number {
  let offset = 0
  for (const line of zone.split('\n')) {
    const typed = rules.categories.some(c => namesType(c, line))
    if (typed && isTitleLine(line) && !FIELD_LINE.test(line) && !/:\s*$/.test(line)) return offset
    offset += line.length + 1
  }
  return -1
}

/** The line holds a document-type word (a marker of weight 3 or more), not just a hint. */
function namesType(category: CompiledCategory, line: string): boolean {
  if (category.markerRegex === null) return false
  for (const m of line.matchAll(category.markerRegex))
    if ((category.markers[matchedAlternative(m)]?.weight ?? 0) >= TYPE_WEIGHT) return true
  return false
}

const TYPE_WEIGHT = 3

/** "Lieferschein-Nr.: 4711" is a field, not a title. */
const FIELD_LINE = /-(?:nr|nummer|no|number)\b|(?:nr\.?|no\.?|number|nummer|n°)\s*:/iu

/** A short line that, without numbers, dates and number labels, is one to three words. */
function isTitleLine(line: string): boolean {
  const rest = line.replace(TITLE_FILLER, ' ').trim()
  if (rest === '') return false
  return rest.split(/\s+/).length <= 3 && line.trim().length <= 60
}

function applyTillSlip(scores: CategoryScore[], signals: string[]): void {
  const best = Math.max(0, ...scores.filter(s => s.name !== 'receipt').map(s => s.score))
  let receipt = scores.find(s => s.name === 'receipt')
  if (receipt === undefined) {
    receipt = { name: 'receipt', score: 0, found: [] }
    scores.push(receipt)
  }
  receipt.score = round(Math.max(receipt.score, best) + TILL_BONUS)
  receipt.found.unshift(`till slip (${signals.join(', ')})`)
}

function decide(scores: CategoryScore[], rules: Rules): CategoryResult {
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
    why: `${best.name} ${verdict}: score ${best.score} (${best.found.slice(0, 3).join(', ')}), ${against}, margin ${margin}`
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
