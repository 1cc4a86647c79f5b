/**
 * Is this a till slip? The signals a clerk uses: a cashier or till, cash handed over, change
 * given, rounding, a "thank you, come again" footer, item quantities — on a short document. Three
 * kinds of signal on a short text, one of them a cashier or change given, make it one. Pure.
 */
import { caseSensitive, lowerCased } from './lower-case.js'
import { firstWordStart } from './words.js'

const SIGNALS: [name: string, regex: RegExp][] = [
  [
    'cashier',
    /(?<![a-z])(?:cashier|kassierer(?:in)?|kasse|bediener(?:in)?|caissi(?:er|ère)|kassa|kassière)(?![\p{L}])/giu
  ],
  [
    'change given',
    /(?<![a-z])(?:change|rückgeld|wechselgeld|zurück|monnaie rendue|rendu monnaie|wisselgeld)(?![\p{L}])/giu
  ],
  [
    'cash tendered',
    /(?<![a-z])(?:cash|tendered|bar|gegeben|espèces|contant|paid|bezahlt|payé|betaald)(?![\p{L}])/giu
  ],
  ['rounding', /(?<![a-z])(?:rounding|rundung|arrondi|afronding)(?![\p{L}])/giu],
  [
    'thanks',
    /(?<![a-z])(?:thank you|come again|danke|vielen dank|merci|bedankt|tot ziens|au revoir|goods sold are not)(?![\p{L}])/giu
  ],
  ['quantities', /(?<![a-z])(?:qty|menge|anz|qté|aantal|x\s?\d)(?![\p{L}])/giu]
]
/** The same, without the `i` flag, for the lower-case text (see lower-case.ts). */
const LOWER = new Map(SIGNALS.map(([, regex]) => [regex, caseSensitive(regex)]))

/**
 * The words start a word: the regexes rule out an ASCII letter before them (cheap inside the
 * regex code), the full check stays outside (see `wordStartMatches`).
 */
function says(regex: RegExp, text: string): boolean {
  const lower = lowerCased(text)
  if (lower === null) return firstWordStart(regex, text, LETTER) !== null
  return firstWordStart(LOWER.get(regex)!, lower, LETTER) !== null
}

const LETTER = /\p{L}/u

/** A till slip is short: a long document with these words is something else. */
const MAX_LINES = 80
const MAX_CHARS = 6000
const MIN_SIGNALS = 3

function lineCount(text: string): number {
  let count = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++
  return count
}

export function tillSlipSignals(text: string): { isTillSlip: boolean; signals: string[] } {
  if (text.length > MAX_CHARS || lineCount(text) > MAX_LINES)
    return { isTillSlip: false, signals: [] }
  // Without a cashier or change given there is no counter, and the other signals do not matter.
  const [cashier, change] = SIGNALS
  if (!says(cashier![1], text) && !says(change![1], text)) return { isTillSlip: false, signals: [] }
  const signals = SIGNALS.filter(([, regex]) => says(regex, text)).map(([name]) => name)
  return { isTillSlip: signals.length >= MIN_SIGNALS, signals }
}
