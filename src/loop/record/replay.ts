/** Replay: each story's status and attempts from the initial PRD and the events log. Pure. */
import { storyStatus } from '../plan/select.js'
import type { Prd, RalphEvent, Story, StoryStatus } from '../types.js'

export type StoryState = { status: StoryStatus; attempts: number }

const OPEN: StoryState = { status: 'open', attempts: 0 }

function stateOf(story: Story): StoryState {
  return { status: storyStatus(story), attempts: story.attempts ?? 0 }
}

/** The events of the runs that worked on the PRD named `prdKey` (see run_start.prd). */
export function eventsOfPrd(events: readonly RalphEvent[], prdKey: string): RalphEvent[] {
  const runs = new Set(
    events.filter(e => e.event === 'run_start' && e.prd === prdKey).map(e => e.run)
  )
  return events.filter(e => runs.has(e.run))
}

/** Outcomes carry absolute attempt numbers: a story's last one decides; unknown ones start open. */
export function replayStates(
  initial: Prd | undefined,
  events: readonly RalphEvent[]
): Map<string, StoryState> {
  const states = new Map<string, StoryState>()
  for (const story of initial?.stories ?? []) states.set(story.id, stateOf(story))
  const get = (id: string): StoryState => states.get(id) ?? OPEN
  for (const event of events) {
    switch (event.event) {
      case 'story_pass':
        states.set(event.story, { ...get(event.story), status: 'passing' })
        break
      case 'story_fail':
        states.set(event.story, { ...get(event.story), attempts: event.attempt })
        break
      case 'story_skip':
        states.set(event.story, {
          status: 'skipped',
          attempts: event.attempt ?? get(event.story).attempts
        })
        break
      default:
        break
    }
  }
  return states
}

/** The stories whose status or attempts differ from what the replay gives. */
export function compareWithPrd(replayed: Map<string, StoryState>, current: Prd) {
  return current.stories.flatMap(story => {
    const now = stateOf(story)
    const then = replayed.get(story.id) ?? OPEN
    const same = then.status === now.status && then.attempts === now.attempts
    return same ? [] : [{ story: story.id, replayed: then, current: now }]
  })
}

/** One transition of a run, as the job summary's chart shows it. */
export interface RunMove {
  storyId: string
  result: 'passed' | 'failed' | 'violation' | 'skipped'
  attempt: number
}

/** The transitions of the log's last run, in order; a violation wins over the skip it caused. */
export function lastRunMoves(events: readonly RalphEvent[]): RunMove[] {
  const run = events.at(-1)?.run
  const moves: RunMove[] = []
  const violated = new Set<string>()
  for (const event of events.filter(e => e.run === run)) {
    if (event.event === 'scope_violation') violated.add(`${event.story} ${event.attempt}`)
    if (event.event === 'story_pass')
      moves.push({ storyId: event.story, result: 'passed', attempt: event.attempt })
    if (event.event === 'story_fail') {
      const result = violated.has(`${event.story} ${event.attempt}`) ? 'violation' : 'failed'
      moves.push({ storyId: event.story, result, attempt: event.attempt })
    }
    const last = moves.at(-1)
    if (event.event === 'story_skip' && last?.storyId === event.story && last.result === 'failed')
      last.result = 'skipped'
  }
  return moves
}
