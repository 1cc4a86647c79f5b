/**
 * `pdf-rename` with OCR and the model, end to end through the CLI: real scans and a generated
 * image-only invoice read by tesseract.js, and the Ollama double on 127.0.0.1 for the model.
 */
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EXIT } from '../../src/cli/exit-codes.js'
import { main } from '../../src/cli/pdf-rename.js'
import type { BatchReport, FileReport } from '../../src/pdf/batch.js'
import { captureIo } from '../helpers/cli-io.js'
import { refusedBase, startOllamaDouble, type OllamaDouble } from '../helpers/ollama-double.js'
import { snapshot } from '../helpers/pdf-inbox.js'
import { corpusDir, makeTextPdf, tempDir, type TempDir } from '../helpers/pdfs.js'
import { scannedInvoicePdf } from '../helpers/scanned-invoice.js'

/** No category marker: the heuristics need the model for it (see llm-ollama.test.ts). */
const STATEMENT = [
  'Stadtwerke Musterstadt GmbH',
  'Postfach 12 34, 80331 München',
  'Verbrauchsübersicht Strom und Gas 2024',
  'Zählerstand am 14.01.2025: 48.213 kWh',
  'Neuer Abschlag ab 01.12.2024: 84,00 EUR'
]
const ANSWER = JSON.stringify({
  date: '20250114',
  category: 'invoice',
  keywords: ['Stadtwerke Musterstadt'],
  summary: 'Strom und Gas'
})

let tmp: TempDir
let double: OllamaDouble

beforeEach(async () => {
  tmp = tempDir('pdf-ocr-llm-')
  double = await startOllamaDouble()
})
afterEach(async () => {
  await double.close()
  tmp.cleanup()
})

async function run(args: string[]) {
  const io = captureIo(tmp.dir)
  const code = await main(args, io)
  return { code, out: io.out(), err: io.err() }
}

function fileReport(report: BatchReport, name: string): FileReport {
  const file = report.files.find(f => f.path === join(tmp.dir, name))
  if (file === undefined) throw new Error(`no report for ${name}`)
  return file
}

const writeStatement = async (name = 'statement.pdf') =>
  writeFileSync(join(tmp.dir, name), await makeTextPdf([STATEMENT]))

describe('pdf-rename: OCR', () => {
  it('names a scanned invoice from OCR; a blank scan gets no name; a non-PDF is reported', async () => {
    writeFileSync(join(tmp.dir, 'scan.pdf'), await scannedInvoicePdf())
    for (const name of ['blank.pdf', 'invalid.pdf'])
      copyFileSync(join(corpusDir(), 'scans', name), join(tmp.dir, name))
    const before = snapshot(tmp.dir)

    const { code, out } = await run(['--no-llm', '--dry-run', '--json', '.'])
    expect(code).toBe(EXIT.partial)
    const report = JSON.parse(out) as BatchReport
    const scan = fileReport(report, 'scan.pdf')
    expect(scan).toMatchObject({ status: 'planned', textSource: 'ocr' })
    expect(scan.target).toBe(join(tmp.dir, '20240314-invoice-muster-elektro.pdf'))
    expect(scan.analysis).toMatchObject({ date: '20240314', category: 'invoice' })
    expect(fileReport(report, 'blank.pdf')).toMatchObject({
      status: 'skipped',
      reason: 'no text (OCR found none either)'
    })
    expect(fileReport(report, 'invalid.pdf')).toMatchObject({
      status: 'failed',
      reason:
        'not a readable PDF (Invalid PDF structure.); open it in a viewer and save a repaired copy'
    })
    expect(snapshot(tmp.dir)).toEqual(before)
  }, 120_000)

  it('renames the scan for real and says OCR in the plain output', async () => {
    writeFileSync(join(tmp.dir, 'scan.pdf'), await scannedInvoicePdf())
    const { code, out } = await run(['--no-llm', '.'])
    expect(code).toBe(EXIT.ok)
    expect(out).toContain('renamed   scan.pdf -> 20240314-invoice-muster-elektro.pdf [OCR]')
    expect(readdirSync(tmp.dir).filter(n => n.endsWith('.pdf'))).toEqual([
      '20240314-invoice-muster-elektro.pdf'
    ])
  }, 120_000)

  it('leaves a scan alone with --ocr off', async () => {
    writeFileSync(join(tmp.dir, 'scan.pdf'), await scannedInvoicePdf())
    const { code, out } = await run(['--no-llm', '--ocr', 'off', '--dry-run', '.'])
    expect(code).toBe(EXIT.ok)
    expect(out).toContain('skipped   scan.pdf: no text; OCR not enabled')
  })

  it('reads a page with a text layer too with --ocr force', async () => {
    await writeStatement()
    const { out } = await run(['--no-llm', '--ocr', 'force', '--dry-run', '--json', '.'])
    const file = fileReport(JSON.parse(out) as BatchReport, 'statement.pdf')
    expect(file.textSource).toBe('ocr')
    expect(file.analysis?.keywords).toContain('Stadtwerke Musterstadt')
  }, 120_000)

  it('fails the file whose OCR fails and goes on with the batch', async () => {
    writeFileSync(join(tmp.dir, 'scan.pdf'), await scannedInvoicePdf())
    await writeStatement()
    const { code, out } = await run(['--no-llm', '--ocr-lang', 'fra', '--dry-run', '--json', '.'])
    expect(code).toBe(EXIT.partial)
    const report = JSON.parse(out) as BatchReport
    expect(fileReport(report, 'scan.pdf')).toMatchObject({
      status: 'failed',
      reason:
        "OCR failed on page 1: no language data for 'fra' (install it with `npm install @tesseract.js-data/fra`)"
    })
    expect(fileReport(report, 'statement.pdf').status).toBe('planned')
  })

  it.each([
    [['--ocr', 'sometimes'], "Invalid value 'sometimes' for --ocr. Expected auto, off or force."],
    [['--ocr-lang', 'deu,eng'], "Invalid value 'deu,eng' for --ocr-lang."],
    [['--ocr-max-pages', '0'], "Invalid value '0' for --ocr-max-pages."],
    [
      ['--llm-url', 'http://127.0.0.1:11434'],
      "Invalid value 'http://127.0.0.1:11434' for --llm-url."
    ],
    [['--llm-timeout', '1.5'], "Invalid value '1.5' for --llm-timeout."],
    [['--no-llm', '--require-llm'], '--require-llm and --no-llm contradict each other']
  ])('rejects %j with exit code 2', async (args, message) => {
    const { code, err } = await run(args)
    expect(code).toBe(EXIT.invalid)
    expect(err).toContain(message)
  })
})

describe('pdf-rename: the model', () => {
  it('asks the model for what the heuristics lack and reports the exchange', async () => {
    await writeStatement()
    double.script({ answer: ANSWER })
    const { code, out } = await run(['--llm-url', double.url('/api/generate'), '--json', '.'])
    expect(code).toBe(EXIT.ok)
    const report = JSON.parse(out) as BatchReport
    expect(double.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      'GET /api/tags',
      'POST /api/generate'
    ])
    expect((double.generations()[0]!.body as { prompt: string }).prompt).toContain(
      'Verbrauchsübersicht Strom und Gas 2024'
    )
    const file = fileReport(report, 'statement.pdf')
    expect(file).toMatchObject({
      status: 'renamed',
      textSource: 'text-layer',
      llmAsked: true,
      target: join(tmp.dir, '20250114-invoice-stadtwerke-musterstadt-strom-und-gas.pdf')
    })
    expect(file.analysis?.confidence).toBeGreaterThan(0)
    expect(file.analysis?.llm).toEqual({
      endpoint: double.url('/api/generate'),
      model: 'qwen2.5:3b',
      attempts: 1,
      outcome: 'answered',
      answer: JSON.parse(ANSWER),
      used: ['category', 'summary'],
      rejected: []
    })
  })

  it('reports what it rejected and why, and names the file from the rest', async () => {
    await writeStatement()
    double.script({
      answer: JSON.stringify({
        date: '20990101',
        category: 'spam',
        keywords: ['Amazon'],
        summary: 'Strom'
      })
    })
    const { out } = await run([
      '--llm-url',
      double.url('/v1/chat/completions'),
      '--dry-run',
      '--json',
      '.'
    ])
    const file = fileReport(JSON.parse(out) as BatchReport, 'statement.pdf')
    expect(file.analysis?.llm?.rejected.map(r => `${r.field}: ${r.reason}`)).toEqual([
      'date: in the future',
      expect.stringMatching(/^category: not one of the allowed categories/),
      'keywords: not found in the text'
    ])
    expect(file.target).toBe(join(tmp.dir, '20250114-other-stadtwerke-musterstadt-strom.pdf'))
  })

  it('goes on with heuristics when the server is down, and says how to fix it', async () => {
    await writeStatement()
    const base = await refusedBase()
    const { code, err, out } = await run([
      '--llm-url',
      `${base}/api/chat`,
      '--dry-run',
      '--json',
      '.'
    ])
    expect(code).toBe(EXIT.ok)
    const warning =
      `The model server at ${base} is not usable (connection refused: nothing listens there). ` +
      'Start it with `ollama serve` and run `ollama pull qwen2.5:3b`. ' +
      'Continuing with heuristics only.'
    expect(err).toContain(`pdf-rename: warning: ${warning}`)
    const report = JSON.parse(out) as BatchReport
    expect(report.warnings).toContain(warning)
    expect(fileReport(report, 'statement.pdf')).toMatchObject({ status: 'planned' })
    expect(fileReport(report, 'statement.pdf').llmAsked).toBeUndefined()
  })

  it('tells which model to pull when it is missing', async () => {
    await writeStatement()
    const { err } = await run([
      '--llm-url',
      double.url('/api/generate'),
      '--llm-model',
      'qwen2.5:7b',
      '--dry-run',
      '.'
    ])
    expect(err).toContain('run `ollama pull qwen2.5:7b` (installed: qwen2.5:3b)')
    expect(double.generations()).toEqual([])
  })

  it('stops before touching anything with --require-llm when the server is down', async () => {
    await writeStatement()
    const before = snapshot(tmp.dir)
    const base = await refusedBase()
    const { code, err } = await run(['--llm-url', `${base}/api/generate`, '--require-llm', '.'])
    expect(code).toBe(EXIT.llmUnavailable)
    expect(err).toContain(
      '(--require-llm is set; nothing was renamed) Or pass --no-llm to rename with the heuristics only.'
    )
    expect(snapshot(tmp.dir)).toEqual(before)
  })

  it('fails a file the model could not answer with --require-llm, and renames nothing of it', async () => {
    await writeStatement()
    double.script({ answer: 'no' }, { answer: 'still no' })
    const { code, out } = await run([
      '--llm-url',
      double.url('/api/chat'),
      '--require-llm',
      '--json',
      '.'
    ])
    expect(code).toBe(EXIT.partial)
    const file = fileReport(JSON.parse(out) as BatchReport, 'statement.pdf')
    expect(file.status).toBe('failed')
    expect(file.reason).toBe(
      'model failed and --require-llm is set: after one repair request: no JSON object in the answer: "still no"'
    )
    expect(readdirSync(tmp.dir)).toEqual(['statement.pdf'])
  })

  it('does not ask the model about a file the heuristics are sure of', async () => {
    writeFileSync(
      join(tmp.dir, 'invoice.pdf'),
      await makeTextPdf([
        ['Beispiel GmbH', 'Rechnung', 'Rechnungsdatum: 14.03.2024', 'Summe 119,00 EUR']
      ])
    )
    const { out } = await run([
      '--llm-url',
      double.url('/api/generate'),
      '--dry-run',
      '--json',
      '.'
    ])
    expect(double.generations()).toEqual([])
    expect(fileReport(JSON.parse(out) as BatchReport, 'invoice.pdf').llmAsked).toBeUndefined()
  })
})
