/**
 * `npm run eval`: the naming (no model) on the corpus's sets with ground truth —
 * invoices (text layer) and receipts (scans, through OCR) — scored per field: date (the name
 * starts with it), category, issuer (its first significant word is in the name; see
 * corpus/receipts/README.md). Each set is also split by path: the files an embedded e-invoice
 * named, the same files from their text alone, and the files with no e-invoice (the text path).
 * Every miss is listed with the candidate that won and why, except in the receipts' held-out
 * half (eval/truth.ts), which is scored as counts only. A set
 * that is absent is reported as absent; exit code 1 when a present set misses its aims.
 * `npm run eval -- --corpus DIR` reads another corpus folder of the same layout;
 * `--ocr-engine tesseract|tesseract.js` forces an OCR engine (default auto);
 * `--set TEXT` scores only the sets whose name contains TEXT (e.g. `--set tuning`).
 */
import { basename, dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { benchCorpusDir } from './corpus.js'
import { secondLookTest } from '../src/pdf/decide/heuristics.js'
import { loadRules } from '../src/pdf/decide/rules.js'
import { OCR_ENGINES, type OcrEngine } from '../src/pdf/read/ocr/ocr.js'
import { buildStem } from '../src/pdf/plan/filename.js'
import { dateFallbacks, decideDocument } from '../src/pdf/steps-decide.js'
import type { Analysis, ExtractedDocument } from '../src/pdf/types.js'
import { createCachedReader } from './eval/read-cache.js'
import { loadSets, nameHas, type EvalSet, type Truth } from './eval/truth.js'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    'ocr-engine': { type: 'string', default: 'auto' },
    set: { type: 'string', default: '' }
  }
})
const engine = values['ocr-engine'] as OcrEngine
if (!OCR_ENGINES.includes(engine))
  throw new Error(`--ocr-engine '${engine}': expected one of ${OCR_ENGINES.join(', ')}`)
const corpus = resolve(values.corpus ?? benchCorpusDir())
const rules = await loadRules()
const NOW = new Date()

type Field = 'date' | 'category' | 'issuer'

interface Miss {
  file: string
  field: Field
  expected: string
  got: string
  winner: string
}

const reader = await createCachedReader(
  root,
  engine,
  secondLookTest(rules, { order: 'dmy', now: NOW })
)
let failed = false
try {
  console.log(`pdf-rename eval: ${corpus} (heuristics only, no model; OCR engine ${engine})\n`)
  for (const set of loadSets(corpus).filter(s => s.name.includes(values.set))) {
    if ('absent' in set) {
      console.log(`set ${set.name}: ABSENT (${set.absent}); not scored\n`)
      continue
    }
    if (!(await evaluate(set))) failed = true
  }
} finally {
  await reader.close()
}
process.exitCode = failed ? 1 : 0

/** One way of naming a set's files, scored per field. */
interface Tally {
  files: number
  right: Record<Field, number>
  scored: Record<Field, number>
  misses: Miss[]
}

function tally(): Tally {
  return {
    files: 0,
    right: { date: 0, category: 0, issuer: 0 },
    scored: { date: 0, category: 0, issuer: 0 },
    misses: []
  }
}

/**
 * Scores the set's names (the aims apply to these), and apart: the files an embedded e-invoice
 * named, the same files named from their text alone (the XML ignored), and the files with no
 * e-invoice (the text path).
 */
async function evaluate(set: EvalSet): Promise<boolean> {
  const all = tally()
  const paths = { 'e-invoice XML': tally(), 'e-invoices, text alone': tally(), text: tally() }
  let fromCache = 0
  let decideMs = 0
  for (const { path, truth } of set.files) {
    const read = await reader.read(path)
    if (read.cached) fromCache++
    const started = performance.now()
    const doc = read.outcome.kind === 'text' ? read.outcome.doc : undefined
    const analysis = doc === undefined ? undefined : decide(doc, path)
    decideMs += performance.now() - started
    const missing = `(not read: ${read.outcome.kind})`
    score(all, path, truth, analysis, missing)
    if (doc?.einvoice?.kind !== 'found') score(paths.text, path, truth, analysis, missing)
    else {
      score(paths['e-invoice XML'], path, truth, analysis, missing)
      const textAlone = decide({ ...doc, einvoice: undefined }, path)
      score(paths['e-invoices, text alone'], path, truth, textAlone, missing)
    }
  }
  const ok = report(set, all)
  if (set.hidden !== true)
    for (const [name, part] of Object.entries(paths)) if (part.files > 0) split(name, part)
  console.log(
    `  read ${set.files.length} files (${fromCache} from .cache/eval); heuristics ${decideMs.toFixed(0)} ms in all\n`
  )
  return ok
}

function score(
  t: Tally,
  path: string,
  truth: Truth,
  analysis: Analysis | undefined,
  missing: string
): void {
  const name =
    analysis === undefined
      ? missing
      : analysis.date === null
        ? '(left in place: no document date found)'
        : `${buildStem(analysis)}.pdf`
  t.files++
  for (const field of ['date', 'category', 'issuer'] as Field[]) {
    const expected = expectedOf(truth, field)
    if (expected === undefined) continue
    t.scored[field]++
    if (isRight(field, truth, name, analysis)) t.right[field]++
    else t.misses.push(missOf(basename(path), field, expected, name, analysis))
  }
}

/** As the batch decides: the text, the e-invoice over it, the file name's date, the fallbacks. */
function decide(doc: ExtractedDocument, path: string): Analysis {
  return dateFallbacks(decideDocument(doc, path, rules, { order: 'dmy', now: NOW }))
}

function expectedOf(truth: Truth, field: Field): string | undefined {
  if (field === 'date') return truth.date
  if (field === 'category') return truth.category
  return truth.issuerWord
}

function isRight(field: Field, truth: Truth, name: string, analysis?: Analysis): boolean {
  if (analysis === undefined) return false
  if (field === 'date') return name.includes(truth.date)
  if (field === 'category') return analysis.category === truth.category
  return truth.issuerWord !== undefined && nameHas(name, truth.issuerWord)
}

function missOf(
  file: string,
  field: Field,
  expected: string,
  name: string,
  analysis?: Analysis
): Miss {
  const x = analysis?.explanation
  const got =
    field === 'date'
      ? (analysis?.date ?? 'none')
      : field === 'category'
        ? (analysis?.category ?? '-')
        : (analysis?.keywords[0] ?? 'none')
  const winner =
    x === undefined
      ? name
      : field === 'date'
        ? x.dateWhy
        : field === 'category'
          ? x.categoryWhy
          : x.issuerWhy
  return { file, field, expected, got, winner }
}

function report(set: EvalSet, t: Tally): boolean {
  console.log(`set ${set.name}: ${set.files.length} files in ${set.dir}`)
  let ok = true
  for (const field of ['date', 'category', 'issuer'] as Field[]) {
    if (t.scored[field] === 0) continue
    const aim = set.aims[field]
    const pass = t.right[field] / t.scored[field] + 1e-9 >= aim
    if (!pass) ok = false
    const aimText =
      aim === 0 ? 'no aim' : `aim ${(aim * 100).toFixed(0)}% ${pass ? 'met' : 'MISSED'}`
    console.log(`  ${field.padEnd(8)} ${fraction(t, field)}, ${aimText}`)
  }
  if (set.hidden === true) {
    console.log('  held out: misses not listed')
    return ok
  }
  if (t.misses.length > 0) console.log('  misses:')
  for (const miss of t.misses)
    console.log(
      `    ${miss.file} ${miss.field}: expected ${miss.expected}, got ${miss.got}; won: ${miss.winner}`
    )
  return ok
}

/** One line per path: "e-invoice XML: 1 file, date 1/1 (100%), ...". */
function split(name: string, t: Tally): void {
  const fields = (['date', 'category', 'issuer'] as Field[]).filter(f => t.scored[f] > 0)
  const counts = fields.map(f => `${f} ${fraction(t, f)}`).join(', ')
  console.log(`  ${name}: ${t.files} file${t.files === 1 ? '' : 's'}, ${counts}`)
}

function fraction(t: Tally, field: Field): string {
  const share = ((t.right[field] / t.scored[field]) * 100).toFixed(0)
  return `${t.right[field]}/${t.scored[field]} (${share}%)`
}
