/**
 * `pdf-rename explain FILE` and the undated-file rule on real PDFs made with pdf-lib, in four
 * languages, each with the trap that used to win.
 */
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EXIT } from '../../src/cli/exit-codes.js'
import { main } from '../../src/cli/pdf-rename.js'
import { captureIo } from '../helpers/cli-io.js'
import { makeTextPdf, tempDir, type TempDir } from '../helpers/pdfs.js'

describe('pdf-rename explain', () => {
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
  const write = async (name: string, lines: string[], creationDate?: Date) => {
    const bytes = await makeTextPdf([lines], creationDate === undefined ? {} : { creationDate })
    writeFileSync(join(tmp.dir, name), bytes)
    return name
  }

  it.each([
    [
      'German',
      [
        'Holzhandel Brandt GmbH',
        'Kunde: Beispiel AG',
        'Warenrechnung',
        'Lieferschein-Nr.: 4711',
        'Lieferdatum: 02.03.2024',
        'Rechnungsdatum: 14.03.2024'
      ],
      '20240314-invoice-holzhandel-brandt.pdf',
      'Lieferdatum'
    ],
    [
      'English',
      [
        'Initech Ltd',
        'Bill to:',
        'Globex Corporation',
        'CREDIT NOTE',
        'Original invoice date: 01/02/2024',
        'Date: 15/02/2024',
        'Amount £ -20.00'
      ],
      '20240215-credit-note-initech.pdf',
      'Original invoice'
    ],
    [
      'French',
      [
        'Cabinet Martin SARL',
        'Facture N° F-23 du 31/01/2026',
        'Période du 01/01/2026 au 31/01/2026',
        'Total TTC 120,00 €'
      ],
      '20260131-invoice-cabinet-martin.pdf',
      'period'
    ],
    [
      'Dutch',
      [
        'Bakkerij de Vries B.V.',
        'KvK 12345678',
        'Factuuradres:',
        'Jansen Holding B.V.',
        'Creditnota',
        'Leverdatum: 02-09-2024',
        'Datum: 05-09-2024'
      ],
      '20240905-credit-note-bakkerij-de-vries.pdf',
      'Leverdatum'
    ]
  ])(
    '%s: shows the name, every date with its role, and why the winner won',
    async (_language, lines, name, trap) => {
      const file = await write('scan.pdf', lines)
      const { code, out } = await run(['explain', file])
      expect(code).toBe(EXIT.ok)
      expect(out).toContain(`name:     ${name}`)
      expect(out).toContain('text:     text-layer')
      expect(out).toContain(trap)
      expect(out).toMatch(/date: {5}\d{8} from the text\n {2}why: {4}.+scores highest/)
      expect(out).toMatch(/issuer: {3}\S/)
      // Nothing moves.
      expect(readdirSync(tmp.dir)).toEqual(['scan.pdf'])
    }
  )

  it('--json gives the analysis with every candidate', async () => {
    const file = await write('letter.pdf', [
      'Praxis Dr. Weber',
      'Geburtsdatum: 12.04.1961',
      'Musterstadt, den 20.10.2023',
      'Sehr geehrte Frau Schulz,'
    ])
    const { code, out } = await run(['explain', '--json', file])
    expect(code).toBe(EXIT.ok)
    const result = JSON.parse(out) as {
      kind: string
      analysis: { date: string; explanation: { dates: { role: string; eligible: boolean }[] } }
    }
    expect(result.kind).toBe('explained')
    expect(result.analysis.date).toBe('20231020')
    expect(result.analysis.explanation.dates.map(d => [d.role, d.eligible])).toEqual([
      ['document', true],
      ['birth', false]
    ])
  })

  it('refuses anything but one file', async () => {
    const { code, err } = await run(['explain'])
    expect(code).toBe(EXIT.invalid)
    expect(err).toContain('explain takes one PDF file')
  })

  it('calls a folder or a missing file a usage error (2), as rename does', async () => {
    const folder = await run(['explain', '.'])
    expect({ code: folder.code, out: folder.out }).toEqual({ code: EXIT.invalid, out: '' })
    expect(folder.err).toBe(
      "pdf-rename: explain takes one PDF file; '.' is a folder. Example: pdf-rename explain inbox/scan.pdf\n"
    )
    const missing = await run(['explain', 'missing.pdf'])
    expect({ code: missing.code, out: missing.out }).toEqual({ code: EXIT.invalid, out: '' })
    expect(missing.err).toBe(
      "pdf-rename: No such file or folder: 'missing.pdf'. Give a folder or PDF files that exist.\n"
    )
  })

  it('reports a file it cannot read with exit code 1', async () => {
    writeFileSync(join(tmp.dir, 'broken.pdf'), 'not a pdf at all')
    const { code, out } = await run(['explain', 'broken.pdf'])
    expect(code).toBe(EXIT.partial)
    expect(out).toContain('broken.pdf: not read')
  })
})

describe('pdf-rename: no document date is not 00000000', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  it('leaves an undated file in place with the reason, and uses the creation date when the text has no date', async () => {
    const undated = await makeTextPdf([['Quittung', 'Bäckerei Krume GmbH', 'Brot 3,20 EUR']])
    writeFileSync(join(tmp.dir, 'undated.pdf'), undated)
    const created = await makeTextPdf([['Notiz', 'Bäckerei Krume GmbH', 'Brot bestellen']], {
      creationDate: new Date('2024-02-03T10:00:00Z')
    })
    writeFileSync(join(tmp.dir, 'created.pdf'), created)
    const io = captureIo(tmp.dir)
    const code = await main(['--no-llm', '--ocr', 'off', '--json', '.'], io)
    expect(code).toBe(EXIT.ok)
    const report = JSON.parse(io.out()) as {
      files: {
        path: string
        status: string
        reason?: string
        target?: string
        analysis?: { dateSource: string }
      }[]
    }
    const byName = (name: string) => report.files.find(f => f.path.endsWith(name))!
    expect(byName('undated.pdf')).toMatchObject({
      status: 'skipped',
      reason: 'no document date found'
    })
    expect(byName('created.pdf').analysis?.dateSource).toBe('info')
    expect(byName('created.pdf').target).toMatch(/20240203-[a-z-]+\.pdf$/)
    expect(readdirSync(tmp.dir).sort()).toEqual(
      expect.arrayContaining(['undated.pdf', expect.stringMatching(/^20240203-/)])
    )
    expect(readdirSync(tmp.dir).some(name => name.startsWith('00000000'))).toBe(false)
  })
})
