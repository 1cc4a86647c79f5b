/**
 * The evaluation sets of the corpus `$RALPH_CORPUS` names and their ground truth, and the scoring rule of
 * corpus/receipts/README.md: a company counts as named when its first significant word, folded
 * to lowercase ASCII letters and digits, occurs in the folded file name.
 *
 * The receipts are split in two halves by their file name alone: a receipt belongs to the tuning
 * half when the first byte of the SHA-256 of its file name (UTF-8, e.g. "r001.pdf") is even, else
 * to the held-out half. Rules are tuned on the tuning half only; the held-out half is scored as
 * counts, its files, texts and misses never printed, so it stays a measure of unseen receipts.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'

export interface Truth {
  date: string
  category: string
  /** The word that must occur in the name; absent when the truth names no issuer. */
  issuerWord?: string
  issuer?: string
}

export interface EvalSet {
  name: string
  dir: string
  files: { path: string; truth: Truth }[]
  aims: { date: number; category: number; issuer: number }
  /** Held out: scored as counts only, no file or miss printed. */
  hidden?: true
}

const GENERIC = new Set([
  'the',
  'sdn',
  'bhd',
  'syarikat',
  'perniagaan',
  'kedai',
  'restoran',
  'restaurant',
  'pasaraya',
  'pasar',
  'mini',
  'raya',
  'runcit',
  'farmasi'
])

type Loaded = EvalSet | { name: string; absent: string }

/** The invoices and the two halves of the receipts, or the reason a set is absent. */
export function loadSets(corpus: string): Loaded[] {
  return [invoices(join(corpus, 'invoices')), ...receipts(join(corpus, 'receipts'))]
}

/** The split rule (see the top of this file): true for the tuning half. */
export function inTuningHalf(file: string): boolean {
  return createHash('sha256').update(basename(file)).digest()[0]! % 2 === 0
}

function invoices(dir: string): EvalSet | { name: string; absent: string } {
  if (!existsSync(dir)) return { name: 'invoices', absent: `no folder ${dir}` }
  const files = readdirSync(dir)
    .filter(f => f.endsWith('.pdf') && existsSync(join(dir, f.replace(/\.pdf$/, '.json'))))
    .sort()
    .map(f => {
      const data = JSON.parse(readFileSync(join(dir, f.replace(/\.pdf$/, '.json')), 'utf8')) as
        { date: string; issuer?: string }[] | { date: string; issuer?: string }
      const entry = Array.isArray(data) ? data[0]! : data
      const word = entry.issuer === undefined ? undefined : significantWord(entry.issuer)
      return {
        path: join(dir, f),
        truth: {
          date: entry.date.replace(/-/g, ''),
          category: 'invoice',
          ...(entry.issuer === undefined ? {} : { issuer: entry.issuer }),
          ...(word === undefined ? {} : { issuerWord: word })
        }
      }
    })
  if (files.length === 0) return { name: 'invoices', absent: `no NAME.pdf + NAME.json in ${dir}` }
  return { name: 'invoices', dir, files, aims: { date: 1, category: 1, issuer: 10 / 11 } }
}

function receipts(dir: string): Loaded[] {
  const truthFile = join(dir, 'truth.json')
  if (!existsSync(truthFile)) return [{ name: 'receipts', absent: `no ${truthFile}` }]
  const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as Record<
    string,
    { date: string; category: string; company: string; company_word: string }
  >
  const files = Object.entries(truth)
    .filter(([file]) => existsSync(join(dir, file)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, t]) => ({
      path: join(dir, file),
      truth: { date: t.date, category: t.category, issuer: t.company, issuerWord: t.company_word }
    }))
  const aims = { date: 0.9, category: 0, issuer: 0.75 }
  return [
    { name: 'receipts, tuning half', dir, files: files.filter(f => inTuningHalf(f.path)), aims },
    {
      name: 'receipts, held-out half',
      dir,
      files: files.filter(f => !inTuningHalf(f.path)),
      aims,
      hidden: true
    }
  ]
}

/** Lowercase, ASCII-folded, letters and digits only. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The first word of at least 3 characters that is not a number or generic; initials joined. */
export function significantWord(name: string): string | undefined {
  const joined = name.replace(/\b(?:\p{L}\.\s?){2,}/gu, m => m.replace(/[.\s]/g, '') + ' ')
  for (const raw of joined.split(/[\s,()&/-]+/)) {
    const word = fold(raw)
    if (word.length >= 3 && !/^\d+$/.test(word) && !GENERIC.has(word)) return word
  }
  return undefined
}

export function nameHas(fileName: string, word: string): boolean {
  return fold(basename(fileName)).includes(word)
}
