/** `pdf-rename explain FILE`: reading and the heuristics, every candidate with its evidence. */
import { resolve } from 'node:path'
import { prepareAssistants } from '../../pdf/assistants.js'
import { notUsed } from '../../pdf/einvoice/decide.js'
import { reviewReasons, weighName } from '../../pdf/plan/confidence.js'
import { buildStem } from '../../pdf/plan/filename.js'
import { secondLookTest } from '../../pdf/decide/heuristics.js'
import { dateFallbacks, decideDocument } from '../../pdf/steps-decide.js'
import { ocrReadLimitMs, textSourceOf } from '../../pdf/steps-read.js'
import { inspectFile } from '../../pdf/read/inspect.js'
import type { RenameSettings } from '../../pdf/settings.js'
import type { Analysis, CandidateReport, ExtractedDocument } from '../../pdf/types.js'
import { table } from '../format.js'

export async function explainFile(file: string, settings: RenameSettings, cwd: string) {
  const path = resolve(cwd, file)
  const now = new Date()
  const { rules, recognizer, close } = await prepareAssistants(
    { ...settings, useLlm: false },
    { cwd }
  )
  const { outcome } = await inspectFile(path, {
    maxTokens: settings.maxContentTokens,
    timeoutMs: recognizer === undefined ? settings.timeoutMs : ocrReadLimitMs(settings),
    maxDecompressedMb: settings.maxDecompressedMb,
    forceOcr: settings.ocr === 'force',
    now,
    recognizer,
    wantsSecondLook: secondLookTest(rules, { order: settings.dateOrder, now })
  }).finally(close)
  const warnings = recognizer?.warnings ?? []
  if (outcome.kind !== 'text')
    return {
      kind: 'unreadable' as const,
      file,
      outcome: outcome.kind,
      message: outcome.message,
      warnings
    }
  const doc = outcome.doc
  const options = { order: settings.dateOrder, now }
  const analysis = dateFallbacks(decideDocument(doc, path, rules, options))
  const { confidence, parts } = weighName(analysis)
  Object.assign(analysis, { confidence, parts })
  return {
    kind: 'explained' as const,
    file,
    textSource: textSourceOf(doc),
    ocrEngine: recognizer?.engine,
    pages: { count: doc.pageCount, read: doc.pages.length },
    secondLook: secondLookOf(doc),
    characters: doc.text.length,
    name: analysis.date === null ? null : `${buildStem(analysis)}.pdf`,
    review: reviewReasons(parts, settings.reviewBelow),
    reviewBelow: settings.reviewBelow,
    analysis,
    warnings
  }
}

/** The page OCR read a second time for its date (read/extract.ts), and what that added. */
function secondLookOf(doc: ExtractedDocument) {
  const page = doc.pages.find(p => p.secondLook !== undefined)
  return page === undefined ? undefined : { page: page.page, ...page.secondLook! }
}

function secondLookLine(look: NonNullable<ReturnType<typeof secondLookOf>>): string {
  const what =
    'failed' in look ? `it failed (${look.failed})` : `${look.datedLines} dated line(s) added`
  return `          page ${look.page} read again as sparse text for its date: ${what}`
}

export function explainLines(result: Awaited<ReturnType<typeof explainFile>>): string[] {
  const warnings = result.warnings.map(w => `warning: ${w}`)
  if (result.kind === 'unreadable')
    return [...warnings, `${result.file}: not read (${result.outcome}): ${result.message}`]
  const { analysis } = result
  const x = analysis.explanation!
  const engine = result.ocrEngine === undefined ? '' : ` (${result.ocrEngine})`
  return [
    ...warnings,
    `file:     ${result.file}`,
    `text:     ${result.textSource}${engine}, ${result.pages.read} of ${result.pages.count} page(s), ${result.characters} characters${x.language === undefined ? '' : `, language ${x.language}`}`,
    ...(result.secondLook === undefined ? [] : [secondLookLine(result.secondLook)]),
    `order:    ${x.dateOrder.order} (${x.dateOrder.from})`,
    `name:     ${result.name ?? '(left in place: no document date found)'}`,
    ...einvoiceLines(analysis),
    `sure:     ${analysis.confidence.toFixed(2)}${result.review.length === 0 ? '' : `, below ${result.reviewBelow}: to review`}`,
    ...(analysis.parts ?? []).map(
      p => `  ${`${p.part}:`.padEnd(9)} ${p.score.toFixed(2)} ${p.from}`
    ),
    '',
    `date:     ${analysis.date ?? 'none'} from ${dateSource(analysis)}`,
    `  ${why(analysis, 'date')}${x.dateWhy}`,
    ...candidates(
      ['score', 'role', 'label', 'as written', 'page:line', ''],
      x.dates.map(d => [
        d.score.toFixed(2),
        d.role,
        d.label ?? '-',
        d.raw,
        d.page === 0 ? 'file name' : `${d.page}:${d.line}`,
        [
          d.eligible ? '' : 'never the document date',
          d.ambiguous === true ? 'ambiguous day/month' : '',
          d.precision === 'month' ? 'month precision' : ''
        ]
          .filter(Boolean)
          .join(', ')
      ])
    ),
    '',
    `category: ${analysis.category}`,
    `  ${why(analysis, 'category')}${x.categoryWhy}`,
    ...candidates(['score', 'category', 'evidence'], x.categories.map(scored)),
    '',
    `issuer:   ${analysis.issuer ?? 'none'}`,
    `  ${why(analysis, 'issuer')}${x.issuerWhy}`,
    ...candidates(['score', 'candidate', 'evidence'], x.issuers.map(scored))
  ]
}

function scored(c: CandidateReport): string[] {
  return [c.score.toFixed(2), c.name, c.evidence.join(', ')]
}

/** `why:`, or `text:` where the XML decided and the text's own choice follows. */
function why(analysis: Analysis, part: 'date' | 'category' | 'issuer'): string {
  const use = analysis.einvoice
  return use?.kind === 'used' && use.fields.includes(part) ? 'text:   ' : 'why:    '
}

function einvoiceLines(analysis: Analysis): string[] {
  const use = analysis.einvoice
  if (use === undefined) return []
  if (use.kind === 'failed') return [`xml:      ${notUsed(use)}`]
  return [
    `xml:      from the embedded ${use.flavour} XML (${use.attachment}): ${use.fields.join(', ')}`,
    ...use.disagreements.map(note => `  differs: ${note}`)
  ]
}

const DATE_SOURCES: Record<Analysis['dateSource'], string> = {
  einvoice: 'the embedded e-invoice XML',
  name: 'the file name (no date in the text)',
  text: 'the text',
  info: 'the PDF creation date (no date in the text)',
  model: 'the model',
  none: 'nowhere: the file would stay where it is'
}

function dateSource(analysis: Analysis): string {
  if (analysis.dateSource === 'text' && analysis.datePrecision === 'month')
    return 'the text (month precision: the first of the month)'
  return DATE_SOURCES[analysis.dateSource]
}

function candidates(header: string[], rows: string[][]): string[] {
  if (rows.length === 0) return ['  (no candidates)']
  const text = table(header, rows)
  return text.split('\n').map(line => `  ${line}`)
}
