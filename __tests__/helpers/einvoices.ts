/**
 * E-invoices made in tests: CII (Factur-X / ZUGFeRD 2 / XRechnung), ZUGFeRD 1 and UBL XML with
 * the header fields the renamer reads, attached to a text PDF with pdf-lib (flate-compressed,
 * `/Type /EmbeddedFile`, in the EmbeddedFiles name tree, as Factur-X writers do).
 */
import { AFRelationship, PDFDocument, StandardFonts } from 'pdf-lib'

export interface InvoiceFields {
  number?: string
  /** YYYYMMDD */
  date?: string
  typeCode?: string
  seller?: string
  guideline?: string
}

const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const tag = (name: string, value: string | undefined, attrs = ''): string =>
  value === undefined ? '' : `<${name}${attrs}>${esc(value)}</${name}>`

/** A CII CrossIndustryInvoice (D16B, as Factur-X, ZUGFeRD 2 and XRechnung CII write it). */
export function ciiXml(fields: InvoiceFields, lineItems = 1): string {
  const line = `<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument><ram:SpecifiedTradeProduct><ram:Name>Webhosting</ram:Name></ram:SpecifiedTradeProduct></ram:IncludedSupplyChainTradeLineItem>`
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>${tag('ram:ID', fields.guideline ?? 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic')}</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>${tag('ram:ID', fields.number)}${tag('ram:TypeCode', fields.typeCode)}<ram:IssueDateTime>${tag('udt:DateTimeString', fields.date, ' format="102"')}</ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>${line.repeat(lineItems)}
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>${tag('ram:Name', fields.seller)}</ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Erika Mustermann</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`
}

/** ZUGFeRD 1.0's CrossIndustryDocument. */
export function zugferd1Xml(fields: InvoiceFields): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:SpecifiedExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:SpecifiedExchangedDocumentContext>
  <rsm:HeaderExchangedDocument>${tag('ram:ID', fields.number)}${tag('ram:TypeCode', fields.typeCode)}<ram:IssueDateTime>${tag('udt:DateTimeString', fields.date, ' format="102"')}</ram:IssueDateTime></rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction><ram:ApplicableSupplyChainTradeAgreement><ram:SellerTradeParty>${tag('ram:Name', fields.seller)}</ram:SellerTradeParty></ram:ApplicableSupplyChainTradeAgreement></rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>
`
}

/** A UBL 2.1 Invoice or CreditNote; `tradingName` goes to PartyName, the seller to RegistrationName. */
export function ublXml(
  fields: InvoiceFields,
  root: 'Invoice' | 'CreditNote' = 'Invoice',
  tradingName?: string
): string {
  const iso = fields.date?.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3')
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  ${tag('cbc:CustomizationID', fields.guideline ?? 'urn:cen.eu:en16931:2017')}
  ${tag('cbc:ID', fields.number)}
  ${tag('cbc:IssueDate', iso)}
  ${tag(`cbc:${root}TypeCode`, fields.typeCode)}
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyName>${tag('cbc:Name', tradingName)}</cac:PartyName>
    <cac:PartyLegalEntity>${tag('cbc:RegistrationName', fields.seller)}</cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Erika Mustermann</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
</${root}>
`
}

export interface Attachment {
  name: string
  content: string | Uint8Array
}

/** A one-page text PDF (Helvetica lines) with the given files attached. */
export async function makeEInvoicePdf(
  lines: string[],
  attachments: Attachment[],
  options: { objectStreams?: boolean } = {}
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 800 - i * 18, size: 11, font }))
  const fixed = new Date('2024-01-01T00:00:00Z')
  for (const file of attachments)
    await doc.attach(
      typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content,
      file.name,
      {
        mimeType: 'text/xml',
        creationDate: fixed,
        modificationDate: fixed,
        afRelationship: AFRelationship.Alternative
      }
    )
  return doc.save({ useObjectStreams: options.objectStreams ?? false })
}
