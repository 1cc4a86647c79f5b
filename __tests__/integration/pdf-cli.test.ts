import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EXIT } from '../../src/cli/exit-codes.js'
import { main } from '../../src/cli/pdf-rename.js'
import { captureIo } from '../helpers/cli-io.js'
import { copyInvoices, snapshot, writeInvoice } from '../helpers/pdf-inbox.js'
import { PROJECT_ROOT, tempDir, type TempDir } from '../helpers/pdfs.js'

describe('pdf-rename CLI', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  const run = async (args: string[], options: { tty?: boolean } = {}) => {
    const io = captureIo(tmp.dir, options)
    const code = await main(args, io)
    return { code, out: io.out(), err: io.err() }
  }

  it('prints its version with --version', async () => {
    const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      version: string
    }
    const { code, out } = await run(['--version'])
    expect({ code, out }).toEqual({ code: EXIT.ok, out: `pdf-rename ${version}\n` })
  })

  it('asks for the folder instead of renaming the current one when given no path', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    const { code, err } = await run(['--no-llm'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toBe(
      'pdf-rename: Give the folder or files to rename, for example `pdf-rename .` for the current folder. See pdf-rename --help.\n'
    )
    expect(readdirSync(tmp.dir)).toEqual(['a.pdf'])
  })

  it('names a mistyped option without the hint for positionals starting with a dash', async () => {
    const { code, err } = await run(['--dry', '.'])
    expect({ code, err }).toEqual({
      code: EXIT.invalid,
      err: "pdf-rename: Unknown option '--dry'. See pdf-rename --help.\n"
    })
  })

  it('calls a path that does not exist a usage error (2), before reading anything', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    const { code, err, out } = await run(['--no-llm', 'a.pdf', 'missing'])
    expect({ code, out }).toEqual({ code: EXIT.invalid, out: '' })
    expect(err).toBe(
      "pdf-rename: No such file or folder: 'missing'. Give a folder or PDF files that exist.\n"
    )
    expect(readdirSync(tmp.dir)).toEqual(['a.pdf'])
  })

  it('says "no PDFs found" for a folder without PDFs', async () => {
    writeFileSync(join(tmp.dir, 'notes.txt'), 'not a pdf')
    const { code, out } = await run(['--no-llm', '.'])
    expect({ code, out }).toEqual({ code: EXIT.ok, out: 'no PDFs found in .\n' })
  })

  it('prints progress with the paths relative to the working folder, as the results', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    const { err, out } = await run(['--no-llm', '.'])
    expect(err).toBe('[1/1] read a.pdf\n[1/1] renamed a.pdf\n')
    expect(out).toContain('renamed   a.pdf -> 20240314-invoice-beispiel.pdf')
  })

  it('prints the usage with --help', async () => {
    const { code, out } = await run(['--help'])
    expect(code).toBe(EXIT.ok)
    expect(out).toContain('pdf-rename undo [options] [DIR]')
  })

  it('--help gives the exit code a missing path and a missing undo log really get', async () => {
    const codes = (await run(['--help'])).out.replace(/\s+/g, ' ').split('Exit codes')[1]!
    const entry = (code: number) => new RegExp(`[:;] ${code} ([^;]*)`).exec(codes)?.[1] ?? ''
    const path = (await run(['--no-llm', 'missing-folder'])).code
    const log = (await run(['undo', '.'])).code
    expect(entry(path)).toContain('a path that does not exist')
    expect(entry(log)).toContain('the undo log does not exist')
    // No other code claims them.
    expect(codes.match(/a path that does not exist/g)).toHaveLength(1)
  })

  it('--json with a usage error prints the error as JSON on stdout', async () => {
    for (const args of [
      ['--json', '--frobnicate'],
      ['--json', '--no-llm', 'missing']
    ]) {
      const { code, out, err } = await run(args)
      expect(code).toBe(EXIT.invalid)
      expect(JSON.parse(out)).toEqual({
        error: { exitCode: EXIT.invalid, message: expect.any(String) }
      })
      expect(err).toContain((JSON.parse(out) as { error: { message: string } }).error.message)
    }
  })

  it('after a run with --out outside the working folder, the printed undo command works', async () => {
    mkdirSync(join(tmp.dir, 'work', 'inbox'), { recursive: true })
    await writeInvoice(join(tmp.dir, 'work', 'inbox'), 'a.pdf')
    const io = captureIo(join(tmp.dir, 'work'))
    expect(await main(['--no-llm', '--out', '../archive', 'inbox'], io)).toBe(EXIT.ok)
    expect(readdirSync(join(tmp.dir, 'archive'))).toEqual(['20240314-invoice-beispiel.pdf'])
    const printed = /^undo with: pdf-rename (.+)$/m.exec(io.out())![1]!
    const args = printed
      .match(/"[^"]*"|\S+/g)!
      .map(arg => (arg.startsWith('"') ? (JSON.parse(arg) as string) : arg))
    const undone = captureIo(join(tmp.dir, 'work'))
    expect({ code: await main(args, undone), err: undone.err() }).toEqual({
      code: EXIT.ok,
      err: ''
    })
    expect(readdirSync(join(tmp.dir, 'work', 'inbox')).filter(n => n.endsWith('.pdf'))).toEqual([
      'a.pdf'
    ])
    expect(readdirSync(join(tmp.dir, 'archive'))).toEqual([])
  })

  it.each([
    [['--date-order', 'ymd'], "Invalid value 'ymd' for --date-order. Expected dmy or mdy."],
    [
      ['--max-pages', '0'],
      "Invalid value '0' for --max-pages. Expected a whole number of at least 1."
    ],
    [['--max-content-tokens', 'lots'], "Invalid value 'lots' for --max-content-tokens."],
    [['--frobnicate'], "Unknown option '--frobnicate'"],
    [['undo', '--run', 'x', '--last'], 'Give either --run ID or --last, not both.']
  ])('rejects %j with exit code 2', async (args, message) => {
    const { code, err } = await run(args)
    expect(code).toBe(EXIT.invalid)
    expect(err).toContain(message)
  })

  it('exits 2 naming the pointer for an invalid rules file', async () => {
    writeFileSync(
      join(tmp.dir, 'rules.json'),
      JSON.stringify({ thresholds: { categoryMargin: 2 } })
    )
    const { code, err } = await run(['--rules', 'rules.json', '--dry-run', '.'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toContain('/thresholds/categoryMargin must be <= 1; got 2')
  })

  it('renames a file whose name starts with a dash when given after --', async () => {
    await writeInvoice(tmp.dir, '-scan.pdf')
    const { code, out } = await run(['--no-llm', '--', '-scan.pdf'])
    expect(code).toBe(EXIT.ok)
    expect(out).toContain('renamed   -scan.pdf -> 20240314-invoice-beispiel.pdf')
    expect(readdirSync(tmp.dir).filter(n => n.endsWith('.pdf'))).toEqual([
      '20240314-invoice-beispiel.pdf'
    ])
  })

  it('prints the plan and results as JSON', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    const { code, out } = await run(['--no-llm', '--dry-run', '--json', '.'])
    expect(code).toBe(EXIT.ok)
    const report = JSON.parse(out)
    expect(report).toMatchObject({ dryRun: true, totals: { planned: 1 } })
    expect(report.files[0]).toMatchObject({
      status: 'planned',
      target: join(tmp.dir, '20240314-invoice-beispiel.pdf'),
      analysis: {
        date: '20240314',
        category: 'invoice',
        needsLlm: false,
        reasons: expect.any(Array)
      }
    })
  })

  it('exits 1 when a file failed and says why in the summary', async () => {
    writeFileSync(join(tmp.dir, 'notes.pdf'), 'just text')
    await writeInvoice(tmp.dir, 'a.pdf')
    const { code, out } = await run(['--no-llm', '.'])
    expect(code).toBe(EXIT.partial)
    expect(out).toContain('failed    notes.pdf: not a PDF: no %PDF- header')
    expect(out).toContain('renamed 1, unchanged 0, skipped 0, failed 1')
  })

  it('shows plain progress lines when stderr is not a terminal, a bar when it is', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    const plain = await run(['--no-llm', '--dry-run', '.'])
    expect(plain.err).toBe('[1/1] read a.pdf\n')
    const bar = await run(['--no-llm', '--dry-run', '.'], { tty: true })
    expect(bar.err.startsWith('\r\u001b[2K[' + '#'.repeat(24) + '] 1/1 read ')).toBe(true)
    expect(bar.err).toMatch(/ [\d.]+ files\/s a\.pdf/)
    expect(bar.err.endsWith('\r\u001b[2K')).toBe(true)
  })

  it('on a copy of the invoices: rename, rename nothing the second time, undo --last restores every name and byte', async () => {
    copyInvoices(tmp.dir)
    const before = snapshot(tmp.dir)
    expect((await run(['--no-llm', '.'])).code).toBe(EXIT.ok)
    const renamed = snapshot(tmp.dir)
    expect(Object.keys(renamed)).not.toEqual(Object.keys(before))
    const second = await run(['--no-llm', '.'])
    expect(second.out).toContain('renamed 0, unchanged 11, skipped 0, failed 0')
    expect(snapshot(tmp.dir)).toEqual(renamed)
    const undo = await run(['undo', '--last'])
    expect(undo.code).toBe(EXIT.ok)
    expect(undo.out).toMatch(/run \S+: restored 11, would restore 0, refused 0/)
    expect(snapshot(tmp.dir)).toEqual(before)
  })
})

describe('pdf-rename undo', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  const run = async (args: string[]) => {
    const io = captureIo(tmp.dir)
    const code = await main(args, io)
    return { code, out: io.out(), err: io.err() }
  }
  const log = (): string => join(tmp.dir, '.pdf-renamer', 'undo.jsonl')

  it('exits 4 with the fix when there is no undo log', async () => {
    const { code, err } = await run(['undo'])
    expect(code).toBe(EXIT.missing)
    expect(err).toContain(
      'No rename has been recorded there; run pdf-rename in that folder first, or pass --undo-log FILE.'
    )
  })

  it('exits 2 for an unknown run id and lists the runs there', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    await run(['--no-llm', '.'])
    const { code, err } = await run(['undo', '--run', 'nope'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toMatch(/No run "nope" in .*undo\.jsonl\. Runs there: \d{8}T\d{6}Z-[0-9a-f]{6}\./)
  })

  it('refuses to restore a file edited since the rename, restores the others, exits 9', async () => {
    await writeInvoice(tmp.dir, 'a.pdf', { date: '01.03.2024' })
    await writeInvoice(tmp.dir, 'b.pdf', { date: '02.03.2024' })
    await run(['--no-llm', '.'])
    const edited = join(tmp.dir, '20240302-invoice-beispiel.pdf')
    writeFileSync(edited, Buffer.concat([readFileSync(edited), Buffer.from('\n% annotated\n')]))
    const { code, out } = await run(['undo', '--last'])
    expect(code).toBe(EXIT.undoRefused)
    expect(out).toContain('refused   20240302-invoice-beispiel.pdf: ')
    expect(out).toContain('was changed since the rename (sha256 differs); not restored')
    expect(
      readdirSync(tmp.dir)
        .filter(n => n.endsWith('.pdf'))
        .sort()
    ).toEqual(['20240302-invoice-beispiel.pdf', 'a.pdf'])
  })

  it('refuses to overwrite a file that took the original name meanwhile', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    await run(['--no-llm', '.'])
    writeFileSync(join(tmp.dir, 'a.pdf'), 'a new file with the old name')
    const { code, out } = await run(['undo'])
    expect(code).toBe(EXIT.undoRefused)
    expect(out).toContain('exists with other content; not overwritten')
    expect(readFileSync(join(tmp.dir, 'a.pdf'), 'utf8')).toBe('a new file with the old name')
  })

  it('still undoes with a torn last line in the log, and warns about it', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    const before = snapshot(tmp.dir)
    await run(['--no-llm', '.'])
    writeFileSync(log(), readFileSync(log(), 'utf8') + '{"v":1,"op":"rena')
    const { code, out } = await run(['undo', '--last'])
    expect(code).toBe(EXIT.ok)
    expect(out).toContain('torn last line (an interrupted write) ignored')
    expect(snapshot(tmp.dir)).toEqual(before)
  })

  it('changes nothing with --dry-run, and undoes nothing twice', async () => {
    await writeInvoice(tmp.dir, 'a.pdf')
    await run(['--no-llm', '.'])
    const renamed = snapshot(tmp.dir)
    const dry = await run(['undo', '--dry-run'])
    expect(dry.out).toContain('would-restore 20240314-invoice-beispiel.pdf -> a.pdf')
    expect(snapshot(tmp.dir)).toEqual(renamed)
    expect((await run(['undo'])).code).toBe(EXIT.ok)
    const again = await run(['undo'])
    expect(again.code).toBe(EXIT.ok)
    expect(again.out).toContain('warning: nothing to undo in')
  })
})

describe('pdf-rename in a read-only folder (a real process)', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => {
    chmodSync(join(tmp.dir, 'inbox'), 0o755)
    tmp.cleanup()
  })

  // Root ignores permission bits, so as root the CLI drops to the unprivileged user "nobody"
  // (uid/gid 65534) once its modules are loaded (the checkout may sit in a 0700 folder nobody
  // cannot read) and meets a root-owned folder with mode 0555; as any other user the folder's
  // own mode 0555 is enough. Either way the kernel refuses the write, not a simulation.
  it('exits 8 before reading anything, with advice that works, and moves nothing', async () => {
    chmodSync(tmp.dir, 0o755)
    const inbox = join(tmp.dir, 'inbox')
    const { mkdirSync } = await import('node:fs')
    mkdirSync(inbox)
    await writeInvoice(inbox, 'a.pdf')
    chmodSync(join(inbox, 'a.pdf'), 0o644)
    chmodSync(inbox, 0o555)
    const before = snapshot(inbox)
    const asRoot = process.getuid?.() === 0
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(PROJECT_ROOT, '__tests__', 'helpers', 'pdf-rename-entry.ts'),
        '--no-llm',
        inbox
      ],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          HOME: tmp.dir,
          TMPDIR: '/tmp',
          ...(asRoot ? { RALPH_TEST_RUN_AS: '65534:65534' } : {})
        }
      }
    )
    // No progress line: the check comes before any file is read.
    expect(result.stderr).toBe(
      `pdf-rename: Cannot rename in ${inbox}: the folder is not writable for this user (EACCES). ` +
        'Nothing was read or renamed. Make it writable (chmod u+w on the folder, or run as its ' +
        'owner), or copy the PDFs into a folder you can write and run there; --dry-run previews ' +
        'the names without writing.\n'
    )
    expect(result.status).toBe(EXIT.notWritable)
    expect(snapshot(inbox)).toEqual(before)
    expect(readdirSync(inbox)).toEqual(['a.pdf'])
  })
})
