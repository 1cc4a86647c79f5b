import { duplicateKeys } from '../../src/loop/prd/json-text.js'

describe('duplicateKeys', () => {
  it.each([
    ['{"a": 1, "b": {"c": ":", "d": "\\":\\""}, "e": [{"f": 1}, {"f": 2}]}', []],
    ['{"a": 1, "a": 2}', ['/a']],
    ['{"s": [{"id": "x:y", "k": 1, "k": 2}], "t": "{\\"k\\": 1}"}', ['/s/0/k']],
    ['{"__proto__": {"x": 1}, "b": {"x": 1, "x": 2}}', ['/b/x']]
  ])('finds the repeated keys of %s', (text, pointers) => {
    expect(duplicateKeys(text).map(d => d.pointer)).toEqual(pointers)
  })
})
