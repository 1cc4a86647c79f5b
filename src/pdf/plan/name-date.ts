/**
 * A date in the file's own name ("scan_20240314.pdf") is a date candidate: it confirms the date
 * from the text when the same (confidence.ts), and stands in when the text and the model give
 * none, before the PDF creation date, since someone wrote it. Pure.
 */
import { basename } from 'node:path'
import { findDates, type DateOrder } from '../decide/dates.js'
import type { Analysis } from '../types.js'
import { NAME_ROLE } from './confidence.js'

/** YYYYMMDD written without separators, which the text's date patterns do not take. */
const COMPACT = /(?<!\d)((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/g

export function withNameDate(
  analysis: Analysis,
  path: string,
  options: { order: DateOrder; now: Date }
): Analysis {
  const name = basename(path)
    .replace(/\.pdf$/i, '')
    .replace(/_/g, ' ')
    .replace(COMPACT, '$1-$2-$3')
  const found = findDates(name, options)[0]
  if (found === undefined || analysis.explanation === undefined) return analysis
  const candidate = {
    value: found.value,
    raw: found.raw,
    precision: found.precision,
    page: 0,
    line: 0,
    label: NAME_ROLE,
    role: NAME_ROLE,
    score: 0,
    eligible: true
  }
  const explanation = { ...analysis.explanation, dates: [...analysis.explanation.dates, candidate] }
  return { ...analysis, explanation }
}

/** When nothing else dated the file: the file name's date, ahead of the PDF creation date. */
export function nameDateFallback(analysis: Analysis): Analysis {
  const inName = analysis.explanation?.dates.find(d => d.role === NAME_ROLE)
  if (analysis.date !== null || inName === undefined) return analysis
  return {
    ...analysis,
    date: inName.value,
    datePrecision: inName.precision,
    dateSource: 'name',
    reasons: [...analysis.reasons, `date ${inName.value} from the file name ("${inName.raw}")`]
  }
}
