/**
 * What a line of a document is, for finding the issuer: an address line, a contact line, a line
 * with registration data (HRB, USt-IdNr., SIRET, KvK, VAT no., company numbers), a column header,
 * a copyright line, a slogan — or a line that looks like a name. Pure, by patterns a clerk knows.
 */
import { allMatches, firstMatch } from './words.js'

/**
 * An address line: it opens with a house, unit, shop or floor number ("No. 7", "Lot F/L2A",
 * "Shop 5", a number and a comma: "379, Jalan …", "12, rue …", whatever OCR made of the street
 * word) or a Malay street or district word ("Jalan …", "Bandar Baru …", "Seksyen 9"), or a street
 * word stands next to a number ("Hauptstraße 5", "Jalan 5/10", "12 Main Street", "5 rue de la
 * Paix"). Compound street words ("Keizersgracht", "Badweg") count as the end of a word.
 */
const COMPOUND_STREET =
  'straße|strasse|str\\.|weg|platz|gasse|allee|straat|laan|plein|gracht|kade|street'
const STREET_WORD = `jalan|jln\\.?|lorong|persiaran|lebuh|rue|avenue|boulevard|bd\\.?|chemin|st\\.|road|rd\\.?|ave\\.?|lane|drive|suite|floor|flr|building|${COMPOUND_STREET}`
const STREET = new RegExp(
  '^(?:(?:no|lot|level|unit|suite|floor|blok|block|tingkat|shop|stall|kiosk|gerai)\\b\\.?\\s*[\\w/-]*\\d|\\d[\\w/-]*,\\s*\\p{L}|jalan|jln\\.?|lorong|taman|kawasan|persiaran|lebuh|bangunan|wisma|bandar|seksyen|kampung)' +
    `|(?:(?<![\\p{L}])(?:${STREET_WORD})|${COMPOUND_STREET})\\s*\\d` +
    `|\\d\\S*\\s+(?:\\S+\\s+){0,2}?(?<![\\p{L}])(?:${STREET_WORD})(?![\\p{L}])`,
  'iu'
)
/**
 * A post code and its town opening the line ("47400 Petaling Jaya", "D-12345 Berlin", "3500 MJ
 * Utrecht"), a British post code, or a district, then post code and town ("Cheras, 55100 Kuala
 * Lumpur").
 */
const POSTCODE =
  /^(?:[A-Z]{1,2}-?)?\d{4,5},?\s+\p{L}{2}|^\d{4} ?[A-Z]{2}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|\p{L},\s*\d{5}\s*\p{L}/u
export const CONTACT =
  /\b(?:tel|telefon|phone|fax|mobil|mobile|hp|e-?mail|www\.|http|@)|\+\d{2}|\(\d{3}\)|\d{2,4}[ -/]\d{3,}/iu
/** Registration data only the issuer prints about itself. */
const REGISTRATION =
  /\b(?:hrb|hra|amtsgericht|registergericht|handelsregister|ust-?id(?:-?nr)?\.?|ust\.?-?idnr|steuer-?nr|steuernummer|geschäftsführer|gesch\.-?führer|vorstand|sitz der gesellschaft|siret|siren|rcs|r\.c\.s\.|capital(?: social)?|au capital|siège social|tva intra|n° tva|kvk|k\.v\.k\.|btw(?:-?nr| nummer)?|vat (?:reg(?:istration)?\.? )?(?:no|number|id)|company (?:reg(?:istration)?\.? )?(?:no|number)|registered (?:office|in)|reg\.? no|regd\.? office|cin|gstin|gst (?:reg\.? )?(?:no|id)|co\.? reg|co\.? no|company no|roc no|business reg(?:istration)?\.? no|brn)\b|\([A-Z]{0,3}\d{5,12}-[A-Z]\)|^\s*[A-Z]{0,3}\d{5,12}-[A-Z]\s*$/gimu
/**
 * © with a year or a name. A scan reads a stray mark, or the C opening a document number
 * ("©S00011983"), as ©: a bare ©, or © on a code, is not enough.
 */
export const COPYRIGHT =
  /©\s*(?:\d{4}(?![\d./-]\d)|\p{L}{2})|\(c\)\s*\d{4}|\bcopyright\b|alle rechte|all rights reserved|tous droits/iu
const HEADER_WORDS = new Set(
  `description qty quantity price amount total unit item rate tax menge preis betrag bezeichnung
  artikel pos einzelpreis gesamt désignation quantité prix montant omschrijving aantal prijs bedrag
  code disc`.split(/\s+/)
)
const SLOGAN =
  /^(?:thank|welcome|willkommen|bienvenue|welkom|danke|merci|bedankt|please|bitte|visit|besuchen)\b|[!?]\s*$/iu
export const MEASUREMENT = /\d\s*(?:kg|g|l|ml|cm|mm|m|pcs|pc|stk|units?)\b/iu

/** Runs of other characters than letters: to split words at, or to remove (hence global). */
export const NOT_LETTERS = /[^\p{L}]+/gu
export const LETTERS_2 = /\p{L}{2,}/u
export const LETTERS_3 = /\p{L}{3,}/u
const LETTER_BY_DIGIT = /\p{L}\d|\d\p{L}/u
export const PRICE = /(?<![\p{N}.,])\d{1,6}[.,]\d{2}(?![\p{N}.,])/u
const STARTS_LIKE_NAME = /^[\p{Lu}\d(&'"]/u
/** A line wholly in brackets: a branch ("(SG WANG)") or a note, never the name itself. */
export const BRACKETED = /^\([^()]*\)$/u
/** A label and its value ("Served by: Anna", "Betreiber: Hans Vogel"): a field, not a name. */
const FIELD = /^[\p{L} .]{2,25}:\s*\S/u

/**
 * The programs that make PDFs, by product name: what a producer writes into a title, or a
 * credit line prints. Their makers' company names ("Adobe Systems", "Microsoft Ireland") are not.
 */
export const PROGRAM =
  /(?<!\p{L})(?:(?:adobe )?(?:photoshop|acrobat|illustrator|indesign|pdf library)|distiller|microsoft (?:word|excel|powerpoint|office|print to pdf)|libreoffice|openoffice|pdfcreator|ghostscript|wkhtmltopdf|tcpdf|fpdf|reportlab|itext|pdfium|pdfsharp|quartz pdfcontext|skia\/pdf|abbyy|finereader|omnipage|scansnap|pdf24|pdfelement|nitro pro|foxit)(?!\p{L})/iu

export function isAddress(line: string): boolean {
  const trimmed = line.replace(LEADING_SIGNS, '').trimEnd()
  return STREET.test(trimmed) || POSTCODE.test(trimmed)
}

/** An address line, or a part of one: words joined by a comma ("Seksyen 9, Bandar Cheras"). */
export function isAddressPart(line: string): boolean {
  return isAddress(line) || /\p{L}\s*,\s*\p{L}/u.test(line)
}

const LEADING_SIGNS = /^[^\p{L}\p{N}]+/u

export function registrationOffsets(text: string): number[] {
  return allMatches(REGISTRATION, text).map(m => m.index)
}

export function hasRegistration(line: string): boolean {
  return firstMatch(REGISTRATION, line) !== null
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

/**
 * A line that can be a company name as printed at the top of a letter or a till slip: a few
 * capitalised words, mostly letters, no address, contact or registration data.
 */
export function looksLikeName(text: string): boolean {
  const trimmed = text.trim().replace(/\s*[,:;]+$/, '')
  if (trimmed.length < 3 || trimmed.length > 60) return false
  if (BRACKETED.test(trimmed) || FIELD.test(trimmed)) return false
  const tokens = trimmed.split(/\s+/)
  if (tokens.length > 8) return false
  const letters = trimmed.replace(NOT_LETTERS, '').length
  // The dots of initials, a branch's brackets and "&" belong to a name ("MR. D.I.Y. (M)").
  const visible = trimmed.replace(/[\s.()&'’]+/g, '').length
  if (letters < 3 || letters / visible < 0.7) return false
  if (!tokens.some(t => LETTERS_3.test(t))) return false
  // Words mixing letters and digits are codes; one among name words is OCR's misread ("M2. D.I.Y.").
  const codes = tokens.filter(t => LETTER_BY_DIGIT.test(t) && !/^\d+(?:st|nd|rd|th)$/iu.test(t))
  if (codes.length * 3 > tokens.length) return false
  // A line with a price ("1 X MINERAL WATER 2.20", "TOTAL 12.50") is an item or a total.
  if (PRICE.test(trimmed)) return false
  const capitalised = tokens.filter(t => STARTS_LIKE_NAME.test(t)).length
  if (capitalised / tokens.length < 0.6) return false
  return !(isAddress(trimmed) || CONTACT.test(trimmed) || hasRegistration(trimmed))
}
