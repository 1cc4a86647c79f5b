import type { Mode, Prd, Story, StoryStatus } from '../types.js'

export function storyStatus(story: Story): StoryStatus {
  if (story.passes) return 'passing'
  if (story.skipped === true) return 'skipped'
  return 'open'
}

/** The selection order: priority ascending, then id (ASCII by the schema, so code point order). */
export function compareStories(a: Story, b: Story): number {
  return a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
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
