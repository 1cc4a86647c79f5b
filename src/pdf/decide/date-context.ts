/**
 * What the line around a date says about it, by layouts a clerk recognises without a label:
 * a title line ("Rechnung Nr. 123 vom 15.11.2024", "Facture N° F-23 du 31/01/2026"), a place
 * and date line ("Musterstadt, den 20.10.2023"), a period ("vom 01.10.2023 bis 31.10.2023"),
 * a print stamp ("Datum 03.02.2024 Zeit 10:15 Seite 1") and a copyright line. Pure.
 */
import type { DateCandidate } from './dates.js'
import { COPYRIGHT } from './issuer-lines.js'
import type { DateRole } from './rules.js'

/** Words a document's title starts with, in the four languages. */
const TITLE_WORD =
  '(?:\\p{L}*rechnung|rechnungskorrektur|gutschrift|invoice|tax invoice|credit note|facture(?: rectificative)?|avoir|factuur|creditnota|creditfactuur|quittung|receipt|reçu|kwitantie|angebot|quotation|devis|offerte|mahnung|zahlungserinnerung|reminder|relance|herinnering|lieferschein|delivery note|bon de livraison|pakbon|kontoauszug|statement|relevé|rekeningafschrift|bescheinigung|certificate|attestation|verklaring|brief|letter|lettre)'
const TITLE_BEFORE = new RegExp(
  `^\\s*${TITLE_WORD}(?![\\p{L}])[^\\n]{0,40}?(?:vom|du|dated|of|from|van|le|d\\.|v\\.)?\\s*[:.,]?\\s*$`,
  'iu'
)
const PLACE_BEFORE = /^\s*\p{Lu}[\p{L}.\- ]{1,40},\s*(?:den|le|the|de|am)?\s*$/u
const PERIOD_AFTER =
  /^\s*(?:bis(?: zum)?|to|until|till|au|jusqu'au|tot(?: en met)?|t\/m|[-–—])\s*$/iu
const PERIOD_BEFORE = /(?:bis(?: zum)?|to|until|till|au|jusqu'au|tot(?: en met)?|t\/m|[-–—])\s*$/iu
const PERIOD_START = /(?:vom|von|from|du|van|zeitraum|period[e]?|période)\s*:?\s*$/iu
const PRINT_STAMP =
  /\d{1,2}:\d{2}.*\b(?:seite|page|blatt|pagina)\s*\d|\b(?:seite|page|blatt|pagina)\s*\d.*\d{1,2}:\d{2}/iu

/**
 * The context of `date` within its line (`lineStart`..`lineEnd` offsets into `text`); `points`
 * are what a label would give the document date (0 for the excluded roles).
 */
export function lineContext(
  text: string,
  date: DateCandidate,
  lineStart: number,
  lineEnd: number,
  dates: DateCandidate[]
): { role: DateRole; points: number; label: string } | undefined {
  const line = text.slice(lineStart, lineEnd)
  const before = text.slice(lineStart, date.start)
  const after = text.slice(date.end, lineEnd)
  if (COPYRIGHT.test(line)) return { role: 'copyright', points: 0, label: 'copyright line' }
  if (PRINT_STAMP.test(line)) return { role: 'print', points: 0, label: 'print stamp' }
  if (isPeriod(text, date, dates, lineStart, lineEnd))
    return { role: 'period', points: -1.5, label: 'period (from … to …)' }
  if (TITLE_BEFORE.test(before)) return { role: 'document', points: 3, label: 'title line' }
  if (PLACE_BEFORE.test(before) && after.trim().length <= 2)
    return { role: 'document', points: 3, label: 'place and date line' }
  return undefined
}

function isPeriod(
  text: string,
  date: DateCandidate,
  dates: DateCandidate[],
  lineStart: number,
  lineEnd: number
): boolean {
  const next = dates.find(d => d.start >= date.end && d.start <= lineEnd)
  if (next !== undefined && PERIOD_AFTER.test(text.slice(date.end, next.start))) return true
  const previous = dates.findLast(d => d.end <= date.start && d.end >= lineStart)
  if (previous !== undefined && PERIOD_AFTER.test(text.slice(previous.end, date.start))) return true
  // "vom 01.10.2023 bis" with the end date on the next line or without a year
  const tail = text.slice(date.end, Math.min(lineEnd, date.end + 12))
  return (
    PERIOD_START.test(text.slice(lineStart, date.start)) &&
    /^\s*(?:bis|to|until|au|tot|[-–—])\s/iu.test(tail) &&
    !PERIOD_BEFORE.test(text.slice(lineStart, date.start))
  )
}
