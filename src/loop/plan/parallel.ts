/**
 * `ralph plan`: at most N open stories of the mode, in selection order, no two of which can
 * write the same path (see disjoint.ts), as a matrix for `strategy.matrix`. Pure.
 */
import { openStories } from './select.js'
import { disjoint } from './disjoint.js'
import type { Mode, Prd, Story } from '../types.js'

export interface PlanDecision {
  story: string
  chosen: boolean
  /** One line per story it was compared with (for --explain). */
  reasons: string[]
}

/** Greedy: a story joins when provably disjoint from every one chosen (`baseFiles`: writable). */
export function parallelPlan(prd: Prd, mode: Mode, max: number, baseFiles: readonly string[]) {
  const chosen: Story[] = []
  const decisions: PlanDecision[] = []
  for (const story of openStories(prd, mode)) {
    const reasons: string[] = []
    let clash = true
    if (chosen.length >= max) reasons.push(`the matrix is full (--max ${max})`)
    else {
      clash = false
      for (const other of chosen) {
        const proof = disjoint(other, story, baseFiles)
        clash = proof.kind === 'overlap'
        reasons.push(`${clash ? 'may collide with' : 'disjoint from'} ${other.id}: ${proof.reason}`)
        if (clash) break
      }
      if (!clash) chosen.push(story)
    }
    decisions.push({
      story: story.id,
      chosen: !clash,
      reasons: reasons.length > 0 ? reasons : ['first in selection order']
    })
  }
  return { matrix: { include: chosen.map(story => ({ story: story.id })) }, decisions }
}
