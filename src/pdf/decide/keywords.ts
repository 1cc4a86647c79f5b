/**
 * Words for the name besides the issuer: the category's own terms ("Mietvertrag",
 * "Haftpflichtversicherung") and, for the summary, the content words of the PDF title — minus
 * stop words (DE/EN/FR/NL in the rules), numbers and category markers.
 */
import { isMarker, type CompiledCategory, type Rules } from './rules.js'
import { PROGRAM } from './issuer-lines.js'
import { allMatches, words } from './words.js'

const MIN_WORD = 3
const MAX_WORD = 24

/** The most frequent match of the category's term patterns (lower-case), if any. */
export function categoryTerms(text: string, category: CompiledCategory | undefined): string[] {
  if (category?.terms == null) return []
  const counts = new Map<string, { count: number; first: number }>()
  for (const m of allMatches(category.terms, text)) {
    const term = m[0].toLowerCase().replace(/\s+/g, ' ')
    const entry = counts.get(term) ?? { count: 0, first: m.index }
    entry.count++
    counts.set(term, entry)
  }
  return [...counts]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, 1)
    .map(([term]) => term)
}

/**
 * Summary words from the PDF title, when the title says more than the category and the issuer
 * ("Tax Invoices - payment voucher" -> voucher). Words counted in the body were tried and gave
 * noise (city names, table headers), so the body is left to the model. A title that names the
 * program that made the file ("Adobe Photoshop PDF", "Microsoft Word - Rechnung.docx") or is a
 * file name ("Scan_0001", "IMG_2034.jpg") is not the document's: none of its words count.
 */
export function titleWords(
  title: string | undefined,
  rules: Rules,
  exclude: Set<string>
): string[] {
  if (title === undefined || PROGRAM.test(title) || FILE_NAME.test(title)) return []
  const picked: string[] = []
  for (const { word } of words(title)) {
    const lower = word.toLowerCase()
    if (lower.length < MIN_WORD || lower.length > MAX_WORD || /\p{N}/u.test(lower)) continue
    if (rules.stopWords.has(lower) || exclude.has(lower) || isMarker(rules, lower)) continue
    if (TITLE_NOISE.has(lower) || picked.includes(lower)) continue
    picked.push(lower)
  }
  return picked.slice(0, 3)
}

const FILE_NAME =
  /\.(?:pdf|docx?|xlsx?|pptx?|odt|rtf|txt|jpe?g|png|tiff?|html?)\b|^(?:scan|img|image|dsc|doc)[\s_-]*\d+$/iu

/** Words a title made by a person may still carry that say nothing about the document. */
const TITLE_NOISE = new Set(
  `microsoft word excel powerpoint docx xlsx pptx untitled unbenannt document dokument scan scanned
  image print druck seite page copy`.split(/\s+/)
)
