/** How step outcomes read on the terminal. */
import type { RunDeps, RunResult } from '../loop/run.js'
import type { StepOutcome } from '../loop/step.js'
import { cleanReason } from '../loop/transition.js'
import { UsageError } from '../settings/errors.js'
import { EXIT } from './exit-codes.js'
import type { CliIo } from './io.js'
import { progressPrinter } from './step-progress.js'

export const PROGRESS_OPTIONS = {
  quiet: { type: 'boolean' },
  verbose: { type: 'boolean' }
} as const
export const OUTPUT_USAGE: [string, string][] = [
  ['--json', 'print the outcome as JSON'],
  ['--quiet', 'no progress on stderr while the agent works'],
  ['--verbose', "also the agent's own messages, from its transcript"]
]

/** `ralph step` or `ralph run`: Ctrl-C and SIGTERM end the agent's process group too. */
export async function runSteps(
  command: 'step' | 'run',
  values: { quiet?: boolean; verbose?: boolean },
  io: CliIo,
  steps: (deps: RunDeps) => Promise<RunResult>
): Promise<number> {
  if (values.quiet === true && values.verbose === true)
    throw new UsageError('--quiet and --verbose exclude each other')
  const progress =
    values.quiet === true
      ? undefined
      : progressPrinter({
          write: text => io.stderr.write(text),
          tty: (io.stderr as { isTTY?: boolean }).isTTY === true,
          verbose: values.verbose === true
        }).event
  const controller = new AbortController()
  const onSignal = (): void => controller.abort()
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    const result = await steps({
      cwd: io.cwd,
      env: io.env,
      signal: controller.signal,
      warn: message =>
        io.stderr.write(`ralph ${command}: warning: ${cleanReason(message, Infinity)}\n`),
      progress
    })
    // 0 when the steps ran, whatever their outcomes; repositoryAltered when a revert found forged bytes.
    return result.steps.some(s => s.kind === 'fail' && s.forged.length > 0)
      ? EXIT.repositoryAltered
      : EXIT.ok
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

export function describeStep(result: StepOutcome): string {
  if (result.kind === 'pass') {
    const by = result.writtenBy === 'runner' ? ', written from the last message' : ''
    return `PASS ${result.story} (attempt ${result.attempt}): report ${result.reportPath}${by}\n`
  }
  const head = result.skipped
    ? `SKIP ${result.story} after ${result.attempt} failed attempts`
    : `FAIL ${result.story} (attempt ${result.attempt} of ${result.maxAttempts})`
  const lines = [`${head}: ${result.reason}`]
  const patch = result.patch ? `; patch: ${result.patch}` : ''
  if (result.writes.length > 0) lines.push(`  reverted ${result.writes.length} write(s)${patch}`)
  // Paths the agent chose: no control character of theirs reaches the terminal.
  const list = (paths: string[]): string => cleanReason(paths.join(', '), Infinity)
  const ignored = result.unrestorable.filter(path => !result.forged.includes(path))
  if (ignored.length > 0) lines.push(`  could not restore (ignored files): ${list(ignored)}`)
  if (result.forged.length > 0)
    lines.push(`  could not restore (the object store was altered): ${list(result.forged)}`)
  return lines.join('\n') + '\n'
}
