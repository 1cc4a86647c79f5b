import * as core from '@actions/core'

/** The job summary; a runner without GITHUB_STEP_SUMMARY (a local run) gets a warning instead. */
export async function writeSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${describeError(error)}`)
  }
}

/** The message and its causes, one a line (the cause often holds git's own words). */
export function describeError(error: unknown): string {
  const lines: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 4; depth++) {
    const message = current instanceof Error ? current.message : String(current)
    if (!lines.some(line => line.includes(message))) lines.push(message)
    current = current instanceof Error ? current.cause : undefined
  }
  return lines.join('\n  caused by: ')
}
