/**
 * The inbox library (renameInbox, undoInbox) on a real repository with a bare origin: files
 * move with git, the undo log and the commit carry the run, what cannot be renamed stays.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prepareAssistants } from '../../src/pdf/assistants.js'
import { germanLetterPdf, textInvoicePdf } from '../../examples/demo-pdfs.js'
import { renameInbox, undoInbox, type InboxDependencies } from '../../src/pdf/inbox/inbox-run.js'
import { defaultInboxSettings, type InboxSettings } from '../../src/pdf/inbox/inbox.js'
import { readMetadata } from '../helpers/pdf-metadata.js'
import { readUndoLog } from '../../src/pdf/apply/undo-log.js'
import { startOllamaDouble } from '../helpers/ollama-double.js'
import { NOW } from '../helpers/pdf-inbox.js'
import { makeEncryptedPdf, makeTextPdf } from '../helpers/pdfs.js'
import { GIT_ENV, makeRepo, type TestRepo } from '../helpers/repo.js'

const INVOICE = '20240314-invoice-acme-cloud-hosting.pdf'
const LFS_POINTER =
  'version https://git-lfs.github.com/spec/v1\n' + `oid sha256:${'4d7a'.repeat(16)}\nsize 12345\n`

let repo: TestRepo
let invoice: Uint8Array
let letter: Uint8Array

beforeAll(async () => {
  invoice = await textInvoicePdf()
  letter = await germanLetterPdf()
})
afterEach(() => repo?.cleanup())

function settings(over: Partial<InboxSettings> = {}): InboxSettings {
  const defaults = defaultInboxSettings()
  return { ...defaults, ...over, pdf: { ...defaults.pdf, useLlm: false, jobs: 1, ocr: 'off' } }
}

function deps(over: Partial<InboxDependencies> = {}): InboxDependencies {
  return { cwd: repo.dir, now: () => NOW, commitEnv: GIT_ENV, ...over }
}

function writeBytes(path: string, bytes: Uint8Array): void {
  repo.write({ [path]: Buffer.from(bytes) as unknown as string })
}

function sha(bytes: Buffer | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

function tree(ref = 'HEAD', cwd?: string): string[] {
  return repo.git(['ls-tree', '-r', '--name-only', ref], cwd).split('\n')
}

describe('renameInbox', () => {
  it('moves the PDFs into the archive with git, logs and commits them, and leaves the rest', async () => {
    repo = makeRepo({ 'README.md': '# docs\n', 'inbox/.gitkeep': '' })
    writeBytes('inbox/scan0023.pdf', invoice)
    writeBytes('inbox/Brief Stadtwerke.pdf', letter)
    writeBytes('inbox/locked.pdf', makeEncryptedPdf('Rechnung 14.03.2024', 'secret'))
    repo.write({ 'inbox/big.pdf': LFS_POINTER, 'inbox/notes.txt': 'not a PDF\n' })
    repo.commit('add documents')

    const result = await renameInbox(settings(), deps({ runId: 'run-1' }))

    expect(result.renamed.map(r => [r.from, r.to])).toEqual([
      ['inbox/Brief Stadtwerke.pdf', expect.stringMatching(/^archive\/20240304-letter-/)],
      ['inbox/scan0023.pdf', `archive/${INVOICE}`]
    ])
    expect(result.renamed[1]).toMatchObject({ textSource: 'text-layer', llmAsked: false })
    expect(result.skipped.map(s => [s.path, s.reason])).toEqual([
      ['inbox/big.pdf', 'lfs-pointer'],
      ['inbox/locked.pdf', 'encrypted'],
      ['inbox/notes.txt', 'not-pdf']
    ])
    expect(result.skipped[0]!.message).toContain('set `lfs: true` on actions/checkout')

    const letterName = result.renamed[0]!.to
    expect(tree()).toEqual(
      [
        '.pdf-renamer/undo.jsonl',
        'README.md',
        letterName,
        `archive/${INVOICE}`,
        'inbox/.gitkeep',
        'inbox/big.pdf',
        'inbox/locked.pdf',
        'inbox/notes.txt'
      ].sort()
    )
    expect(result.commit).toBe(repo.git(['rev-parse', 'HEAD']))
    expect(repo.git(['log', '-1', '--format=%B'])).toBe(
      `pdf-rename: 2 files\n\ninbox/Brief Stadtwerke.pdf -> ${letterName}\n` +
        `inbox/scan0023.pdf -> archive/${INVOICE}\n\nPdf-Rename-Run: run-1`
    )
    // git sees renames, so history follows the file.
    expect(repo.git(['log', '--follow', '--format=%s', '--', `archive/${INVOICE}`])).toBe(
      'pdf-rename: 2 files\nadd documents'
    )
    expect(repo.git(['status', '--porcelain'])).toBe('')

    const { entries } = readUndoLog(join(repo.dir, '.pdf-renamer/undo.jsonl'))
    expect(entries).toContainEqual(
      expect.objectContaining({
        op: 'rename',
        run: 'run-1',
        from: '../inbox/scan0023.pdf',
        to: `../archive/${INVOICE}`,
        sha256: sha(invoice)
      })
    )

    const again = await renameInbox(settings(), deps({ runId: 'run-2' }))
    expect(again.renamed).toEqual([])
    expect(again.commit).toBeUndefined()
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(result.commit)
  })

  it('takes untracked files too and gives a name taken in the archive the next free suffix', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes(`archive/${INVOICE}`, await makeTextPdf([['an older invoice']]))
    repo.commit('archive')
    writeBytes('inbox/scan0023.pdf', invoice) // never committed

    const result = await renameInbox(settings(), deps())
    expect(result.renamed.map(r => r.to)).toEqual([
      'archive/20240314-invoice-acme-cloud-hosting_01.pdf'
    ])
    expect(
      readFileSync(join(repo.dir, 'archive/20240314-invoice-acme-cloud-hosting_01.pdf'))
    ).toEqual(Buffer.from(invoice))
    expect(repo.git(['show', '--name-status', '--format=', 'HEAD']).split('\n').sort()).toEqual([
      'A\t.pdf-renamer/undo.jsonl',
      'A\tarchive/20240314-invoice-acme-cloud-hosting_01.pdf'
    ])
  })

  it('treats file names as names, not patterns, and leaves what the user staged out of its commit', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes('inbox/scan[1].pdf', invoice)
    repo.commit('add')
    // `inbox/scan[1].pdf` as a glob would match this staged file.
    repo.write({ 'inbox/scan1.pdf': 'not really a PDF\n' })
    repo.git(['add', 'inbox/scan1.pdf'])

    const result = await renameInbox(settings(), deps())
    expect(result.renamed.map(r => [r.from, r.to])).toEqual([
      ['inbox/scan[1].pdf', `archive/${INVOICE}`]
    ])
    expect(result.skipped.map(s => [s.path, s.reason])).toEqual([
      ['inbox/scan1.pdf', 'not-pdf-content']
    ])
    expect(
      repo.git(['show', '--no-renames', '--name-only', '--format=', 'HEAD']).split('\n').sort()
    ).toEqual(['.pdf-renamer/undo.jsonl', `archive/${INVOICE}`, 'inbox/scan[1].pdf'])
    expect(repo.git(['status', '--porcelain'])).toBe('A  inbox/scan1.pdf')
  })

  it('renames in place when the archive is the inbox, and a dry run changes nothing', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes('docs/scan0023.pdf', invoice)
    const head = repo.commit('add')
    const inPlace = { inboxPath: 'docs/', archivePath: './docs' }

    const dry = await renameInbox(settings({ ...inPlace, dryRun: true }), deps())
    expect(dry.renamed.map(r => r.to)).toEqual([`docs/${INVOICE}`])
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head)
    expect(repo.git(['status', '--porcelain'])).toBe('')

    await renameInbox(settings(inPlace), deps())
    expect(tree()).toContain(`docs/${INVOICE}`)
    const again = await renameInbox(settings(inPlace), deps())
    expect(again).toMatchObject({ renamed: [], unchanged: [`docs/${INVOICE}`] })
  })

  it('rejects an inbox outside the repository, naming the input', async () => {
    repo = makeRepo()
    await expect(renameInbox(settings({ inboxPath: '../elsewhere' }), deps())).rejects.toThrow(
      "Invalid value '../elsewhere' for input 'inbox-path'"
    )
  })
})

describe('undoInbox', () => {
  it('restores the names of the last run in a new commit', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes('inbox/scan0023.pdf', invoice)
    writeBytes('inbox/Brief Stadtwerke.pdf', letter)
    repo.commit('add documents')
    const renamed = await renameInbox(settings(), deps({ runId: 'run-1' }))

    const undone = await undoInbox({ undoLog: '.pdf-renamer/undo.jsonl' }, deps())
    expect(undone.run).toBe('run-1')
    expect(undone.items.map(i => [i.status, i.from])).toEqual([
      ['restored', 'inbox/scan0023.pdf'],
      ['restored', 'inbox/Brief Stadtwerke.pdf']
    ])
    expect(repo.git(['rev-list', '--count', `${renamed.commit!}..HEAD`])).toBe('1')
    expect(repo.git(['log', '-1', '--format=%s'])).toBe('pdf-rename: undo 2 files')
    expect(tree().filter(path => path.endsWith('.pdf'))).toEqual([
      'inbox/Brief Stadtwerke.pdf',
      'inbox/scan0023.pdf'
    ])
    expect(repo.git(['status', '--porcelain'])).toBe('')

    const nothing = await undoInbox({ undoLog: '.pdf-renamer/undo.jsonl' }, deps())
    expect(nothing).toMatchObject({ run: null, items: [] })
    await expect(
      undoInbox({ undoLog: '.pdf-renamer/undo.jsonl', run: 'nope' }, deps())
    ).rejects.toThrow('No run "nope" in .pdf-renamer/undo.jsonl. Runs there: run-1.')
  })

  it('with metadata written, restores the original bytes from git', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes('inbox/scan0023.pdf', invoice)
    repo.commit('add')
    const result = await renameInbox(settings({ writeMetadata: true }), deps())
    expect(result.renamed[0]!.metadata).toBe('written')
    const written = readFileSync(join(repo.dir, 'archive', INVOICE))
    expect(sha(written)).not.toBe(sha(invoice))
    const read = await readMetadata(written, INVOICE)
    expect(read).toMatchObject({
      kind: 'read',
      metadata: { subject: 'invoice', originalName: 'scan0023.pdf' }
    })

    const undone = await undoInbox({ undoLog: '.pdf-renamer/undo.jsonl' }, deps())
    expect(undone.items).toEqual([
      expect.objectContaining({ status: 'restored', bytes: 'original-blob' })
    ])
    expect(sha(readFileSync(join(repo.dir, 'inbox/scan0023.pdf')))).toBe(sha(invoice))
    expect(repo.git(['status', '--porcelain'])).toBe('')
  })

  it('records a file someone already moved back, in a commit of the log', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes('inbox/scan0023.pdf', invoice)
    repo.commit('add')
    await renameInbox(settings(), deps({ runId: 'run-1' }))
    repo.git(['mv', `archive/${INVOICE}`, 'inbox/scan0023.pdf'])
    repo.git(['commit', '-q', '-m', 'moved back by hand'])

    const undone = await undoInbox({ undoLog: '.pdf-renamer/undo.jsonl' }, deps())
    expect(undone.items).toEqual([
      { from: 'inbox/scan0023.pdf', to: `archive/${INVOICE}`, status: 'already-restored' }
    ])
    expect(repo.git(['show', '--name-only', '--format=%s', 'HEAD'])).toBe(
      'pdf-rename: undo 1 file\n\n.pdf-renamer/undo.jsonl'
    )
    expect(repo.git(['status', '--porcelain'])).toBe('')
    const again = await undoInbox({ undoLog: '.pdf-renamer/undo.jsonl' }, deps())
    expect(again).toMatchObject({ run: null, items: [] })
  })

  it('refuses a file edited since the rename and leaves it', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes('inbox/scan0023.pdf', invoice)
    repo.commit('add')
    await renameInbox(settings(), deps())
    writeBytes(`archive/${INVOICE}`, letter)
    repo.commit('edit')
    const head = repo.git(['rev-parse', 'HEAD'])
    const undone = await undoInbox({ undoLog: '.pdf-renamer/undo.jsonl' }, deps())
    expect(undone.items).toEqual([
      expect.objectContaining({
        status: 'refused',
        reason: expect.stringContaining('changed since the rename')
      })
    ])
    expect(undone.commit).toBeUndefined()
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head)
  })
})

describe('renameInbox with the model', () => {
  const STATEMENT = [
    'Stadtwerke Musterstadt GmbH',
    'Postfach 12 34, 80331 München',
    'Verbrauchsübersicht Strom und Gas 2024',
    'Zählerstand am 14.01.2025: 48.213 kWh',
    'Neuer Abschlag ab 01.12.2024: 84,00 EUR'
  ]

  it('asks the Ollama double for an unsure document; without it, goes on with heuristics and a warning', async () => {
    repo = makeRepo({ 'README.md': '# docs\n' })
    writeBytes('inbox/statement.pdf', await makeTextPdf([STATEMENT]))
    repo.commit('add')
    const double = await startOllamaDouble()
    const pdf = { ...settings().pdf, useLlm: true, llmUrl: double.url('/api/generate') }
    try {
      double.script({
        answer: JSON.stringify({
          date: '20250114',
          category: 'invoice',
          keywords: ['Stadtwerke Musterstadt'],
          summary: 'Strom und Gas'
        })
      })
      const assistants = await prepareAssistants(pdf, { cwd: repo.dir, now: () => NOW })
      const { refine } = assistants
      const result = await renameInbox(
        { ...settings({ dryRun: true }), pdf },
        deps(refine === undefined ? {} : { refine })
      )
      await assistants.close()
      expect(result.renamed).toEqual([
        expect.objectContaining({
          to: 'archive/20250114-invoice-stadtwerke-musterstadt-strom-und-gas.pdf',
          llmAsked: true
        })
      ])
    } finally {
      await double.close()
    }

    const down = await prepareAssistants(pdf, { cwd: repo.dir, now: () => NOW })
    expect(down.refine).toBeUndefined()
    expect(down.warnings[0]).toContain('Continuing with heuristics only.')
    const result = await renameInbox({ ...settings({ dryRun: true }), pdf }, deps())
    await down.close()
    expect(result.renamed[0]).toMatchObject({ llmAsked: false })
  })
})
