/**
 * Is this a till slip? Three kinds of the signals a clerk uses (cashier, change given, cash
 * handed over, rounding, "thank you", quantities) on a short text, one of them a cashier or
 * change given. Pure.
 */

/** Each signal's words, whole words; a digit may follow them ("x 2"), a letter may not. */
const SIGNALS: { name: string; regex: RegExp }[] = [
  ['cashier', 'cashier|kassierer(?:in)?|kasse|bediener(?:in)?|caissi(?:er|ère)|kassa|kassière'],
  ['change given', 'change|rückgeld|wechselgeld|zurück|monnaie rendue|rendu monnaie|wisselgeld'],
  ['cash tendered', 'cash|tendered|bar|gegeben|espèces|contant|paid|bezahlt|payé|betaald'],
  ['rounding', 'rounding|rundung|arrondi|afronding'],
  [
    'thanks',
    'thank you|come again|danke|vielen dank|merci|bedankt|tot ziens|au revoir|goods sold are not'
  ],
  ['quantities', 'qty|menge|anz|qté|aantal|x\\s?\\d']
].map(([name, words]) => ({
  name: name!,
  regex: new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu')
}))

/** A till slip is short: a long document with these words is something else. */
const MAX_LINES = 80
const MAX_CHARS = 6000
const MIN_SIGNALS = 3

export function tillSlipSignals(text: string): { isTillSlip: boolean; signals: string[] } {
  if (text.length > MAX_CHARS || text.split('\n').length > MAX_LINES)
    return { isTillSlip: false, signals: [] }
  const [cashier, change] = SIGNALS
  if (!cashier!.regex.test(text) && !change!.regex.test(text))
    return { isTillSlip: false, signals: [] }
  const signals = SIGNALS.filter(signal => signal.regex.test(text)).map(signal => signal.name)
  return { isTillSlip: signals.length >= MIN_SIGNALS, signals }
}
