/** The one-story PRD change of a step: pure, from the verdict of its one attempt. */
import type { Story, StoryPatch, StoryStatus } from './types.js'

type Verdict = { kind: 'pass'; reportPath: string } | { kind: 'fail'; reason: string }

const MAX_REASON = 600

/**
 * What the PRD refuses (prd-checks.ts): controls but tab and newline, DEL, the bidi embeddings,
 * overrides, isolates and marks, and invisible characters that hide text from a reviewer.
 */
export const HIDDEN =
  '\\u0000-\\u0008\\u000b-\\u001f\\u007f\\u061c\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff'
/** Those, tab and newline, and the C1 controls (U+009B starts a terminal sequence). */
const ESCAPED = new RegExp(`[${HIDDEN}\\t\\n\\u0080-\\u009f]`, 'g')

/** Text the agent chose (a reason, a path), with those characters as escapes, cut at `max`. */
export function cleanReason(reason: string, max = MAX_REASON): string {
  const escaped = reason.replace(
    ESCAPED,
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
