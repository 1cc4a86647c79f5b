import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { makeRepo } from '../helpers/repo.js'

describe('test helpers', () => {
  it('makes a repository whose origin has the first commit', () => {
    const repo = makeRepo({ 'a.txt': 'a\n' })
    try {
      const head = repo.git(['rev-parse', 'HEAD'])
      expect(repo.git(['rev-parse', 'main'], repo.origin)).toBe(head)
    } finally {
      repo.cleanup()
    }
  })

  it('loads the pdfjs-dist legacy build under jest ESM', async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
    expect(typeof pdfjs.getDocument).toBe('function')
  })
})

describe('imports', () => {
  it('keeps @actions/* in src/action/ only (the engine and src/github build their own clients)', () => {
    const src = join(PROJECT_ROOT, 'src')
    const offenders: string[] = []
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else if (
          /\.(ts|mjs)$/.test(entry.name) &&
          /from '@actions\//.test(readFileSync(path, 'utf8'))
        )
          offenders.push(relative(src, path))
      }
    }
    walk(src)
    expect(offenders.filter(path => !path.startsWith('action/')).sort()).toEqual([])
    expect(offenders.length).toBeGreaterThan(0)
  })
})
