/**
 * The bundled `pdf-rename` (scripts/bundle-cli.mjs, built at `prepare` into lib/bundle/, what
 * bin/pdf-rename.js loads): built here into two fresh folders below the package root, it is the
 * same bytes both times and holds no absolute path; it names a file as the sources do; a
 * one-file run loads only the bundle's own files and, with the pymupdf reader, still no pdf.js,
 * tesseract.js or node:crypto; its reader pool finds the bundled worker (threads, not an
 * in-process fallback) and OCR its worker script.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsArgs } from '../helpers/child.js'
import { FITZ, PYTHON } from '../helpers/fitz.js'
import { buildTwice, compareBuilds, tracedRun, type TracedRun } from '../helpers/cli-bundle.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { writeInvoice } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { NODE24 } from '../helpers/action-run.js'

function run(entry: string[], args: string[], home: string, trace: string): TracedRun {
  const env = { PATH: process.env.PATH, HOME: home }
  return tracedRun(entry, args, { cwd: PROJECT_ROOT, env, trace })
}

describe('the bundled pdf-rename', () => {
  let tmp: TempDir
  let bundle: string
  let again: string
  let file: string
  beforeAll(async () => {
    ;({ tmp, one: bundle, two: again } = buildTwice('bundle-test-'))
    file = await writeInvoice(tmp.dir, 'scan.pdf', { issuer: 'Muster GmbH', date: '14.03.2024' })
  }, 120_000)
  afterAll(() => tmp.cleanup())

  it('is the same bytes from two builds, with the entries beside their chunks and no absolute path', () => {
    const { files, differing, absolute } = compareBuilds(bundle, again)
    expect({ differing, absolute }).toEqual({ differing: [], absolute: [] })
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['pdf-rename-bin.js', 'extract-worker.js', 'ocr-worker.mjs'])
    )
  })

  it('names a file as the sources do, loading nothing of the package outside the bundle', () => {
    const home = join(tmp.dir, 'home-plan')
    const args = ['--no-llm', '--dry-run', '--reader', 'pymupdf', '--python', PYTHON, file]
    const bundled = run([join(bundle, 'pdf-rename-bin.js')], args, home, join(tmp.dir, 'b.trace'))
    const sources = run(tsArgs('src/cli/pdf-rename-bin.ts'), args, home, join(tmp.dir, 's.trace'))
    expect(bundled.stdout).toContain('-muster.pdf')
    expect(bundled.stdout).toBe(sources.stdout)
    const inBundle = relative(PROJECT_ROOT, bundle)
    expect(bundled.files.filter(path => !path.startsWith(inBundle + '/'))).toEqual([])
    expect(bundled.packages.filter(name => /tesseract/.test(name))).toEqual([])
    if (!FITZ) {
      // No PyMuPDF on this machine: one warning, and the bundle's pdf.js side read the file.
      expect(bundled.stderr).toContain('reader pymupdf is unavailable')
      expect(bundled.packages).toContain('pdfjs-dist')
    } else {
      expect(bundled.packages.filter(name => /pdfjs/.test(name))).toEqual([])
      expect(bundled.stderr).not.toContain('warning')
      expect(bundled.files.filter(path => /extract-pool|pdfjs/.test(path))).toEqual([])
      expect(bundled.builtins).toContain('node:child_process')
      expect(bundled.builtins.filter(b => /crypto|worker_threads/.test(b))).toEqual([])
    }
  })

  it('reads a batch on reader threads running the bundled worker', async () => {
    const folder = join(tmp.dir, 'batch')
    mkdirSync(folder)
    for (let i = 0; i < 16; i++)
      await writeInvoice(folder, `scan-${i}.pdf`, { issuer: 'Muster GmbH', date: '14.03.2024' })
    const { stdout } = run(
      [join(bundle, 'pdf-rename-bin.js')],
      ['--no-llm', '--dry-run', '--json', '--jobs', '2', folder],
      join(tmp.dir, 'home-batch'),
      join(tmp.dir, 'batch.trace')
    )
    const report = JSON.parse(stdout) as { threads: number; totals: { planned: number } }
    expect(report.threads).toBe(2)
    expect(report.totals.planned).toBe(16)
  })

  it('loads no worker_threads on Node 24 (parseArgs taken alone from node:util)', () => {
    if (!existsSync(NODE24)) return
    const preload = join(tmp.dir, 'builtins.mjs')
    writeFileSync(
      preload,
      "process.on('exit', () => process.stderr.write('\\n' + process.moduleLoadList.join('\\n')))\n"
    )
    // --help loads the CLI and its argument parser, as every run does, and needs no PyMuPDF.
    const child = spawnSync(
      NODE24,
      ['--import', pathToFileURL(preload).href, join(bundle, 'pdf-rename-bin.js'), '--help'],
      { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH, HOME: tmp.dir }, encoding: 'utf8' }
    )
    expect(child.stdout).toContain('pdf-rename')
    const loaded = child.stderr.split('\n')
    expect(loaded).toContain('NativeModule util')
    expect(
      loaded.filter(line => /^NativeModule (worker_threads|internal\/util\/diff)$/.test(line))
    ).toEqual([])
  })

  it("finds OCR's worker script beside its chunks", async () => {
    const chunk = readdirSync(bundle).find(name => name.startsWith('ocr-assets-'))!
    const { locateOcrAssets } = (await import(pathToFileURL(join(bundle, chunk)).href)) as {
      locateOcrAssets: () => { layout: string; workerPath: string }
    }
    const assets = locateOcrAssets()
    expect(assets.workerPath).toBe(join(bundle, 'ocr-worker.mjs'))
    expect(existsSync(assets.workerPath)).toBe(true)
  })
})

it('bin/pdf-rename.js loads the bundle in lib/bundle/', () => {
  const tmp = tempDir('bundle-bin-')
  try {
    const trace = join(tmp.dir, 'bin.trace')
    const bin = run([join(PROJECT_ROOT, 'bin', 'pdf-rename.js')], ['--version'], tmp.dir, trace)
    expect(bin.stdout).toMatch(/^pdf-rename \d/)
    expect(bin.files.filter(path => path !== 'bin/pdf-rename.js')).toEqual(
      expect.arrayContaining(['lib/bundle/pdf-rename-bin.js'])
    )
    expect(bin.files.filter(path => !/^(bin|lib\/bundle)\//.test(path))).toEqual([])
  } finally {
    tmp.cleanup()
  }
})
