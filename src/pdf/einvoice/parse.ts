/**
 * An e-invoice's header fields from its XML, CII or UBL, told by the root element's namespace,
 * never by the file name. Pure.
 *
 * Hostile XML is refused, not defused: sax reads in strict mode, knows only the five predefined
 * entities, and any DOCTYPE is an error (an EN 16931 invoice never has one). Input beyond
 * MAX_XML_MB is not parsed. Anything malformed is a failure: a half-read invoice names nothing.
 */
import sax from 'sax'
import { MAX_XML_MB, type EInvoiceRead } from './attachments.js'

const MB = 1024 * 1024
const MAX_VALUE_CHARS = 200

export interface EInvoice {
  syntax: 'CII' | 'UBL'
  /** The root element's local name. */
  root: string
  guideline?: string
  number?: string
  /** As written (CII `20240314`, UBL `2024-03-14`). */
  issueDate?: string
  typeCode?: string
  /** BT-27. */
  seller?: string
}

type EInvoiceParse =
  { kind: 'invoice'; invoice: EInvoice } | { kind: 'other' } | { kind: 'failed'; message: string }

type Field = Exclude<keyof EInvoice, 'syntax' | 'root'>

/** Element paths below the root (local names), each field's alternatives in order of preference. */
const CII_FIELDS: Record<Field, string[]> = {
  guideline: ['ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID'],
  number: ['ExchangedDocument/ID'],
  issueDate: ['ExchangedDocument/IssueDateTime/DateTimeString'],
  typeCode: ['ExchangedDocument/TypeCode'],
  seller: ['SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement/SellerTradeParty/Name']
}
const ZUGFERD1_FIELDS: Record<Field, string[]> = {
  guideline: ['SpecifiedExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID'],
  number: ['HeaderExchangedDocument/ID'],
  issueDate: ['HeaderExchangedDocument/IssueDateTime/DateTimeString'],
  typeCode: ['HeaderExchangedDocument/TypeCode'],
  seller: [
    'SpecifiedSupplyChainTradeTransaction/ApplicableSupplyChainTradeAgreement/SellerTradeParty/Name'
  ]
}
const UBL_FIELDS: Record<Field, string[]> = {
  guideline: ['CustomizationID'],
  number: ['ID'],
  issueDate: ['IssueDate'],
  typeCode: ['InvoiceTypeCode', 'CreditNoteTypeCode'],
  seller: [
    'AccountingSupplierParty/Party/PartyLegalEntity/RegistrationName',
    'AccountingSupplierParty/Party/PartyName/Name'
  ]
}

const CII = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'
const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:'
const ROOTS: Record<string, [EInvoice['syntax'], Record<Field, string[]>]> = {
  [`${CII} CrossIndustryInvoice`]: ['CII', CII_FIELDS],
  'urn:ferd:CrossIndustryDocument:invoice:1p0 CrossIndustryDocument': ['CII', ZUGFERD1_FIELDS],
  [`${UBL}Invoice-2 Invoice`]: ['UBL', UBL_FIELDS],
  [`${UBL}CreditNote-2 CreditNote`]: ['UBL', UBL_FIELDS]
}

const OTHER_ROOT = new Error('no e-invoice root')
/** What is refused outright; its message is the reason. */
class Refused extends Error {}

export function parseEInvoice(bytes: Uint8Array): EInvoiceParse {
  if (!decode(bytes.subarray(0, 64)).trimStart().startsWith('<')) return { kind: 'other' }
  if (bytes.byteLength > MAX_XML_MB * MB) {
    const size = Math.round(bytes.byteLength / MB)
    const message = `${size} MB of XML, more than the ${MAX_XML_MB} MB an e-invoice may have`
    return { kind: 'failed', message }
  }
  try {
    const invoice = readHeader(decode(bytes))
    return invoice === undefined ? { kind: 'other' } : { kind: 'invoice', invoice }
  } catch (error) {
    if (error === OTHER_ROOT) return { kind: 'other' }
    if (error instanceof Refused) return { kind: 'failed', message: error.message }
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim()
    return { kind: 'failed', message: `not well-formed XML: ${message}` }
  }
}

/** The first of a PDF's attached files that is an e-invoice, else the first refused XML. */
export function pickEInvoice(
  files: readonly { name: string; bytes: Uint8Array }[]
): EInvoiceRead | undefined {
  let failure: EInvoiceRead | undefined
  for (const { name: attachment, bytes } of files) {
    const parsed = parseEInvoice(bytes)
    if (parsed.kind === 'invoice') return { kind: 'found', attachment, invoice: parsed.invoice }
    if (parsed.kind === 'failed')
      failure ??= { kind: 'failed', attachment, message: parsed.message }
  }
  return failure
}

/** Throws on what it refuses or cannot read. */
function readHeader(text: string): EInvoice | undefined {
  let invoice: EInvoice | undefined
  let wanted = new Map<string, Field>()
  const found = new Map<string, string>()
  const path: string[] = []
  let capture: { path: string; text: string } | undefined
  // strictEntities (sax >= 1.2, not in @types/sax 1.2): only &amp; &lt; &gt; &apos; &quot;.
  const options = { xmlns: true, strictEntities: true, position: true } as sax.SAXOptions
  const parser = sax.parser(true, options)
  parser.onerror = error => {
    throw error
  }
  parser.ondoctype = () => {
    throw new Refused(
      'it declares a DTD (<!DOCTYPE>); an e-invoice never does, and DTDs are not read'
    )
  }
  parser.onopentag = node => {
    const tag = node as sax.QualifiedTag
    if (invoice === undefined) {
      const [syntax, fields] = ROOTS[`${tag.uri} ${tag.local}`] ?? []
      if (syntax === undefined) throw OTHER_ROOT
      invoice = { syntax, root: tag.local }
      wanted = new Map(Object.entries(fields!).flatMap(([f, ps]) => ps.map(p => [p, f as Field])))
      return
    }
    path.push(tag.local)
    const key = path.join('/')
    if (capture === undefined && wanted.has(key) && !found.has(key))
      capture = { path: key, text: '' }
  }
  const addText = (chunk: string): void => {
    if (capture !== undefined && capture.text.length < MAX_VALUE_CHARS) capture.text += chunk
  }
  parser.ontext = addText
  parser.oncdata = addText
  parser.onclosetag = () => {
    if (capture !== undefined && capture.path === path.join('/')) {
      found.set(capture.path, capture.text.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_CHARS))
      capture = undefined
    }
    path.pop()
  }
  parser.write(text).close()
  for (const [key, field] of wanted) {
    const value = found.get(key)
    if (invoice !== undefined && value && invoice[field] === undefined) invoice[field] = value
  }
  return invoice
}

/** UTF-8 unless a byte-order mark or the XML declaration names another encoding. */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1')
  const label = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/.exec(
    head
  )?.[1]
  try {
    return new TextDecoder(label ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}
