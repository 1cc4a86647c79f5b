import { parseUnaddable } from '../../../src/git/output.js'

describe('parseUnaddable', () => {
  it('finds the paths git add could not take', () => {
    const stderr = [
      "error: 'vendor/lib/' does not have a commit checked out",
      'error: open("secret.bin"): Permission denied',
      "error: unable to index file 'secret.bin'",
      'fatal: adding files failed'
    ].join('\n')
    expect(parseUnaddable(stderr)).toEqual(['secret.bin', 'vendor/lib'])
  })

  it('gives up on errors it does not know, so the caller fails loudly', () => {
    expect(parseUnaddable('fatal: not a git repository')).toBeUndefined()
  })
})
