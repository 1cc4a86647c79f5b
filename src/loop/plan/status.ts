import { compareStories, storyStatus } from './select.js'
import { MODES, type Mode, type Prd, type StoryStatus } from '../types.js'

export type StoryRow = ReturnType<typeof storyRows>[number]

/** One row per story (of `mode`, when given), in selection order. */
export function storyRows(prd: Prd, mode?: Mode) {
  return prd.stories
    .filter(story => mode === undefined || story.mode === mode)
    .sort(compareStories)
    .map(story => ({
      id: story.id,
      priority: story.priority,
      mode: story.mode,
      status: storyStatus(story),
      attempts: story.attempts ?? 0,
      title: story.title
    }))
}

type StatusTally = Record<StoryStatus, number>

const emptyTally = (): StatusTally => ({ open: 0, passing: 0, skipped: 0 })

/** Counts per status and per mode and status (only `mode`, when given). */
export function statusCounts(prd: Prd, mode?: Mode) {
  const modes = mode === undefined ? MODES : [mode]
  const counts = {
    total: 0,
    byStatus: emptyTally(),
    byMode: Object.fromEntries(modes.map(m => [m, emptyTally()])) as Record<Mode, StatusTally>
  }
  for (const row of storyRows(prd, mode)) {
    counts.total++
    counts.byStatus[row.status]++
    counts.byMode[row.mode][row.status]++
  }
  return counts
}
