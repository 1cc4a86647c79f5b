/**
 * How sure a planned name is, by what decided each part — the rules a clerk would state:
 *
 * - date: the e-invoice XML 1; a date under a document-date label ("Rechnungsdatum") or on the
 *   title or place-and-date line 0.9; the model's date (one found in the text) 0.7; a date
 *   without such a label 0.6; a date in the file's name or the PDF creation date 0.5. Less 0.2
 *   when day and month could be read either way, 0.1 for month precision; 0.2 more (at most 1)
 *   when the file's own name carries the same date.
 * - category: the XML type code 1; marker words won with a clear margin 0.9; the model 0.6; no
 *   marker words at all (the kind is honestly `other`) 0.6; marker words of kinds too close to
 *   tell apart 0.4.
 * - issuer: the XML seller 1; found in the text 0.8; none (or only the model's keywords) 0.6.
 *
 * A name is as sure as its least sure part. Below the review threshold (default 0.5) are an
 * unlabelled date whose day and month could be swapped and a kind guessed between close ones.
 * Pure.
 */
import type { Analysis, DateCandidateReport } from '../types.js'
import { round } from '../decide/words.js'

export interface ConfidencePart {
  part: 'date' | 'category' | 'issuer'
  /** What decided it, in words. */
  from: string
  score: number
}

export const DEFAULT_REVIEW_BELOW = 0.5

export function weighName(analysis: Analysis): { confidence: number; parts: ConfidencePart[] } {
  const parts = [datePart(analysis), categoryPart(analysis), issuerPart(analysis)]
  return { confidence: Math.min(...parts.map(p => p.score)), parts }
}

/** The parts below `below`, as the summary lists them: "date: the PDF creation date (0.30)". */
export function reviewReasons(parts: readonly ConfidencePart[], below: number): string[] {
  return parts.filter(p => p.score < below).map(p => `${p.part}: ${p.from} (${p.score.toFixed(2)})`)
}

function datePart(analysis: Analysis): ConfidencePart {
  const part = (from: string, score: number): ConfidencePart => ({ part: 'date', from, score })
  const dates = analysis.explanation?.dates ?? []
  const inName = dates.find(d => d.role === NAME_ROLE)
  switch (analysis.dateSource) {
    case 'einvoice':
      return part('the e-invoice XML', 1)
    case 'info':
      return part('the PDF creation date', 0.5)
    case 'name':
      return part('the date in the file name', 0.5)
    case 'none':
    case 'model':
    case 'text': {
      // A refiner that gave a date without saying where from speaks for the model.
      if (analysis.date === null) return part('none found', 0)
      const winner = dates.find(d => d.eligible && d.value === analysis.date && d !== inName)
      let [from, score] = analysis.dateSource === 'text' ? textDate(winner) : ['the model', 0.7]
      if (winner?.ambiguous === true) [from, score] = [`${from}, day/month order open`, score - 0.2]
      if (analysis.datePrecision === 'month') [from, score] = [`${from}, month only`, score - 0.1]
      if (inName?.value === analysis.date)
        [from, score] = [`${from}, as in the file name`, Math.min(1, score + 0.2)]
      return part(from, round(score))
    }
  }
}

function textDate(winner: DateCandidateReport | undefined): [string, number] {
  if (winner?.role === 'document' && winner.label !== undefined)
    return [`the document date by "${winner.label}"`, 0.9]
  return [`a date without a document-date label (${winner?.role ?? 'other'})`, 0.6]
}

function categoryPart(analysis: Analysis): ConfidencePart {
  const part = (from: string, score: number): ConfidencePart => ({ part: 'category', from, score })
  const code = analysis.einvoice?.kind === 'used' ? analysis.einvoice.typeCode : undefined
  if (analysis.einvoice?.kind === 'used')
    return part(code === undefined ? 'the e-invoice XML' : `the XML type code ${code}`, 1)
  if (analysis.llm?.used.includes('category') === true) return part('the model', 0.6)
  if (analysis.categoryDecided === true) return part('marker words, a clear margin', 0.9)
  const evidence = analysis.explanation?.categories.some(c => c.evidence.length > 0) === true
  return evidence
    ? part('marker words of kinds too close to tell', 0.4)
    : part('no marker words', 0.6)
}

function issuerPart(analysis: Analysis): ConfidencePart {
  const part = (from: string, score: number): ConfidencePart => ({ part: 'issuer', from, score })
  const xml = analysis.einvoice?.kind === 'used' && analysis.einvoice.fields.includes('issuer')
  if (xml) return part('the XML seller', 1)
  if (analysis.issuer !== undefined) return part('found in the text', 0.8)
  return part('none found', 0.6)
}

/** The role of the date candidate taken from the file's own name (name-date.ts). */
export const NAME_ROLE = 'file name'
