/**
 * The name from an embedded e-invoice: issue date, type code's category, seller, number as the
 * summary. The text fills what the XML lacks; where it says otherwise, that is noted. Pure.
 */
import type { Rules } from '../decide/rules.js'
import { firstMatch } from '../decide/words.js'
import { slugify } from '../plan/filename.js'
import type { Analysis } from '../types.js'
import type { EInvoiceRead } from './attachments.js'
import type { EInvoice } from './parse.js'

export type EInvoiceUse =
  | {
      kind: 'used'
      flavour: string
      attachment: string
      syntax: 'CII' | 'UBL'
      number?: string
      typeCode?: string
      fields: Array<'date' | 'category' | 'issuer' | 'number'>
      disagreements: string[]
    }
  | Extract<EInvoiceRead, { kind: 'failed' }>

export function withEInvoice(
  text: Analysis,
  read: EInvoiceRead | undefined,
  options: { now: Date; rules: Pick<Rules, 'legalForm'> }
): Analysis {
  if (read === undefined) return text
  if (read.kind === 'failed')
    return { ...text, einvoice: read, reasons: [notUsed(read), ...text.reasons] }
  const { invoice, attachment } = read
  const flavour = flavourOf(invoice, attachment)
  const date = checkedDate(invoice.issueDate, options.now)
  const category = categoryOf(invoice)
  const seller = invoice.seller
  const fields: Extract<EInvoiceUse, { kind: 'used' }>['fields'] = ['category']
  const code =
    invoice.typeCode === undefined
      ? `no type code (a ${invoice.root})`
      : `type code ${invoice.typeCode}`
  const said = [`${code} -> ${category}`]
  const analysis: Analysis = { ...text, category, categoryDecided: true }
  if (date !== undefined) {
    Object.assign(analysis, { date, datePrecision: 'day', dateSource: 'einvoice' })
    delete analysis.fallbackDate
    fields.unshift('date')
    said.unshift(`date ${date}`)
  } else if (invoice.issueDate !== undefined)
    said.unshift(`issue date "${invoice.issueDate}" is no date, the text's is used`)
  if (seller !== undefined) {
    Object.assign(analysis, { issuer: seller, keywords: [withoutLegalForm(seller, options.rules)] })
    fields.push('issuer')
    said.push(`seller "${seller}"`)
  }
  if (invoice.number !== undefined) {
    analysis.summary = [invoice.number]
    fields.push('number')
    said.push(`number "${invoice.number}"`)
  }
  if (date !== undefined && seller !== undefined) analysis.needsLlm = false
  const disagreements = compare(text, analysis, date, seller)
  analysis.einvoice = {
    kind: 'used',
    flavour,
    attachment,
    syntax: invoice.syntax,
    number: invoice.number,
    typeCode: invoice.typeCode,
    fields,
    disagreements
  }
  analysis.reasons = [
    `from the embedded ${flavour} XML (${attachment}): ${said.join(', ')}`,
    ...disagreements
  ]
  return analysis
}

export function notUsed(failure: { attachment: string; message: string }): string {
  const which = failure.attachment === '' ? '' : ` ${failure.attachment}`
  return `the embedded XML${which} was not used (${failure.message}); named from the text`
}

function compare(
  text: Analysis,
  xml: Analysis,
  date: string | undefined,
  seller: string | undefined
): string[] {
  const notes: string[] = []
  if (date !== undefined && text.date !== null && text.date !== date)
    notes.push(`the page text gives the date ${text.date}, the XML ${date}`)
  if (text.categoryDecided === true && text.category !== xml.category)
    notes.push(`the page text reads as ${text.category}, the XML type code as ${xml.category}`)
  if (seller !== undefined && text.issuer !== undefined && !sameParty(text.issuer, seller))
    notes.push(`the page text names the issuer "${text.issuer}", the XML the seller "${seller}"`)
  return notes
}

/** Words two different parties share often. */
const COMMON = new Set(
  'gmbh mbh ltd limited inc corp llc plc sarl sas srl spa und and the company group'.split(' ')
)

/** Two names of one party share a word of three letters or more that is not a legal form. */
function sameParty(a: string, b: string): boolean {
  const words = new Set(slugify(a).split('-'))
  return slugify(b)
    .split('-')
    .some(word => word.length >= 3 && !COMMON.has(word) && words.has(word))
}

/** "Müller & Söhne GmbH" -> "Müller & Söhne": the name as the text's issuers are named. */
function withoutLegalForm(name: string, rules: Pick<Rules, 'legalForm'>): string {
  const form = rules.legalForm === null ? null : firstMatch(rules.legalForm, name)
  if (form === null || form.index === 0) return name
  return name.slice(0, form.index).replace(/[\s,&+.-]+$/u, '') || name
}

/** YYYYMMDD of a real calendar date from 1900 up to tomorrow (time zones), else undefined. */
function checkedDate(raw: string | undefined, now: Date): string | undefined {
  const digits = raw?.replace(/\D/g, '') ?? ''
  if (!/^(19|20)\d{6}$/.test(digits)) return undefined
  const [y, m, d] = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)].map(Number)
  const day = new Date(Date.UTC(y!, m! - 1, d!))
  if (day.getUTCMonth() !== m! - 1 || day.getUTCDate() !== d!) return undefined
  return day.getTime() <= now.getTime() + 86_400_000 ? digits : undefined
}

/** UNTDID 1001 codes of credit notes in the EN 16931 code list. */
const CREDIT_NOTES = new Set('81 83 261 262 296 308 381 396 420 458 532'.split(' '))

/**
 * The rule a clerk states: a credit note type code is a credit note, 384 (corrected invoice) a
 * correction, 325 (pro-forma, which claims no payment) an offer, and every other code an invoice
 * — partial, prepayment, self-billed, construction (875/876/877), debit note alike. Without a
 * code the root decides: a UBL CreditNote is a credit note, anything else an invoice.
 */
export function categoryOf(invoice: Pick<EInvoice, 'typeCode' | 'root'>): string {
  const code = invoice.typeCode
  if (code === undefined) return invoice.root === 'CreditNote' ? 'credit-note' : 'invoice'
  if (CREDIT_NOTES.has(code)) return 'credit-note'
  if (code === '384') return 'correction'
  if (code === '325') return 'offer'
  return 'invoice'
}

/** "Factur-X", "ZUGFeRD 1", "XRechnung UBL", …: from the guideline and the attachment's name. */
export function flavourOf(invoice: EInvoice, attachment: string): string {
  const guideline = (invoice.guideline ?? '').toLowerCase()
  const name = attachment.toLowerCase()
  if (invoice.root === 'CrossIndustryDocument') return 'ZUGFeRD 1'
  if (guideline.includes('xrechnung')) return `XRechnung ${invoice.syntax}`
  if (invoice.syntax === 'UBL') return guideline.includes('peppol') ? 'Peppol UBL' : 'UBL'
  // Factur-X and ZUGFeRD 2 share their guidelines: the sender's name for the file tells them apart.
  if (name.includes('zugferd')) return 'ZUGFeRD 2'
  if (/factur-?x/.test(name) || guideline.includes('factur-x')) return 'Factur-X'
  return guideline.includes('zugferd') ? 'ZUGFeRD 2' : 'CII'
}
