import {
  checkAnswer,
  extractJsonObject,
  parseAnswer,
  stripThinking,
  type AnswerContext,
  type ModelAnswer
} from '../../src/pdf/decide/model/answer.js'

const context: AnswerContext = {
  text: 'Müller & Söhne GmbH\nRechnung vom 14.03.2024\nLieferung März 2024\nHeizöl extra leicht',
  categories: ['invoice', 'letter', 'other'],
  textDates: ['20240314', '20240300'],
  now: new Date('2025-01-31T12:00:00Z')
}
const answer = (fields: Partial<ModelAnswer>): ModelAnswer => ({
  date: null,
  category: 'invoice',
  keywords: [],
  summary: '',
  ...fields
})

describe('extracting the JSON object from what a model says', () => {
  it.each([
    ['bare', '{"a": 1}', { a: 1 }],
    ['in prose', 'Here you go: {"a": 1}. Anything else?', { a: 1 }],
    ['in a code fence', '```json\n{"a": {"b": "}"}}\n```', { a: { b: '}' } }],
    ['after a brace that is not JSON', 'use {curly} braces: {"a": "x\\"}"}', { a: 'x"}' }],
    ['first of two', '{"a": 1} {"a": 2}', { a: 1 }]
  ])('%s', (_name, text, expected) => {
    expect(extractJsonObject(text)).toEqual(expected)
  })

  it.each([
    ['no braces', 'no idea'],
    ['an array only', '[1, 2]'],
    ['unbalanced', '{"a": 1'],
    ['single quotes', "{'a': 1}"]
  ])('finds nothing in %s', (_name, text) => {
    expect(extractJsonObject(text)).toBeUndefined()
  })

  it('drops <think> blocks, closed or cut off', () => {
    expect(stripThinking('<think>{"x":1}</think>{"y":2}')).toBe(' {"y":2}')
    expect(stripThinking('<THINK>a</THINK>b<think>never closed {"z":3}')).toBe(' b ')
  })

  it('validates against the schema and names the first problems', () => {
    expect(
      parseAnswer('{"date": null, "category": "invoice", "keywords": [], "summary": ""}')
    ).toEqual({
      kind: 'ok',
      answer: { date: null, category: 'invoice', keywords: [], summary: '' }
    })
    expect(
      parseAnswer(
        '{"date": "14.03.2024", "category": "invoice", "keywords": ["a","b","c","d"], "summary": "", "x": 1}'
      )
    ).toEqual({
      kind: 'malformed',
      reason:
        'answer does not match the schema: / must NOT have additional properties; /date must match pattern "^[0-9]{8}$"; /keywords must NOT have more than 3 items'
    })
  })
})

describe('checking each field against the text', () => {
  it.each<[string, string, string | null, string | undefined]>([
    ['a date of the text', '20240314', '20240314', undefined],
    ['a day in a month the text names', '20240301', '20240301', undefined],
    ['the month itself', '20240300', '20240300', undefined],
    ['Feb 30', '20240230', null, 'not a valid date'],
    ['month 13', '20241301', null, 'not a valid date'],
    ['a day 00 the text does not have', '20240200', null, 'not a valid date'],
    ['before 1900', '18991231', null, 'before 1900'],
    ['tomorrow', '20250201', null, 'in the future'],
    [
      'a date the text does not have',
      '20240415',
      null,
      'not among the dates in the text (20240314, 20240300)'
    ]
  ])('date: %s', (_name, date, kept, reason) => {
    const checked = checkAnswer(answer({ date }), context)
    expect(checked.date).toBe(kept)
    expect(checked.rejected).toEqual(
      reason === undefined ? [] : [{ field: 'date', value: date, reason }]
    )
  })

  it('accepts any real past date when the text has no dates to compare with', () => {
    const checked = checkAnswer(answer({ date: '20200101' }), { ...context, textDates: [] })
    expect(checked.date).toBe('20200101')
  })

  it.each([
    ['Invoice', 'invoice'],
    [' letter ', 'letter'],
    ['utility bill', null]
  ])('category %j -> %j', (category, kept) => {
    const checked = checkAnswer(answer({ category }), context)
    expect(checked.category).toBe(kept)
    expect(checked.rejected.map(r => r.field)).toEqual(kept === null ? ['category'] : [])
  })

  it('keeps keywords found in the text, folding case, umlauts and accents', () => {
    const checked = checkAnswer(
      answer({ keywords: ['MUELLER & SOEHNE', 'Heizol', 'Rechnung vom', 'Heizöl Extra', 'Shell'] }),
      context
    )
    expect(checked.keywords).toEqual(['MUELLER & SOEHNE', 'Heizol', 'Rechnung vom'])
    expect(checked.rejected).toEqual([
      { field: 'keywords', value: 'Shell', reason: 'not found in the text' }
    ])
  })

  it('matches keywords as whole words only', () => {
    const checked = checkAnswer(answer({ keywords: ['Rech', 'öl'] }), context)
    expect(checked.keywords).toEqual([])
  })

  it('cuts the summary to five words and strips what a path needs', () => {
    const checked = checkAnswer(answer({ summary: 'C:\\Windows\\..\\a\tb c d e f' }), context)
    expect(checked.summary).toEqual(['C', 'Windows', 'a', 'b', 'c'])
    expect(checked.rejected.map(r => r.reason)).toEqual([
      'path or control characters removed',
      'longer than 5 words; cut'
    ])
  })
})
