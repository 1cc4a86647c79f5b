/**
 * pdf-rename against a hostile folder: a forged undo log (a shared or synced folder lets anyone
 * write it), symbolic links for --out or the log's folder, a file replaced between reading and
 * moving. Nothing may leave the folder, nothing may be overwritten.
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { EXIT } from '../../src/cli/exit-codes.js'
import { main } from '../../src/cli/pdf-rename.js'
import { captureIo } from '../helpers/cli-io.js'
import { NOW, runBatch, snapshot, testSettings, writeInvoice } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

const RENAMED = '20240314-invoice-beispiel.pdf'
let tmp: TempDir
let box: string
beforeEach(() => {
  tmp = tempDir()
  box = join(tmp.dir, 'box')
  mkdirSync(box)
})
afterEach(() => tmp.cleanup())

const run = async (args: string[]) => {
  const io = captureIo(tmp.dir)
  const code = await main(args, io)
  return { code, out: io.out(), err: io.err() }
}
const logOf = (dir: string): string => join(dir, '.pdf-renamer', 'undo.jsonl')

/** A rename entry someone appended to the log of `box`. */
function forge(from: string): void {
  const bytes = readFileSync(join(box, RENAMED))
  const line = JSON.stringify({
    v: 1,
    op: 'rename',
    run: 'forged',
    seq: 1,
    ts: NOW.toISOString(),
    from,
    to: `../${RENAMED}`,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length
  })
  writeFileSync(logOf(box), readFileSync(logOf(box), 'utf8') + line + '\n')
}

describe('pdf-rename undo with a forged log', () => {
  beforeEach(async () => {
    await writeInvoice(box, 'a.pdf')
    expect((await run(['--no-llm', 'box'])).code).toBe(EXIT.ok)
  })

  it('refuses an entry that leaves the folder, naming the line, and moves nothing', async () => {
    forge('../../escaped.pdf')
    const { code, err } = await run(['undo', '--last', 'box'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toContain(
      `box/.pdf-renamer/undo.jsonl:2: "from": "../../escaped.pdf" is refused: ${join(tmp.dir, 'escaped.pdf')} lies outside ${box}.`
    )
    expect(err).toContain('Nothing was restored')
    expect(existsSync(join(tmp.dir, 'escaped.pdf'))).toBe(false)
    expect(readdirSync(box).sort()).toEqual(['.pdf-renamer', RENAMED])
  })

  it('refuses an entry through a symbolic link inside the folder', async () => {
    mkdirSync(join(tmp.dir, 'outside'))
    symlinkSync(join(tmp.dir, 'outside'), join(box, 'linked'))
    forge('../linked/a.pdf')
    const { code, err } = await run(['undo', '--last', 'box'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toMatch(
      /undo\.jsonl:2: "from": "\.\.\/linked\/a\.pdf" is refused: .*symbolic link linked/
    )
    expect(readdirSync(join(tmp.dir, 'outside'))).toEqual([])
  })

  it('still undoes the genuine run by id', async () => {
    forge('../../escaped.pdf')
    const runId = JSON.parse(readFileSync(logOf(box), 'utf8').split('\n')[0]!).run as string
    const { code } = await run(['undo', '--run', runId, 'box'])
    expect(code).toBe(EXIT.ok)
    expect(readdirSync(box).sort()).toEqual(['.pdf-renamer', 'a.pdf'])
  })
})

describe('pdf-rename with linked folders', () => {
  beforeEach(async () => {
    await writeInvoice(box, 'a.pdf')
    mkdirSync(join(tmp.dir, 'elsewhere'))
  })

  it('refuses a linked undo-log folder with its own error; nothing is renamed', async () => {
    symlinkSync(join(tmp.dir, 'elsewhere'), join(box, '.pdf-renamer'))
    const before = snapshot(box)
    const { code, err } = await run(['--no-llm', 'box'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toMatch(
      /the undo log folder \S+ is a symbolic link \(-> \S+elsewhere\); the renamer follows no links/
    )
    expect(snapshot(box)).toEqual(before)
    expect(readdirSync(join(tmp.dir, 'elsewhere'))).toEqual([])
    const undo = await run(['undo', 'box'])
    expect(undo.code).toBe(EXIT.invalid)
    expect(undo.err).toContain('is a symbolic link')
  })

  it('refuses a linked --out with its own error; nothing is moved', async () => {
    symlinkSync(join(tmp.dir, 'elsewhere'), join(tmp.dir, 'out'))
    const { code, err } = await run(['--no-llm', '--out', 'out', 'box'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toMatch(/--out \S+out is a symbolic link \(-> \S+elsewhere\)/)
    expect(readdirSync(box)).toEqual(['a.pdf'])
    expect(readdirSync(join(tmp.dir, 'elsewhere'))).toEqual([])
  })
})

describe('a file replaced between reading and moving', () => {
  it('is not moved under the name made from the first bytes, and no rename is logged', async () => {
    await writeInvoice(box, 'a.pdf')
    const report = await runBatch(testSettings({ paths: [box] }), {
      beforeApply: async () => {
        await writeInvoice(box, 'a.pdf', { date: '02.02.2023', issuer: 'Andere AG', number: 77 })
      }
    })
    expect(report.files.map(f => [f.status, f.reason])).toEqual([
      ['failed', 'changed since it was analysed (sha256 differs); run again to re-plan it']
    ])
    expect(readdirSync(box).sort()).toEqual(['.pdf-renamer', 'a.pdf'])
    expect(readFileSync(logOf(box), 'utf8')).toBe('')
  })
})
