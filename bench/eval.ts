/**
 * `npm run eval`: the heuristics (no model) on the shared corpus's sets with ground truth —
 * invoices (text layer) and receipts (scans, through OCR) — scored per field: date (the name
 * starts with it), category, issuer (its first significant word is in the name; see
 * corpus/receipts/README.md). Every miss is listed with the candidate that won and why. A set
 * that is absent is reported as absent; exit code 1 when a present set misses its aims.
 * `npm run eval -- --corpus DIR` reads another corpus folder of the same layout.
 */
import { basename, dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { benchCorpusDir } from './corpus.js'
import { applyDateFallback } from '../src/pdf/decide/fallback-date.js'
import { analyze } from '../src/pdf/decide/heuristics.js'
import { loadRules } from '../src/pdf/decide/rules.js'
import { buildStem } from '../src/pdf/plan/filename.js'
import type { Analysis } from '../src/pdf/types.js'
import { createCachedReader } from './eval/read-cache.js'
import { loadSets, nameHas, type EvalSet, type Truth } from './eval/truth.js'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const { values } = parseArgs({ options: { corpus: { type: 'string' } } })
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

const reader = await createCachedReader(root)
let failed = false
try {
  console.log(`pdf-rename eval: ${corpus} (heuristics only, no model)\n`)
  for (const set of loadSets(corpus)) {
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

async function evaluate(set: EvalSet): Promise<boolean> {
  const right: Record<Field, number> = { date: 0, category: 0, issuer: 0 }
  const scored: Record<Field, number> = { date: 0, category: 0, issuer: 0 }
  const misses: Miss[] = []
  let fromCache = 0
  let decideMs = 0
  for (const { path, truth } of set.files) {
    const read = await reader.read(path)
    if (read.cached) fromCache++
    const started = performance.now()
    const analysis = read.outcome.kind === 'text' ? decide(read.outcome.doc) : undefined
    decideMs += performance.now() - started
    const name =
      analysis === undefined
        ? `(not read: ${read.outcome.kind})`
        : analysis.date === null
          ? '(left in place: no document date found)'
          : `${buildStem(analysis)}.pdf`
    for (const field of ['date', 'category', 'issuer'] as Field[]) {
      const expected = expectedOf(truth, field)
      if (expected === undefined) continue
      scored[field]++
      if (isRight(field, truth, name, analysis)) right[field]++
      else misses.push(missOf(basename(path), field, expected, name, analysis))
    }
  }
  const ok = report(set, right, scored, misses)
  console.log(
    `  read ${set.files.length} files (${fromCache} from .cache/eval); heuristics ${decideMs.toFixed(0)} ms in all\n`
  )
  return ok
}

function decide(doc: Parameters<typeof analyze>[0]): Analysis {
  return applyDateFallback(analyze(doc, rules, { order: 'dmy', now: NOW }))
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

function report(
  set: EvalSet,
  right: Record<Field, number>,
  scored: Record<Field, number>,
  misses: Miss[]
): boolean {
  console.log(`set ${set.name}: ${set.files.length} files in ${set.dir}`)
  let ok = true
  for (const field of ['date', 'category', 'issuer'] as Field[]) {
    if (scored[field] === 0) continue
    const share = right[field] / scored[field]
    const aim = set.aims[field]
    const pass = share + 1e-9 >= aim
    if (!pass) ok = false
    const aimText =
      aim === 0 ? 'no aim' : `aim ${(aim * 100).toFixed(0)}% ${pass ? 'met' : 'MISSED'}`
    console.log(
      `  ${field.padEnd(8)} ${right[field]}/${scored[field]} (${(share * 100).toFixed(0)}%), ${aimText}`
    )
  }
  if (misses.length > 0) console.log('  misses:')
  for (const miss of misses)
    console.log(
      `    ${miss.file} ${miss.field}: expected ${miss.expected}, got ${miss.got}; won: ${miss.winner}`
    )
  return ok
}
