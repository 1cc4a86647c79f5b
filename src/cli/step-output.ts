/** How step outcomes read on the terminal. */
import type { StepOutcome } from '../loop/step.js'
import type { StepError } from '../loop/step-settings.js'
import { UsageError } from './command.js'
import { EXIT } from './exit-codes.js'
import type { CliIo } from './io.js'
import { progressPrinter } from './step-progress.js'

/** The progress flags of step and run: parseArgs options and --help lines. */
export const PROGRESS_OPTIONS = {
  quiet: { type: 'boolean' },
  verbose: { type: 'boolean' }
} as const
export const PROGRESS_USAGE: [string, string][] = [
  ['--quiet', 'no progress on stderr while the agent works'],
  ['--verbose', "also the agent's own messages, from its transcript"]
]

/** The progress printer on stderr (a line redrawn on a terminal), or none with --quiet. */
export function progressOn(values: { quiet?: boolean; verbose?: boolean }, io: CliIo) {
  if (values.quiet === true && values.verbose === true)
    throw new UsageError('--quiet and --verbose exclude each other')
  if (values.quiet === true) return undefined
  const tty = (io.stderr as { isTTY?: boolean }).isTTY === true
  const printer = progressPrinter({
    write: text => io.stderr.write(text),
    tty,
    verbose: values.verbose === true
  })
  return printer.event
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
  if (result.writes.length > 0) {
    lines.push(
      `  reverted ${result.writes.length} write(s)` +
        (result.patch ? `; patch: ${result.patch}` : '')
    )
  }
  const ignored = result.unrestorable.filter(path => !result.forged.includes(path))
  if (ignored.length > 0) {
    lines.push(`  could not restore (ignored files): ${ignored.join(', ')}`)
  }
  if (result.forged.length > 0) {
    lines.push(`  could not restore (the object store was altered): ${result.forged.join(', ')}`)
  }
  return lines.join('\n') + '\n'
}

/**
 * 0 when the steps ran, whatever their outcomes; repositoryAltered when a revert found forged
 * bytes.
 */
export function stepsExit(steps: StepOutcome[]): number {
  return steps.some(s => s.kind === 'fail' && s.forged.length > 0)
    ? EXIT.repositoryAltered
    : EXIT.ok
}

/** Maps a StepError to its message and exit code. */
export function stepFailure(error: StepError, io: CliIo, command: string): number {
  io.stderr.write(`ralph ${command}: ${error.message}\n`)
  switch (error.code) {
    case 'bad-input':
      return EXIT.invalid
    case 'missing':
      return EXIT.missing
    case 'lock-held':
      return EXIT.lockHeld
    case 'agent-not-started':
      return EXIT.agentNotStarted
    case 'agent-not-ready':
      return EXIT.agentNotReady
    case 'sandbox-unavailable':
      return EXIT.sandboxUnavailable
    case 'interrupted':
      return EXIT.interrupted
    case 'repository-altered':
      return EXIT.repositoryAltered
  }
}

/** Ctrl-C and SIGTERM end the agent's process group, not just the runner. */
export function interruptOnSignals(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController()
  const onSignal = (): void => controller.abort()
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    }
  }
}
