/**
 * When the text gives no document date: the model's checked date (when it runs), then the PDF's
 * creation date when it is plausibly the document's, else none, and the file stays where it is.
 * Plausible: the pages are scans (made when the paper arrives) or the text mentions no date, and
 * it is not earlier than a date the text mentions. Pure.
 */
import type { DatePick } from './date-pick.js'
import { dayNumber } from './dates.js'
import type { Analysis, ExtractedDocument } from '../types.js'

export const NO_DATE_REASON = 'no document date found'

export function creationFallback(
  doc: Pick<ExtractedDocument, 'pages' | 'infoDates'>,
  date: DatePick,
  now: Date
): { value: string; why: string } | undefined {
  const iso = doc.infoDates.creation
  if (iso === undefined) return undefined
  const value = iso.replace(/-/g, '')
  if (Number(value) > dayNumber(now)) return undefined
  const scanned = doc.pages.some(page => page.source === 'ocr' || page.source === 'none')
  if (!scanned && date.candidates.length > 0) return undefined
  const latest = date.candidates.reduce((max, c) => (c.value > max ? c.value : max), '')
  if (latest !== '' && value < latest) return undefined
  const why = scanned
    ? 'the PDF was made by scanning, on its creation date'
    : 'the text mentions no date; the PDF creation date stands in'
  return { value, why }
}

/** After the model step: the creation date when nothing better came, else left undated. */
export function applyDateFallback(analysis: Analysis): Analysis {
  if (analysis.date !== null) return analysis
  const fallback = analysis.fallbackDate
  if (fallback === undefined)
    return { ...analysis, reasons: [...analysis.reasons, `${NO_DATE_REASON}: left in place`] }
  return {
    ...analysis,
    date: fallback.value,
    datePrecision: 'day',
    dateSource: 'info',
    reasons: [
      ...analysis.reasons,
      `date ${fallback.value} from the PDF creation date: ${fallback.why}`
    ]
  }
}
