/**
 * The first analysis in a process costs 40–150 ms more than the next ones: V8 compiles each rule
 * regex at its first match and the heuristics' functions at their first call. A run whose files
 * are read elsewhere (the PyMuPDF children) would otherwise spend that time idle, waiting for the
 * first answer; analysing a built-in sample with the batch's own rules there moves the cost off
 * the path from start to plan (BENCHMARKS.md, "One file, whole process").
 *
 * The result is dropped. The analysis is pure (heuristics.ts): the rules' regexes are compiled on
 * first use and every scan resets `lastIndex`, so a file's analysis is the same with or without
 * this (pdf-warm-up.test.ts, bench/decide-identity.ts).
 */
import { analysisSteps, type HeuristicOptions } from './heuristics.js'
import type { Rules } from './rules.js'
import type { ExtractedDocument } from '../types.js'
import { milestone } from '../run-trace.js'

/** Invoices in the languages the rules know, with the fields every step of the analysis reads. */
const SAMPLES = [
  [
    'Holzhandel Brandt GmbH · Sägewerkstraße 5 · 12345 Musterstadt',
    'Kunde: Beispiel AG',
    'Rechnung',
    'Rechnungsnummer: 2024-118',
    'Lieferdatum: 02.03.2024',
    'Rechnungsdatum: 14.03.2024',
    'Zahlbar bis 28. März 2024 ohne Abzug.',
    '1 Artikel 1000 Stk 3,70 EUR',
    'Gesamtbetrag 1.234,00 EUR',
    'Empfänger: Holzhandel Brandt GmbH, IBAN DE02 1203 0000 0000 2020 51',
    'Amtsgericht Musterstadt HRB 1234 · USt-IdNr. DE123456789 · www.brandt-holz.de'
  ],
  [
    'Initech Ltd',
    '1 Office Park, Leeds LS1 4AP',
    'Bill to: Globex Corporation',
    'INVOICE',
    'Invoice No: INV-2024-77',
    'Invoice date: 01/02/2024',
    'Billing period: January 1, 2024 - Jan 31, 2024',
    'Due date: 15/02/2024',
    'Description Qty Price Amount',
    'Consulting 10 £90.00 £900.00',
    'Total due £1,080.00',
    'VAT Reg No GB123456789 · Company No 01234567 · www.initech.co.uk'
  ],
  [
    'Cabinet Martin SARL',
    '12 rue de la Paix, 75002 Paris',
    'Facture N° F-23 du 31/01/2026',
    'Date limite de paiement : 15 février 2026',
    'Total TTC 120,00 €',
    'Titulaire du compte : Cabinet Martin',
    'SARL au capital de 10 000 € – RCS Paris B 530 848 134',
    'Bakkerij de Vries B.V. · Factuurdatum: 05-09-2024 · KvK 12345678 · BTW NL123456789B01'
  ]
].map(lines => lines.join('\n'))

function sample(text: string): ExtractedDocument {
  return {
    path: '/warm-up.pdf',
    pageCount: 1,
    pages: [{ page: 1, text, source: 'text-layer' }],
    text,
    tokens: Math.ceil(text.length / 4),
    infoDates: { creation: '2024-03-20' },
    title: 'Rechnung 2024-118',
    truncated: false
  }
}

/**
 * Analyses the samples with `rules` (the batch's object: the compiled regexes live on it), a step
 * at a time (`analysisSteps`), yielding to the event loop between steps and stopping once
 * `enough()` says a real file has been analysed: a fast reader is then held up by one step of a
 * sample at most (10–40 ms cold), not by a whole sample (50–90 ms).
 */
export async function warmUpAnalysis(
  rules: Rules,
  options: HeuristicOptions,
  enough: () => boolean
): Promise<void> {
  // An answer already there (a file read ahead) is analysed before any sample.
  await new Promise(resolve => setImmediate(resolve))
  milestone('analysis warm-up started')
  const steps = sampleSteps(rules, options)
  while (!enough() && steps.next().done !== true)
    await new Promise(resolve => setImmediate(resolve))
  milestone('analysis warm-up done')
}

function* sampleSteps(rules: Rules, options: HeuristicOptions): Generator<void, void, void> {
  for (const text of SAMPLES) {
    yield* analysisSteps(sample(text), rules, options)
    yield
  }
}
