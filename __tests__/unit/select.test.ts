import { runMode, selectNextStory, storyStatus } from '../../src/loop/plan/select.js'
import type { Mode, Prd, Story } from '../../src/loop/types.js'

function story(
  id: string,
  priority: number,
  mode: Mode = 'audit',
  extra: Partial<Story> = {}
): Story {
  return {
    id,
    title: `Story ${id}`,
    priority,
    mode,
    scope: ['**'],
    acceptance_criteria: [`Created r/${id}.md`],
    passes: false,
    ...extra
  }
}

const prd = (...stories: Story[]): Prd => ({ stories })

describe('selectNextStory', () => {
  it.each([
    ['lowest priority first', [story('B', 2), story('A', 3)], 'B'],
    [
      'equal priority: id by code point, uppercase before lowercase',
      [story('a-1', 1), story('B-1', 1)],
      'B-1'
    ],
    ['equal priority: digits before letters', [story('A', 1), story('9', 1)], '9'],
    ['equal priority: a prefix first', [story('AB', 1), story('A', 1)], 'A'],
    ['not the file order', [story('Z', 5), story('Y', 4), story('X', 6)], 'Y'],
    ['skips passing stories', [story('A', 1, 'audit', { passes: true }), story('B', 2)], 'B'],
    [
      'skips skipped stories',
      [story('A', 1, 'audit', { skipped: true, skip_reason: 'x' }), story('B', 2)],
      'B'
    ],
    ['only the run mode', [story('F', 1, 'fixing'), story('L', 1, 'linting'), story('A', 9)], 'A']
  ])('%s', (_name, stories, expected) => {
    expect(selectNextStory(prd(...stories), 'audit')?.id).toBe(expected)
  })

  it('returns undefined when no open story of the mode is left', () => {
    expect(selectNextStory(prd(story('A', 1, 'fixing')), 'audit')).toBeUndefined()
    expect(selectNextStory(prd(story('A', 1, 'audit', { passes: true })), 'audit')).toBeUndefined()
  })

  it('does not reorder the PRD it is given', () => {
    const stories = [story('B', 2), story('A', 1)]
    selectNextStory(prd(...stories), 'audit')
    expect(stories.map(s => s.id)).toEqual(['B', 'A'])
  })
})

describe('status, mode and ordering helpers', () => {
  it('derives the status of a story', () => {
    expect(storyStatus(story('A', 1))).toBe('open')
    expect(storyStatus(story('A', 1, 'audit', { passes: true }))).toBe('passing')
    expect(storyStatus(story('A', 1, 'audit', { skipped: true }))).toBe('skipped')
    expect(storyStatus(story('A', 1, 'audit', { skipped: false, attempts: 2 }))).toBe('open')
  })

  it('resolves the run mode: flag, then defaults.mode_default, then audit', () => {
    expect(runMode({ stories: [], defaults: { mode_default: 'linting' } }, 'fixing')).toBe('fixing')
    expect(runMode({ stories: [], defaults: { mode_default: 'linting' } })).toBe('linting')
    expect(runMode({ stories: [] })).toBe('audit')
  })
})
