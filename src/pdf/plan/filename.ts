/**
 * File names `YYYYMMDD-category-keywords-summary.pdf`: lowercase ASCII letters, digits and
 * hyphens; ä -> ae, ö -> oe, ü -> ue, ß -> ss, other accents folded (NFKD without the marks);
 * at most 100 characters before `.pdf` including a collision suffix `_01`; never a Windows
 * reserved name. Without a date the name starts `00000000` — a date is never made up.
 */
import type { Analysis } from '../types.js'

export const MAX_STEM_LENGTH = 100
export const NO_DATE = '00000000'

/** Spelled out before the accents go: ä is ae (not a), and NFKD cannot take ß, æ, ø … apart. */
const TRANSLITERATIONS = new Map(
  'ä:ae ö:oe ü:ue Ä:Ae Ö:Oe Ü:Ue ß:ss ẞ:SS æ:ae Æ:AE œ:oe Œ:OE ø:o Ø:O ł:l Ł:L đ:d Đ:D ð:d Ð:D þ:th Þ:TH ı:i'
    .split(' ')
    .map(pair => pair.split(':') as [string, string])
)
const TRANSLITERATED = new RegExp(`[${[...TRANSLITERATIONS.keys()].join('')}]`, 'g')

const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/i

/** Lowercase ASCII words joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .replace(TRANSLITERATED, ch => TRANSLITERATIONS.get(ch) ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function buildStem(
  analysis: Pick<Analysis, 'date' | 'category' | 'keywords' | 'summary'>,
  maxLength = MAX_STEM_LENGTH
): string {
  const head = [analysis.date ?? NO_DATE, slugify(analysis.category) || 'other']
  const seen = new Set(head)
  const parts: string[] = []
  for (const phrase of [...analysis.keywords, ...analysis.summary]) {
    const words = slugify(phrase)
      .split('-')
      .filter(word => word !== '' && !seen.has(word))
    words.forEach(word => seen.add(word))
    if (words.length > 0) parts.push(words.join('-'))
  }
  return safeStem(fit([...head, ...parts].join('-'), maxLength))
}

/** `stem.pdf`, or `stem_NN.pdf` for the n-th collision, cut so the stem part stays within 100. */
export function fileName(stem: string, collision = 0): string {
  const suffix = collision === 0 ? '' : `_${String(collision).padStart(2, '0')}`
  return `${safeStem(fit(stem, MAX_STEM_LENGTH - suffix.length))}${suffix}.pdf`
}

/** A name this tool could have produced (what --force re-processes). */
export function isGeneratedName(name: string): boolean {
  return /^\d{8}-[a-z0-9]+(?:-[a-z0-9]+)*(?:_\d{2,})?\.pdf$/.test(name)
}

/** `stem.pdf` or `stem_NN.pdf`. */
export function isVariantOf(name: string, stem: string): boolean {
  if (name === `${stem}.pdf`) return true
  if (!name.startsWith(`${stem}_`) || !name.endsWith('.pdf')) return false
  return /^_\d{2,}\.pdf$/.test(name.slice(stem.length))
}

/** Cut at a hyphen so no word is split; the date and category always stay. */
function fit(stem: string, maxLength: number): string {
  if (stem.length <= maxLength) return stem
  const cut = stem.slice(0, maxLength + 1)
  const hyphen = cut.lastIndexOf('-')
  const minimum = stem.indexOf('-', 9)
  return hyphen > minimum && minimum !== -1 ? cut.slice(0, hyphen) : stem.slice(0, maxLength)
}

function safeStem(stem: string): string {
  const trimmed = stem.replace(/-+$/, '')
  return WINDOWS_RESERVED.test(trimmed) ? `${trimmed}-file` : trimmed
}
