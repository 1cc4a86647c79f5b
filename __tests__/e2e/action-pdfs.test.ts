/**
 * `command: rename-pdfs` and `command: undo-pdfs` end to end: the bundled action
 * (dist/index.js) in a temp repository whose origin is a bare repository served over smart
 * HTTP (the token travels per command), with the Ollama double on 127.0.0.1 as the model.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { germanLetterPdf, scannedInvoicePdf, textInvoicePdf } from '../../examples/demo-pdfs.js'
import { readMetadata } from '../helpers/pdf-metadata.js'
import type { ActionRun } from '../helpers/action-run.js'
import { refusedBase } from '../helpers/ollama-double.js'
import { originTree, TOKEN, world, type World } from '../helpers/pdf-action-world.js'
import { makeEncryptedPdf, makeTextPdf } from '../helpers/pdfs.js'
import { GIT_ENV } from '../helpers/repo.js'

const INVOICE = 'archive/20240314-invoice-acme-cloud-hosting.pdf'
const LFS_POINTER =
  'version https://git-lfs.github.com/spec/v1\n' + `oid sha256:${'4d7a'.repeat(16)}\nsize 12345\n`

function expectNoToken(run: ActionRun, w: World): void {
  for (const text of [run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs)])
    expect(text).not.toContain(TOKEN)
  expect(readFileSync(join(w.repo.dir, '.git', 'config'), 'utf8')).not.toContain(TOKEN)
}

describe('action rename-pdfs and undo-pdfs (bundled, end to end)', () => {
  let w: World
  afterEach(async () => w.cleanup())

  it('renames the inbox into the archive in origin, leaves and reports the rest; a second run does nothing; undo restores', async () => {
    w = await world({
      'inbox/scan0023.pdf': await textInvoicePdf(),
      'inbox/Brief Stadtwerke.pdf': await germanLetterPdf(),
      'inbox/IMG_0042.PDF': await scannedInvoicePdf(),
      'inbox/locked.pdf': makeEncryptedPdf('Rechnung 14.03.2024', 'secret'),
      'inbox/big.pdf': LFS_POINTER,
      'inbox/notes.txt': 'not a PDF\n'
    })
    const run = await w.run({})
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'renamed-count': '3', 'skipped-count': '3' })
    expect(originTree(w)).toEqual([
      '.pdf-renamer/undo.jsonl',
      'README.md',
      'archive/20240205-invoice-buerobedarf-schaefer.pdf',
      expect.stringMatching(/^archive\/20240304-letter-[a-z0-9-]+\.pdf$/),
      INVOICE,
      'inbox/big.pdf',
      'inbox/locked.pdf',
      'inbox/notes.txt'
    ])
    const message = w.origin(['log', '-1', '--format=%B', 'main'])
    expect(message).toMatch(/^pdf-rename: 3 files\n\ninbox\/Brief Stadtwerke\.pdf -> archive\//)
    expect(message).toContain(`inbox/scan0023.pdf -> ${INVOICE}\n`)
    expect(message).toMatch(/\nPdf-Rename-Run: \S+$/)
    expect(w.origin(['log', '-1', '--format=%an <%ae>', 'main'])).toBe(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'
    )
    expect(w.origin(['show', 'main:.pdf-renamer/undo.jsonl'])).toContain(
      `"from":"../inbox/scan0023.pdf","to":"../${INVOICE}"`
    )

    // Reported: log annotations, the summary table, the JSON report.
    expect(run.stdout).toContain('::warning title=PDF left in place,file=inbox/big.pdf::')
    expect(run.stdout).toContain('set `lfs: true` on actions/checkout')
    expect(run.stdout).toMatch(
      /::warning title=PDF left in place,file=inbox\/locked\.pdf::.*encrypted/
    )
    expect(run.summary).toContain(
      '| `inbox/IMG_0042.PDF` | `archive/20240205-invoice-buerobedarf-schaefer.pdf` | OCR | 0.80 | no |'
    )
    expect(run.summary).toMatch(/\| `inbox\/notes\.txt` \| inbox\/notes\.txt: not a PDF/)
    // `auto`: the runner's tesseract where it has one.
    const engine = spawnSync('tesseract', ['--version']).status === 0 ? 'tesseract' : 'tesseract.js'
    expect(run.summary).toContain(`Scans read by \`${engine}\`.`)
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
      renamed: unknown[]
      skipped: { path: string; reason: string }[]
      ocrEngine: string
    }
    expect(report.ocrEngine).toBe(engine)
    expect(report.skipped.map(s => [s.path, s.reason])).toEqual([
      ['inbox/big.pdf', 'lfs-pointer'],
      ['inbox/locked.pdf', 'encrypted'],
      ['inbox/notes.txt', 'not-pdf']
    ])
    expectNoToken(run, w)

    const head = w.origin(['rev-parse', 'main'])
    const again = await w.run({ ocr: 'off' })
    expect(again.code).toBe(0)
    expect(again.outputs['renamed-count']).toBe('0')
    expect(again.summary).toContain('Nothing was renamed, so nothing was committed.')
    expect(w.origin(['rev-parse', 'main'])).toBe(head)

    const undo = await w.run({ command: 'undo-pdfs' })
    expect(undo.code).toBe(0)
    expect(undo.outputs).toMatchObject({ 'renamed-count': '3', 'skipped-count': '0' })
    expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'pdf-rename: undo 3 files',
      'pdf-rename: 3 files',
      'scanner upload',
      'initial'
    ])
    expect(originTree(w).filter(path => path.toLowerCase().endsWith('.pdf'))).toEqual([
      'inbox/Brief Stadtwerke.pdf',
      'inbox/IMG_0042.PDF',
      'inbox/big.pdf',
      'inbox/locked.pdf',
      'inbox/scan0023.pdf'
    ])
    expect(undo.summary).toContain(`| \`${INVOICE}\` | \`inbox/scan0023.pdf\` | restored |  |`)
  })

  it('asks the model for an unsure document and says so in the summary', async () => {
    w = await world({
      'inbox/statement.pdf': await makeTextPdf([
        [
          'Stadtwerke Musterstadt GmbH',
          'Postfach 12 34, 80331 München',
          'Verbrauchsübersicht Strom und Gas 2024',
          'Zählerstand am 14.01.2025: 48.213 kWh',
          'Neuer Abschlag ab 01.12.2024: 84,00 EUR'
        ]
      ])
    })
    w.ollama.script({
      answer: JSON.stringify({
        date: '20250114',
        category: 'invoice',
        keywords: ['Stadtwerke Musterstadt'],
        summary: 'Strom und Gas'
      })
    })
    const run = await w.run({ ocr: 'off' })
    expect(run.code).toBe(0)
    expect(w.ollama.generations()).toHaveLength(1)
    expect(run.summary).toContain(
      '| `inbox/statement.pdf` | `archive/20250114-invoice-stadtwerke-musterstadt-strom-und-gas.pdf` | text layer |'
    )
    expect(run.summary).toMatch(/\| yes \|\n/)
  })

  it('with the model down: heuristics only and a warning; with require-llm, a failure with the fix', async () => {
    w = await world({ 'inbox/scan0023.pdf': await textInvoicePdf() })
    const down = await refusedBase()
    const strict = await w.run({ 'llm-url': `${down}/api/generate`, 'require-llm': 'true' })
    expect(strict.code).toBe(1)
    expect(strict.stdout).toContain('::error::The model server at')
    expect(strict.stdout).toContain('run `ollama pull qwen2.5:3b`')
    expect(strict.stdout).toContain(
      "(input 'require-llm' is set; nothing was renamed) Or set 'require-llm: false' to rename with the heuristics only."
    )
    expect(strict.stdout).not.toContain('--require-llm')
    expect(originTree(w)).toContain('inbox/scan0023.pdf')
    expect(w.repo.git(['status', '--porcelain'])).toBe('')

    const lenient = await w.run({ 'llm-url': `${down}/api/generate`, ocr: 'off' })
    expect(lenient.code).toBe(0)
    expect(lenient.stdout).toMatch(/::warning::The model server at .*connection refused/)
    expect(lenient.stdout).toContain(
      'run `ollama pull qwen2.5:3b`. Continuing with heuristics only.'
    )
    expect(lenient.stdout).not.toContain('--no-llm')
    expect(originTree(w)).toContain(INVOICE)
  })

  // The rules schema's validator is loaded only for a rules file (a chunk of its own in dist/).
  it('checks a rules file from the repository against the schema, naming the bad field', async () => {
    const rules = { categories: { invoice: { markers: [{ pattern: 'x', weight: 99 }] } } }
    w = await world({
      'inbox/scan0023.pdf': await textInvoicePdf(),
      'rules.json': JSON.stringify(rules)
    })
    const run = await w.run({ rules: 'rules.json' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('/categories/invoice/markers/0/weight must be <= 10; got 99')
    expect(originTree(w)).toContain('inbox/scan0023.pdf')
  })

  it('dry-run plans and changes nothing; write-metadata rewrites, and undo brings the original bytes back', async () => {
    const invoice = await textInvoicePdf()
    w = await world({ 'inbox/scan0023.pdf': invoice })
    const head = w.origin(['rev-parse', 'main'])
    const dry = await w.run({ 'dry-run': 'true', ocr: 'off' })
    expect(dry.code).toBe(0)
    expect(dry.outputs['renamed-count']).toBe('1')
    expect(dry.summary).toContain('## PDF inbox: the plan (dry run)')
    expect(dry.summary).toContain('Dry run: nothing was moved, committed or pushed.')
    expect(w.origin(['rev-parse', 'main'])).toBe(head)
    expect(w.repo.git(['status', '--porcelain'])).toBe('')

    const run = await w.run({ 'write-metadata': 'true', ocr: 'off' })
    expect(run.code).toBe(0)
    const original = w.origin(['rev-parse', 'main~1:inbox/scan0023.pdf'])
    expect(w.origin(['rev-parse', `main:${INVOICE}`])).not.toBe(original)
    const written = execFileSync('git', ['cat-file', 'blob', `main:${INVOICE}`], {
      cwd: w.repo.origin
    })
    expect(await readMetadata(written, INVOICE)).toMatchObject({
      kind: 'read',
      metadata: { subject: 'invoice', originalName: 'scan0023.pdf' }
    })

    const undo = await w.run({ command: 'undo-pdfs' })
    expect(undo.code).toBe(0)
    expect(w.origin(['rev-parse', 'main:inbox/scan0023.pdf'])).toBe(original)
    expect(originTree(w)).toEqual(['.pdf-renamer/undo.jsonl', 'README.md', 'inbox/scan0023.pdf'])
  })

  it('origin moved meanwhile: the rename commit is replayed on the new tip and lands', async () => {
    w = await world({ 'inbox/scan0023.pdf': await textInvoicePdf() })
    const other = join(dirname(w.repo.dir), 'other')
    const git = (args: string[], cwd = other): string =>
      execFileSync('git', args, {
        cwd,
        env: { ...process.env, ...GIT_ENV },
        encoding: 'utf8'
      }).trim()
    git(['clone', '-q', w.repo.origin, other], dirname(other))
    writeFileSync(join(other, 'README.md'), '# documents, edited meanwhile\n')
    git(['commit', '-q', '-am', 'docs: meanwhile'])
    git(['push', '-q', 'origin', 'HEAD:main'])
    const theirs = git(['rev-parse', 'HEAD'])

    const run = await w.run({ ocr: 'off' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`main moved to ${theirs}; replaying`)
    expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'pdf-rename: 1 file',
      'docs: meanwhile',
      'scanner upload',
      'initial'
    ])
    expect(originTree(w)).toContain(INVOICE)
    expect(w.origin(['show', 'main:README.md'])).toBe('# documents, edited meanwhile')
    expect(run.summary).toContain('replayed on the moved branch, 2 attempts')
  })
})
