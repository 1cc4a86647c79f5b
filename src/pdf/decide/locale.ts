/**
 * The document's language and the day/month order its country writes, from signals a clerk reads
 * at a glance: the common words and business labels, and country marks (a US ZIP line, "USA"
 * versus €, £, European VAT numbers, RM/Rs amounts). Pure.
 */
import type { DateOrder } from './dates.js'
import { allMatches } from './words.js'

export type Language = 'de' | 'en' | 'fr' | 'nl'

interface Locale {
  /** The language with the most common words, when any counted. */
  language?: Language
  /** The order the document's signals give; absent when they give none (the caller's default applies). */
  order?: DateOrder
  /** What decided, for the explanation ("US ZIP code", "German text"). */
  signals: string[]
}

/**
 * Each language's common words: the small words of its sentences and the words of its business
 * papers (labels like "Factuur", "Bedrag", "BTW"), so a short invoice or a till slip, which has
 * few sentences, still tells its language.
 */
const COMMON_WORDS: Record<Language, string> = {
  de: `der die das und ist nicht mit für von bitte ihre wir sie den dem zu auf datum betrag rechnung
    summe gesamt menge preis kunde zahlung lieferung mwst ust bestellung anzahl einzelpreis netto`,
  en: `the and of to for your you with please is are this total date amount thank invoice price
    quantity payment order customer due description tax`,
  fr: `le la les et des du pour vous votre est une sur avec montant nous facture prix quantité
    paiement commande client tva désignation échéance règlement`,
  nl: `de het een en van voor uw met is niet bedrag wij u op te factuur prijs aantal betaling
    bestelling klant btw omschrijving totaal vervaldatum korting levering hoeveelheid zijn onze`
}

const SAMPLE = 2500

/** Each country mark, the order it gives and what it says. */
const COUNTRY_MARKS: [RegExp, DateOrder, string][] = [
  [/\b(?:USA|U\.S\.A\.|United States(?: of America)?)\b/, 'mdy', 'United States'],
  [/\b[A-Z]{2} \d{5}(?:-\d{4})?\s*$/m, 'mdy', 'US state and ZIP code'],
  [/€|\bEUR\b/, 'dmy', 'euro amounts'],
  [/£|\bGBP\b|\bVAT Reg/, 'dmy', 'British marks'],
  [/\b(?:RM|MYR|Rs\.?|INR|GSTIN|SDN\.? BHD)\b|₹/, 'dmy', 'Malaysian or Indian marks'],
  [/\b(?:DE|FR|NL|BE|AT|IT|ES|LU)\s?\d[\d ]{7,12}\b/, 'dmy', 'European VAT number']
]

/** The language by common words; the order by country marks, else by the language. */
export function detectLocale(text: string): Locale {
  // The first page or so tells the language; reading on costs time and changes nothing.
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text
  const language = detectLanguage(sample)
  const signals: string[] = []
  const votes: Record<DateOrder, number> = { dmy: 0, mdy: 0 }
  for (const [regex, order, says] of COUNTRY_MARKS) {
    if (!regex.test(sample)) continue
    votes[order]++
    signals.push(says)
  }
  if (language !== undefined && language !== 'en') {
    votes.dmy++
    signals.push(`${LANGUAGE_NAMES[language]} text`)
  }
  const order: DateOrder | undefined =
    votes.mdy > votes.dmy ? 'mdy' : votes.dmy > votes.mdy ? 'dmy' : undefined
  return { language, order, signals }
}

const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'German',
  en: 'English',
  fr: 'French',
  nl: 'Dutch'
}

const LOOKUP = new Map<string, Language[]>()
for (const [language, list] of Object.entries(COMMON_WORDS) as [Language, string][])
  for (const word of list.split(/\s+/)) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), language])

/** Any of the common words as a whole word (letters on neither side). */
const COMMON_WORD = new RegExp(
  `(?<!\\p{L})(?:${[...LOOKUP.keys()].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})`,
  'giu'
)

function detectLanguage(text: string): Language | undefined {
  const counts: Record<Language, number> = { de: 0, en: 0, fr: 0, nl: 0 }
  for (const [word] of allMatches(COMMON_WORD, text))
    for (const language of LOOKUP.get(word.toLowerCase()) ?? []) counts[language]++
  const ranked = (Object.entries(counts) as [Language, number][]).sort((a, b) => b[1] - a[1])
  const [best, second] = ranked
  if (best === undefined || best[1] < 3) return undefined
  return second !== undefined && second[1] === best[1] ? undefined : best[0]
}
