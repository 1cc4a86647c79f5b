/**
 * Is this a till slip? The signals a clerk uses: a cashier or till, cash handed over, change
 * given, rounding, a "thank you, come again" footer, item quantities — on a short document. Three
 * kinds of signal on a short text, one of them a cashier or change given, make it one. Pure.
 */
import { hasCapitals, lowerCased } from './lower-case.js'
import { wordBounded, type WordBoundedRegex } from './word-bounds.js'
import { firstWordStart } from './words.js'

/** Each signal's words; a digit may follow them ("x 2"), a letter may not. */
const SIGNAL_WORDS: [name: string, body: string][] = [
  [
    'cashier',
    '(?<![a-z])(?:cashier|kassierer(?:in)?|kasse|bediener(?:in)?|caissi(?:er|ère)|kassa|kassière)'
  ],
  [
    'change given',
    '(?<![a-z])(?:change|rückgeld|wechselgeld|zurück|monnaie rendue|rendu monnaie|wisselgeld)'
  ],
  [
    'cash tendered',
    '(?<![a-z])(?:cash|tendered|bar|gegeben|espèces|contant|paid|bezahlt|payé|betaald)'
  ],
  ['rounding', '(?<![a-z])(?:rounding|rundung|arrondi|afronding)'],
  [
    'thanks',
    '(?<![a-z])(?:thank you|come again|danke|vielen dank|merci|bedankt|tot ziens|au revoir|goods sold are not)'
  ],
  ['quantities', '(?<![a-z])(?:qty|menge|anz|qté|aantal|x\\s?\\d)']
]

interface Signal {
  name: string
  /** `(?![\p{L}])` after the words, checked cheaply (word-bounds.ts). */
  any: WordBoundedRegex
  /** The same without the `i` flag, for the lower-case text (see lower-case.ts). */
  lower: WordBoundedRegex
}

const SIGNALS: Signal[] = SIGNAL_WORDS.map(([name, body]) => {
  if (hasCapitals(body)) throw new Error(`Till-slip words ${body} have capitals.`)
  return {
    name,
    any: wordBounded(body, 'giu', false, 'letter'),
    lower: wordBounded(body, 'gu', false, 'letter')
  }
})

/**
 * The words start a word: the regexes rule out an ASCII letter before them (cheap inside the
 * regex code), the full check stays outside (see `wordStartMatches`).
 */
function says(signal: Signal, text: string): boolean {
  const lower = lowerCased(text)
  if (lower === null) return firstWordStart(signal.any, text, LETTER) !== null
  return firstWordStart(signal.lower, lower, LETTER) !== null
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
  if (!says(cashier!, text) && !says(change!, text)) return { isTillSlip: false, signals: [] }
  const signals = SIGNALS.filter(signal => says(signal, text)).map(signal => signal.name)
  return { isTillSlip: signals.length >= MIN_SIGNALS, signals }
}
