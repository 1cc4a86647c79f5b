/**
 * A `git` first on PATH that counts the calls of the process that runs it and, at the call named
 * by RALPH_TRIPWIRE_AT, SIGKILLs that process (its parent) just before or just after the real git
 * ran. Crash trials then kill at points chosen by the child's own progress, not by a clock, so
 * they hit the same moments on an idle machine and at load 15.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'

export interface Tripwire {
  /** The environment for one child: its own counter, killed at `at` (0: never). */
  env(base: NodeJS.ProcessEnv, at: number, when: 'before' | 'after'): NodeJS.ProcessEnv
  /** How many git calls the child with this environment made. */
  calls(env: NodeJS.ProcessEnv): number
}

export function gitTripwire(dir: string): Tripwire {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  const script = join(dir, 'git')
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      // One line per call, its own pid: appends of a few bytes are atomic, so parallel calls
      // each count, and each call's number is the place of its own line (counting the lines
      // instead gave two calls started together the same number, and the kill point none).
      'echo $$ >> "$RALPH_TRIPWIRE_COUNTER"',
      'n=$(grep -n -x "$$" "$RALPH_TRIPWIRE_COUNTER" | head -n 1 | cut -d: -f1)',
      'if [ "$n" -eq "$RALPH_TRIPWIRE_AT" ] && [ "$RALPH_TRIPWIRE_WHEN" = before ]; then kill -KILL $PPID; exit 137; fi',
      `${realGit} "$@"`,
      'status=$?',
      'if [ "$n" -eq "$RALPH_TRIPWIRE_AT" ]; then kill -KILL $PPID; fi',
      'exit $status',
      ''
    ].join('\n')
  )
  chmodSync(script, 0o755)
  let children = 0
  return {
    env(base, at, when) {
      children += 1
      return {
        ...base,
        PATH: `${dir}${delimiter}${base.PATH ?? ''}`,
        RALPH_TRIPWIRE_COUNTER: join(dir, `calls-${children}`),
        RALPH_TRIPWIRE_AT: String(at),
        RALPH_TRIPWIRE_WHEN: when
      }
    },
    calls(env) {
      try {
        return readFileSync(env.RALPH_TRIPWIRE_COUNTER!, 'utf8').split('\n').length - 1
      } catch {
        return 0
      }
    }
  }
}
