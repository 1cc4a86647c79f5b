/**
 * What a bundle may say happened to its story: exactly what a transition writes (pass, or one
 * more failed attempt, maybe skipping the story), from the story as the base commit has it.
 * Pure; the publish side trusts nothing else the agent job wrote about the PRD.
 */
import { RUNNER_OWNED_FIELDS, type StoryPatch } from '../types.js'

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** Why `after` is not a transition of `before` for this outcome; undefined when it is. */
export function storyChangeProblem(
  before: StoryPatch,
  after: StoryPatch,
  outcome: { kind: 'pass'; reportPath: string } | { kind: 'fail' }
): string | undefined {
  const changed = RUNNER_OWNED_FIELDS.filter(
    key => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)
  )
  const allowed: readonly string[] =
    outcome.kind === 'pass'
      ? ['passes', 'completed_at', 'report_path']
      : ['attempts', 'skipped', 'skip_reason', 'skipped_at']
  const foreign = changed.filter(key => !allowed.includes(key))
  if (foreign.length > 0)
    return `a ${outcome.kind} may not change ${foreign.map(key => `'${key}'`).join(', ')}`
  if (outcome.kind === 'pass') {
    if (after.passes !== true) return "a pass must set 'passes' to true"
    if (after.report_path !== outcome.reportPath)
      return `a pass must set 'report_path' to the story's Created path '${outcome.reportPath}'`
    if (typeof after.completed_at !== 'string' || !ISO.test(after.completed_at))
      return "a pass must set 'completed_at' to an ISO 8601 UTC time"
    return undefined
  }
  if (after.attempts !== (before.attempts ?? 0) + 1)
    return `a failure must count one more attempt (${(before.attempts ?? 0) + 1}), not ${String(after.attempts)}`
  const skipFields = ['skipped', 'skip_reason', 'skipped_at'].filter(key =>
    changed.includes(key as never)
  )
  if (skipFields.length === 0) return undefined
  if (
    after.skipped !== true ||
    typeof after.skip_reason !== 'string' ||
    typeof after.skipped_at !== 'string' ||
    !ISO.test(after.skipped_at)
  )
    return "a skip must set 'skipped' to true with a 'skip_reason' and an ISO 8601 'skipped_at'"
  return undefined
}
