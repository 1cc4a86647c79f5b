/**
 * The inbox against a hostile world, on real repositories with a bare origin: a push race that
 * replaces a file (replay must not file other bytes under a name made from the first ones), a
 * forged undo log, symbolic links for the inbox, the archive or the log's folder.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { textInvoicePdf } from '../../examples/demo-pdfs.js'
import { Repository, type GitMover } from '../../src/git/repository.js'
import { renameInbox, undoInbox } from '../../src/pdf/inbox/inbox-run.js'
import { defaultInboxSettings, type InboxSettings } from '../../src/pdf/inbox/inbox.js'
import { NOW } from '../helpers/pdf-inbox.js'
import { makeTextPdf } from '../helpers/pdfs.js'
import { copyRepo, GIT_ENV, gitIn, makeRepo, type TestRepo } from '../helpers/repo.js'

const LOG = '.pdf-renamer/undo.jsonl'
let repo: TestRepo
afterEach(() => repo?.cleanup())

function settings(over: Partial<InboxSettings> = {}): InboxSettings {
  const defaults = defaultInboxSettings()
  return { ...defaults, ...over, pdf: { ...defaults.pdf, useLlm: false, jobs: 1, ocr: 'off' } }
}

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/** Another invoice: same layout, other issuer and number, so other bytes. */
function invoiceB(): Promise<Uint8Array> {
  return makeTextPdf([
    [
      'Andere AG · Ringstraße 9 · 80331 München',
      'Rechnung',
      'Rechnungsnummer 77',
      'Rechnungsdatum: 02.02.2024',
      'Summe 5,00 EUR'
    ]
  ])
}

/** A second clone of origin that makes a change and pushes it; returns the pushed sha. */
function otherClonePushes(change: (dir: string) => void, message: string): string {
  const other = join(dirname(repo.dir), 'other')
  if (!existsSync(other)) gitIn(dirname(other), ['clone', '-q', repo.origin, other])
  else gitIn(other, ['pull', '-q', 'origin', 'main'])
  change(other)
  gitIn(other, ['add', '-A'])
  gitIn(other, ['commit', '-q', '-m', message])
  gitIn(other, ['push', '-q', 'origin', 'HEAD:main'])
  return gitIn(other, ['rev-parse', 'HEAD'])
}

function push(mover: GitMover) {
  const git = new Repository(repo.dir)
  return git.pushWithRetry({
    branch: 'main',
    maxAttempts: 3,
    verify: tip => mover.verifyAt(tip, 'origin/main'),
    rebuild: async () => {
      await git.replayCommit(repo.git(['rev-parse', 'ORIG_HEAD']), GIT_ENV)
    }
  })
}

async function renamed(at = repo): Promise<{ mover: GitMover; commit: string; to: string }> {
  const mover = await new Repository(at.dir).mover({ commitEnv: GIT_ENV })
  const result = await renameInbox(settings(), { cwd: at.dir, now: () => NOW, mover })
  expect(result.renamed).toHaveLength(1)
  return { mover, commit: result.commit!, to: result.renamed[0]!.to }
}

/** Made once per describe; each test gets a copy (copyRepo). */
let start: TestRepo

describe('replay after origin moved', () => {
  let invoiceA: Uint8Array
  beforeAll(async () => {
    invoiceA = await textInvoicePdf()
    start = makeRepo({ 'README.md': '# docs\n' })
    start.write({ 'inbox/a.pdf': Buffer.from(invoiceA) as unknown as string })
    start.commit('scanner upload')
    start.git(['push', '-q', 'origin', 'main'])
  })
  afterAll(() => start.cleanup())
  beforeEach(() => {
    repo = copyRepo(start)
  })

  it('stops and pushes nothing when another clone replaced the file with other bytes', async () => {
    const bytesB = await invoiceB()
    const theirs = otherClonePushes(
      dir => writeFileSync(join(dir, 'inbox/a.pdf'), bytesB),
      'replace a.pdf'
    )
    const { mover, commit } = await renamed()
    await expect(push(mover)).rejects.toThrow(
      /^inbox\/a\.pdf changed on origin\/main since this run read it, so the commit \w{12} is not replayed .*Nothing was pushed/
    )
    expect(gitIn(repo.origin, ['rev-parse', 'main'])).toBe(theirs)
    // Nothing lost: the rename commit is still HEAD, the work tree clean.
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(commit)
    expect(repo.git(['status', '--porcelain'])).toBe('')
  })

  it('replays when origin moved with other files, and the archive holds the bytes that were read', async () => {
    otherClonePushes(dir => writeFileSync(join(dir, 'README.md'), '# docs, edited\n'), 'docs')
    const { mover, to } = await renamed()
    const pushed = await push(mover)
    expect(pushed).toMatchObject({ kind: 'pushed', attempts: 2 })
    const shown = repo.git(['rev-parse', `main:${to}`], repo.origin)
    expect(shown).toBe(repo.git(['hash-object', join(repo.dir, to)]))
    expect(sha(readFileSync(join(repo.dir, to)))).toBe(sha(invoiceA))
  })

  it('stops an undo whose renamed file another clone changed meanwhile', async () => {
    const first = await renamed()
    expect((await push(first.mover)).kind).toBe('pushed')
    const bytesB = await invoiceB()
    const theirs = otherClonePushes(
      dir => writeFileSync(join(dir, first.to), bytesB),
      'edit the archived file'
    )
    const mover = await new Repository(repo.dir).mover({ commitEnv: GIT_ENV })
    const undone = await undoInbox({ undoLog: LOG }, { cwd: repo.dir, mover })
    expect(undone.items.map(item => item.status)).toEqual(['restored'])
    await expect(push(mover)).rejects.toThrow(
      new RegExp(`^${first.to.replace(/\./g, '\\.')} changed on origin/main since this run read it`)
    )
    expect(gitIn(repo.origin, ['rev-parse', 'main'])).toBe(theirs)
  })
})

describe('confinement of the undo log', () => {
  /** Where the one rename of the start state put inbox/a.pdf. */
  let renamedTo: string
  beforeAll(async () => {
    start = makeRepo({ 'README.md': '# docs\n' })
    start.write({ 'inbox/a.pdf': Buffer.from(await textInvoicePdf()) as unknown as string })
    start.commit('upload')
    renamedTo = (await renamed(start)).to
  })
  afterAll(() => start.cleanup())
  beforeEach(() => {
    repo = copyRepo(start)
  })

  /** Adds a forged line to the undo log after the rename, and commits it. */
  function forge(entry: { from?: string; to?: string }): string {
    const bytes = readFileSync(join(repo.dir, renamedTo))
    const line = JSON.stringify({
      v: 1,
      op: 'rename',
      run: 'forged',
      seq: 1,
      ts: NOW.toISOString(),
      from: entry.from ?? '../inbox/a.pdf',
      to: entry.to ?? `../${renamedTo}`,
      sha256: sha(bytes),
      size: bytes.length
    })
    writeFileSync(join(repo.dir, LOG), readFileSync(join(repo.dir, LOG), 'utf8') + line + '\n')
    repo.commit('someone edits the log')
    return renamedTo
  }

  it.each([
    ['a path out of the repository', { from: '../../escaped.pdf' }, /lies outside/],
    ['a path into .git', { from: '../.git/hooks/post-commit' }, /lies in git's own folder/]
  ])('refuses %s with the line of the log, moving nothing', async (_what, entry, why) => {
    const to = forge(entry)
    const head = repo.git(['rev-parse', 'HEAD'])
    const undo = undoInbox({ undoLog: LOG }, { cwd: repo.dir, commitEnv: GIT_ENV })
    await expect(undo).rejects.toThrow(
      `${LOG}:2: "from": ${JSON.stringify(entry.from)} is refused: `
    )
    await expect(undo).rejects.toThrow(why)
    expect(existsSync(join(repo.dir, to))).toBe(true)
    expect(existsSync(join(dirname(repo.dir), 'escaped.pdf'))).toBe(false)
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head)
  })

  it('refuses a path through a symbolic link inside the repository', async () => {
    const outside = join(dirname(repo.dir), 'outside')
    mkdirSync(outside)
    symlinkSync(outside, join(repo.dir, 'linked'))
    forge({ from: '../linked/a.pdf' })
    await expect(
      undoInbox({ undoLog: LOG }, { cwd: repo.dir, commitEnv: GIT_ENV })
    ).rejects.toThrow(
      /undo\.jsonl:2: "from": "\.\.\/linked\/a\.pdf" is refused: .*symbolic link linked/
    )
    expect(existsSync(join(outside, 'a.pdf'))).toBe(false)
  })
})

describe('symbolic links for the folders', () => {
  beforeAll(async () => {
    start = makeRepo({ 'README.md': '# docs\n' })
    start.write({ 'scans/a.pdf': Buffer.from(await textInvoicePdf()) as unknown as string })
    start.commit('upload')
  })
  afterAll(() => start.cleanup())
  beforeEach(() => {
    repo = copyRepo(start)
  })

  it.each([
    ['inbox-path', 'inbox', { inboxPath: 'inbox' }],
    ['archive-path', 'archive', { inboxPath: 'scans', archivePath: 'archive' }],
    ['undo-log', 'logs', { inboxPath: 'scans', undoLog: 'logs/undo.jsonl' }]
  ] as const)('a linked %s gets its own error and nothing moves', async (input, link, over) => {
    const elsewhere = join(dirname(repo.dir), 'elsewhere')
    mkdirSync(elsewhere, { recursive: true })
    symlinkSync(link === 'inbox' ? join(repo.dir, 'scans') : elsewhere, join(repo.dir, link))
    const head = repo.git(['rev-parse', 'HEAD'])
    await expect(
      renameInbox(settings(over), { cwd: repo.dir, now: () => NOW, commitEnv: GIT_ENV })
    ).rejects.toThrow(
      new RegExp(
        `^Invalid value '[^']+' for input '${input}': ${link} is a symbolic link \\(-> .+\\), and the renamer follows no links`
      )
    )
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head)
    expect(existsSync(join(repo.dir, 'scans/a.pdf'))).toBe(true)
  })

  it('a linked undo-log folder stops undo-pdfs too', async () => {
    symlinkSync(join(repo.dir, 'scans'), join(repo.dir, 'logs'))
    await expect(
      undoInbox({ undoLog: 'logs/undo.jsonl' }, { cwd: repo.dir, commitEnv: GIT_ENV })
    ).rejects.toThrow(/for input 'undo-log': logs is a symbolic link/)
  })
})
