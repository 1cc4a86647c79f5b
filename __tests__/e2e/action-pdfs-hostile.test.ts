/**
 * rename-pdfs and undo-pdfs (the bundled action, dist/index.js) against a hostile world: a push
 * race that replaces the file being renamed, a forged undo log, a symbolic link for the inbox.
 * In each, nothing reaches origin and the failure names the file or the line.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { dirname, join } from 'node:path'
import { textInvoicePdf } from '../../examples/demo-pdfs.js'
import { originTree, world, type World } from '../helpers/pdf-action-world.js'
import { makeTextPdf } from '../helpers/pdfs.js'
import { GIT_ENV } from '../helpers/repo.js'

const INVOICE = 'archive/20240314-invoice-acme-cloud-hosting.pdf'
const LOG = '.pdf-renamer/undo.jsonl'

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

/** A second clone of origin (not over HTTP: straight from the bare repository). */
function otherClone(w: World): (args: string[]) => string {
  const other = join(dirname(w.repo.dir), 'other')
  const git = (args: string[], cwd = other): string =>
    execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' }).trim()
  git(['clone', '-q', w.repo.origin, other], dirname(other))
  return args => git(args)
}

function errorLine(stdout: string): string {
  return stdout.split('\n').find(line => line.startsWith('::error::')) ?? ''
}

describe('action rename-pdfs and undo-pdfs against a hostile world (bundled)', () => {
  let w: World
  afterEach(async () => w.cleanup())

  it('push race: another clone replaced inbox/a.pdf with other bytes; the run stops and pushes nothing', async () => {
    w = await world({ 'inbox/a.pdf': await textInvoicePdf() })
    const other = otherClone(w)
    const bytesB = await invoiceB()
    writeFileSync(join(dirname(w.repo.dir), 'other', 'inbox/a.pdf'), bytesB)
    other(['commit', '-q', '-am', 'replace a.pdf with invoice B'])
    other(['push', '-q', 'origin', 'HEAD:main'])
    const theirs = other(['rev-parse', 'HEAD'])

    const run = await w.run({ ocr: 'off' })
    expect(run.code).toBe(1)
    expect(errorLine(run.stdout)).toMatch(
      /^::error::inbox\/a\.pdf changed on origin\/main since this run read it, .*Nothing was pushed/
    )
    expect(run.summary).toContain('inbox/a.pdf changed on origin/main')
    expect(w.origin(['rev-parse', 'main'])).toBe(theirs)
    expect(originTree(w)).toEqual(['README.md', 'inbox/a.pdf'])
    const onOrigin = w.origin(['rev-parse', 'main:inbox/a.pdf'])
    expect(onOrigin).toBe(
      execFileSync('git', ['hash-object', '--stdin'], { input: bytesB, encoding: 'utf8' }).trim()
    )
  })

  it('undo race: another clone edited the archived file; the undo stops and pushes nothing', async () => {
    w = await world({ 'inbox/a.pdf': await textInvoicePdf() })
    expect((await w.run({ ocr: 'off' })).code).toBe(0)
    const other = otherClone(w)
    writeFileSync(join(dirname(w.repo.dir), 'other', INVOICE), await invoiceB())
    other(['commit', '-q', '-am', 'edit the archived invoice'])
    other(['push', '-q', 'origin', 'HEAD:main'])
    const theirs = other(['rev-parse', 'HEAD'])

    const undo = await w.run({ command: 'undo-pdfs' })
    expect(undo.code).toBe(1)
    expect(errorLine(undo.stdout)).toContain(
      `::error::${INVOICE} changed on origin/main since this run read it`
    )
    expect(w.origin(['rev-parse', 'main'])).toBe(theirs)
  })

  it('a forged undo entry ("from": "../../escaped.pdf") is refused with the line of the log', async () => {
    w = await world({ 'inbox/a.pdf': await textInvoicePdf() })
    expect((await w.run({ ocr: 'off' })).code).toBe(0)
    const bytes = readFileSync(join(w.repo.dir, INVOICE))
    const forged = JSON.stringify({
      v: 1,
      op: 'rename',
      run: 'forged',
      seq: 1,
      ts: '2026-01-15T12:00:00.000Z',
      from: '../../escaped.pdf',
      to: `../${INVOICE}`,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length
    })
    const log = join(w.repo.dir, LOG)
    writeFileSync(log, readFileSync(log, 'utf8') + forged + '\n')
    w.repo.git([
      '-c',
      'user.name=x',
      '-c',
      'user.email=x@example.com',
      'commit',
      '-q',
      '-am',
      'forge'
    ])
    const head = w.origin(['rev-parse', 'main'])

    const undo = await w.run({ command: 'undo-pdfs' })
    expect(undo.code).toBe(1)
    expect(errorLine(undo.stdout)).toMatch(
      /^::error::\.pdf-renamer\/undo\.jsonl:2: "from": "\.\.\/\.\.\/escaped\.pdf" is refused: .* lies outside /
    )
    expect(existsSync(join(dirname(w.repo.dir), 'escaped.pdf'))).toBe(false)
    expect(existsSync(join(w.repo.dir, INVOICE))).toBe(true)
    expect(w.origin(['rev-parse', 'main'])).toBe(head)
  })

  it('an inbox that is a symbolic link gets its own error naming the input', async () => {
    w = await world({ 'scans/a.pdf': await textInvoicePdf() })
    symlinkSync('scans', join(w.repo.dir, 'inbox'))
    const head = w.origin(['rev-parse', 'main'])
    const run = await w.run({ ocr: 'off' })
    expect(run.code).toBe(1)
    expect(errorLine(run.stdout)).toBe(
      "::error::Invalid value 'inbox' for input 'inbox-path': inbox is a symbolic link (-> scans), and the renamer follows no links. Expected a real folder inside the repository: replace the link by the folder, or point the input at the folder itself."
    )
    expect(w.origin(['rev-parse', 'main'])).toBe(head)
    expect(existsSync(join(w.repo.dir, 'scans/a.pdf'))).toBe(true)
  })
})
