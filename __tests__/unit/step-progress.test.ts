import { progressPrinter } from '../../src/cli/step-progress.js'
import type { StepProgress } from '../../src/loop/step.js'

const start: StepProgress = {
  kind: 'start',
  story: 'FIX-001',
  attempt: 1,
  maxAttempts: 3,
  agent: { name: 'codex', version: '0.171.0', model: null, argv: ['codex'] },
  timeoutSeconds: 900
}

/** 70 s of fake time: a second a tick, 1,000 tokens and a message every 10 s, then the end. */
function seventySeconds(tty: boolean, verbose = false): string {
  let out = ''
  let now = 5_000
  const printer = progressPrinter({ write: text => (out += text), tty, verbose, now: () => now })
  printer.event(start)
  for (let second = 1; second <= 70; second++) {
    now += 1000
    if (second % 10 === 0) {
      printer.event({ kind: 'message', text: `turn ${second / 10}` })
      printer.event({ kind: 'tokens', tokens: second * 100 })
    }
    printer.tick()
    printer.tick()
  }
  printer.event({ kind: 'end' })
  return out
}

describe('the progress of an agent call', () => {
  it('elsewhere than a terminal: the start line, then one line every 30 s', () => {
    expect(seventySeconds(false)).toBe(
      'RUN FIX-001 (attempt 1 of 3) with codex 0.171.0, timeout 900 s\n' +
        '  FIX-001: 30 s, 3,000 tokens\n' +
        '  FIX-001: 60 s, 6,000 tokens\n'
    )
  })

  it('on a terminal: one line redrawn each second, cleared at the end', () => {
    const out = seventySeconds(true)
    const draws = out.split('\r\x1b[2K')
    expect(draws[0]).toBe('RUN FIX-001 (attempt 1 of 3) with codex 0.171.0, timeout 900 s\n')
    // Each second once (a second tick draws nothing new), the tokens from the 10th second on.
    expect(draws.slice(1, 4)).toEqual(['  FIX-001: 0 s', '  FIX-001: 1 s', '  FIX-001: 2 s'])
    expect(draws).toContain('  FIX-001: 10 s, 1,000 tokens')
    expect(draws.slice(-2)).toEqual(['  FIX-001: 70 s, 7,000 tokens', ''])
    // The start line, each of the 71 seconds once, the clear.
    expect(draws.length).toBe(1 + 71 + 1)
  })

  it("with verbose, the agent's messages too, each on lines of its own", () => {
    const out = seventySeconds(false, true)
    expect(out.split('\n').filter(line => line.startsWith('  | '))).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map(n => `  | turn ${n}`)
    )
    expect(seventySeconds(true, true)).toContain('\r\x1b[2K  | turn 7\n')
    expect(seventySeconds(false)).not.toContain('turn 1')
  })

  it("escapes the control characters of the agent's messages, so none reaches the terminal", () => {
    let out = ''
    const printer = progressPrinter({ write: text => (out += text), tty: false, verbose: true })
    printer.event({ kind: 'message', text: 'done \x1b]52;c;cm0gLXJmIH4=\x07 ok\r\n\tindented\n\n' })
    expect(out).toBe('  | done \\u001b]52;c;cm0gLXJmIH4=\\u0007 ok\\u000d\n  |     indented\n')
  })

  it('names an agent without a version by its name alone, and leaves out tokens not reported', () => {
    let out = ''
    let now = 0
    const printer = progressPrinter({
      write: text => (out += text),
      tty: false,
      verbose: false,
      now: () => now
    })
    printer.event({ ...start, agent: { name: 'command', version: null, model: null, argv: ['x'] } })
    now = 31_000
    printer.tick()
    printer.event({ kind: 'end' })
    expect(out).toBe('RUN FIX-001 (attempt 1 of 3) with command, timeout 900 s\n  FIX-001: 31 s\n')
  })
})
