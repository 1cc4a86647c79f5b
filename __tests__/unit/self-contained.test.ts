import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import picomatch from 'picomatch'
import { corpusDir, PROJECT_ROOT } from '../helpers/pdfs.js'

/** A folder outside the repository, by any of the names it was given. */
const OUTSIDE = [/\.\.\/shared/, /\/work\//, /shared\/corpus/, /['"]\.\.['"],\s*['"]shared['"]/]

/**
 * The files a clone holds, found without git (this tier starts no process): every file but
 * .git/, what .gitignore names, the built dist/ and package-lock.json.
 */
function trackedFiles(): string[] {
  const ignored = readFileSync(join(PROJECT_ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map(line => line.trim())
    .filter(line => line !== '' && !line.startsWith('#'))
    .map(line => line.replace(/^\//, '').replace(/\/$/, ''))
    .concat('.git', 'dist', 'package-lock.json')
  // A pattern with a slash is anchored at the root; one without matches a name at any depth.
  const isIgnored = picomatch(
    ignored.map(pattern => (pattern.includes('/') ? pattern : `**/${pattern}`)),
    { dot: true }
  )
  const walk = (dir: string): string[] =>
    readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap(entry => {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`
      if (isIgnored(path)) return []
      if (entry.isDirectory()) return walk(path)
      return entry.isFile() ? [path] : []
    })
  return walk('')
}

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

  it('names no folder outside the repository in any file it holds', () => {
    const files = trackedFiles()
    expect(files).toEqual(expect.arrayContaining(['BENCHMARKS.md', 'README.md', 'bench/corpus.ts']))
    expect(files.filter(path => /^(node_modules|dist|lib)\//.test(path))).toEqual([])
    const offenders = files.flatMap(path => {
      const bytes = readFileSync(join(PROJECT_ROOT, path))
      if (bytes.includes(0)) return [] // not text
      const text = bytes.toString('utf8')
      return text
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE.some(pattern => pattern.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : []
        )
    })
    expect(offenders).toEqual([])
  })

  it('reads the test corpus from the project, and the bench corpus only in the benchmarks', () => {
    expect(corpusDir()).toBe(join(PROJECT_ROOT, '__tests__', 'fixtures', 'corpus'))
    const tests = filesUnder(join(PROJECT_ROOT, '__tests__'))
      .filter(name => name.endsWith('.test.ts') && name !== 'unit/self-contained.test.ts')
      .filter(name =>
        readFileSync(join(PROJECT_ROOT, '__tests__', name), 'utf8').includes('benchCorpusDir')
      )
    expect(tests).toEqual([])
  })
})
