import { parsePrdText } from '../../../src/loop/prd/prd.js'
import { attemptNumber, cleanReason, transition } from '../../../src/loop/transition.js'
import type { Story } from '../../../src/loop/types.js'

const story: Story = {
  id: 'FIX-001',
  title: 'Fix',
  priority: 1,
  mode: 'fixing',
  scope: ['src/**'],
  acceptance_criteria: ['Created r.md'],
  passes: false
}
const now = new Date('2024-03-14T12:00:00.000Z')

describe('transition', () => {
  it('marks a pass with its time and report', () => {
    expect(transition(story, { kind: 'pass', reportPath: 'r.md' }, 3, now)).toEqual({
      patch: { passes: true, completed_at: '2024-03-14T12:00:00.000Z', report_path: 'r.md' },
      status: 'passing'
    })
  })

  it('counts a failed attempt', () => {
    expect(transition({ ...story, attempts: 1 }, { kind: 'fail', reason: 'x' }, 3, now)).toEqual({
      patch: { attempts: 2 },
      status: 'open'
    })
  })

  it('skips at max attempts with the last reason', () => {
    expect(
      transition({ ...story, attempts: 2 }, { kind: 'fail', reason: 'empty' }, 3, now)
    ).toEqual({
      patch: {
        attempts: 3,
        skipped: true,
        skip_reason: 'failed 3 of 3 attempts; last: empty',
        skipped_at: '2024-03-14T12:00:00.000Z'
      },
      status: 'skipped'
    })
  })

  it('skips at once with max attempts 1', () => {
    expect(transition(story, { kind: 'fail', reason: 'x' }, 1, now).status).toBe('skipped')
  })

  it('numbers attempts from the failures so far', () => {
    expect(attemptNumber(story)).toBe(1)
    expect(attemptNumber({ ...story, attempts: 2 })).toBe(3)
  })
})

describe('cleanReason', () => {
  it('escapes control and bidirectional characters the PRD would refuse', () => {
    expect(cleanReason('src/\u202Etxt.exe\n')).toBe('src/\\u202etxt.exe\\u000a')
  })

  it('escapes the C1 controls too (U+009B starts a terminal sequence), and cuts only past max', () => {
    expect(cleanReason('a\u009b2Jb\u0085')).toBe('a\\u009b2Jb\\u0085')
    expect(cleanReason('é'.repeat(700))).toHaveLength(600)
    expect(cleanReason('é'.repeat(700), Infinity)).toBe('é'.repeat(700))
  })

  it('leaves no character in a skip reason that the PRD refuses as hidden', () => {
    // A scope violation quotes the path the agent wrote, which may hold any of them.
    const hidden = '\u061c \u200b \u200e \u200f \u2060 \ufeff \u202e \u2066 \u0007'
    const reason = `scope violation: src/a${hidden}.ts (outside the scope)`
    const { patch } = transition(story, { kind: 'fail', reason }, 1, now)
    const text = JSON.stringify({ stories: [{ ...story, ...patch }] })
    expect(parsePrdText(text, 'prd.json')).toMatchObject({ kind: 'ok' })
  })

  it('cuts long reasons', () => {
    const cut = cleanReason('x'.repeat(1000))
    expect(cut).toHaveLength(600)
    expect(cut.endsWith('…')).toBe(true)
  })
})
