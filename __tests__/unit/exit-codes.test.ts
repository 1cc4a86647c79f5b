/**
 * docs/cli.md's exit-code table = src/cli/exit-codes.ts = what the CLIs return. Each number has
 * one name; each row says which CLI returns it; a few codes are produced here for real, and every
 * other one must be asserted by name somewhere in the tests.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { EXIT, EXIT_CODES, type CliName } from '../../src/cli/exit-codes.js'
import { main as pdfRename } from '../../src/cli/pdf-rename.js'
import { main as ralph } from '../../src/cli/ralph.js'
import { captureIo } from '../helpers/cli-io.js'
import { PROJECT_ROOT } from '../helpers/pdfs.js'

interface Row {
  code: number
  name: string
  by: CliName[]
}

function docsTable(): Row[] {
  const text = readFileSync(join(PROJECT_ROOT, 'docs', 'cli.md'), 'utf8')
  const section = text.slice(text.indexOf('## Exit codes'), text.indexOf('## Adding a command'))
  return section
    .split('\n')
    .filter(line => /^\|\s*\d+\s*\|/.test(line))
    .map(line => {
      const [code, name, inRalph, inPdf] = line
        .split('|')
        .slice(1)
        .map(cell => cell.trim())
      const by: CliName[] = []
      if (inRalph === 'yes') by.push('ralph')
      if (inPdf === 'yes') by.push('pdf-rename')
      return { code: Number(code), name: name!.replace(/`/g, ''), by }
    })
}

function codeTable(): Row[] {
  return Object.entries(EXIT_CODES).map(([name, entry]) => ({
    code: entry.code,
    name,
    by: [...entry.by]
  }))
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && entry.name.endsWith('.ts'))
    .map(entry => join(entry.parentPath, entry.name))
}

describe('exit codes', () => {
  it('docs/cli.md shows exactly the table of src/cli/exit-codes.ts', () => {
    expect(docsTable()).toEqual(codeTable())
  })

  it('gives every number one name', () => {
    const numbers = codeTable().map(row => row.code)
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it('no CLI source returns a bare number: every exit goes through EXIT', () => {
    const cliFiles = filesUnder(join(PROJECT_ROOT, 'src', 'cli'))
    const bare = cliFiles.filter(file =>
      /return\s+(?:\d|10|70|130)\b(?![\d.])|exitCode\s*=\s*\d+/.test(readFileSync(file, 'utf8'))
    )
    expect(bare.map(file => relative(PROJECT_ROOT, file))).toEqual([])
  })

  it('each CLI refers to exactly the codes its column claims', () => {
    const source = (files: string[]) => files.map(file => readFileSync(file, 'utf8')).join('\n')
    const cli = join(PROJECT_ROOT, 'src', 'cli')
    const pdfFiles = [join(cli, 'pdf-rename.ts'), ...filesUnder(join(cli, 'pdf'))]
    const ralphFiles = filesUnder(cli).filter(file => !pdfFiles.includes(file))
    const used = (text: string) =>
      new Set([...text.matchAll(/EXIT\.(\w+)/g)].map(match => match[1]!))
    const pdfUsed = used(source(pdfFiles))
    const ralphUsed = used(source(ralphFiles))
    for (const row of codeTable()) {
      // 130 is returned by the signal handler of the step, outside src/cli for ralph too.
      expect({ name: row.name, ralph: ralphUsed.has(row.name) || row.name === 'ok' }).toEqual({
        name: row.name,
        ralph: row.by.includes('ralph')
      })
      expect({ name: row.name, pdf: pdfUsed.has(row.name) }).toEqual({
        name: row.name,
        pdf: row.by.includes('pdf-rename')
      })
    }
  })

  it('every code is asserted by name in some test', () => {
    const tests = filesUnder(join(PROJECT_ROOT, '__tests__')).filter(file =>
      file.endsWith('.test.ts')
    )
    const asserted = new Set(
      tests.flatMap(file =>
        [...readFileSync(file, 'utf8').matchAll(/toBe\(EXIT\.(\w+)\)/g)].map(match => match[1]!)
      )
    )
    expect(codeTable().filter(row => !asserted.has(row.name) && row.name !== 'internal')).toEqual(
      []
    )
  })

  it('ralph --help names every code ralph returns, with its meaning', async () => {
    const io = captureIo(PROJECT_ROOT)
    expect(await ralph(['--help'], io)).toBe(EXIT.ok)
    const help = io.out().replace(/\s+/g, ' ')
    const missing = codeTable()
      .filter(row => row.by.includes('ralph'))
      .map(row => `${row.code} ${EXIT_CODES[row.name as keyof typeof EXIT_CODES].meaning}`)
      .filter(said => !help.includes(said))
    expect(missing).toEqual([])
  })

  describe('what the CLIs return', () => {
    let dir: string
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'exit-codes-'))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    it.each([
      ['ralph', ['--version'], EXIT.ok],
      ['ralph', ['frobnicate'], EXIT.invalid],
      ['ralph', ['validate', '--prd', 'missing.json'], EXIT.missing],
      ['pdf-rename', ['--version'], EXIT.ok],
      ['pdf-rename', ['--frobnicate'], EXIT.invalid],
      ['pdf-rename', ['--no-llm', 'missing-folder'], EXIT.invalid],
      ['pdf-rename', ['undo', '.'], EXIT.missing]
    ] as const)('%s %j exits %i', async (cli, args, expected) => {
      const io = captureIo(dir)
      const main = cli === 'ralph' ? ralph : pdfRename
      expect(await main([...args], io)).toBe(expected)
    })

    it('pdf-rename exits 1 when a file failed', async () => {
      writeFileSync(join(dir, 'note.pdf'), 'not a PDF\n')
      const io = captureIo(dir)
      expect(await pdfRename(['--no-llm', '.'], io)).toBe(EXIT.partial)
    })
  })
})
