/**
 * Category by weighted markers. A marker counts once with its weight, times 2 when it appears in
 * the title or the heading zone (the first lines of page 1), plus a quarter for each further
 * occurrence (at most four). The best category is decided when it reaches the minimum score and
 * leads the second by the margin. Below the minimum the category is `other`; above it but without
 * the margin the best one is kept as a guess and `decided` is false (the model may do better).
 */
import { FALLBACK_CATEGORY, type Rules } from './rules.js'
import { matchedAlternative } from './words.js'

export interface CategoryScore {
  name: string
  score: number
  /** The marker texts found, strongest first (for the reasons). */
  found: string[]
}

export interface CategoryResult {
  category: string
  decided: boolean
  /** (best - second) / best, 0 when nothing scored. */
  margin: number
  scores: CategoryScore[]
}

const ZONE_FACTOR = 2
const REPEAT_BONUS = 0.25
const MAX_REPEATS = 4

export function scoreCategories(
  input: { text: string; title?: string; headingEnd: number },
  rules: Rules
): CategoryResult {
  const scores = rules.categories
    .map(category => {
      if (category.markerRegex === null) return { name: category.name, score: 0, found: [] }
      const perMarker = new Map<number, { count: number; zone: boolean; text: string }>()
      const tally = (text: string, inZone: (offset: number) => boolean): void => {
        for (const m of text.matchAll(category.markerRegex!)) {
          const index = matchedAlternative(m)
          const entry = perMarker.get(index) ?? { count: 0, zone: false, text: m[0] }
          entry.count++
          entry.zone ||= inZone(m.index)
          perMarker.set(index, entry)
        }
      }
      if (input.title !== undefined) tally(input.title, () => true)
      tally(input.text, offset => offset < input.headingEnd)
      let score = 0
      const found: { text: string; points: number }[] = []
      for (const [index, entry] of perMarker) {
        const weight = category.markers[index]?.weight ?? 0
        const points =
          weight *
          (entry.zone ? ZONE_FACTOR : 1) *
          (1 + REPEAT_BONUS * Math.min(entry.count - 1, MAX_REPEATS))
        score += points
        found.push({ text: entry.text.toLowerCase(), points })
      }
      found.sort((a, b) => b.points - a.points)
      return { name: category.name, score: round(score), found: found.map(f => f.text) }
    })
    .filter(entry => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))

  const best = scores[0]
  if (best === undefined) return { category: FALLBACK_CATEGORY, decided: false, margin: 0, scores }
  const second = scores[1]?.score ?? 0
  const margin = round((best.score - second) / best.score)
  const strong = best.score >= rules.minCategoryScore
  const decided = strong && margin >= rules.categoryMargin
  return { category: strong ? best.name : FALLBACK_CATEGORY, decided, margin, scores }
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
