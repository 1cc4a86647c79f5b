import * as core from '@actions/core'
import { describeError } from './errors.js'

/** How a command ended: `failed` makes run() call core.setFailed once, with this message. */
export type CommandResult = { kind: 'ok' } | { kind: 'failed'; message: string }

export const OK: CommandResult = { kind: 'ok' }

export function failed(message: string): CommandResult {
  return { kind: 'failed', message }
}

/** The job summary; a runner without GITHUB_STEP_SUMMARY (a local run) gets a warning instead. */
export async function writeSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${describeError(error)}`)
  }
}
