import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { corpusDir, PROJECT_ROOT } from '../helpers/pdfs.js'

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile())
    .map(entry => relative(dir, join(entry.parentPath, entry.name)))
}

describe('a clone with nothing beside it', () => {
  it('names the source and licence of every vendored corpus file in NOTICE.md, and only those', () => {
    const notice = readFileSync(join(corpusDir(), 'NOTICE.md'), 'utf8')
    const files = filesUnder(corpusDir()).filter(name => name !== 'NOTICE.md')
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const base = file
        .split('/')
        .pop()!
        .replace(/\.(pdf|json|txt)$/, '')
      expect({ file, listed: notice.includes(base) }).toEqual({ file, listed: true })
    }
    expect(notice).toMatch(/invoice2data[\s\S]*MIT/)
    expect(notice).toMatch(/OCRmyPDF[\s\S]*CC-BY-SA-4\.0/)
  })

  it('has no test or helper that reads a sibling folder of the project (benchmarks may, optionally)', () => {
    const sources = ['__tests__', 'scripts', 'examples'].flatMap(folder =>
      filesUnder(join(PROJECT_ROOT, folder))
        .filter(name => /\.(ts|mjs|js)$/.test(name) && !name.includes('node_modules'))
        .map(name => join(folder, name))
    )
    const offenders = sources.filter(path => {
      const text = readFileSync(join(PROJECT_ROOT, path), 'utf8')
      return /['"]\.\.['"],\s*['"]shared['"]|\.\.\/shared\//.test(text)
    })
    // Only the benchmarks (bench/corpus.ts) may read an optional sibling set; tests use corpusDir().
    expect(offenders.filter(path => path !== '__tests__/unit/self-contained.test.ts')).toEqual([])
    expect(corpusDir()).toBe(join(PROJECT_ROOT, '__tests__', 'fixtures', 'corpus'))
    const testsUsingBenchCorpus = sources.filter(
      path =>
        path.startsWith('__tests__/') &&
        path.endsWith('.test.ts') &&
        readFileSync(join(PROJECT_ROOT, path), 'utf8').includes('benchCorpusDir')
    )
    expect(testsUsingBenchCorpus.filter(path => !path.endsWith('self-contained.test.ts'))).toEqual(
      []
    )
  })
})
