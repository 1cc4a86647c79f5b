/**
 * The shipped action OCRs on its own: a copy of this checkout's dist/ (as `npm run bundle`
 * builds it, with scripts/copy-ocr-assets.ts's assets) and what an action checkout has beside it
 * (action.yml, package.json, schemas/, src/data/, the PyMuPDF reader script), in a folder with
 * no node_modules in or above it, run as `command: rename-pdfs` with the network switched off
 * (`unshare -n`, or a preload that refuses sockets where namespaces are not allowed).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, parse } from 'node:path'
import { copyOcrAssets } from '../../scripts/copy-ocr-assets.js'
import { sha256Hex } from '../../src/fs/hash.js'
import type { BatchReport } from '../../src/pdf/batch.js'
import { pageImage } from '../../src/pdf/read/ocr/page-image.js'
import { actionRuntimes, BUNDLE, runAction, type ActionRun } from '../helpers/action-run.js'
import { fakeTesseract } from '../helpers/fake-tesseract.js'
import { makeRepo } from '../helpers/repo.js'
import { scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { corpusPath, openBytes, projectRoot } from '../helpers/scans.js'

/**
 * What an action checkout has beside dist/ that dist/ reads at run time (found from the package
 * root package.json marks): the rules (src/data/rules.json, without which rename-pdfs stops), the
 * model answer's schema (schemas/) and the PyMuPDF reader script (reader: pymupdf); action.yml
 * holds the inputs' defaults.
 */
const BESIDE_DIST = [
  'action.yml',
  'package.json',
  'schemas',
  'src/data',
  'src/pdf/read/pymupdf-reader.py'
]

/** The action's runtime (node24; this node where no node24 build exists). */
const runtime = actionRuntimes().at(-1)!

let root: string
let checkout: string
/** Rendered once (about 0.7 s): both OCR tests read it, neither changes it. */
let scan: Uint8Array

beforeAll(async () => {
  if (!existsSync(BUNDLE))
    throw new Error(`${BUNDLE} is missing: build it with 'npm run bundle' before the e2e tests.`)
  scan = await scannedInvoicePdf()
  root = mkdtempSync(join(tmpdir(), 'ocr-bundle-'))
  checkout = join(root, 'elsewhere', 'action')
  cpSync(dirname(BUNDLE), join(checkout, 'dist'), { recursive: true })
  for (const path of BESIDE_DIST) {
    mkdirSync(dirname(join(checkout, path)), { recursive: true })
    cpSync(join(projectRoot, path), join(checkout, path), { recursive: true })
  }
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The Netpbm kind and sha256 of the picture the sources hand OCR for the PDF's first page. */
async function sourcePicture(bytes: Uint8Array): Promise<[string, string]> {
  const doc = await openBytes(new Uint8Array(bytes))
  try {
    const image = await pageImage(await doc.getPage(1))
    if (image.method === 'blank') throw new Error('a blank page: nothing to hand OCR')
    return [image.bytes.subarray(0, 2).toString('latin1'), sha256Hex(image.bytes)]
  } finally {
    await doc.destroy()
  }
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0)
}

/** The action's JSON report (`report` output) of a rename-pdfs run. */
type RenameReport = Pick<BatchReport, 'ocrEngine' | 'files'> & {
  renamed: { from: string; to: string; textSource: string }[]
}

interface Renamed {
  run: ActionRun
  report: RenameReport
  /** The work tree after the run: `git status --porcelain --ignored`. */
  status: string
  inbox: string[]
}

/** `rename-pdfs` of the copied checkout, offline, as a dry run over `inbox/` holding `files`. */
async function renameOffline(
  files: Record<string, Uint8Array>,
  path: string,
  inputs: Record<string, string> = {}
): Promise<Renamed> {
  const repo = makeRepo({ 'README.md': '# documents\n' })
  try {
    for (const [name, bytes] of Object.entries(files))
      repo.write({ [`inbox/${name}`]: Buffer.from(bytes) as unknown as string })
    repo.commit('scanner upload')
    const temp = mkdtempSync(join(root, 'runner-temp-'))
    const run = await runAction({
      workspace: repo.dir,
      bundle: join(checkout, 'dist', 'index.js'),
      offline: true,
      node: runtime.node,
      inputs: { command: 'rename-pdfs', 'dry-run': 'true', push: 'false', ...inputs },
      event: { name: 'push', payload: { ref: 'refs/heads/main' } },
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
      env: { PATH: path, RUNNER_TEMP: temp }
    })
    if (run.outputs.report === undefined)
      throw new Error(`rename-pdfs wrote no report (exit ${run.code}):\n${run.stdout}${run.stderr}`)
    return {
      run,
      report: JSON.parse(readFileSync(run.outputs.report, 'utf8')) as RenameReport,
      status: repo.git(['status', '--porcelain', '--ignored']),
      inbox: readdirSync(join(repo.dir, 'inbox')).sort()
    }
  } finally {
    repo.cleanup()
  }
}

describe(`OCR from the shipped action (${runtime.name}), with no node_modules and no network`, () => {
  it('has nothing to fall back on: no node_modules in or above the copy', () => {
    expect(existsSync(join(checkout, 'node_modules'))).toBe(false)
    for (let dir = checkout; ; dir = dirname(dir)) {
      expect(existsSync(join(dir, 'node_modules'))).toBe(false)
      if (dir === parse(dir).root) break
    }
  })

  it('renames a generated scan with the bundled tesseract.js, writing nothing', async () => {
    // `auto` meets a tesseract on PATH that does not start, and falls back to the bundled engine.
    const broken = fakeTesseract(mkdtempSync(join(root, 'tesseract-')))
    broken.behave({ broken: 'tesseract: error while loading shared libraries: libtesseract.so.5' })
    const { run, report, status, inbox } = await renameOffline(
      { 'scan.pdf': scan },
      `${broken.dir}:${process.env.PATH ?? ''}`
    )
    // The whole log: the model is out of reach (no network), the fallback is said, and no
    // warning comes from pdf.js or tesseract.js.
    expect(run.stderr).toBe('')
    expect(run.stdout.split('\n').filter(line => line !== '')).toEqual([
      'ralph-action: rename-pdfs',
      expect.stringMatching(
        /^::warning::The model server at http:\/\/127\.0\.0\.1:11434 is not usable \(.+\)\. .*Continuing with heuristics only\.$/
      ),
      '::group::Rename the PDFs of inbox',
      '::endgroup::',
      expect.stringMatching(
        /^inbox\/scan\.pdf -> archive\/20240314-invoice-muster-elektro\.pdf \(OCR, /
      ),
      'OCR engine: tesseract.js',
      "::warning::OCR fell back to tesseract.js (slower): the OCR program 'tesseract' did not " +
        'start (exit code 127) tesseract: error while loading shared libraries: ' +
        'libtesseract.so.5. Repair that program, or set the OCR engine to tesseract.js.'
    ])
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'renamed-count': '1', 'skipped-count': '0' })
    expect(report.ocrEngine).toBe('tesseract.js')
    expect(report.renamed).toEqual([
      expect.objectContaining({
        from: 'inbox/scan.pdf',
        to: 'archive/20240314-invoice-muster-elektro.pdf',
        textSource: 'ocr'
      })
    ])
    expect(inbox).toEqual(['scan.pdf'])
    expect(status).toBe('')
  }, 180_000)

  it('hands the tesseract program on PATH the pictures the sources decode (a corpus JBIG2 scan too), with the bundled language data', async () => {
    const fake = fakeTesseract(mkdtempSync(join(root, 'tesseract-')))
    fake.behave({ text: 'Ostwind Solar AG\nRechnung\nRechnungsdatum: 02.05.2023\n' })
    const jbig2 = readFileSync(corpusPath('scans', 'jbig2.pdf'))
    const { run, report, status } = await renameOffline(
      { 'scan.pdf': scan, 'jbig2.pdf': jbig2 },
      `${fake.dir}:${process.env.PATH ?? ''}`
    )
    // The whole log: no warning from pdf.js decoding the JBIG2 scan.
    expect(run.stderr).toBe('')
    expect(run.stdout.split('\n').filter(line => line !== '')).toEqual([
      'ralph-action: rename-pdfs',
      expect.stringMatching(
        /^::warning::The model server at http:\/\/127\.0\.0\.1:11434 is not usable /
      ),
      '::group::Rename the PDFs of inbox',
      '::endgroup::',
      expect.stringMatching(
        /^inbox\/jbig2\.pdf -> archive\/20230502-invoice-ostwind-solar\.pdf \(OCR, /
      ),
      expect.stringMatching(
        /^inbox\/scan\.pdf -> archive\/20230502-invoice-ostwind-solar_01\.pdf \(OCR, /
      ),
      'OCR engine: tesseract'
    ])
    expect(run.code).toBe(0)
    expect(report.ocrEngine).toBe('tesseract')
    expect(report.renamed).toEqual([
      expect.objectContaining({ from: 'inbox/jbig2.pdf', textSource: 'ocr' }),
      expect.objectContaining({ from: 'inbox/scan.pdf', textSource: 'ocr' })
    ])
    const pages = fake.calls().filter(call => call.argv[0] !== '--version')
    expect(pages).toHaveLength(2)
    for (const page of pages)
      expect(page).toMatchObject({
        dataFiles: ['deu.traineddata', 'eng.traineddata'],
        dataUnpacked: true
      })
    // Byte for byte what pdf.js gives from the sources, whose reading ocr-scans.test.ts checks.
    const expected = await Promise.all([scan, jbig2].map(bytes => sourcePicture(bytes)))
    expect(pages.map(page => [page.stdinHead, page.stdinSha256]).sort()).toEqual(expected.sort())
    expect(status).toBe('')
  }, 180_000)

  it('stays under 30 MB with the language data', () => {
    expect(sizeOf(join(checkout, 'dist'))).toBeLessThan(30 * 1024 * 1024)
  })

  it('writes the same asset bytes into any folder, with no absolute paths', () => {
    const again = join(root, 'again')
    copyOcrAssets(again)
    for (const folder of ['ocr', 'pdfjs']) {
      const dist = join(checkout, 'dist', folder)
      const files = readdirSync(dist, { recursive: true }).map(String).sort()
      expect(readdirSync(join(again, folder), { recursive: true }).map(String).sort()).toEqual(
        files
      )
      for (const file of files) {
        if (statSync(join(dist, file)).isDirectory()) continue
        expect(readFileSync(join(again, folder, file)).equals(readFileSync(join(dist, file)))).toBe(
          true
        )
      }
    }
    const worker = readFileSync(join(checkout, 'dist', 'ocr', 'worker.mjs'), 'utf8')
    expect(worker).not.toContain(projectRoot)
    expect(worker).not.toContain(tmpdir())
  }, 60_000)
})
