/**
 * Is this a till slip? The signals a clerk uses: a cashier or till, cash handed over, change
 * given, rounding, a "thank you, come again" footer, item quantities — on a short document. Three
 * kinds of signal on a short text, one of them a cashier or change given, make it one. Pure.
 */

const SIGNALS: [name: string, regex: RegExp][] = [
  [
    'cashier',
    /(?<![\p{L}])(?:cashier|kassierer(?:in)?|kasse|bediener(?:in)?|caissi(?:er|ère)|kassa|kassière)(?![\p{L}])/iu
  ],
  [
    'change given',
    /(?<![\p{L}])(?:change|rückgeld|wechselgeld|zurück|monnaie rendue|rendu monnaie|wisselgeld)(?![\p{L}])/iu
  ],
  [
    'cash tendered',
    /(?<![\p{L}])(?:cash|tendered|bar|gegeben|espèces|contant|paid|bezahlt|payé|betaald)(?![\p{L}])/iu
  ],
  ['rounding', /(?<![\p{L}])(?:rounding|rundung|arrondi|afronding)(?![\p{L}])/iu],
  [
    'thanks',
    /(?<![\p{L}])(?:thank you|come again|danke|vielen dank|merci|bedankt|tot ziens|au revoir|goods sold are not)(?![\p{L}])/iu
  ],
  ['quantities', /(?<![\p{L}])(?:qty|menge|anz|qté|aantal|x\s?\d)(?![\p{L}])/iu]
]
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
  if (!cashier![1].test(text) && !change![1].test(text)) return { isTillSlip: false, signals: [] }
  const signals = SIGNALS.filter(([, regex]) => regex.test(text)).map(([name]) => name)
  return { isTillSlip: signals.length >= MIN_SIGNALS, signals }
}
