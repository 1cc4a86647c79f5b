/**
 * Date candidates in document text, in German, English, French and Dutch (the forms are listed
 * at DATE_PATTERNS). A slash or dash date is read day or month first by `order`, the other way
 * when only that is valid; one valid both ways (03/04/2024) is marked ambiguous. Month and year
 * alone give the first of the month with month precision. Invalid dates, dates before 1900 and
 * dates after `now` are rejected. Pure.
 */
import { allMatches } from './words.js'

export type DateOrder = 'dmy' | 'mdy'

export interface DateCandidate {
  /** YYYYMMDD; the first of the month when the text gives only month and year. */
  value: string
  start: number
  end: number
  raw: string
  precision: 'day' | 'month'
  /** Read in the order opposite to the requested one (the only valid one). */
  swapped: boolean
  twoDigitYear: boolean
  /** Both day/month orders give a valid, different date; `order` decided. */
  ambiguous: boolean
}

export interface DateOptions {
  order: DateOrder
  now: Date
}

const MONTH_NAMES: Record<number, string[]> = {
  1: ['januar', 'jänner', 'jaenner', 'january', 'janvier', 'januari', 'jan', 'jän', 'janv'],
  2: ['februar', 'feber', 'february', 'février', 'fevrier', 'februari', 'feb', 'febr', 'févr'],
  3: ['märz', 'maerz', 'march', 'mars', 'maart', 'mär', 'mrz', 'mar', 'mrt'],
  4: ['april', 'avril', 'apr', 'avr'],
  5: ['mai', 'may', 'mei'],
  6: ['juni', 'june', 'juin', 'jun'],
  7: ['juli', 'july', 'juillet', 'jul', 'juil'],
  8: ['august', 'août', 'aout', 'augustus', 'aug'],
  9: ['september', 'septembre', 'sep', 'sept'],
  10: ['oktober', 'october', 'octobre', 'okt', 'oct'],
  11: ['november', 'novembre', 'nov'],
  12: ['dezember', 'december', 'décembre', 'decembre', 'dez', 'dec', 'déc']
}

const MONTH_BY_NAME = new Map<string, number>(
  Object.entries(MONTH_NAMES).flatMap(([month, names]) => names.map(name => [name, Number(month)]))
)

// Longest names first so "september" wins over "sep".
const MONTH = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|')
/** What may not stand right before a date: a digit or number sign, or a letter. */
const DIGITISH = '(?<![\\p{N}.,/])'
const LETTERISH = '(?<![\\p{L}\\p{N}])'
const NOT_LETTER_AFTER = '(?![\\p{L}])'
const NOT_DIGIT_AFTER = '(?![\\p{N}]|[.,/][\\p{N}])'
/** Any month name as a word, a digit may come first (15MAR2018): else those patterns are skipped. */
const MONTH_WORD = new RegExp(`(?<![\\p{L}])(?:${MONTH})${NOT_LETTER_AFTER}`, 'iu')
const ORDINAL = '(?:st|nd|rd|th|er|e)?'
/** A separator or spaces between a date's numbers. */
const SPACED = '(?:\\s*[-/.]\\s*|\\s+)'
const FADED = `\\d{1,2}${SPACED}\\d{1,2}${SPACED}\\d{4}`

interface Pattern {
  regex: RegExp
  /** The pattern holds a month name (a word, then no letter): skipped when the text has none. */
  monthName?: true
  read: (m: RegExpExecArray, options: DateOptions) => Parsed | null
}

interface Parsed {
  year: number
  month: number
  day: number
  swapped?: boolean
  twoDigitYear?: boolean
  ambiguous?: boolean
  /** Only month and year are known; `day` is 0. */
  monthOnly?: boolean
}

const DATE_PATTERNS: Pattern[] = [
  {
    // 2024-03-14, 2024/03/14, 2024.03.14
    regex: new RegExp(`${DIGITISH}(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})${NOT_DIGIT_AFTER}`, 'gu'),
    read: m => ({ year: num(m[1]), month: num(m[3]), day: num(m[4]) })
  },
  {
    // 14.03.2024, 14.03.24, 14. 03. 2024: a dot means day first everywhere it is used.
    regex: new RegExp(
      `${DIGITISH}(\\d{1,2})\\.\\s?(\\d{1,2})\\.\\s?(\\d{4}|\\d{2})${NOT_DIGIT_AFTER}`,
      'gu'
    ),
    read: (m, o) => withYear(m[3], o.now, num(m[2]), num(m[1]))
  },
  {
    // 14/03/2024, 03/14/2024, 14/03/24, 14-03-2024, 14-03-24
    regex: new RegExp(
      `${DIGITISH}(\\d{1,2})(?:/(\\d{1,2})/(\\d{4}|\\d{2})|-(\\d{1,2})-(\\d{4}|\\d{2}))${NOT_DIGIT_AFTER}`,
      'gu'
    ),
    read: (m, o) => ordered(num(m[1]), num(m[2] ?? m[4]), m[3] ?? m[5], o)
  },
  {
    // 14. März 2024, 14 March 2024, 14th of March, 2024, 02 Juillet 2015, 05-JAN-17, 05.Jan.2017,
    // 19 Mar 18, 15MAR2018, 20/Apr/2018
    monthName: true,
    regex: new RegExp(
      `${DIGITISH}(\\d{1,2})(?:${ORDINAL}\\.?\\s*(?:of\\s+)?|[-./])(?<![\\p{L}])(${MONTH})\\.?${NOT_LETTER_AFTER}(?:,?\\s*|[-./])(\\d{4}|\\d{2})${NOT_DIGIT_AFTER}`,
      'giu'
    ),
    read: (m, o) => monthNamed(m[3], o.now, m[2], num(m[1]))
  },
  {
    // March 14, 2024; August 3 , 2014; Jan 1 2022
    monthName: true,
    regex: new RegExp(
      `${LETTERISH}(${MONTH})\\.?\\s+(\\d{1,2})${ORDINAL}(?![\\p{N}])\\s*,?\\s*(\\d{4})${NOT_DIGIT_AFTER}`,
      'giu'
    ),
    read: (m, o) => monthNamed(m[3], o.now, m[1], num(m[2]))
  },
  {
    // März 2024, March 2024 (month precision)
    monthName: true,
    regex: new RegExp(
      `${LETTERISH}(${MONTH})\\.?${NOT_LETTER_AFTER},?\\s*(\\d{4})${NOT_DIGIT_AFTER}`,
      'giu'
    ),
    read: (m, o) => {
      const parsed = monthNamed(m[2], o.now, m[1], 0)
      if (parsed !== null) parsed.monthOnly = true
      return parsed
    }
  },
  {
    // "Date : 09 06 2018", "09- 06 2018 16:00": a stamp whose separators OCR read as spaces,
    // after a date label or before a time (a four-digit year)
    regex: new RegExp(
      `${DIGITISH}(?:(?<=(?:date|datum|tarikh|dt)[^\\p{L}\\p{N}]{0,4})|(?=${FADED}\\s{1,3}\\d{1,2}\\s?:\\s?\\d{2}))(\\d{1,2})${SPACED}(\\d{1,2})${SPACED}(\\d{4})${NOT_DIGIT_AFTER}`,
      'giu'
    ),
    read: (m, o) => ordered(num(m[1]), num(m[2]), m[3], o)
  },
  {
    // Stand: 01/2022, 03.2024 (month precision); not part of a longer number or date
    regex: new RegExp(`${DIGITISH}(0?[1-9]|1[0-2])[/.](\\d{4})${NOT_DIGIT_AFTER}`, 'gu'),
    read: m => ({ year: num(m[2]), month: num(m[1]), day: 0, monthOnly: true })
  }
]

/**
 * A scan reads 0 as O and 1 as l, I or |: between digits (a date's separator may stand between)
 * they are the digits ("2O17", "1l/08"). One character for one, so every offset holds.
 */
const MISREAD = /(?<=\d[/.-]?)[OoIl|](?=[/.-]?\d)/g

/** All valid dates in `text`, in text order; overlapping weaker matches are dropped. */
export function findDates(text: string, options: DateOptions): DateCandidate[] {
  const found: DateCandidate[] = []
  const months = MONTH_WORD.test(text)
  const digits = text.replace(MISREAD, letter => (letter === 'O' || letter === 'o' ? '0' : '1'))
  for (const pattern of DATE_PATTERNS) {
    if (pattern.monthName === true && !months) continue
    for (const m of allMatches(pattern.regex, digits)) {
      const start = m.index
      const end = start + m[0].length
      if (found.some(c => c.start < end && start < c.end)) continue
      const parsed = pattern.read(m, options)
      if (parsed === null) continue
      const value = toValue(parsed, options.now)
      if (value === null) continue
      found.push({
        value,
        start,
        end,
        raw: text.slice(start, end),
        precision: parsed.monthOnly === true ? 'month' : 'day',
        swapped: parsed.swapped ?? false,
        twoDigitYear: parsed.twoDigitYear ?? false,
        ambiguous: parsed.ambiguous ?? false
      })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/** `D:20140803211437Z`, `D:20180312160010+05'30'` -> `2014-08-03` (the date as written). */
export function parsePdfDate(value: unknown, now: Date): string | undefined {
  if (typeof value !== 'string') return undefined
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?/.exec(value.trim())
  if (m === null) return undefined
  const parsed = { year: num(m[1]), month: num(m[2] ?? '01'), day: num(m[3] ?? '01') }
  return toValue(parsed, now)?.replace(/^(\d{4})(\d{2})/, '$1-$2-')
}

/** YYYYMMDD for a valid date from 1900 to `now`, else null. */
function toValue(parsed: Parsed, now: Date): string | null {
  const { year, month } = parsed
  if (!Number.isInteger(year) || year < 1900 || month < 1 || month > 12) return null
  const monthOnly = parsed.monthOnly === true
  if (monthOnly ? parsed.day !== 0 : !validDay(parsed)) return null
  const compact = year * 10000 + month * 100 + (monthOnly ? 1 : parsed.day)
  return compact > dayNumber(now) ? null : String(compact)
}

/** The local date as the number YYYYMMDD. */
export function dayNumber(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate()
}

function ordered(first: number, second: number, year: string | undefined, options: DateOptions) {
  const [day, month] = options.order === 'dmy' ? [first, second] : [second, first]
  const preferred = withYear(year, options.now, month, day)
  if (validDay(preferred)) {
    if (first !== second && day <= 12 && month <= 12) preferred.ambiguous = true
    return preferred
  }
  // The requested order gives no valid date (e.g. 03/20/2023 read day first): the other order is
  // the only reading, so it is not a guess.
  const other = withYear(year, options.now, day, month)
  if (!validDay(other)) return null
  other.swapped = true
  return other
}

/** The day exists in that month (a month outside 1–12 rolls the date over, so fails too). */
function validDay(p: Parsed): boolean {
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day))
  return p.day >= 1 && date.getUTCMonth() === p.month - 1
}

/** The year as written: two digits are the most recent such year that is not in the future. */
function withYear(written: string | undefined, now: Date, month: number, day: number): Parsed {
  const year = num(written)
  if (written?.length !== 2) return { year, month, day }
  const current = now.getFullYear()
  let full = Math.floor(current / 100) * 100 + year
  if (full > current) full -= 100
  return { year: full, month, day, twoDigitYear: true }
}

function monthNamed(year: string | undefined, now: Date, name: string | undefined, day: number) {
  const month = MONTH_BY_NAME.get((name ?? '').toLowerCase())
  return month === undefined ? null : withYear(year, now, month, day)
}

function num(text: string | undefined): number {
  return text === undefined ? NaN : Number.parseInt(text, 10)
}
