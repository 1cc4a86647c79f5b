import { describeStep, runSteps } from '../../src/cli/step-output.js'
import type { StepOutcome } from '../../src/loop/step.js'
import { captureIo } from '../helpers/cli-io.js'
import { AGENT_RUN as agent, story } from '../helpers/story-repo.js'

/** A path an agent may choose: it sets the terminal's title and rings its bell. */
const HOSTILE = 'out/\x1b]0;pwned\x07.log'

describe("the terminal output of a step: no control character of the agent's", () => {
  it('writes the paths it could not restore with their control characters escaped', () => {
    const fail: StepOutcome = {
      kind: 'fail',
      story: 'B-2',
      attempt: 1,
      agent,
      reason: 'scope violation',
      violations: [],
      writes: [HOSTILE, 'src/a.ts'],
      patch: '.runtime/attempts/B-2-1.patch',
      skipped: false,
      maxAttempts: 3,
      unrestorable: [HOSTILE, 'src/a.ts'],
      forged: ['src/a.ts'],
      before: story('B-2'),
      after: story('B-2', { attempts: 1 })
    }
    expect(describeStep(fail)).toBe(
      'FAIL B-2 (attempt 1 of 3): scope violation\n' +
        '  reverted 2 write(s); patch: .runtime/attempts/B-2-1.patch\n' +
        '  could not restore (ignored files): out/\\u001b]0;pwned\\u0007.log\n' +
        '  could not restore (the object store was altered): src/a.ts\n'
    )
  })

  it('writes a warning that quotes such a path with it escaped, whole', async () => {
    const io = captureIo('/tmp')
    const warning = `after reverting B-2: still changed: ${HOSTILE}, ${'x'.repeat(700)}`
    await runSteps('step', { quiet: true }, io, async deps => {
      deps.warn(warning)
      return { run: 'r', mode: 'fixing', steps: [], complete: false, skipped: [] }
    })
    expect(io.err()).toBe(
      `ralph step: warning: after reverting B-2: still changed: out/\\u001b]0;pwned\\u0007.log, ${'x'.repeat(700)}\n`
    )
  })
})
