/**
 * One file, `--no-llm --dry-run`: the run the one-file aim is measured on (BENCHMARKS.md, "One
 * file, whole process"), started as bin/pdf-rename.js starts it (src/cli/pdf-rename-bin.ts). A
 * module-load trace of the real process pins that it loads no model client or answer validator,
 * nothing of OCR's worker side (tesseract.js), nothing that writes (apply, undo, the inbox
 * commit) and, with the pymupdf reader working, no pdf.js (neither pdfjs-dist nor our modules
 * around it, the reader pool's worker_threads included) and no node:crypto (the child hashes
 * what it reads): a new import on this path cannot slow the start unnoticed. Where this
 * machine's python3 has no fitz, the pymupdf case asserts the documented fallback to pdf.js.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsArgs } from '../helpers/child.js'
import { FITZ, PYTHON } from '../helpers/fitz.js'
import { readModuleTrace, type ModuleTrace } from '../helpers/module-trace-read.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { writeInvoice } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

const TRACE = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'module-trace.mjs')).href
const ENTRY = 'src/cli/pdf-rename-bin.ts'
/** What one process loaded (module-trace-read.ts) and what it printed. */
interface Loaded extends ModuleTrace {
  stdout: string
  stderr: string
}

function run(tmp: TempDir, name: string, args: string[]): Loaded {
  const trace = join(tmp.dir, `${name}.trace`)
  const child = spawnSync(process.execPath, ['--import', TRACE, ...tsArgs(ENTRY, args)], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: tmp.dir, MODULE_TRACE_FILE: trace },
    encoding: 'utf8'
  })
  return { ...readModuleTrace(trace), stdout: child.stdout, stderr: child.stderr }
}

/** Modules a --no-llm --dry-run run has no use for. */
const UNUSED = [
  'src/pdf/decide/model/llm.ts',
  'src/pdf/decide/model/llm-refine.ts',
  'src/pdf/decide/model/answer.ts',
  'src/schemas/validate-pdf-answer.ts',
  // The rules schema's validator checks a user's --rules file; the built-in rules need none.
  'src/schemas/validate-rules.ts',
  'src/pdf/read/ocr/ocr-client.ts',
  'src/pdf/read/ocr/page-image.ts',
  'src/pdf/apply/apply.ts',
  'src/pdf/apply/undo.ts',
  'src/pdf/inbox/inbox.ts',
  'src/cli/pdf/explain.ts'
]

describe('pdf-rename --no-llm --dry-run FILE: what the run loads', () => {
  let tmp: TempDir
  let file: string
  let pdfjs: Loaded
  let pymupdf: Loaded
  beforeAll(async () => {
    tmp = tempDir('pdf-rename-start-')
    file = await writeInvoice(tmp.dir, 'scan.pdf', { issuer: 'Muster GmbH', date: '14.03.2024' })
    pdfjs = run(tmp, 'pdfjs', ['--no-llm', '--dry-run', file])
    pymupdf = run(tmp, 'pymupdf', [
      '--no-llm',
      '--dry-run',
      '--reader',
      'pymupdf',
      '--python',
      PYTHON,
      file
    ])
  })
  afterAll(() => tmp.cleanup())

  it('names the file with either reader (the trace is of a run that worked)', () => {
    for (const loaded of [pdfjs, pymupdf]) {
      expect(loaded.stdout).toContain(`planned   ${file} -> `)
      expect(loaded.stdout).toContain('-muster.pdf')
    }
    expect(pdfjs.stderr).not.toContain('warning')
    expect(pdfjs.files).toEqual(
      expect.arrayContaining(['src/pdf/decide/heuristics.ts', 'src/pdf/read/extract.ts'])
    )
    expect(pdfjs.packages).toContain('pdfjs-dist')
  })

  it('loads no model client, answer or rules validator, OCR worker side, apply, undo or explain', () => {
    for (const loaded of [pdfjs, pymupdf])
      expect(loaded.files.filter(f => UNUSED.includes(f))).toEqual([])
  })

  it('loads no tesseract.js and no OCR language data', () => {
    for (const loaded of [pdfjs, pymupdf])
      expect(loaded.packages.filter(name => name.includes('tesseract'))).toEqual([])
  })

  it('with the pymupdf reader working, loads neither the pdf.js side nor node:crypto', () => {
    if (!FITZ) return expect(pymupdf.stderr).toMatch(/reader pymupdf is unavailable/)
    const pdfjsSide = ['src/pdf/read/pdfjs.ts', 'src/pdf/read/extract-pool.ts']
    expect(pymupdf.files.filter(f => pdfjsSide.includes(f))).toEqual([])
    // The child hashes what it reads; the start would pay 15-25 ms for loading them.
    expect(pymupdf.builtins).toEqual(expect.arrayContaining(['node:child_process']))
    expect(pymupdf.builtins.filter(b => /crypto|worker_threads/.test(b))).toEqual([])
    // The pdf.js run loads both (its reader pool runs on worker_threads), so the trace sees them.
    expect(pdfjs.files).toEqual(expect.arrayContaining(pdfjsSide))
    expect(pdfjs.builtins).toContain('node:worker_threads')
  })

  it('with the pymupdf reader working, loads no pdf.js (else falls back to it, saying so)', () => {
    if (FITZ) {
      expect(pymupdf.stderr).not.toContain('warning')
      expect(pymupdf.files).toContain('src/pdf/read/pymupdf-inspector.ts')
      expect(pymupdf.packages).not.toContain('pdfjs-dist')
    } else {
      expect(pymupdf.stderr).toMatch(/reader pymupdf is unavailable/)
      expect(pymupdf.packages).toContain('pdfjs-dist')
    }
  })
})
