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
