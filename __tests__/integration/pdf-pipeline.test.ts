import { mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { nodeFileOps, type FileOps } from '../../src/pdf/apply/file-ops.js'
import type { FileReport } from '../../src/pdf/batch.js'
import type { AnalysisRefiner, PageTextRecognizer } from '../../src/pdf/types.js'
import { undoRun } from '../../src/pdf/apply/undo.js'
import { fileSystemMover } from '../../src/pdf/apply/fs-mover.js'
import { readUndoLog } from '../../src/pdf/apply/undo-log.js'
import { makeDecompressionBomb } from '../helpers/bomb.js'
import {
  copyInvoices,
  NOW,
  runBatch,
  snapshot,
  testSettings,
  writeInvoice
} from '../helpers/pdf-inbox.js'
import {
  corpusDir,
  makeEncryptedPdf,
  makeLongPdf,
  makeTextPdf,
  makeTextlessPdf,
  tempDir,
  type TempDir
} from '../helpers/pdfs.js'

/** A corpus invoice's new name, or the bomb left as it was. */
const isRenamed = (name: string): boolean =>
  name === 'bomb.pdf' || /^\d{8}-invoice[a-z0-9-]*(_\d\d)?\.pdf$/.test(name)

const byName = (files: FileReport[]): Record<string, FileReport> =>
  Object.fromEntries(files.map(f => [basename(f.path), f]))

const truthDate = (name: string): string =>
  (
    JSON.parse(
      readFileSync(join(corpusDir(), 'invoices', name.replace(/\.pdf$/, '.json')), 'utf8')
    ) as { date: string }[]
  )[0]!.date.replace(/-/g, '')

describe('renameBatch on the invoice corpus', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  it('plans every corpus invoice with its true date and category invoice (dry run changes nothing)', async () => {
    const names = copyInvoices(tmp.dir)
    const before = snapshot(tmp.dir)
    const report = await runBatch(testSettings({ paths: [tmp.dir], dryRun: true }))
    expect(snapshot(tmp.dir)).toEqual(before)
    expect(report.totals).toEqual({
      renamed: 0,
      planned: names.length,
      unchanged: 0,
      skipped: 0,
      failed: 0
    })
    for (const file of report.files) {
      const name = basename(file.path)
      expect([name, file.analysis?.category]).toEqual([name, 'invoice'])
      expect([name, basename(file.target!).slice(0, 8)]).toEqual([name, truthDate(name)])
    }
  })

  it('renames, renames nothing the second time (also with --force), and undo restores every name and byte', async () => {
    copyInvoices(tmp.dir)
    const before = snapshot(tmp.dir)

    const first = await runBatch(testSettings({ paths: [tmp.dir] }))
    expect(first.totals.renamed).toBe(11)
    const after = snapshot(tmp.dir)
    expect(
      Object.keys(after).every(name => /^\d{8}-invoice[a-z0-9-]*(_\d\d)?\.pdf$/.test(name))
    ).toBe(true)
    expect(Object.values(after).sort()).toEqual(Object.values(before).sort())

    const second = await runBatch(testSettings({ paths: [tmp.dir] }))
    expect(second.totals).toMatchObject({ renamed: 0, unchanged: 11 })
    const forced = await runBatch(testSettings({ paths: [tmp.dir], force: true }))
    expect(forced.totals).toMatchObject({ renamed: 0, unchanged: 11 })
    expect(forced.files.every(f => f.reason === 'already carries its planned name')).toBe(true)
    expect(snapshot(tmp.dir)).toEqual(after)

    const undone = await undoRun({
      logPath: first.undoLog!,
      select: { last: true },
      dryRun: false,
      mover: fileSystemMover({ roots: [tmp.dir], cwd: tmp.dir })
    })
    expect(undone.items.every(item => item.status === 'restored')).toBe(true)
    expect(snapshot(tmp.dir)).toEqual(before)
  })

  // The decompression bomb on a thread is here, where two threads start anyway; in process it is
  // pdf-read-limits.test.ts's.
  it('gives the same result reading on two worker threads as in-process; a bomb is stopped on its thread and the rest renamed', async () => {
    copyInvoices(tmp.dir)
    const second = join(tmp.dir, 'again')
    mkdirSync(second)
    copyInvoices(second)
    writeFileSync(join(tmp.dir, 'bomb.pdf'), await makeDecompressionBomb(['Rechnung'], 80))
    const settings = testSettings({ paths: [tmp.dir], recursive: true, maxDecompressedMb: 16 })
    const single = await runBatch({ ...settings, dryRun: true, jobs: 1 })
    const threads = await runBatch({ ...settings, dryRun: false, jobs: 2 })
    expect([threads.threads, single.threads]).toEqual([2, 0])
    const plan = (r: typeof threads) => r.files.map(f => [f.path, f.target, f.sha256])
    expect(plan(threads)).toEqual(plan(single))
    const bomb = (r: typeof threads) => r.files.find(file => file.path.endsWith('bomb.pdf'))
    for (const report of [threads, single])
      expect(bomb(report)).toMatchObject({
        status: 'failed',
        readOutcome: 'unreadable',
        reason:
          'too large when decompressed (limit 16 MB); if the file is trusted, raise max-decompressed-mb'
      })
    expect(single.totals).toMatchObject({ planned: 22, failed: 1 })
    expect(threads.totals).toMatchObject({ renamed: 22, failed: 1 })
    for (const dir of [tmp.dir, second])
      expect(
        readdirSync(dir)
          .filter(name => name.endsWith('.pdf'))
          .every(isRenamed)
      ).toBe(true)
    expect(readdirSync(tmp.dir)).toContain('bomb.pdf')
  })
})

describe('renameBatch with bad inputs', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  it('reports each bad file distinctly and leaves every one of them untouched', async () => {
    const good = await makeTextPdf([['Beispiel GmbH', 'Rechnung', 'Rechnungsdatum: 14.03.2024']])
    writeFileSync(join(tmp.dir, 'not-a-pdf.pdf'), 'Hello, this is plain text.\n')
    writeFileSync(join(tmp.dir, 'empty.pdf'), '')
    writeFileSync(join(tmp.dir, 'truncated.pdf'), good.slice(0, Math.floor(good.length / 2)))
    writeFileSync(join(tmp.dir, 'locked.pdf'), makeEncryptedPdf('Rechnung 14.03.2024', 'secret'))
    writeFileSync(join(tmp.dir, 'scan.pdf'), await makeTextlessPdf())
    writeFileSync(
      join(tmp.dir, 'invalid.pdf'),
      readFileSync(join(corpusDir(), 'scans', 'invalid.pdf'))
    )
    writeFileSync(join(tmp.dir, 'real.pdf'), good)
    symlinkSync(join(tmp.dir, 'real.pdf'), join(tmp.dir, 'link.pdf'))
    const before = snapshot(tmp.dir)

    const report = await runBatch(testSettings({ paths: [tmp.dir] }))
    const files = byName(report.files)
    expect(files['not-a-pdf.pdf']).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^not a PDF: no %PDF- header/)
    })
    expect(files['empty.pdf']).toMatchObject({ status: 'failed', reason: 'empty file (0 bytes)' })
    expect(files['truncated.pdf']).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^truncated PDF/)
    })
    expect(files['invalid.pdf']).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^not a readable PDF/)
    })
    expect(files['locked.pdf']).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/^encrypted: needs a password/)
    })
    expect(files['scan.pdf']).toMatchObject({
      status: 'skipped',
      reason: 'no text; OCR not enabled'
    })
    expect(files['link.pdf']).toMatchObject({
      status: 'skipped',
      reason: 'symbolic link (not followed)'
    })
    expect(files['real.pdf']).toMatchObject({ status: 'renamed' })
    expect(report.totals).toEqual({ renamed: 1, planned: 0, unchanged: 0, skipped: 3, failed: 4 })

    const now = snapshot(tmp.dir)
    for (const name of [
      'not-a-pdf.pdf',
      'empty.pdf',
      'truncated.pdf',
      'locked.pdf',
      'scan.pdf',
      'invalid.pdf'
    ])
      expect([name, now[name]]).toEqual([name, before[name]])
  })

  it('handles names with spaces, unicode, a line break and a leading dash, and undoes them', async () => {
    const names = ['scan 1 (copy).pdf', 'Rechnung März ½.pdf', 'line\nbreak.pdf', '-rf.pdf']
    for (const [i, name] of names.entries())
      await writeInvoice(tmp.dir, name, {
        number: i,
        date: `0${i + 1}.02.2024`,
        issuer: 'Ölmühle Süd GmbH'
      })
    const before = snapshot(tmp.dir)
    const report = await runBatch(testSettings({ paths: [tmp.dir] }))
    expect(report.totals.renamed).toBe(4)
    expect(Object.keys(snapshot(tmp.dir)).sort()).toEqual([
      '20240201-invoice-oelmuehle-sued.pdf',
      '20240202-invoice-oelmuehle-sued.pdf',
      '20240203-invoice-oelmuehle-sued.pdf',
      '20240204-invoice-oelmuehle-sued.pdf'
    ])
    await undoRun({
      logPath: report.undoLog!,
      select: { last: true },
      dryRun: false,
      mover: fileSystemMover({ roots: [tmp.dir], cwd: tmp.dir })
    })
    expect(snapshot(tmp.dir)).toEqual(before)
  })

  it('keeps two identical files, names them _01 apart and marks the second as a duplicate', async () => {
    await writeInvoice(tmp.dir, 'b.pdf')
    await writeInvoice(tmp.dir, 'a.pdf')
    const report = await runBatch(testSettings({ paths: [tmp.dir] }))
    const files = byName(report.files)
    expect(basename(files['a.pdf']!.target!)).toBe('20240314-invoice-beispiel.pdf')
    expect(basename(files['b.pdf']!.target!)).toBe('20240314-invoice-beispiel_01.pdf')
    expect(files['b.pdf']!.duplicateOf).toBe(join(tmp.dir, 'a.pdf'))
    expect(Object.keys(snapshot(tmp.dir))).toHaveLength(2)
  })

  it('fails only the file whose target appears between plan and apply; nothing is overwritten', async () => {
    await writeInvoice(tmp.dir, 'one.pdf', { date: '01.03.2024' })
    await writeInvoice(tmp.dir, 'two.pdf', { date: '02.03.2024' })
    const intruder = join(tmp.dir, '20240302-invoice-beispiel.pdf')
    const report = await runBatch(testSettings({ paths: [tmp.dir] }), {
      beforeApply: async () => writeFileSync(intruder, 'someone else wrote this')
    })
    const files = byName(report.files)
    expect(files['one.pdf']).toMatchObject({ status: 'renamed' })
    expect(files['two.pdf']).toMatchObject({
      status: 'failed',
      reason: `target ${intruder} appeared after planning; not overwritten`
    })
    expect(readFileSync(intruder, 'utf8')).toBe('someone else wrote this')
    expect(statSync(join(tmp.dir, 'two.pdf')).isFile()).toBe(true)
  })

  it('records an aborted rename when the target appears in the last moment (link refuses)', async () => {
    await writeInvoice(tmp.dir, 'one.pdf')
    // The target shows up after the existence check, just before the link.
    const racing: FileOps = {
      ...nodeFileOps,
      link: async (from, to) => {
        writeFileSync(to, 'raced in')
        return nodeFileOps.link(from, to)
      }
    }
    const report = await runBatch(testSettings({ paths: [tmp.dir] }), { ops: racing })
    expect(report.files[0]).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/appeared after planning/)
    })
    const { entries } = readUndoLog(report.undoLog!)
    expect(entries.map(e => e.op)).toEqual(['rename', 'abort'])
    expect(readFileSync(join(tmp.dir, '20240314-invoice-beispiel.pdf'), 'utf8')).toBe('raced in')
    expect(statSync(join(tmp.dir, 'one.pdf')).isFile()).toBe(true)
  })

  it('writes and fsyncs the undo entry before the rename', async () => {
    await writeInvoice(tmp.dir, 'one.pdf')
    const seenBeforeLink: string[] = []
    let logPath = ''
    const watching: FileOps = {
      ...nodeFileOps,
      link: async (from, to) => {
        seenBeforeLink.push(readFileSync(logPath, 'utf8'))
        return nodeFileOps.link(from, to)
      }
    }
    logPath = join(tmp.dir, '.pdf-renamer', 'undo.jsonl')
    await runBatch(testSettings({ paths: [tmp.dir] }), { ops: watching })
    expect(seenBeforeLink).toHaveLength(1)
    expect(JSON.parse(seenBeforeLink[0]!)).toMatchObject({
      op: 'rename',
      from: '../one.pdf',
      to: '../20240314-invoice-beispiel.pdf'
    })
  })

  it('reads only what the budget allows of a 500-page PDF', async () => {
    writeFileSync(join(tmp.dir, 'long.pdf'), await makeLongPdf(500))
    const report = await runBatch(
      testSettings({ paths: [tmp.dir], dryRun: true, maxContentTokens: 28_000 })
    )
    const pages = report.files[0]!.pages!
    expect(pages.count).toBe(500)
    expect(pages.truncated).toBe(true)
    expect(pages.read).toBeGreaterThan(20)
    expect(pages.read).toBeLessThan(50)
  })
})

describe('moving with --out', () => {
  let inbox: TempDir
  beforeEach(() => {
    inbox = tempDir()
  })
  afterEach(() => inbox.cleanup())

  it('copies, verifies and removes when a hard link cannot cross devices (EXDEV)', async () => {
    const archive = join(inbox.dir, 'archive')
    await writeInvoice(inbox.dir, 'one.pdf')
    const before = snapshot(inbox.dir)
    const calls: string[] = []
    const crossDevice: FileOps = {
      ...nodeFileOps,
      link: async () => {
        calls.push('link')
        throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' })
      },
      copyExclusive: async (from, to) => {
        calls.push('copy')
        return nodeFileOps.copyExclusive(from, to)
      }
    }
    const report = await runBatch(testSettings({ paths: [inbox.dir], outDir: archive }), {
      ops: crossDevice
    })
    expect(report.files[0]).toMatchObject({
      status: 'renamed',
      target: join(archive, '20240314-invoice-beispiel.pdf')
    })
    expect(calls).toEqual(['link', 'copy'])
    expect(Object.values(snapshot(archive))).toEqual(Object.values(before))
    expect(readdirSync(inbox.dir).filter(n => n.endsWith('.pdf'))).toEqual([])
  })

  it('moves across real devices (/dev/shm) when the machine has one, else through the EXDEV path', async () => {
    const shm = '/dev/shm'
    const otherDevice = (() => {
      try {
        return statSync(shm).dev !== statSync(inbox.dir).dev
      } catch {
        return false
      }
    })()
    const archive = otherDevice ? tempDir('pdf-archive-', shm) : tempDir()
    try {
      await writeInvoice(inbox.dir, 'one.pdf')
      const before = snapshot(inbox.dir)
      const report = await runBatch(testSettings({ paths: [inbox.dir], outDir: archive.dir }))
      expect(report.files[0]!.status).toBe('renamed')
      expect(Object.values(snapshot(archive.dir))).toEqual(Object.values(before))
      const undone = await undoRun({
        logPath: report.undoLog!,
        select: { last: true },
        dryRun: false,
        mover: fileSystemMover({ roots: [inbox.dir, archive.dir], cwd: inbox.dir })
      })
      expect(undone.items.map(i => i.status)).toEqual(['restored'])
      expect(snapshot(inbox.dir)).toEqual(before)
    } finally {
      archive.cleanup()
    }
  })
})

describe('the seams for OCR and the model', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  it('calls the recognizer for a page without text and names the file from what it read', async () => {
    writeFileSync(join(tmp.dir, 'scan.pdf'), await makeTextlessPdf())
    const recognizer: PageTextRecognizer = {
      recognizePage: async () => 'Stadtwerke Nord GmbH\nRechnung\nRechnungsdatum: 05.06.2024',
      close: async () => undefined
    }
    const report = await runBatch(testSettings({ paths: [tmp.dir], dryRun: true }), { recognizer })
    expect(report.files[0]).toMatchObject({ status: 'planned', textSource: 'ocr' })
    expect(basename(report.files[0]!.target!)).toBe('20240605-invoice-stadtwerke-nord.pdf')
  })

  it('asks the refiner only for analyses that need it, and only when the model is enabled', async () => {
    await writeInvoice(tmp.dir, 'clear.pdf')
    writeFileSync(join(tmp.dir, 'vague.pdf'), await makeTextPdf([['ein Blatt ohne Datum und Art']]))
    const asked: string[] = []
    const refine: AnalysisRefiner = async (analysis, doc) => {
      asked.push(basename(doc.path))
      return {
        ...analysis,
        date: '20240101',
        category: 'letter',
        keywords: ['blatt'],
        needsLlm: false
      }
    }
    const withModel = await runBatch(
      testSettings({ paths: [tmp.dir], dryRun: true, useLlm: true }),
      { refine }
    )
    expect(asked).toEqual(['vague.pdf'])
    expect(byName(withModel.files)['vague.pdf']).toMatchObject({
      llmAsked: true,
      target: join(tmp.dir, '20240101-letter-blatt.pdf')
    })

    asked.length = 0
    const without = await runBatch(
      testSettings({ paths: [tmp.dir], dryRun: true, useLlm: false }),
      { refine }
    )
    expect(asked).toEqual([])
    // Without the model and without a date the file stays where it is (never 00000000).
    expect(byName(without.files)['vague.pdf']).toMatchObject({
      status: 'skipped',
      reason: 'no document date found'
    })
  })

  it('keeps the heuristic result when the refiner throws', async () => {
    writeFileSync(join(tmp.dir, 'vague.pdf'), await makeTextPdf([['ein Blatt ohne Datum und Art']]))
    const refine: AnalysisRefiner = async () => {
      throw new Error('connection refused')
    }
    const report = await runBatch(testSettings({ paths: [tmp.dir], dryRun: true, useLlm: true }), {
      refine
    })
    expect(report.files[0]!.analysis!.reasons.slice(-2)).toEqual([
      'model failed, heuristic result kept: connection refused',
      'no document date found: left in place'
    ])
    expect(report.files[0]).toMatchObject({ status: 'skipped', reason: 'no document date found' })
  })
})

describe('run ids', () => {
  it('are sortable by time', async () => {
    const { newRunId } = await import('../../src/fs/run-id.js')
    expect(newRunId(NOW)).toMatch(/^20260115T120000Z-[0-9a-f]{6}$/)
  })
})
