/**
 * PDF renamer, heuristics path (`pdf-rename --no-llm --dry-run`: discover, hash, read, analyse,
 * plan), as whole processes of the compiled CLI (lib/, built first), against the two extraction
 * floors measured in the same run: `pdftotext` (poppler-utils, a process per file) and PyMuPDF's
 * `get_text` (python3-fitz, one process). A missing baseline is said, not failed on.
 *
 * Sets: the corpus invoices (__tests__/fixtures/corpus, or $RALPH_CORPUS) and generated PDF/A-like
 * documents with an embedded subset TrueType font (DejaVu Sans, fonts-dejavu) and an embedded
 * subset CFF font (FreeSans.otf, fonts-freefont-otf), each at 1 and 2 threads.
 *
 * Per-file batch cost is the slope between a small and a large folder, so start-up cancels; each
 * round runs every method on both folders, methods alternating, and the tables give medians of
 * the rounds. Then one file as a whole process, and peak memory (the process's own peak, VmHWM,
 * read by a preload: __tests__/helpers/peak-memory.mjs) at 10, 100 and 1,000 files.
 *
 * Optional, bench-only: `RALPH_BENCH_MUPDF=<folder of an installed mupdf package>` adds MuPDF
 * compiled to WebAssembly (the `mupdf` npm package, AGPL-3.0) as a further row, a candidate
 * backend once measured (BENCHMARKS.md's history). Never a dependency of this project: install
 * it into a throwaway folder (`npm install --prefix .cache/mupdf-proto mupdf`) and point the
 * variable at `.cache/mupdf-proto/node_modules/mupdf`.
 *
 * Narrowing a run (all three default to everything):
 * - `PDF_BENCH_READER=pymupdf` (or `pdfjs`): only that reader's rows, against PyMuPDF alone (no
 *   pdftotext, no mupdf.js rows, no other reader's one-file or memory runs);
 * - `PDF_BENCH_SETS=invoices,truetype,cff`: the sets to measure; `long` (never by default: it
 *   takes minutes per reader) adds the invoices in a long batch, 605 files against 2,420, whose
 *   slope is the per-file cost once V8 has compiled most of the code, as an archive import pays it;
 * - `PDF_BENCH_PARTS=batch,one,memory`: per-file batch cost, one file whole process, peak memory.
 * E.g. `PDF_BENCH_READER=pymupdf PDF_BENCH_PARTS=batch npx tsx bench/pdf.bench.ts`.
 *
 * `PDF_BENCH_BEFORE=DIR`: a second checkout (built with `npm run prepare`) whose `pdf-rename`
 * rows run in the same rounds, labelled "before:", for a change's cost side by side.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  writeFileSync
} from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { PDFDocument } from 'pdf-lib'
import { PROJECT_ROOT, tempDir } from '../__tests__/helpers/pdfs.js'
import { benchCorpusDir } from './corpus.js'
import { median } from './median.js'
import { makeEmbeddedFontPdf, SYSTEM_FONTS, systemFont } from '../__tests__/helpers/font-pdfs.js'

const run = promisify(execFile)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const listed = (name: string): string[] | null =>
  process.env[name] === undefined ? null : process.env[name]!.toLowerCase().split(',')
const ONLY_READER = process.env.PDF_BENCH_READER ?? null
const SETS = listed('PDF_BENCH_SETS')
const PARTS = listed('PDF_BENCH_PARTS')
const wantSet = (name: string): boolean => SETS === null || SETS.includes(name)
const LONG = SETS?.includes('long') ?? false
const wantPart = (name: string): boolean => PARTS === null || PARTS.includes(name)
const wantReader = (reader: string): boolean => ONLY_READER === null || ONLY_READER === reader
const log = (message: string): void => void process.stderr.write(`pdf.bench: ${message}\n`)

const CLI = join(PROJECT_ROOT, 'bin', 'pdf-rename.js')
const BEFORE = process.env.PDF_BENCH_BEFORE
const BEFORE_CLI = BEFORE === undefined ? null : join(resolve(BEFORE), 'bin', 'pdf-rename.js')
const PEAK = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'peak-memory.mjs')).href

// --- baselines available?

function works(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

const PDFTOTEXT = ONLY_READER === null && works('pdftotext', ['-v']) ? 'pdftotext' : null
const PYTHON =
  ['/usr/bin/python3', 'python3'].find(python => works(python, ['-c', 'import fitz'])) ?? null
const MUPDF_JS =
  ONLY_READER === null &&
  process.env.RALPH_BENCH_MUPDF !== undefined &&
  existsSync(join(process.env.RALPH_BENCH_MUPDF, 'dist', 'mupdf.js'))
    ? pathToFileURL(join(process.env.RALPH_BENCH_MUPDF, 'dist', 'mupdf.js')).href
    : null

// --- inputs

function invoiceLines(i: number, page: number): string[] {
  const kinds = ['Rechnung', 'Gutschrift', 'Mahnung', 'Angebot', 'Invoice', 'Lieferschein']
  const day = String((i % 28) + 1).padStart(2, '0')
  const month = String((i % 12) + 1).padStart(2, '0')
  return [
    `Beispiel ${i} GmbH · Hauptstraße ${i + 1} · 10115 Berlin`,
    `${kinds[i % kinds.length]} Nr. ${2024000 + i}   Seite ${page}/2`,
    `Rechnungsdatum: ${day}.${month}.2023    Kundennummer ${70000 + i}`,
    ...Array.from(
      { length: 30 },
      (_, l) =>
        `Pos. ${l + 1}  Artikel ${i}-${l} Müller Qualität  ${l + 1} Stück  ${(l * 3.7).toFixed(2)} €`
    ),
    `Zahlbar bis ${day}.${month}.2024 ohne Abzug. Vielen Dank für Ihren Auftrag.`
  ]
}

async function generate(dir: string, count: number, font: Uint8Array): Promise<string[]> {
  const files: string[] = []
  for (let i = 0; i < count; i++) {
    const bytes = await makeEmbeddedFontPdf([invoiceLines(i, 1), invoiceLines(i, 2)], font, {
      title: `Rechnung ${2024000 + i}`,
      creationDate: new Date(Date.UTC(2023, i % 12, (i % 28) + 1))
    })
    const path = join(dir, `doc-${String(i).padStart(4, '0')}.pdf`)
    writeFileSync(path, bytes)
    files.push(path)
  }
  return files
}

/** `times` copies of each file into a fresh folder. */
function folderOf(files: string[], times: number, parent: string, name: string): Folder {
  const dir = tempDir(`${name}-`, parent).dir
  const out: string[] = []
  for (let t = 0; t < times; t++)
    for (const file of files) {
      const path = join(dir, `${t}-${file.split('/').pop()!}`)
      copyFileSync(file, path)
      out.push(path)
    }
  return { dir, files: out }
}

interface Folder {
  dir: string
  files: string[]
}

interface InputSet {
  title: string
  small: Folder
  large: Folder
  pages: number
}

async function pageCount(files: string[]): Promise<number> {
  let pages = 0
  for (const file of files)
    pages += (await PDFDocument.load(readFileSync(file), { ignoreEncryption: true })).getPageCount()
  return pages
}

// --- the methods, each timing one folder in a fresh process (or processes)

type Method = (folder: Folder) => Promise<number>

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return (performance.now() - started) / 1000
}

/** `--reader pymupdf` with the Python that has fitz (only when one does). */
const PYMUPDF_READER = (): string[] => ['--reader', 'pymupdf', '--python', PYTHON!]

function ours(jobs: number, reader: string[] = [], cli = CLI): Method {
  return folder =>
    seconds(() =>
      run(
        process.execPath,
        [cli, '--no-llm', '--dry-run', '--jobs', String(jobs), ...reader, folder.dir],
        { maxBuffer: 64 * 1024 * 1024 }
      ).catch(error => {
        // Exit 1 (some file failed) is a result, not a bench failure.
        if ((error as { code?: number }).code !== 1) throw error
      })
    )
}

function pdftotext(threads: number): Method {
  return folder =>
    seconds(async () => {
      const queue = [...folder.files]
      await Promise.all(
        Array.from({ length: threads }, async () => {
          for (let file = queue.shift(); file !== undefined; file = queue.shift())
            await run(PDFTOTEXT!, ['-q', file, '-'], { maxBuffer: 64 * 1024 * 1024 })
        })
      )
    })
}

const PYMUPDF = `
import sys, fitz
for f in sys.argv[1:]:
    d = fitz.open(f); "".join(p.get_text() for p in d); d.close()
`

function pymupdf(processes: number): Method {
  return folder =>
    seconds(() =>
      Promise.all(
        Array.from({ length: processes }, (_, k) =>
          run(PYTHON!, ['-c', PYMUPDF, ...folder.files.filter((_, i) => i % processes === k)])
        )
      )
    )
}

/** The same work as PYMUPDF with MuPDF's WebAssembly build, in one Node process. */
const MUPDF_WASM = `
import { readFileSync } from 'node:fs'
const mupdf = await import(process.argv[1])
for (const f of process.argv.slice(2)) {
  const doc = mupdf.Document.openDocument(readFileSync(f), 'application/pdf')
  let text = ''
  for (let i = 0, n = doc.countPages(); i < n; i++) {
    const page = doc.loadPage(i)
    const st = page.toStructuredText('')
    text += st.asText()
    st.destroy()
    page.destroy()
  }
  doc.destroy()
}
`

function mupdfWasm(processes: number): Method {
  return folder =>
    seconds(() =>
      Promise.all(
        Array.from({ length: processes }, (_, k) =>
          run(
            process.execPath,
            [
              '--input-type=module',
              '-e',
              MUPDF_WASM,
              MUPDF_JS!,
              ...folder.files.filter((_, i) => i % processes === k)
            ],
            { maxBuffer: 64 * 1024 * 1024 }
          )
        )
      )
    )
}

// --- per-file batch cost

const READERS = [
  ['pdfjs', 'pdf-rename --no-llm --dry-run'],
  ['pymupdf', 'pdf-rename --no-llm --dry-run --reader pymupdf']
] as const

interface Row {
  label: string
  threads: number
  msPerFile: number
}

async function batchCosts(set: InputSet): Promise<Row[]> {
  const methods: { label: string; threads: number; method: Method }[] = []
  for (const threads of [1, 2]) {
    if (wantReader('pdfjs')) methods.push({ label: READERS[0][1], threads, method: ours(threads) })
    if (PYTHON !== null && wantReader('pymupdf'))
      methods.push({ label: READERS[1][1], threads, method: ours(threads, PYMUPDF_READER()) })
    if (BEFORE_CLI !== null && wantReader('pdfjs'))
      methods.push({
        label: `before: ${READERS[0][1]}`,
        threads,
        method: ours(threads, [], BEFORE_CLI)
      })
    if (BEFORE_CLI !== null && PYTHON !== null && wantReader('pymupdf'))
      methods.push({
        label: `before: ${READERS[1][1]}`,
        threads,
        method: ours(threads, PYMUPDF_READER(), BEFORE_CLI)
      })
    if (PDFTOTEXT !== null)
      methods.push({ label: 'pdftotext, a process per file', threads, method: pdftotext(threads) })
    if (PYTHON !== null)
      methods.push({
        label: threads === 1 ? 'PyMuPDF get_text, one process' : 'PyMuPDF get_text, two processes',
        threads,
        method: pymupdf(threads)
      })
    if (MUPDF_JS !== null)
      methods.push({
        label: `mupdf.js (WASM) text, ${threads === 1 ? 'one process' : 'two processes'}`,
        threads,
        method: mupdfWasm(threads)
      })
  }
  const slopes = methods.map(() => [] as number[])
  const extra = set.large.files.length - set.small.files.length
  for (const { method } of methods) await method(set.small) // warm the file cache
  for (let round = 0; round < ROUNDS; round++) {
    log(`${set.title}: round ${round + 1}/${ROUNDS}`)
    // Alternate the order each round, so no method always runs after the same neighbour.
    const order = methods.map((_, i) => i)
    if (round % 2 === 1) order.reverse()
    for (const i of order) {
      const small = await methods[i]!.method(set.small)
      const large = await methods[i]!.method(set.large)
      slopes[i]!.push(((large - small) * 1000) / extra)
    }
  }
  return methods.map((m, i) => ({
    label: m.label,
    threads: m.threads,
    msPerFile: median(slopes[i]!)
  }))
}

function batchTable(set: InputSet, rows: Row[]): string[] {
  const lines = [
    `### ${set.title}`,
    '',
    `${set.large.files.length} files (${set.pages} pages) against ${set.small.files.length}; median of ${ROUNDS} rounds.`,
    '',
    '| method | threads | ms per file | ratio to pdftotext | ratio to PyMuPDF |',
    '|---|---:|---:|---:|---:|'
  ]
  for (const row of rows) {
    const floor = (prefix: string): string => {
      const base = rows.find(r => r.threads === row.threads && r.label.startsWith(prefix))
      return base === undefined ? 'n/a' : `${(row.msPerFile / base.msPerFile).toFixed(2)}`
    }
    const name = row.label.startsWith('pdf-rename') ? `**${row.label}**` : row.label
    lines.push(
      `| ${name} | ${row.threads} | ${row.msPerFile.toFixed(2)} | ${floor('pdftotext')} | ${floor('PyMuPDF')} |`
    )
  }
  return lines
}

// --- one file, whole process

function oneFile(file: string): { label: string; ms: number }[] {
  const commands: { label: string; argv: string[] }[] = [
    { label: '`node -e 0`', argv: [process.execPath, '-e', '0'] }
  ]
  if (wantReader('pdfjs'))
    commands.push({
      label: '`pdf-rename --no-llm --dry-run FILE`',
      argv: [process.execPath, CLI, '--no-llm', '--dry-run', file]
    })
  if (PYTHON !== null && wantReader('pymupdf'))
    commands.push({
      label: '`pdf-rename --no-llm --dry-run --reader pymupdf FILE`',
      argv: [process.execPath, CLI, '--no-llm', '--dry-run', ...PYMUPDF_READER(), file]
    })
  if (PDFTOTEXT !== null)
    commands.push({ label: '`pdftotext FILE -`', argv: [PDFTOTEXT, file, '-'] })
  if (PYTHON !== null)
    commands.push({
      label: 'PyMuPDF (`python3 -c "import fitz; ..."`)',
      argv: [PYTHON, '-c', PYMUPDF, file]
    })
  const times = commands.map(() => [] as number[])
  for (let round = 0; round < 11; round++)
    commands.forEach((command, i) => {
      const started = performance.now()
      spawnSync(command.argv[0]!, command.argv.slice(1), { stdio: 'ignore' })
      times[i]!.push(performance.now() - started)
    })
  return commands.map((command, i) => ({ label: command.label, ms: median(times[i]!) }))
}

// --- peak memory

function peakMiB(folder: string, jobs: number, scratch: string, reader: string[] = []): number {
  const file = join(scratch, `peak-${jobs}`)
  spawnSync(
    process.execPath,
    [CLI, '--no-llm', '--dry-run', '--jobs', String(jobs), ...reader, folder],
    {
      stdio: 'ignore',
      env: { ...process.env, NODE_OPTIONS: `--import ${PEAK}`, PEAK_MEMORY_FILE: file }
    }
  )
  return Number(readFileSync(file, 'utf8')) / 1024
}

/**
 * `--reader pymupdf`: the Node process's own peak plus each PyMuPDF child's, summed (a bound on
 * what was held at once). A child's peak is the kernel's accounting of it (RUSAGE_CHILDREN),
 * written by a wrapper that runs the real interpreter as its one child.
 */
function readerPeakMiB(folder: string, jobs: number, scratch: string): number {
  const children = join(scratch, `children-${jobs}`)
  writeFileSync(children, '')
  const wrapper = join(scratch, 'python-measured')
  const code = [
    'import resource, subprocess, sys',
    'code = subprocess.call(sys.argv[2:])',
    'open(sys.argv[1], "a").write("%d\\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)',
    'sys.exit(code)'
  ].join('\n')
  writeFileSync(
    wrapper,
    `#!/bin/sh\nexec ${PYTHON!} -I -c '${code}' '${children}' ${PYTHON!} "$@"\n`
  )
  chmodSync(wrapper, 0o755)
  const node = peakMiB(folder, jobs, scratch, ['--reader', 'pymupdf', '--python', wrapper])
  const kib = readFileSync(children, 'utf8').trim().split('\n').filter(Boolean).map(Number)
  return node + kib.reduce((sum, k) => sum + k, 0) / 1024
}

function pymupdfPeakMiB(files: string[]): number | null {
  if (PYTHON === null) return null
  const script =
    PYMUPDF + '\nimport resource\nprint(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n'
  const out = execFileSync(PYTHON, ['-c', script, ...files], { encoding: 'utf8' })
  return Number(out.trim()) / 1024
}

// --- the run

const loadAtStart = loadavg()[0]!.toFixed(1)
log('compiling lib/ (the CLI runs compiled, as installed)')
execFileSync(
  process.execPath,
  [join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: PROJECT_ROOT,
    stdio: 'inherit'
  }
)
const work = tempDir('pdf-bench-')
const notes: string[] = []
if (ONLY_READER !== null)
  notes.push(`Only --reader ${ONLY_READER} (PDF_BENCH_READER), against PyMuPDF.`)
else if (PDFTOTEXT === null)
  notes.push('pdftotext is missing (apt-get install poppler-utils): no ratios to it.')
if (PYTHON === null)
  notes.push('PyMuPDF is missing (apt-get install python3-fitz): no ratios to it.')
try {
  const sets: InputSet[] = []
  const invoiceDir = join(benchCorpusDir(), 'invoices')
  const invoices = existsSync(invoiceDir)
    ? readdirSync(invoiceDir)
        .filter(name => name.endsWith('.pdf'))
        .map(name => resolve(invoiceDir, name))
    : null
  const wantInvoices = wantSet('invoices') || LONG
  if (invoices === null && wantInvoices)
    notes.push(`The corpus invoices (${invoiceDir}) are absent: their sets are skipped.`)
  if (!wantSet('invoices'))
    notes.push('The corpus invoices, each 10 times, are not measured (PDF_BENCH_SETS).')
  if (invoices !== null && wantInvoices) {
    const pages = await pageCount(invoices)
    /** The invoices copied `small` and `large` times into two folders. */
    const copies = (title: string, small: number, large: number, name: string): InputSet => ({
      title,
      small: folderOf(invoices, small, work.dir, `${name}-small`),
      large: folderOf(invoices, large, work.dir, `${name}-large`),
      pages: large * pages
    })
    const real = `${invoices.length} real PDFs`
    if (wantSet('invoices'))
      sets.push(copies(`Corpus invoices (${real}, each 10 times)`, 2, 10, 'inv'))
    if (LONG)
      sets.push(
        copies(
          `Corpus invoices in a long batch (${real}, each 220 times against 55)`,
          55,
          220,
          'inv-long'
        )
      )
  }
  for (const [kind, label] of [
    ['trueType', 'TrueType (DejaVu Sans)'],
    ['cff', 'CFF (FreeSans.otf, OpenType with CFF outlines)']
  ] as const) {
    if (!wantSet(kind.toLowerCase())) continue
    const font = systemFont(kind)
    if (font === null) {
      notes.push(`${SYSTEM_FONTS[kind]} is missing: the ${label} set is skipped.`)
      continue
    }
    log(`generating 120 two-page documents, embedded subset ${label}`)
    const dir = tempDir(`gen-${kind}-`, work.dir).dir
    const files = await generate(dir, 120, font)
    sets.push({
      title: `Generated PDF/A-like invoices, embedded subset ${label}`,
      small: folderOf(files.slice(0, 20), 1, work.dir, `${kind}-small`),
      large: { dir, files },
      pages: files.length * 2
    })
  }

  const sections: string[] = []
  const aims: string[] = []
  for (const set of wantPart('batch') ? sets : []) {
    const rows = await batchCosts(set)
    sections.push(...batchTable(set, rows), '')
    const cost = (label: string, threads: number): number | undefined =>
      rows.find(r => r.threads === threads && r.label.startsWith(label))?.msPerFile
    for (const threads of [1, 2])
      for (const [reader, label] of READERS) {
        const mine = rows.find(r => r.threads === threads && r.label === label)?.msPerFile
        if (mine === undefined) continue
        const who = `${set.title}, --reader ${reader}, ${threads} thread(s)`
        const poppler = cost('pdftotext', threads)
        const mupdf = cost('PyMuPDF', threads)
        if (poppler !== undefined)
          aims.push(
            `| ${who}: per-file cost ≤ pdftotext's | ${mine.toFixed(1)} ms vs ${poppler.toFixed(1)} ms (${(mine / poppler).toFixed(2)}) | ${mine <= poppler ? 'met' : 'not met'} |`
          )
        if (mupdf !== undefined)
          aims.push(
            `| ${who}: per-file cost ≤ 1.5 × PyMuPDF's | ${mine.toFixed(1)} ms vs ${mupdf.toFixed(1)} ms (${(mine / mupdf).toFixed(2)}) | ${mine <= 1.5 * mupdf ? 'met' : 'not met'} |`
          )
      }
  }

  const one = wantPart('one') ? sets[0]?.large.files[0] : undefined
  const oneLines: string[] = []
  if (one !== undefined) {
    log('one file, whole process')
    const rows = oneFile(one)
    const node = rows[0]!.ms
    oneLines.push(
      `### One file, whole process (${one.split('/').pop()!.replace(/^\d+-/, '')})`,
      '',
      'Median of 11 rounds, commands alternating.',
      '',
      '| command | ms | ratio to `node -e 0` |',
      '|---|---:|---:|',
      ...rows.map(row => `| ${row.label} | ${row.ms.toFixed(0)} | ${(row.ms / node).toFixed(2)} |`),
      ''
    )
    for (const row of rows.filter(r => r.label.startsWith('`pdf-rename'))) {
      const reader = row.label.includes('pymupdf') ? 'pymupdf' : 'pdfjs'
      aims.push(
        `| One file, whole process ≤ 0.25 s, --reader ${reader} | ${(row.ms / 1000).toFixed(2)} s (\`node -e 0\`: ${(node / 1000).toFixed(2)} s) | ${row.ms <= 250 ? 'met' : 'not met'} |`
      )
    }
  }

  log('peak memory at 10, 100, 1,000 files')
  const source = wantPart('memory') ? sets[0] : undefined
  const memLines: string[] = []
  if (source !== undefined) {
    const base = source.large.files.slice(0, 10)
    memLines.push(
      `### Peak memory per batch size (${source.title})`,
      '',
      "The process's own peak resident memory (VmHWM, worker threads included); for",
      "`--reader pymupdf` plus each PyMuPDF child's peak (RUSAGE_CHILDREN of a wrapper around the",
      'real interpreter), summed.',
      '',
      '| files | --jobs 1 MiB | --jobs 2 MiB | --reader pymupdf --jobs 1 MiB | --reader pymupdf --jobs 2 MiB | PyMuPDF, one process, MiB |',
      '|---:|---:|---:|---:|---:|---:|'
    )
    let at1000 = 0
    let atReader = 0
    for (const count of [10, 100, 1000]) {
      const folder = folderOf(base, count / 10, work.dir, `mem-${count}`)
      const one = wantReader('pdfjs') ? peakMiB(folder.dir, 1, work.dir) : null
      const two = wantReader('pdfjs') ? peakMiB(folder.dir, 2, work.dir) : null
      const mupdf = pymupdfPeakMiB(folder.files)
      const withReader = PYTHON !== null && wantReader('pymupdf')
      const readerOne = withReader ? readerPeakMiB(folder.dir, 1, work.dir) : null
      const readerTwo = withReader ? readerPeakMiB(folder.dir, 2, work.dir) : null
      at1000 = Math.max(one ?? 0, two ?? 0)
      atReader = Math.max(readerOne ?? 0, readerTwo ?? 0)
      const mib = (value: number | null): string => (value === null ? 'n/a' : value.toFixed(0))
      memLines.push(
        `| ${count} | ${mib(one)} | ${mib(two)} | ${mib(readerOne)} | ${mib(readerTwo)} | ${mib(mupdf)} |`
      )
    }
    memLines.push('')
    if (wantReader('pdfjs'))
      aims.push(
        `| Peak memory ≤ 200 MiB at 1,000 files | ${at1000.toFixed(0)} MiB (the larger of --jobs 1 and 2) | ${at1000 <= 200 ? 'met' : 'not met'} |`
      )
    if (PYTHON !== null && wantReader('pymupdf'))
      aims.push(
        `| Peak memory ≤ 200 MiB at 1,000 files, --reader pymupdf (children included) | ${atReader.toFixed(0)} MiB (the larger of --jobs 1 and 2) | ${atReader <= 200 ? 'met' : 'not met'} |`
      )
  }

  const out = [
    '## PDF renamer: reading speed and memory (bench/pdf.bench.ts)',
    '',
    '`npm run bench -- pdf`. Whole processes of the compiled CLI (`node bin/pdf-rename.js --no-llm',
    '--dry-run`), against pdftotext (poppler-utils, a process per file, as many at a time as',
    'threads) and PyMuPDF `get_text` (python3-fitz; two processes for two threads) in the same',
    'run. Per-file cost is the slope between the small and the large folder of a set.',
    `Load average: ${loadAtStart} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores.`,
    '',
    ...notes.map(note => `- ${note}`),
    ...(notes.length > 0 ? [''] : []),
    '### Aims',
    '',
    '| aim | figure | |',
    '|---|---|---|',
    ...aims,
    '',
    ...sections,
    ...oneLines,
    ...memLines
  ]
  process.stdout.write(out.join('\n') + '\n')
} finally {
  work.cleanup()
}
