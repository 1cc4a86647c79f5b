/**
 * The bundled renamer OCRs on its own: the pdf-rename CLI bundled with ncc the way
 * `npm run bundle` builds dist/ (plus scripts/copy-ocr-assets.ts), laid out like an action
 * checkout without node_modules (dist/, schemas/, src/data/, package.json) in a folder with no
 * node_modules above it, and run with the network switched off (`unshare -n`, or a preload that
 * refuses sockets where namespaces are not allowed).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, parse } from 'node:path'
import { copyOcrAssets } from '../../scripts/copy-ocr-assets.js'
import type { BatchReport } from '../../src/pdf/batch.js'
import { fakeTesseract } from '../helpers/fake-tesseract.js'
import { scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { corpusPath, projectRoot } from '../helpers/scans.js'

let root: string
let checkout: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ocr-bundle-'))
  const build = join(root, 'build')
  const ncc = join(
    dirname(createRequire(import.meta.url).resolve('@vercel/ncc/package.json')),
    'dist/ncc/cli.js'
  )
  execFileSync(
    process.execPath,
    [ncc, 'build', '__tests__/helpers/pdf-rename-entry.ts', '-o', build, '--quiet'],
    { cwd: projectRoot, stdio: 'pipe' }
  )
  copyOcrAssets(build)
  checkout = join(root, 'elsewhere', 'action')
  cpSync(build, join(checkout, 'dist'), { recursive: true })
  cpSync(join(projectRoot, 'schemas'), join(checkout, 'schemas'), { recursive: true })
  cpSync(join(projectRoot, 'src', 'data'), join(checkout, 'src', 'data'), { recursive: true })
  copyFileSync(join(projectRoot, 'package.json'), join(checkout, 'package.json'))
}, 180_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0)
}

function offline(args: string[], cwd: string, path = process.env.PATH ?? '') {
  const unshare = spawnSync('unshare', ['-n', 'true'])
  const [file, argv] =
    unshare.status === 0
      ? ['unshare', ['-n', process.execPath, ...args]]
      : [
          process.execPath,
          ['--import', join(projectRoot, '__tests__/helpers/no-network.mjs'), ...args]
        ]
  return spawnSync(file, argv, { cwd, encoding: 'utf8', env: { PATH: path } })
}

describe('OCR from the bundle, with no node_modules and no network', () => {
  it('has nothing to fall back on: no node_modules in or above the copy', () => {
    expect(existsSync(join(checkout, 'node_modules'))).toBe(false)
    for (let dir = checkout; ; dir = dirname(dir)) {
      expect(existsSync(join(dir, 'node_modules'))).toBe(false)
      if (dir === parse(dir).root) break
    }
  })

  it('renames a generated scan and reads a corpus scan with the bundled tesseract.js, writing nothing else', async () => {
    const inbox = join(root, 'inbox')
    mkdirSync(inbox)
    writeFileSync(join(inbox, 'scan.pdf'), await scannedInvoicePdf())
    copyFileSync(corpusPath('scans', 'jbig2.pdf'), join(inbox, 'jbig2.pdf'))
    // `auto` meets a tesseract on PATH that does not start, and falls back to the bundled engine.
    const broken = fakeTesseract(mkdtempSync(join(root, 'tesseract-')))
    broken.behave({ broken: 'tesseract: error while loading shared libraries: libtesseract.so.5' })
    // --review-below 0: the scan of a manual is named however unsure its kind (0.40).
    const run = offline(
      [
        join(checkout, 'dist', 'index.js'),
        '--no-llm',
        '--dry-run',
        '--json',
        '--review-below',
        '0',
        '.'
      ],
      inbox,
      `${broken.dir}:${process.env.PATH ?? ''}`
    )
    // Progress lines and the fallback: no warning from pdfjs or tesseract, no network error.
    expect(
      run.stderr.split('\n').filter(line => line !== '' && !/^\[\d+\/2\] read /.test(line))
    ).toEqual([
      "pdf-rename: warning: OCR fell back to tesseract.js (slower): the OCR program 'tesseract' " +
        'did not start (exit code 127) tesseract: error while loading shared libraries: ' +
        'libtesseract.so.5. Repair that program, or set the OCR engine to tesseract.js.'
    ])
    expect(run.status).toBe(0)
    const report = JSON.parse(run.stdout) as BatchReport
    expect(report.ocrEngine).toBe('tesseract.js')
    const byName = (name: string) => report.files.find(f => f.path === join(inbox, name))
    expect(byName('scan.pdf')).toMatchObject({
      status: 'planned',
      textSource: 'ocr',
      target: join(inbox, '20240314-invoice-muster-elektro.pdf')
    })
    expect(byName('jbig2.pdf')).toMatchObject({ status: 'planned', textSource: 'ocr' })
    expect(byName('jbig2.pdf')?.analysis?.keywords.join(' ')).toMatch(/linn/i)
    expect(readdirSync(inbox).sort()).toEqual(['jbig2.pdf', 'scan.pdf'])
  }, 180_000)

  it('hands a scan to the tesseract program on PATH with the bundled language data', async () => {
    const inbox = join(root, 'inbox-engine')
    mkdirSync(inbox)
    writeFileSync(join(inbox, 'scan.pdf'), await scannedInvoicePdf())
    const fake = fakeTesseract(mkdtempSync(join(root, 'tesseract-')))
    fake.behave({ text: 'Ostwind Solar AG\nRechnung\nRechnungsdatum: 02.05.2023\n' })
    const run = offline(
      [join(checkout, 'dist', 'index.js'), '--no-llm', '--dry-run', '--json', '.'],
      inbox,
      `${fake.dir}:${process.env.PATH ?? ''}`
    )
    expect(run.status).toBe(0)
    const report = JSON.parse(run.stdout) as BatchReport
    expect(report.ocrEngine).toBe('tesseract')
    expect(report.files[0]).toMatchObject({ status: 'planned', textSource: 'ocr' })
    expect(report.files[0]?.target).toMatch(/\/20230502-invoice-ostwind-solar[^/]*\.pdf$/)
    const pages = fake.calls().filter(call => call.argv[0] !== '--version')
    expect(pages).toHaveLength(1)
    expect(pages[0]).toMatchObject({
      dataFiles: ['deu.traineddata', 'eng.traineddata'],
      dataUnpacked: true,
      stdinHead: expect.stringMatching(/^P[1-6]$/)
    })
    expect(readdirSync(inbox)).toEqual(['scan.pdf'])
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
