/** The one-story PRD change of a step: pure, from the verdict of its one attempt. */
import type { Story, StoryPatch, StoryStatus } from './types.js'

type Verdict = { kind: 'pass'; reportPath: string } | { kind: 'fail'; reason: string }

const MAX_REASON = 600

/**
 * Reasons quote paths the agent chose; the PRD refuses control, bidirectional and invisible
 * characters (prd-checks.ts), so they are written as escapes, and long reasons are cut.
 */
export function cleanReason(reason: string, max = MAX_REASON): string {
  const escaped = reason.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g,
    char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
  return escaped.length <= max ? escaped : escaped.slice(0, max - 1) + '…'
}

/** The attempt number a step on `story` is: failed attempts so far, plus one. */
export function attemptNumber(story: Story): number {
  return (story.attempts ?? 0) + 1
}

export function transition(
  story: Story,
  verdict: Verdict,
  maxAttempts: number,
  now: Date
): { patch: StoryPatch; status: StoryStatus } {
  const at = now.toISOString()
  if (verdict.kind === 'pass') {
    return {
      patch: { passes: true, completed_at: at, report_path: verdict.reportPath },
      status: 'passing'
    }
  }
  const attempts = attemptNumber(story)
  if (attempts < maxAttempts) return { patch: { attempts }, status: 'open' }
  return {
    patch: {
      attempts,
      skipped: true,
      skip_reason: cleanReason(
        `failed ${attempts} of ${maxAttempts} attempts; last: ${verdict.reason}`
      ),
      skipped_at: at
    },
    status: 'skipped'
  }
}
