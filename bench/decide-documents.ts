/**
 * The fixed documents of the decide bench (German, English, French and Dutch invoices, a credit
 * note, a till slip, a letter, a three-page invoice), shared with the identity check
 * (decide-identity.ts) so both look at the same texts.
 */
import type { ExtractedDocument } from '../src/pdf/types.js'

export function benchDocuments(): ExtractedDocument[] {
  return texts().map(doc)
}

function doc(text: string): ExtractedDocument {
  const pages = text.split('\n\n').map((pageText, i) => ({
    page: i + 1,
    text: pageText,
    source: 'text-layer' as const
  }))
  return {
    path: '/bench/doc.pdf',
    pageCount: pages.length,
    pages,
    text,
    infoDates: { creation: '2024-03-20' },
    truncated: false
  }
}

function texts(): string[] {
  const items = (n: number, unit: string) =>
    Array.from(
      { length: n },
      (_, i) => `${i + 1} Artikel ${1000 + i} ${unit} ${(i * 3.7).toFixed(2)} EUR`
    ).join('\n')
  return [
    [
      'Holzhandel Brandt GmbH · Sägewerkstraße 5 · 12345 Musterstadt',
      'Kunde: Beispiel AG',
      'Musterweg 1',
      '54321 Beispielstadt',
      'Warenrechnung',
      'Rechnungsnummer: 2024-118',
      'Lieferschein-Nr.: 4711',
      'Lieferdatum: 02.03.2024',
      'Rechnungsdatum: 14.03.2024',
      'Zahlbar bis 28.03.2024 ohne Abzug.',
      items(12, 'Stk'),
      'Gesamtbetrag 1.234,00 EUR',
      'Holzhandel Brandt GmbH · Amtsgericht Musterstadt HRB 1234 · USt-IdNr. DE123456789'
    ].join('\n'),
    [
      'Initech Ltd',
      '1 Office Park, Leeds LS1 4AP',
      'Bill to:',
      'Globex Corporation',
      'INVOICE',
      'Invoice No: INV-2024-77',
      'Invoice date: 01/02/2024',
      'Billing period: 01/01/2024 - 31/01/2024',
      'Due date: 15/02/2024',
      'Description Qty Price Amount',
      'Consulting 10 £90.00 £900.00',
      'Total due £1,080.00',
      'VAT Reg No GB123456789 · Company No 01234567 · www.initech.co.uk'
    ].join('\n'),
    [
      'Cabinet Martin SARL',
      '12 rue de la Paix, 75002 Paris',
      'Client : DUPONT ALEXIS',
      'Facture N° F-23 du 31/01/2026',
      'Période du 01/01/2026 au 31/01/2026',
      'Date limite de paiement : 15/02/2026',
      'Désignation Quantité Prix Montant',
      'Honoraires 1 100,00 € 100,00 €',
      'Total TTC 120,00 €',
      'Titulaire du compte : Cabinet Martin',
      'SARL au capital de 10 000 € – RCS Paris B 530 848 134 – SIRET 53084813400017'
    ].join('\n'),
    [
      'Bakkerij de Vries B.V.',
      'Dorpsstraat 12, 3500 AB Utrecht',
      'Factuuradres:',
      'Jansen Holding B.V.',
      'Factuur',
      'Factuurnummer: 2024-9',
      'Leverdatum: 02-09-2024',
      'Factuurdatum: 05-09-2024',
      'Omschrijving Aantal Prijs Bedrag',
      'Brood 20 2,50 50,00',
      'Totaal € 60,50',
      'KvK 12345678 · BTW NL123456789B01 · t.n.v. Bakkerij de Vries'
    ].join('\n'),
    [
      'Initech Ltd',
      'CREDIT NOTE',
      'Original invoice date: 01/02/2024',
      'Date: 15/02/2024',
      'Refund of consulting hours £ -200.00'
    ].join('\n'),
    [
      'SANYU STATIONERY SHOP',
      'NO. 31G&33G, JALAN SETIA INDAH X ,U13/X',
      '40170 SETIA ALAM',
      'GST ID No: 001531760640',
      'TAX INVOICE',
      'Cashier: 01  Date: 05/09/2017  Time: 19:41',
      'Qty Item',
      '1 ARTLINE PEN 3.00',
      'Total 3.00',
      'CASH 10.00',
      'CHANGE 7.00',
      'THANK YOU FOR YOUR PATRONAGE!'
    ].join('\n'),
    [
      'Praxis Dr. Weber',
      'Hauptstraße 3, 12345 Musterstadt',
      'Frau Erika Schulz',
      'Geburtsdatum: 12.04.1961',
      'Musterstadt, den 20.10.2023',
      'Sehr geehrte Frau Schulz,',
      'anbei erhalten Sie den Befund vom 18. Oktober 2023.',
      'Mit freundlichen Grüßen',
      'Dr. med. Weber'
    ].join('\n'),
    [
      'Stadtwerke Musterstadt GmbH',
      'Jahresrechnung Strom',
      'Abrechnungszeitraum vom 01.01.2023 bis 31.12.2023',
      'Rechnungsdatum: 15.01.2024',
      items(40, 'kWh'),
      '',
      items(40, 'kWh'),
      '',
      items(40, 'kWh'),
      'Stadtwerke Musterstadt GmbH · Registergericht Musterstadt HRB 99 · Geschäftsführer Max Muster'
    ].join('\n')
  ]
}
