/**
 * The issuer: the company whose name carries a legal form (GmbH, AG, B.V., Ltd, Inc, ...), taken
 * from the capitalised words just before the legal form. Names in the recipient's address block
 * (the marker's line and the three after "Bill to", "Rechnungsadresse", "ATTN", ...) do not count;
 * names near the top of page 1
 * and names the text repeats count more. Without any legal form, a short name-like line at the
 * very top of page 1 is taken, with a lower score.
 */
import type { PositionIndex } from './positions.js'
import type { Rules } from './rules.js'
import { testOnce, wordRegex } from './words.js'

export interface Issuer {
  name: string
  /** Whether a legal form backed the name. */
  legalForm: boolean
  score: number
}

const TOP_LINES = 8
const RECIPIENT_LINES = 3
const MAX_NAME_WORDS = 5
const CONNECTORS = new Set([
  '&',
  '+',
  '-',
  'und',
  'and',
  'de',
  'van',
  'von',
  'der',
  'den',
  'du',
  'la',
  'le'
])

interface Line {
  text: string
  page: number
  line: number
  recipient: boolean
}

export function findIssuer(
  text: string,
  rules: Rules,
  positions: PositionIndex,
  isMarker: (word: string) => boolean
): Issuer | null {
  const lines = splitLines(text, rules, positions)
  const legal = legalCandidates(lines, rules, text)
  if (legal !== null) return legal
  return topLineCandidate(lines, rules, isMarker)
}

function splitLines(text: string, rules: Rules, positions: PositionIndex): Line[] {
  const lines: Line[] = []
  let recipientUntil = -1
  let offset = 0
  let index = 0
  for (const raw of text.split('\n')) {
    const place = positions.locate(offset)
    const isMarked = rules.recipientMarker !== null && testOnce(rules.recipientMarker, raw)
    if (isMarked) recipientUntil = index + RECIPIENT_LINES
    lines.push({
      text: raw,
      page: place.page,
      line: place.line,
      recipient: index <= recipientUntil
    })
    offset += raw.length + 1
    index++
  }
  return lines
}

function legalCandidates(lines: Line[], rules: Rules, text: string): Issuer | null {
  if (rules.legalForm === null) return null
  const best = new Map<string, { name: string; score: number }>()
  for (const line of lines) {
    if (line.recipient) continue
    for (const m of line.text.matchAll(rules.legalForm)) {
      const name = nameBefore(line.text.slice(0, m.index))
      if (name === null) continue
      const top = line.page === 0 && line.line < TOP_LINES ? 1 : 0
      const score = 3 + top
      const key = name.toLowerCase()
      const seen = best.get(key)
      if (seen === undefined || score > seen.score) best.set(key, { name, score })
    }
  }
  let winner: Issuer | null = null
  for (const { name, score } of best.values()) {
    const repeats = Math.min(3, countOccurrences(text, name))
    const total = score + 0.5 * repeats
    if (total > 0 && (winner === null || total > winner.score))
      winner = { name, legalForm: true, score: total }
  }
  return winner
}

/** The capitalised words right before a legal form: "... sold by Amazon Web Services, " -> that. */
function nameBefore(prefix: string): string | null {
  const tokens = prefix.trimEnd().replace(/,$/, '').split(/\s+/).filter(Boolean)
  const name: string[] = []
  while (tokens.length > 0 && name.length < MAX_NAME_WORDS) {
    const token = tokens.pop()!
    if (/[:;|•·]$/.test(token) || (/^[–—-]$/.test(token) && name.length > 0)) break
    const qualifies =
      /\p{Lu}/u.test(token) || /^\p{N}/u.test(token) || CONNECTORS.has(token.toLowerCase())
    if (!qualifies) break
    name.unshift(token)
  }
  while (name.length > 0 && CONNECTORS.has(name[0]!.toLowerCase())) name.shift()
  const joined = name.join(' ').replace(/[,.]+$/, '')
  return /\p{L}{2,}/u.test(joined) ? joined : null
}

function countOccurrences(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return [...text.matchAll(wordRegex(escaped))].length
}

function topLineCandidate(
  lines: Line[],
  rules: Rules,
  isMarker: (word: string) => boolean
): Issuer | null {
  for (const line of lines.slice(0, TOP_LINES)) {
    if (line.page !== 0 || line.recipient) continue
    const first = line.text.split(/\s{2,}| [-–|] /)[0]!.trim()
    const tokens = first.split(/\s+/).filter(Boolean)
    if (tokens.length === 0 || tokens.length > 4 || first.length < 3 || first.length > 40) continue
    if (/[\p{N}@/:]/u.test(first)) continue
    if (!tokens.every(t => /^\p{Lu}/u.test(t))) continue
    const lower = tokens.map(t => t.toLowerCase().replace(/[^\p{L}]/gu, ''))
    if (lower.some(t => rules.stopWords.has(t) || isMarker(t))) continue
    return { name: first.replace(/[,.]+$/, ''), legalForm: false, score: 1.5 }
  }
  return null
}
