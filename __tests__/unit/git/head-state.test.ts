import { headState } from '../../../src/git/refs.js'

const A = 'a'.repeat(40)
const refs = new Map([['refs/heads/main', A]])

describe('headState', () => {
  it.each([
    ['ref: refs/heads/main\n', { symbolic: 'refs/heads/main', sha: A }],
    ['ref: refs/heads/unborn\n', { symbolic: 'refs/heads/unborn', sha: null }],
    [`${'b'.repeat(40)}\n`, { symbolic: null, sha: 'b'.repeat(40) }]
  ])('reads %j', (text, expected) => {
    expect(headState(text, refs)).toEqual(expected)
  })

  it('names a HEAD it cannot read', () => {
    expect(() => headState('garbage', refs)).toThrow('cannot read HEAD: "garbage"')
  })
})
