/**
 * What an e-invoice is, in the renamer's categories, and what to call its flavour. The rule a
 * clerk states: a credit note type code is a credit note, 384 (corrected invoice) a correction,
 * 325 (pro-forma, which claims no payment) an offer, and every other code an invoice — partial,
 * prepayment, self-billed, construction (875/876/877), debit note alike. Without a code the root
 * decides: a UBL CreditNote is a credit note, anything else an invoice. Pure.
 */
import type { EInvoice } from './parse.js'

/** UNTDID 1001 codes of credit notes in the EN 16931 code list. */
const CREDIT_NOTES = new Set('81 83 261 262 296 308 381 396 420 458 532'.split(' '))

export function categoryOf(invoice: Pick<EInvoice, 'typeCode' | 'root'>): string {
  const code = invoice.typeCode
  if (code === undefined) return invoice.root === 'CreditNote' ? 'credit-note' : 'invoice'
  if (CREDIT_NOTES.has(code)) return 'credit-note'
  if (code === '384') return 'correction'
  if (code === '325') return 'offer'
  return 'invoice'
}

/** "type code 380", or what stands in for a missing one. */
export function describeTypeCode(invoice: Pick<EInvoice, 'typeCode' | 'root'>): string {
  return invoice.typeCode === undefined
    ? `no type code (a ${invoice.root})`
    : `type code ${invoice.typeCode}`
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
