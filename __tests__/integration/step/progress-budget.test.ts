/**
 * What a step says while its agent works, and the token budget that stops it: the real engine
 * with the fake `claude` and `codex` streaming their transcripts, turn by turn.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { progressPrinter } from '../../../src/cli/step-progress.js'
import { readEvents } from '../../../src/loop/record/events.js'
import { runLoop } from '../../../src/loop/run.js'
import { stepSettings } from '../../helpers/step-settings.js'
import type { StepProgress } from '../../../src/loop/step.js'
import { fakeAgents, FakeAgents } from '../../helpers/agents.js'
import type { TestRepo } from '../../helpers/repo.js'
import { ralph, readPrd, story, storyRepo } from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents

beforeEach(() => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents(repo.dir)
})
afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
})

/** `count` model turns of 1,000 input tokens each, `seconds` apart, then the report. */
const turns = (count: number, seconds: number) => [
  { do: 'turns', count, tokens: 1000, seconds },
  { do: 'report' }
]

describe('progress', () => {
  it('an agent working 70 s (fake clock: 10 s a turn): the start, a line every 30 s, the messages', async () => {
    let clock = 0
    let out = ''
    const printer = progressPrinter({
      write: text => (out += text),
      tty: false,
      verbose: true,
      now: () => clock
    })
    const seen: StepProgress[] = []
    const result = await runLoop(stepSettings({ prd: 'prd.json', agent: 'claude' }), 1, {
      cwd: repo.dir,
      env: fakes.env({ '*': [turns(7, 0.05)] }),
      warn: message => {
        throw new Error(message)
      },
      progress: event => {
        seen.push(event)
        const turn = event.kind === 'message' ? /^turn (\d+)$/.exec(event.text) : null
        if (turn) clock = Number(turn[1]) * 10_000
        printer.event(event)
      }
    })
    expect(result.steps[0]?.kind).toBe('pass')
    expect(seen[0]).toEqual({
      kind: 'start',
      story: 'FIX-001',
      attempt: 1,
      maxAttempts: 3,
      agent: expect.objectContaining({ name: 'claude', version: '2.1.332' }),
      timeoutSeconds: 900
    })
    expect(seen.at(-1)).toEqual({ kind: 'end' })
    const counts = seen.flatMap(e => (e.kind === 'tokens' ? [e.tokens] : []))
    // The model calls' counts only grow. The result's total replaces their sum, which the fake
    // makes larger (it counts its file write and report at 1,500 each): when the result comes
    // in a piece of output of its own, the sum (10,000) is reported just before it.
    const running = counts.slice(0, -1)
    expect(running).toEqual([...running].sort((a, b) => a - b))
    // The last count is the result's: 7 turns of 1,000, and the fake's own 2,300.
    expect(counts.at(-1)).toBe(9300)

    const lines = out.trimEnd().split('\n')
    expect(lines[0]).toBe('RUN FIX-001 (attempt 1 of 3) with claude 2.1.332, timeout 900 s')
    expect(lines.filter(line => /^ {2}\| turn \d$/.test(line))).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map(n => `  | turn ${n}`)
    )
    // At most one line per 30 s of fake time, at the first piece of output that reached it,
    // with the tokens counted by then. Turns may arrive several in one piece (a loaded machine
    // reads them late): then a window has no line of its own, but the last turn's has one.
    const timed = lines.flatMap(line => {
      const match = /^ {2}FIX-001: (\d+) s, ([\d,]+) tokens$/.exec(line)
      return match ? [[Number(match[1]), Number(match[2]!.replace(/,/g, ''))]] : []
    })
    const windows = timed.map(([seconds]) => Math.floor(seconds! / 30))
    expect(windows.length).toBeGreaterThanOrEqual(1)
    expect(windows.every(w => w >= 1)).toBe(true)
    expect(windows).toEqual([...new Set(windows)].sort((a, b) => a - b))
    expect(windows.at(-1)).toBe(2)
    for (const [seconds, tokens] of timed) expect(tokens).toBeGreaterThanOrEqual(seconds! * 100)
  })

  it('ralph step prints the start on stderr; --verbose adds the messages; --quiet nothing', async () => {
    const env = fakes.env({ '*': [turns(2, 0)] })
    const plain = await ralph(repo.dir, ['step', '--agent', 'claude'], env)
    expect(plain.stderr).toBe('RUN FIX-001 (attempt 1 of 3) with claude 2.1.332, timeout 900 s\n')
    repo.git(['checkout', '-q', '--', '.'])
    repo.git(['clean', '-q', '-fd'])
    const verbose = await ralph(
      repo.dir,
      ['step', '--agent', 'claude', '--verbose', '--prd', 'prd.json'],
      env
    )
    expect(verbose.stdout).toMatch(/^PASS FIX-001 /)
    expect(verbose.stderr).toContain('\n  | turn 1\n  | turn 2\n')
    const both = await ralph(repo.dir, ['step', '--quiet', '--verbose'], env)
    expect(both).toMatchObject({ code: EXIT.invalid, stdout: '' })
    expect(both.stderr).toMatch(/^ralph step: --quiet and --verbose exclude each other\n/)
  })
})

describe('max-tokens', () => {
  it('stops claude within one turn of passing the limit; the attempt fails and counts', async () => {
    const result = await ralph(
      repo.dir,
      ['step', '--quiet', '--agent', 'claude', '--max-tokens', '2500', '--max-turns', '40'],
      fakes.env({ '*': [turns(20, 0.5)] })
    )
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const reason = /^FAIL FIX-001 \(attempt 1 of 3\): budget exceeded: (\d+) tokens$/m.exec(
      result.stdout
    )
    expect(reason).not.toBeNull()
    const spent = Number(reason![1])
    // Passed after the third turn (3,000 tokens); a fourth may have come before the stop.
    expect([3000, 4000]).toContain(spent)
    const transcript = readFileSync(join(repo.dir, '.runtime/attempts/FIX-001-1.jsonl'), 'utf8')
    const seenTurns = transcript.match(/"text":"turn \d+"/g) ?? []
    expect(seenTurns.length).toBe(spent / 1000)
    expect(readPrd(repo.dir).stories[0]).toMatchObject({ passes: false, attempts: 1 })
    const { events } = await readEvents(join(repo.dir, '.runtime/events.log'))
    expect(events.find(e => e.event === 'agent_exit')).toMatchObject({
      signal: 'SIGTERM',
      usage: { input_tokens: spent, output_tokens: 0 }
    })
    expect(events.find(e => e.event === 'story_fail')).toMatchObject({
      reason: `budget exceeded: ${spent} tokens`
    })
    expect(fakes.calls()[0]?.options).toMatchObject({ maxTurns: 40 })
  })

  it('fails a codex attempt whose turn ended past the limit (codex counts at the end of a turn)', async () => {
    const result = await ralph(
      repo.dir,
      ['step', '--quiet', '--max-tokens', '2500'],
      fakes.env({ '*': [turns(3, 0)] })
    )
    // 3 turns of 1,000, and the fake's own 1,200 in and 300 out.
    expect(result.stdout).toMatch(
      /^FAIL FIX-001 \(attempt 1 of 3\): budget exceeded: 4500 tokens$/m
    )
    expect(readPrd(repo.dir).stories[0]).toMatchObject({ attempts: 1 })
  })

  it('refuses max-turns for codex, and a budget that is not a whole number', async () => {
    const turnsForCodex = await ralph(repo.dir, ['step', '--max-turns', '5'], fakes.env([]))
    expect(turnsForCodex.code).toBe(EXIT.invalid)
    expect(turnsForCodex.stderr).toMatch(/--max-turns applies to --agent claude only/)
    const word = await ralph(repo.dir, ['step', '--max-tokens', 'lots'], fakes.env([]))
    expect(word.stderr).toMatch(/^ralph step: Invalid value 'lots' for --max-tokens\./)
    expect(fakes.calls()).toEqual([])
  })
})
