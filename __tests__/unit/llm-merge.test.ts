import { mergeAnswer } from '../../src/pdf/decide/model/llm-refine.js'
import type { CheckedAnswer } from '../../src/pdf/decide/model/answer.js'
import type { Analysis } from '../../src/pdf/types.js'

const heuristic: Analysis = {
  date: '20240314',
  dateSource: 'text',
  category: 'invoice',
  categoryDecided: true,
  keywords: ['Müller & Söhne'],
  summary: ['heizoel'],
  confidence: 0.9,
  needsLlm: true,
  reasons: ['from the heuristics']
}
const model: CheckedAnswer = {
  date: '20240301',
  category: 'receipt',
  keywords: ['Shell'],
  summary: ['Tankquittung'],
  rejected: []
}

describe('mergeAnswer: heuristics first, the model fills gaps', () => {
  it('keeps everything the heuristics are sure of', () => {
    const { analysis, used } = mergeAnswer(heuristic, model)
    expect(used).toEqual([])
    expect(analysis).toEqual({
      ...heuristic,
      reasons: [
        'from the heuristics',
        'model asked; its answer added nothing the heuristics lacked'
      ]
    })
  })

  it('fills each gap from the model', () => {
    const gaps: Analysis = {
      ...heuristic,
      date: '20240101',
      dateSource: 'info',
      categoryDecided: false,
      keywords: [],
      summary: []
    }
    const { analysis, used } = mergeAnswer(gaps, model)
    expect(used).toEqual(['date', 'category', 'keywords', 'summary'])
    expect(analysis).toMatchObject({
      date: '20240301',
      dateSource: 'model',
      category: 'receipt',
      keywords: ['Shell'],
      summary: ['Tankquittung']
    })
    expect(analysis.reasons.at(-1)).toBe(
      'model filled: date "20240301", category "receipt", keywords ["Shell"], summary ["Tankquittung"]'
    )
  })

  it('leaves a gap open when the model had nothing that survived the checks', () => {
    const gaps: Analysis = { ...heuristic, date: null, dateSource: 'none', categoryDecided: false }
    const empty: CheckedAnswer = {
      date: null,
      category: null,
      keywords: [],
      summary: [],
      rejected: []
    }
    const { analysis, used } = mergeAnswer(gaps, empty)
    expect(used).toEqual([])
    expect(analysis.date).toBeNull()
    expect(analysis.category).toBe('invoice')
  })
})
