/**
 * OCR and model share. Prints one Markdown section on stdout; progress on stderr.
 *
 * - Seconds per page of our OCR with `auto` (the default: the installed `tesseract` program
 *   when it is on PATH, else tesseract.js), of the bare native `tesseract` CLI on the very same
 *   page images with the same language data, single-threaded (OMP_THREAD_LIMIT=1), and of
 *   tesseract.js (the fallback), on the corpus scans and a generated scanned invoice. Ours is
 *   timed from the PDF page (image decoding included), the CLI from the image file. Medians of
 *   the rounds; in each round the three take turns in a rotating order, so a noisy neighbour
 *   hits all alike. The aim: `auto` at most 1.15 × the native CLI.
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
const AIM = 1.15
const log = (message: string): void => void process.stderr.write(`ocr.bench: ${message}\n`)

interface Sample {
  name: string
  bytes: Uint8Array
  truth?: string
}

type Engine = 'auto' | 'native' | 'wasm'
const ENGINES: Engine[] = ['auto', 'native', 'wasm']

/** Seconds of one page: on the clock, and of CPU (ours and the program's, so load shows less). */
interface Timing {
  wall: number
  cpu: number
}

interface Row {
  name: string
  times: Record<Engine, Timing[]>
  recall: Partial<Record<Engine, number>>
}

/** CPU seconds of this process (all its threads) and of its children that have ended. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage()
  // /proc/self/stat after the command name: cutime and cstime (fields 16, 17), 100 ticks a second.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
  return (user + system) / 1e6 + (Number(fields[13]) + Number(fields[14])) / 100
}

async function timed(work: () => Promise<string> | string): Promise<Timing & { text: string }> {
  const [wall, cpu] = [performance.now(), cpuSeconds()]
  const text = await work()
  return { text, wall: (performance.now() - wall) / 1000, cpu: cpuSeconds() - cpu }
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

function runNative(imagePath: string, dataDir: string): string {
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
  if (result.status !== 0) throw new Error(`tesseract failed: ${result.stderr}`)
  return result.stdout
}

/** One page through our recognizer: opening the page, its image and OCR, as a batch does. */
async function readPage(
  ocr: OcrRecognizer,
  sample: Sample,
  label: string
): Promise<Timing & { text: string }> {
  const doc = await openBytes(sample.bytes.slice())
  const read = await timed(async () => {
    const context = { path: `${sample.name}#${label}`, pageNumber: 1 }
    return (await ocr.recognizePageDetailed(await doc.getPage(1), context)).text
  })
  await doc.destroy()
  return read
}

interface Measured {
  rows: Row[]
  /** Seconds to the first page read, engine start included (the generated invoice). */
  start: { auto: number; wasm: number }
  autoEngine: string
  native: boolean
}

async function ocrRows(): Promise<Measured> {
  const tmp = tempDir('ocr-bench-')
  const native = nativeAvailable()
  const dataDir = native ? tessdata(tmp.dir) : ''
  const auto = createOcrRecognizer()
  const wasm = createOcrRecognizer({ engine: 'tesseract.js' })
  const rows: Row[] = []
  try {
    const list = await samples()
    const warmUp = list[list.length - 1]!
    const start = {
      auto: (await readPage(auto, warmUp, 'start')).wall,
      wasm: (await readPage(wasm, warmUp, 'start')).wall
    }
    for (const sample of list) {
      const imagePath = join(tmp.dir, `${sample.name.replace(/\W+/g, '-')}.pnm`)
      writeFileSync(imagePath, await imageOf(sample.bytes))
      const row: Row = {
        name: sample.name,
        times: { auto: [], native: [], wasm: [] },
        recall: {}
      }
      for (let round = 0; round < ROUNDS; round++) {
        log(`${sample.name}: round ${round + 1}`)
        for (let turn = 0; turn < ENGINES.length; turn++) {
          const engine = ENGINES[(round + turn) % ENGINES.length]!
          if (engine === 'native' && !native) continue
          const read =
            engine === 'native'
              ? await timed(() => runNative(imagePath, dataDir))
              : await readPage(engine === 'auto' ? auto : wasm, sample, `${engine}-${round}`)
          row.times[engine].push({ wall: read.wall, cpu: read.cpu })
          if (sample.truth !== undefined) row.recall[engine] = wordRecall(sample.truth, read.text)
        }
      }
      rows.push(row)
    }
    return { rows, start, autoEngine: auto.engine ?? 'none', native }
  } finally {
    await auto.close()
    await wasm.close()
    tmp.cleanup()
  }
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
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

async function main(): Promise<void> {
  const { rows, start, autoEngine, native } = await ocrRows()
  const share = await modelShare()
  const med = (row: Row, engine: Engine, of: keyof Timing): number | undefined =>
    median(row.times[engine].map(time => time[of]))
  const pair = (row: Row, engine: Engine): string =>
    `${fmt(med(row, engine, 'wall'))} / ${fmt(med(row, engine, 'cpu'))}`
  const ratios = (row: Row, engine: Engine): string =>
    (['wall', 'cpu'] as const)
      .map(of => ratio(med(row, engine, of), med(row, 'native', of)))
      .join(' / ')
  const lines = [
    '## OCR and model share (bench/ocr.bench.ts)',
    '',
    `\`auto\` (the default engine) chose **${autoEngine}** here: ${
      autoEngine === 'tesseract'
        ? `the installed program (${nativeVersion()}), one process per page, the page image on stdin`
        : 'no `tesseract` on PATH'
    }, with the shipped \`4.0.0_best_int\` language data (${DEFAULT_OCR_LANGUAGES}). Native: the bare ` +
      '`tesseract` CLI on the same page images and data, `OMP_THREAD_LIMIT=1`, `--oem 1 --psm 6`. ' +
      `tesseract.js ${tesseractVersion()}: one worker thread, SIMD LSTM core. Ours is timed from the ` +
      `PDF page (image decoding included), the CLI from the image file. Medians of ${ROUNDS} rounds, ` +
      'the three taking turns in a rotating order. Each cell: seconds on the clock / CPU seconds ' +
      "(ours and the program's; what another process on the machine takes shows less there).",
    '',
    `Start, once per batch (first page included, the generated invoice): \`auto\` ${fmt(start.auto)} s, ` +
      `tesseract.js ${fmt(start.wasm)} s.`,
    '',
    `Load average at the end: ${loadavg()
      .map(n => n.toFixed(1))
      .join(', ')} on ${cpus().length} cores (other work on the machine slows all three alike).`,
    '',
    '| page | `auto` s/page | native s/page | `auto` ÷ native | tesseract.js s/page | tesseract.js ÷ native | recall `auto` | recall native | recall tesseract.js |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      row =>
        `| ${row.name} | ${pair(row, 'auto')} | ${pair(row, 'native')} | ${ratios(row, 'auto')} | ${pair(row, 'wasm')} | ${ratios(row, 'wasm')} | ${fmt(row.recall.auto, 3)} | ${fmt(row.recall.native, 3)} | ${fmt(row.recall.wasm, 3)} |`
    ),
    '',
    totalLine(rows, 'auto', `\`auto\` (aim: at most ${AIM})`, native),
    totalLine(rows, 'wasm', 'tesseract.js (the fallback)', native),
    '',
    `Model share: ${share.asked} of ${share.total} invoice-corpus documents ` +
      `(${fmt((100 * share.asked) / Math.max(1, share.total), 0)}%) have a heuristic analysis that asks for the model ` +
      `(needsLlm)${share.names.length > 0 ? `: ${share.names.join(', ')}` : ''}. Aim: under 20%.`,
    ''
  ]
  process.stdout.write(lines.join('\n'))
}

function fmt(value: number | undefined, digits = 2): string {
  return value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits)
}

function ratio(ours: number | undefined, native: number | undefined): string {
  return ours === undefined || native === undefined ? '—' : fmt(ours / native)
}

/** Sums of the per-page medians, and their ratio to the native CLI's, on the clock and of CPU. */
function totalLine(rows: Row[], engine: Engine, label: string, native: boolean): string {
  const sum = (of: Engine, metric: keyof Timing): number =>
    rows.reduce((total, row) => total + (median(row.times[of].map(t => t[metric])) ?? 0), 0)
  const figures = (metric: keyof Timing): string =>
    native
      ? `${fmt(sum(engine, metric))} s against ${fmt(sum('native', metric))} s native, ratio **${fmt(sum(engine, metric) / sum('native', metric))}**`
      : `${fmt(sum(engine, metric))} s (no native CLI here, so no ratio)`
  return `Total ${label}: on the clock ${figures('wall')}; CPU ${figures('cpu')}.`
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
  return spawnSync('tesseract', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? ''
}

await main()
