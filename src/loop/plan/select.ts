import type { Mode, Prd, Story, StoryStatus } from '../types.js'

export function storyStatus(story: Story): StoryStatus {
  if (story.passes) return 'passing'
  if (story.skipped === true) return 'skipped'
  return 'open'
}

/** Compares strings by Unicode code point (not UTF-16 unit, not locale). */
export function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]()
  const right = b[Symbol.iterator]()
  for (;;) {
    const x = left.next()
    const y = right.next()
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1
    const difference = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0)
    if (difference !== 0) return difference
  }
}

/** The selection order: priority ascending, then id by code point. */
export function compareStories(a: Story, b: Story): number {
  return a.priority - b.priority || compareCodePoints(a.id, b.id)
}

export function runMode(prd: Prd, override?: Mode): Mode {
  return override ?? prd.defaults?.mode_default ?? 'audit'
}

/** The open stories of `mode` in selection order; a step runs the first. */
export function openStories(prd: Prd, mode: Mode): Story[] {
  return prd.stories
    .filter(story => story.mode === mode && storyStatus(story) === 'open')
    .sort(compareStories)
}

export function selectNextStory(prd: Prd, mode: Mode): Story | undefined {
  return openStories(prd, mode)[0]
}
