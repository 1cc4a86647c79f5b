/**
 * What a line of a document is, for finding the issuer: an address line, a contact line, a line
 * with registration data (HRB, USt-IdNr., SIRET, KvK, VAT no., company numbers), a column header,
 * a copyright line, a slogan — or a line that looks like a name. Pure, by patterns a clerk knows.
 */
import { allMatches, firstMatch } from './words.js'

const STREET =
  /^(?:no\.?\s*\d|lot\b|jalan|jln\.?|lorong|taman|kawasan|persiaran|lebuh|bangunan|wisma|blok|block)|\b(?:jalan|jln|lorong|kawasan perindustrian|straße|strasse|str\.|weg|platz|gasse|allee|rue|avenue|boulevard|bd\.?|chemin|straat|laan|plein|gracht|street|st\.|road|rd\.?|avenue|ave\.?|lane|drive|suite|floor|building)\s*\d/iu
const POSTCODE = /\b(?:[A-Z]-?)?\d{4,5}\b|\b\d{4} ?[A-Z]{2}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/u
const CONTACT =
  /\b(?:tel|telefon|phone|fax|mobil|mobile|hp|e-?mail|www\.|http|@)|\+\d{2}|\(\d{3}\)|\d{2,4}[ -/]\d{3,}/iu
/** Registration data only the issuer prints about itself. */
const REGISTRATION =
  /\b(?:hrb|hra|amtsgericht|registergericht|handelsregister|ust-?id(?:-?nr)?\.?|ust\.?-?idnr|steuer-?nr|steuernummer|geschäftsführer|gesch\.-?führer|vorstand|sitz der gesellschaft|siret|siren|rcs|r\.c\.s\.|capital(?: social)?|au capital|siège social|tva intra|n° tva|kvk|k\.v\.k\.|btw(?:-?nr| nummer)?|vat (?:reg(?:istration)?\.? )?(?:no|number|id)|company (?:reg(?:istration)?\.? )?(?:no|number)|registered (?:office|in)|reg\.? no|regd\.? office|cin|gstin|gst (?:reg\.? )?(?:no|id)|co\.? reg)\b|\(\d{5,9}-[A-Z]\)|^\s*\d{5,9}-[A-Z]\s*$/gimu
const COPYRIGHT =
  /©\s*(?:\d{4}|\p{Lu})|\(c\)\s*\d{4}|\bcopyright\b|alle rechte|all rights reserved|tous droits/iu
const HEADER_WORDS = new Set(
  [
    'description',
    'qty',
    'quantity',
    'price',
    'amount',
    'total',
    'unit',
    'item',
    'rate',
    'tax',
    'menge',
    'preis',
    'betrag',
    'bezeichnung',
    'artikel',
    'pos',
    'einzelpreis',
    'gesamt',
    'désignation',
    'quantité',
    'prix',
    'montant',
    'omschrijving',
    'aantal',
    'prijs',
    'bedrag',
    'code',
    'disc'
  ].map(w => w.toLowerCase())
)
const SLOGAN =
  /^(?:thank|welcome|willkommen|bienvenue|welkom|danke|merci|bedankt|please|bitte|visit|besuchen)\b|[!?]\s*$/iu
const MEASUREMENT = /\d\s*(?:kg|g|l|ml|cm|mm|m|pcs|pc|stk|units?)\b/iu

/** Runs of other characters than letters: to split words at, or to remove (hence global). */
export const NOT_LETTERS = /[^\p{L}]+/gu
export const LETTERS_2 = /\p{L}{2,}/u
export const LETTERS_3 = /\p{L}{3,}/u
const LETTER_BY_DIGIT = /\p{L}\d|\d\p{L}/u
const STARTS_LIKE_NAME = /^[\p{Lu}\d(&'"]/u

export function isAddress(line: string): boolean {
  const trimmed = line.trim()
  return STREET.test(trimmed) || (POSTCODE.test(trimmed) && /\d/.test(trimmed.slice(0, 8)))
}

export function isContact(line: string): boolean {
  return CONTACT.test(line)
}

/** Offsets of all registration data in a text, in one pass. */
export function registrationOffsets(text: string): number[] {
  return allMatches(REGISTRATION, text).map(m => m.index)
}

export function hasRegistration(line: string): boolean {
  return firstMatch(REGISTRATION, line) !== null
}

export function isCopyright(line: string): boolean {
  return COPYRIGHT.test(line)
}

export function isColumnHeader(line: string): boolean {
  const lower = line.toLowerCase()
  const tokens = lower.split(NOT_LETTERS).filter(Boolean)
  if (tokens.length < 2) return false
  return tokens.filter(t => HEADER_WORDS.has(t)).length >= Math.ceil(tokens.length / 2)
}

export function isSlogan(line: string): boolean {
  const trimmed = line.trim()
  const words = trimmed.split(/\s+/)
  return SLOGAN.test(trimmed) || (words.length >= 4 && /[.]\s*$/.test(trimmed))
}

export function isMeasurement(text: string): boolean {
  return MEASUREMENT.test(text)
}

/**
 * A line that can be a company name as printed at the top of a letter or a till slip: a few
 * capitalised words, mostly letters, no address, contact or registration data.
 */
export function looksLikeName(text: string): boolean {
  const trimmed = text.trim().replace(/[,:;]+$/, '')
  if (trimmed.length < 3 || trimmed.length > 60) return false
  const tokens = trimmed.split(/\s+/)
  if (tokens.length > 8) return false
  // Runs removed at once (the same result as one character at a time, with fewer steps).
  const letters = trimmed.replace(NOT_LETTERS, '').length
  const visible = trimmed.replace(/\s+/g, '').length
  if (letters < 3 || letters / visible < 0.7) return false
  if (!tokens.some(t => LETTERS_3.test(t))) return false
  // A word mixing letters and digits inside is a code (or a misread), not part of a name.
  if (tokens.some(t => LETTER_BY_DIGIT.test(t) && !/^\d+(?:st|nd|rd|th)$/iu.test(t))) return false
  const capitalised = tokens.filter(t => STARTS_LIKE_NAME.test(t)).length
  if (capitalised / tokens.length < 0.6) return false
  return !(isAddress(trimmed) || isContact(trimmed) || hasRegistration(trimmed))
}
