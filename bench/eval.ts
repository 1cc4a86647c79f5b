/**
 * `npm run eval`: the heuristics (no model, dry run) on the invoice corpus against its ground
 * truth. Prints, per file, the planned name, the expected date and category, and the totals;
 * exits 1 when a date or a category is wrong. `npm run eval -- DIR` evaluates another folder of
 * NAME.pdf + NAME.json pairs.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { renameBatch } from '../src/pdf/pipeline.js'
import { defaultRenameSettings } from '../src/pdf/settings.js'
import { benchCorpusDir } from '../__tests__/helpers/pdfs.js'

const corpus = benchCorpusDir()
const folder = resolve(process.argv[2] ?? join(corpus, 'invoices'))
const EXPECTED_CATEGORY = 'invoice'

interface Truth {
  date: string
  issuer?: string
}

function truthFor(pdf: string): Truth | undefined {
  const file = pdf.replace(/\.pdf$/i, '.json')
  if (!existsSync(file)) return undefined
  const data = JSON.parse(readFileSync(file, 'utf8')) as Truth[] | Truth
  return Array.isArray(data) ? data[0] : data
}

const started = performance.now()
const report = await renameBatch(
  { ...defaultRenameSettings(), paths: [folder], dryRun: true, useLlm: false },
  { cwd: folder }
)
const seconds = (performance.now() - started) / 1000

const rows: string[][] = []
let datesRight = 0
let categoriesRight = 0
let needsModel = 0
let scored = 0
for (const file of report.files) {
  const truth = truthFor(file.path)
  const analysis = file.analysis
  const expectedDate = truth?.date.replace(/-/g, '') ?? '?'
  const dateOk = analysis?.date === expectedDate
  const categoryOk = analysis?.category === EXPECTED_CATEGORY
  if (truth !== undefined) {
    scored++
    if (dateOk) datesRight++
    if (categoryOk) categoriesRight++
    if (analysis?.needsLlm === true) needsModel++
  }
  rows.push([
    basename(file.path),
    file.target === undefined ? `(${file.status}: ${file.reason ?? ''})` : basename(file.target),
    expectedDate,
    `${analysis?.date ?? '-'} ${dateOk ? 'ok' : 'WRONG'}`,
    `${analysis?.category ?? '-'} ${categoryOk ? 'ok' : 'WRONG'}`,
    analysis === undefined ? '-' : analysis.confidence.toFixed(2),
    truth?.issuer ?? '?'
  ])
}

const header = [
  'file',
  'planned name',
  'expected date',
  'date',
  'category (expected invoice)',
  'confidence',
  'issuer (truth)'
]
const widths = header.map((h, i) => Math.max(h.length, ...rows.map(r => r[i]!.length)))
const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
console.log(`pdf-rename eval: ${folder} (--no-llm --dry-run)\n`)
console.log(line(header))
console.log(line(widths.map(w => '-'.repeat(w))))
for (const row of rows) console.log(line(row))
console.log('')
console.log(`dates right:      ${datesRight}/${scored}`)
console.log(`categories right: ${categoriesRight}/${scored}`)
console.log(`model needed:     ${needsModel}/${scored} (not confident)`)
console.log(`time:             ${seconds.toFixed(2)} s for ${report.files.length} files`)
process.exitCode = datesRight === scored && categoriesRight === scored && scored > 0 ? 0 : 1
