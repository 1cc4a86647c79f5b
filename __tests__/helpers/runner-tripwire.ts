/**
 * A tripwire on ralph's git calls, at its one process runner. buildRalph() compiles this module
 * in place of src/process/run.ts's exports: the same `run` and `start`, counting the git calls.
 * At the call named by RALPH_TRIPWIRE_AT the process SIGKILLs itself, just before git starts or
 * just after it ended and before the caller sees the result. Crash trials then kill at points
 * chosen by the child's own progress, not by a clock, so they hit the same moments on an idle
 * machine and at load 15. Without the variables the calls only pass through.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import * as runner from '../../src/process/run.js'

export * from '../../src/process/run.js'

export interface Tripwire {
  /** The environment for one child: its own counter, killed at `at` (0: never). */
  env(base: NodeJS.ProcessEnv, at: number, when: 'before' | 'after'): NodeJS.ProcessEnv
  /** How many git calls the child with this environment made (written when it exits). */
  calls(env: NodeJS.ProcessEnv): number
}

/** The test's side: environments that arm the tripwire, each child counting into `dir`. */
export function gitTripwire(dir: string): Tripwire {
  let children = 0
  return {
    env(base, at, when) {
      children += 1
      return {
        ...base,
        RALPH_TRIPWIRE_COUNTER: join(dir, `calls-${children}`),
        RALPH_TRIPWIRE_AT: String(at),
        RALPH_TRIPWIRE_WHEN: when
      }
    },
    calls(env) {
      try {
        return Number(readFileSync(env.RALPH_TRIPWIRE_COUNTER!, 'utf8'))
      } catch {
        return 0
      }
    }
  }
}

// The child's side, in the test build.
const armed = {
  at: Number(process.env.RALPH_TRIPWIRE_AT ?? 0),
  when: process.env.RALPH_TRIPWIRE_WHEN
}
const counter = process.env.RALPH_TRIPWIRE_COUNTER
let gitCalls = 0
if (counter) process.on('exit', () => writeFileSync(counter, String(gitCalls)))

/** This call's number among the git calls, 0 for another program. */
function count(file: string, options: runner.RunOptions): number {
  // ralph starts git by name and unconfined; a confined program is started as bwrap.
  if (basename(file) !== 'git' || options.confine) return 0
  gitCalls += 1
  return gitCalls
}

function tripAt(call: number, when: 'before' | 'after'): void {
  if (call !== 0 && call === armed.at && when === armed.when) process.kill(process.pid, 'SIGKILL')
}

export async function run(
  file: string,
  args: readonly string[],
  options: runner.RunOptions
): Promise<runner.RunResult> {
  const call = count(file, options)
  tripAt(call, 'before')
  const result = await runner.run(file, args, options)
  tripAt(call, 'after')
  return result
}

export function start(
  file: string,
  args: readonly string[],
  options: runner.RunOptions
): runner.Running {
  const call = count(file, options)
  tripAt(call, 'before')
  const running = runner.start(file, args, options)
  const done = running.done.then(result => {
    tripAt(call, 'after')
    return result
  })
  return { ...running, done }
}
