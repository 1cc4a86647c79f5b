/**
 * The pymupdf reader (--reader pymupdf): the same names as pdf.js on real PDFs; a hanging child
 * killed at the timeout and its file read with pdf.js; without fitz one warning and pdf.js for
 * everything. Where this machine's python3 has no fitz, the test that would use it asserts that
 * fallback instead. The decompression bomb: __tests__/e2e/action-pdf-bomb.test.ts.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeDecompressionBomb } from '../helpers/bomb.js'
import { liberationSans, makeEmbeddedFontPdf } from '../helpers/font-pdfs.js'
import { copyInvoices, runBatch, testSettings, writeInvoice } from '../helpers/pdf-inbox.js'
import {
  makeEncryptedPdf,
  makeLongPdf,
  makeTextlessPdf,
  makeTextPdf,
  tempDir,
  type TempDir
} from '../helpers/pdfs.js'
import { FITZ, PYTHON } from '../helpers/fitz.js'

const UNAVAILABLE = /^reader pymupdf is unavailable \(.+\); all files are read with pdf\.js\. /

function script(dir: string, name: string, body: string): string {
  const path = join(dir, name)
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

let tmp: TempDir
beforeEach(() => {
  tmp = tempDir()
})
afterEach(() => tmp.cleanup())

/** Real PDFs of several kinds: generated (standard and embedded subset fonts), the corpus, a textless, an encrypted and a truncated one, an empty file and a text file. */
async function mixedInbox(dir: string): Promise<void> {
  for (let i = 0; i < 3; i++)
    await writeInvoice(dir, `scan-${i}.pdf`, {
      date: `${10 + i}.03.2024`,
      issuer: `Muster ${i} GmbH`,
      number: i
    })
  const lines = [
    'Königstraße Software GmbH',
    'Rechnung Nr. 2024-0815',
    'Rechnungsdatum: 14.03.2024'
  ]
  writeFileSync(join(dir, 'embedded.pdf'), await makeEmbeddedFontPdf([lines], liberationSans()))
  writeFileSync(join(dir, 'long.pdf'), await makeLongPdf(30))
  writeFileSync(join(dir, 'textless.pdf'), await makeTextlessPdf())
  writeFileSync(join(dir, 'locked.pdf'), makeEncryptedPdf('Rechnung 14.03.2024', 'secret'))
  // The first 2000 bytes of a two-page pdf-lib PDF: truncated inside its objects.
  const page = (p: number): string[] =>
    Array.from(
      { length: 40 },
      (_, l) =>
        `Seite ${p} Zeile ${l + 1}: Lorem ipsum dolor sit amet, consectetur adipiscing elit.`
    )
  const whole = await makeTextPdf([page(1), page(2)], { fontSize: 9 })
  writeFileSync(join(dir, 'half.pdf'), Buffer.from(whole).subarray(0, 2000))
  // Not whole PDFs: the PyMuPDF child hands them back, and the messages must match pdf.js's.
  writeFileSync(join(dir, 'empty.pdf'), '')
  writeFileSync(join(dir, 'notes.pdf'), 'Rechnung 14.03.2024, not a PDF at all')
  copyInvoices(dir)
}

function plan(report: Awaited<ReturnType<typeof runBatch>>): unknown[] {
  return report.files.map(({ path, status, target, reason, sha256, pages, textSource }) => ({
    path,
    status,
    target,
    reason,
    sha256,
    pages,
    textSource
  }))
}

describe('--reader pymupdf', () => {
  it(`names real PDFs as pdf.js does (${FITZ ? 'PyMuPDF present' : 'no fitz: the pdf.js fallback'})`, async () => {
    await mixedInbox(tmp.dir)
    const settings = testSettings({
      paths: [tmp.dir],
      dryRun: true,
      ocr: 'off',
      maxContentTokens: 2000
    })
    const pdfjs = await runBatch(settings)
    const pymupdf = await runBatch({ ...settings, reader: 'pymupdf', python: PYTHON })
    expect(plan(pymupdf)).toEqual(plan(pdfjs))
    expect(pdfjs.totals).toMatchObject({ planned: 15, skipped: 3, failed: 3 })
    if (FITZ) expect(pymupdf.warnings).toEqual([])
    else expect(pymupdf.warnings).toEqual([expect.stringMatching(UNAVAILABLE)])
  })

  // The child inflates nothing while the raw bytes times deflate's largest ratio fit in the
  // limit: two 5 MB pages each fit under 8 MB that way, together they do not, so the first page
  // is counted after all and the file is over the limit (pdf.js, the fallback, says the same).
  it('counts the pages it let through once a later page could pass the limit', async () => {
    const lines = ['Rechnung Nr. 7', 'Rechnungsdatum: 14.03.2024']
    writeFileSync(join(tmp.dir, 'two.pdf'), await makeDecompressionBomb(lines, 5, 2))
    writeFileSync(join(tmp.dir, 'one.pdf'), await makeDecompressionBomb(lines, 5, 1))
    const settings = testSettings({ paths: [tmp.dir], dryRun: true, ocr: 'off', reader: 'pymupdf' })
    const report = await runBatch({ ...settings, python: PYTHON, maxDecompressedMb: 8 })
    const file = (name: string) => report.files.find(f => f.path.endsWith(name))
    expect(file('two.pdf')).toMatchObject({
      status: 'failed',
      reason:
        'too large when decompressed (limit 8 MB); if the file is trusted, raise max-decompressed-mb'
    })
    expect(file('one.pdf')).toMatchObject({ status: 'planned', readOutcome: 'text' })
    const trusted = await runBatch({ ...settings, python: PYTHON, maxDecompressedMb: 16 })
    expect(trusted.files.map(f => [f.path.split('/').pop(), f.readOutcome])).toEqual([
      ['one.pdf', 'text'],
      ['two.pdf', 'text']
    ])
  })

  it('without fitz says so once and reads everything with pdf.js', async () => {
    for (let i = 0; i < 4; i++)
      await writeInvoice(tmp.dir, `scan-${i}.pdf`, { date: `${10 + i}.03.2024`, number: i })
    // The real interpreter without its site-packages: `import fitz` really fails.
    const python = script(tmp.dir, 'python-no-site', `exec ${PYTHON} -S "$@"`)
    const report = await runBatch(
      testSettings({ paths: [tmp.dir], dryRun: false, reader: 'pymupdf', python })
    )
    expect(report.warnings).toEqual([expect.stringMatching(UNAVAILABLE)])
    expect(report.warnings[0]).toContain('apt-get install python3-fitz')
    expect(report.totals).toMatchObject({ renamed: 4, failed: 0 })
  })

  it('without a python at that path says so once and reads everything with pdf.js', async () => {
    await writeInvoice(tmp.dir, 'scan.pdf')
    const python = join(tmp.dir, 'no-such-python')
    const report = await runBatch(
      testSettings({ paths: [tmp.dir], dryRun: false, reader: 'pymupdf', python })
    )
    expect(report.warnings).toEqual([expect.stringMatching(UNAVAILABLE)])
    expect(report.warnings[0]).toContain(`cannot start ${python}: spawn ${python} ENOENT`)
    expect(report.totals).toMatchObject({ renamed: 1, failed: 0 })
  })
})

// Each case waits out a 1 s timeout: both batches run at once in beforeAll, each in a folder of
// its own, and each test checks its own. (In a hook, not as concurrent tests: code that a test
// runs after another test has ended may not import.)
describe('--reader pymupdf, a child that hangs', () => {
  const dirs: TempDir[] = []
  const folder = (): string => {
    dirs.push(tempDir())
    return dirs.at(-1)!.dir
  }
  afterAll(() => dirs.forEach(dir => dir.cleanup()))

  /** A batch whose child hangs on its one file. */
  async function hangs() {
    const dir = folder()
    await writeInvoice(dir, 'scan.pdf')
    const pidFile = join(dir, 'child.pid')
    const python = script(
      dir,
      'python-hangs',
      `echo $$ > '${pidFile}'\necho '{"ready": true, "version": "fake"}'\nexec sleep 600`
    )
    const report = await runBatch(
      testSettings({ paths: [dir], dryRun: false, reader: 'pymupdf', python, timeoutMs: 1000 })
    )
    return { dir, report, pid: Number(readFileSync(pidFile, 'utf8')) }
  }

  /** A batch whose first child hangs on its first file; later ones are the real reader. */
  async function hangsOnce() {
    const dir = folder()
    const inbox = join(dir, 'inbox')
    mkdirSync(inbox)
    await writeInvoice(inbox, 'a.pdf', { date: '14.03.2024', number: 1 })
    await writeInvoice(inbox, 'b.pdf', { date: '15.03.2024', number: 2 })
    const marker = join(dir, 'first-started')
    const python = script(
      dir,
      'python-hangs-once',
      `if [ ! -e '${marker}' ]; then touch '${marker}'; echo '{"ready": true}'; exec sleep 600; fi\nexec ${PYTHON} "$@"`
    )
    const report = await runBatch(
      testSettings({ paths: [inbox], dryRun: false, reader: 'pymupdf', python, timeoutMs: 1000 })
    )
    return { inbox, report }
  }

  let hung: Awaited<ReturnType<typeof hangs>>
  let hungOnce: Awaited<ReturnType<typeof hangsOnce>>
  beforeAll(async () => {
    ;[hung, hungOnce] = await Promise.all([hangs(), hangsOnce()])
  })

  it('kills a child that hangs at the timeout and reads its file with pdf.js', () => {
    const { dir, report, pid } = hung
    expect(report.warnings).toEqual([
      `${join(dir, 'scan.pdf')}: the PyMuPDF reader failed (took longer than 1 s); read with pdf.js instead`
    ])
    expect(report.totals).toMatchObject({ renamed: 1, failed: 0 })
    expect(readdirSync(dir)).toContain('20240314-invoice-beispiel.pdf')
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }))
  })

  it('reads the file sent ahead to a child killed at the timeout on a new child, without a warning', () => {
    const { inbox, report } = hungOnce
    const timedOut = `${join(inbox, 'a.pdf')}: the PyMuPDF reader failed (took longer than 1 s); read with pdf.js instead`
    // Without fitz the second child says so (and pdf.js reads b.pdf): still no warning for b.pdf.
    expect(report.warnings).toEqual(
      FITZ ? [timedOut] : [timedOut, expect.stringMatching(UNAVAILABLE)]
    )
    expect(report.totals).toMatchObject({ renamed: 2, failed: 0 })
    expect(
      readdirSync(inbox)
        .filter(name => name.endsWith('.pdf'))
        .sort()
    ).toEqual(['20240314-invoice-beispiel.pdf', '20240315-invoice-beispiel.pdf'])
  })
})
