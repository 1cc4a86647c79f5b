import { storyChangeProblem } from '../../../src/loop/bundle/verify.js'
import type { StoryPatch } from '../../../src/loop/types.js'

const open: StoryPatch = { passes: false, attempts: 1 }
const pass = { kind: 'pass', reportPath: '.ralph/reports/A.md' } as const
const fail = { kind: 'fail' } as const
const at = '2026-12-01T03:00:00.000Z'

describe('storyChangeProblem: what a bundle may claim happened to its story', () => {
  it.each<[string, StoryPatch, typeof pass | typeof fail, string | undefined]>([
    [
      'a pass',
      { ...open, passes: true, completed_at: at, report_path: '.ralph/reports/A.md' },
      pass,
      undefined
    ],
    ['a failure', { ...open, attempts: 2 }, fail, undefined],
    [
      'a skip',
      { ...open, attempts: 2, skipped: true, skip_reason: 'failed 2 of 2', skipped_at: at },
      fail,
      undefined
    ],
    [
      'a pass with another report path',
      { ...open, passes: true, completed_at: at, report_path: 'src/evil.ts' },
      pass,
      "a pass must set 'report_path' to the story's Created path '.ralph/reports/A.md'"
    ],
    [
      'a pass that also resets the attempts',
      { passes: true, completed_at: at, report_path: '.ralph/reports/A.md', attempts: 0 },
      pass,
      "a pass may not change 'attempts'"
    ],
    [
      'a pass without a time',
      { ...open, passes: true, report_path: '.ralph/reports/A.md' },
      pass,
      "a pass must set 'completed_at' to an ISO 8601 UTC time"
    ],
    ['a pass that does not pass', { ...open }, pass, "a pass must set 'passes' to true"],
    [
      'a failure that passes the story',
      { ...open, attempts: 2, passes: true },
      fail,
      "a fail may not change 'passes'"
    ],
    [
      'a failure counting two attempts',
      { ...open, attempts: 3 },
      fail,
      'a failure must count one more attempt (2), not 3'
    ],
    [
      'a failure counting none',
      { ...open },
      fail,
      'a failure must count one more attempt (2), not 1'
    ],
    [
      'a skip without a reason',
      { ...open, attempts: 2, skipped: true, skipped_at: at },
      fail,
      "a skip must set 'skipped' to true with a 'skip_reason' and an ISO 8601 'skipped_at'"
    ],
    [
      'a failure that sets a pull request',
      { ...open, attempts: 2, pr_url: 'https://x/pull/1' },
      fail,
      "a fail may not change 'pr_url'"
    ]
  ])('%s', (_name, after, outcome, problem) => {
    expect(storyChangeProblem(open, after, outcome)).toBe(problem)
  })
})
