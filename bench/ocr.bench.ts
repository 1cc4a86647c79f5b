/**
 * OCR and model share. Prints one Markdown section on stdout; progress on stderr.
 *
 * - Seconds per page of our OCR (tesseract.js in its worker thread, deu+eng, the page image as
 *   OCR gets it) on the corpus scans and a generated scanned invoice; in the same run the native
 *   `tesseract` CLI (Debian tesseract-ocr, when installed) on the very same page images with the
 *   same language data, single-threaded (OMP_THREAD_LIMIT=1), and the ratio. Best of three rounds,
 *   the engines alternating, so a noisy neighbour hits both alike.
 * - Word recall against linn.txt beside each.
 * - Share of the invoice corpus whose heuristic analysis asks for the model (needsLlm).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { tempDir } from '../__tests__/helpers/pdfs.js'
import { benchCorpusDir } from './corpus.js'
import { scannedInvoicePdf } from '../__tests__/helpers/scanned-invoice.js'
import { linnText, openBytes, wordRecall } from '../__tests__/helpers/scans.js'
import {
  createOcrRecognizer,
  DEFAULT_OCR_LANGUAGES,
  type OcrRecognizer
} from '../src/pdf/read/ocr/ocr.js'
import { locateOcrAssets } from '../src/pdf/read/ocr/ocr-assets.js'
import { pageImage } from '../src/pdf/read/ocr/page-image.js'
import { renameBatch } from '../src/pdf/pipeline.js'
import { defaultRenameSettings } from '../src/pdf/settings.js'

const ROUNDS = 3
const log = (message: string): void => void process.stderr.write(`ocr.bench: ${message}\n`)

interface Sample {
  name: string
  bytes: Uint8Array
  truth?: string
}

interface Row {
  name: string
  ours: number
  oursRecall?: number
  native?: number
  nativeRecall?: number
  /** Our OCR with `--ocr-engine tesseract` (the installed program behind our recognizer). */
  engine?: number
  engineRecall?: number
}

async function samples(): Promise<Sample[]> {
  const scans = ['ccitt.pdf', 'jbig2.pdf', 'skew.pdf'].map(name => ({
    name,
    bytes: new Uint8Array(readFileSync(join(benchCorpusDir(), 'scans', name))),
    truth: linnText()
  }))
  return [...scans, { name: 'generated invoice', bytes: await scannedInvoicePdf() }]
}

/** The page image exactly as OCR receives it (decoded scan as PBM/PPM, or a 300 dpi render). */
async function imageOf(bytes: Uint8Array): Promise<Buffer> {
  const doc = await openBytes(bytes.slice())
  try {
    const image = await pageImage(await doc.getPage(1))
    if (image.method === 'blank') throw new Error('blank page in the OCR bench')
    return image.bytes
  } finally {
    await doc.destroy()
  }
}

function nativeAvailable(): boolean {
  return spawnSync('tesseract', ['--version']).status === 0
}

/** The same traineddata the worker uses, unpacked for the CLI. */
function tessdata(dir: string): string {
  const assets = locateOcrAssets()
  for (const code of DEFAULT_OCR_LANGUAGES.split('+')) {
    const file = assets.languageFile(code)
    if (file === undefined) throw new Error(`no language data for ${code}`)
    writeFileSync(join(dir, `${code}.traineddata`), gunzipSync(readFileSync(file)))
  }
  return dir
}

function runNative(imagePath: string, dataDir: string): { seconds: number; text: string } {
  const started = performance.now()
  // --psm 6 (one block of text) is the page mode tesseract.js runs in; it keeps a label and its
  // value on one line.
  const result = spawnSync(
    'tesseract',
    [
      '--tessdata-dir',
      dataDir,
      '-l',
      DEFAULT_OCR_LANGUAGES,
      '--oem',
      '1',
      '--psm',
      '6',
      imagePath,
      'stdout'
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      maxBuffer: 16 * 1024 * 1024
    }
  )
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`tesseract failed: ${result.stderr}`)
  return { seconds, text: result.stdout }
}

async function ocrRows(): Promise<{ rows: Row[]; startSeconds: number; native: boolean }> {
  const tmp = tempDir('ocr-bench-')
  const native = nativeAvailable()
  const dataDir = native ? tessdata(tmp.dir) : ''
  const ocr = createOcrRecognizer()
  const engine = native ? createOcrRecognizer({ engine: 'tesseract' }) : undefined
  const rows: Row[] = []
  let startSeconds = 0
  try {
    const list = await samples()
    // Worker start (wasm compile, language data) plus a first small page, once, on its own.
    {
      const first = await openBytes(await scannedInvoicePdf())
      const started = performance.now()
      await ocr.recognizePageDetailed(await first.getPage(1), { path: 'warm-up', pageNumber: 1 })
      await first.destroy()
      startSeconds = (performance.now() - started) / 1000
    }
    for (const sample of list) {
      const image = await imageOf(sample.bytes)
      const imagePath = join(tmp.dir, `${sample.name.replace(/\W+/g, '-')}.pnm`)
      writeFileSync(imagePath, image)
      const row: Row = { name: sample.name, ours: Infinity }
      for (let round = 1; round <= ROUNDS; round++) {
        log(`${sample.name}: round ${round}`)
        const doc = await openBytes(sample.bytes.slice())
        const started = performance.now()
        const result = await ocr.recognizePageDetailed(await doc.getPage(1), {
          path: `${sample.name}#${round}`,
          pageNumber: 1
        })
        row.ours = Math.min(row.ours, (performance.now() - started) / 1000)
        await doc.destroy()
        if (sample.truth !== undefined) row.oursRecall = wordRecall(sample.truth, result.text)
        if (native) {
          const out = runNative(imagePath, dataDir)
          row.native = Math.min(row.native ?? Infinity, out.seconds)
          if (sample.truth !== undefined) row.nativeRecall = wordRecall(sample.truth, out.text)
        }
        if (engine) {
          const read = await engineSeconds(engine, sample, round)
          row.engine = Math.min(row.engine ?? Infinity, read.seconds)
          if (sample.truth !== undefined) row.engineRecall = wordRecall(sample.truth, read.text)
        }
      }
      rows.push(row)
    }
  } finally {
    await ocr.close()
    await engine?.close()
    tmp.cleanup()
  }
  return { rows, startSeconds, native }
}

/** One page through our recognizer with the tesseract engine: opening, image and OCR, as ours is timed. */
async function engineSeconds(
  engine: OcrRecognizer,
  sample: Sample,
  round: number
): Promise<{ seconds: number; text: string }> {
  const doc = await openBytes(sample.bytes.slice())
  const started = performance.now()
  const result = await engine.recognizePageDetailed(await doc.getPage(1), {
    path: `${sample.name}#engine-${round}`,
    pageNumber: 1
  })
  const seconds = (performance.now() - started) / 1000
  await doc.destroy()
  return { seconds, text: result.text }
}

async function modelShare(): Promise<{ asked: number; total: number; names: string[] }> {
  const report = await renameBatch(
    {
      ...defaultRenameSettings(),
      paths: [join(benchCorpusDir(), 'invoices')],
      dryRun: true,
      useLlm: false,
      ocr: 'off'
    },
    { cwd: benchCorpusDir() }
  )
  const analysed = report.files.filter(file => file.analysis !== undefined)
  const asked = analysed.filter(file => file.analysis?.needsLlm === true)
  return {
    asked: asked.length,
    total: analysed.length,
    names: asked.map(file => file.path.split('/').pop() ?? file.path)
  }
}

function fmt(value: number | undefined, digits = 2): string {
  return value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits)
}

async function main(): Promise<void> {
  const { rows, startSeconds, native } = await ocrRows()
  const share = await modelShare()
  const lines = [
    '## OCR and model share (bench/ocr.bench.ts)',
    '',
    `OCR: tesseract.js ${tesseractVersion()} in one worker thread (SIMD LSTM core, ${DEFAULT_OCR_LANGUAGES}, ` +
      '`4.0.0_best_int` data), page images as OCR receives them (the decoded scan; the invoice is a ' +
      `PNG embedded by pdf-lib). Best of ${ROUNDS} rounds. Worker start (wasm, language data, first page): ` +
      `${fmt(startSeconds)} s, once per batch.`,
    '',
    native
      ? `Native: \`tesseract\` ${nativeVersion()} CLI, same images and language data, \`OMP_THREAD_LIMIT=1\`, \`--oem 1 --psm 6\` (the page mode tesseract.js uses), one process per page.`
      : 'Native: `tesseract` is not installed here (`apt-get install tesseract-ocr`), so no ratio.',
    '',
    `Load average at the end: ${loadavg()
      .map(n => n.toFixed(1))
      .join(', ')} on ${cpus().length} cores (other work on the machine slows both engines alike).`,
    '',
    'Ours with `--ocr-engine tesseract`: the same recognizer (page image, queue, timeouts) handing the ' +
      'page to that program on stdin, one process per page (docs/ocr-llm.md).',
    '',
    '| page | tesseract.js s/page | native s/page | ratio | `--ocr-engine tesseract` s/page | ratio | recall (ours) | recall (native) | recall (engine) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      row =>
        `| ${row.name} | ${fmt(row.ours)} | ${fmt(row.native)} | ${ratio(row.ours, row.native)} | ${fmt(row.engine)} | ${ratio(row.engine, row.native)} | ${fmt(row.oursRecall, 3)} | ${fmt(row.nativeRecall, 3)} | ${fmt(row.engineRecall, 3)} |`
    ),
    '',
    totalLine(rows, 'ours', 'tesseract.js'),
    totalLine(rows, 'engine', 'with `--ocr-engine tesseract`'),
    '',
    `Model share: ${share.asked} of ${share.total} invoice-corpus documents ` +
      `(${fmt((100 * share.asked) / Math.max(1, share.total), 0)}%) have a heuristic analysis that asks for the model ` +
      `(needsLlm)${share.names.length > 0 ? `: ${share.names.join(', ')}` : ''}. Aim: under 20%.`,
    ''
  ]
  process.stdout.write(lines.join('\n'))
}

function ratio(ours: number | undefined, native: number | undefined): string {
  return ours === undefined || native === undefined ? '—' : fmt(ours / native)
}

function totalLine(rows: Row[], key: 'ours' | 'engine', label: string): string {
  if (rows.some(row => row[key] === undefined)) return `Total ${label}: not measured.`
  const ours = rows.reduce((sum, row) => sum + (row[key] ?? 0), 0)
  if (rows.some(row => row.native === undefined))
    return `Total ${label}: ${fmt(ours)} s for ${rows.length} pages.`
  const native = rows.reduce((sum, row) => sum + (row.native ?? 0), 0)
  return `Total ${label}: ${fmt(ours)} s against ${fmt(native)} s native, ratio ${fmt(ours / native)} (aim: at most 1.2).`
}

function tesseractVersion(): string {
  const pkg = JSON.parse(
    readFileSync(join(process.cwd(), 'node_modules/tesseract.js/package.json'), 'utf8')
  ) as {
    version: string
  }
  return pkg.version
}

function nativeVersion(): string {
  return (
    spawnSync('tesseract', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? ''
  ).replace(/^tesseract /, '')
}

await main()
