import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { packageFile } from '../../src/package-files.js'
import { analyze } from '../../src/pdf/decide/heuristics.js'
import { loadRules, RulesError, type RulesFile } from '../../src/pdf/decide/rules.js'
import { docFromText } from '../helpers/docs.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

const NOW = new Date('2026-01-15T12:00:00Z')

describe('rules', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  const userRules = (content: unknown): string => {
    const file = join(tmp.dir, 'rules.json')
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
    return file
  }

  const failure = async (file: string): Promise<RulesError> => {
    try {
      await loadRules(file)
    } catch (error) {
      if (error instanceof RulesError) return error
      throw error
    }
    throw new Error('expected a RulesError')
  }

  it("the built-in rules pass every check a user file gets (a run checks none: they are the package's own)", async () => {
    const path = packageFile('src/data/rules.json')
    expect((await loadRules(path)).allowedCategories.length).toBeGreaterThan(10)
    const broken = JSON.parse(readFileSync(path, 'utf8')) as RulesFile
    broken.dateKeywords = [...(broken.dateKeywords ?? []), { pattern: 'datum(', weight: 1 }]
    expect((await failure(userRules(broken))).message).toMatch(
      /dateKeywords\/\d+\/pattern is not a valid regular expression/
    )
  })

  it('has at least the categories the issue asks for, plus other', async () => {
    expect((await loadRules()).allowedCategories).toEqual(
      expect.arrayContaining([
        'invoice',
        'receipt',
        'credit-note',
        'reminder',
        'offer',
        'order-confirmation',
        'delivery-note',
        'contract',
        'letter',
        'bank-statement',
        'payslip',
        'tax',
        'insurance',
        'medical',
        'certificate',
        'paper',
        'manual',
        'report',
        'other'
      ])
    )
  })

  it('merges a user file: a new category and a stronger weight change the outcome', async () => {
    const text = 'Stadtwerke Musterstadt GmbH\nAbschlag Strom\nDatum: 01.02.2023'
    const doc = docFromText(text)
    expect(analyze(doc, await loadRules(), { order: 'dmy', now: NOW }).category).toBe('other')
    const file = userRules({
      categories: { utility: { markers: [{ pattern: 'abschlag|strom', weight: 3 }] } }
    })
    const rules = await loadRules(file)
    expect(rules.allowedCategories).toContain('utility')
    expect(analyze(doc, rules, { order: 'dmy', now: NOW }).category).toBe('utility')
  })

  it('lets a user marker with the same pattern replace the built-in weight', async () => {
    const file = userRules({
      categories: { invoice: { markers: [{ pattern: 'rechnung', weight: 0.5 }] } }
    })
    const invoice = (await loadRules(file)).categories.find(c => c.name === 'invoice')!
    expect(invoice.markers.filter(m => m.pattern === 'rechnung')).toEqual([
      { pattern: 'rechnung', weight: 0.5 }
    ])
  })

  it('names the file and the JSON problem for a file that is not JSON', async () => {
    const error = await failure(userRules('{ "categories": '))
    expect(error.message).toContain('rules.json is not valid JSON')
  })

  it('names the JSON pointer, the bad value and the schema for a schema violation', async () => {
    const error = await failure(
      userRules({ categories: { invoice: { markers: [{ pattern: 'x', weight: 99 }] } } })
    )
    expect(error.pointer).toBe('/categories/invoice/markers/0/weight')
    expect(error.message).toContain('/categories/invoice/markers/0/weight must be <= 10; got 99')
    expect(error.message).toContain('schemas/rules.schema.json')
  })

  it('rejects unknown fields with their name', async () => {
    const error = await failure(userRules({ categorys: {} }))
    expect(error.message).toContain("'categorys' is not allowed")
  })

  it('rejects a category name that could not appear in a file name', async () => {
    expect(
      (await failure(userRules({ categories: { 'Bad Name': { markers: [] } } }))).message
    ).toMatch(/\/categories/)
  })

  it('rejects markers for other, the category of a document no marker decides', async () => {
    const other = { markers: [{ pattern: 'zahlungsavis', weight: 5 }] }
    const error = await failure(userRules({ categories: { other } }))
    expect(error.pointer).toBe('/categories')
    expect(error.message).toContain("'other'")
  })

  it('rejects an invalid regular expression with its pointer', async () => {
    const error = await failure(userRules({ dateKeywords: [{ pattern: 'datum(', weight: 1 }] }))
    expect(error.pointer).toBe('/dateKeywords/0/pattern')
    expect(error.message).toContain('is not a valid regular expression: "datum("')
  })

  it('rejects capturing groups, which would confuse which marker matched', async () => {
    const error = await failure(
      userRules({ categories: { invoice: { markers: [{ pattern: '(bill)', weight: 1 }] } } })
    )
    expect(error.message).toContain('Write (?:...) instead of (...)')
  })

  it('reports a missing rules file', async () => {
    expect((await failure(join(tmp.dir, 'nope.json'))).message).toMatch(
      /Cannot read rules file .*nope\.json/
    )
  })
})
