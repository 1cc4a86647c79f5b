import * as core from '@actions/core'
import { readRunContext } from './context.js'
import { readSettings } from './inputs.js'
import type { CommandResult } from './result.js'

/** The action's body; src/index.ts is the only caller. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings()
    core.info(`ralph-action: ${settings.command}`)
    if ('githubToken' in settings && settings.githubToken !== '')
      core.setSecret(settings.githubToken)
    const context = readRunContext()
    // Each command loads its own modules, so a scope check never pays for Octokit.
    let result: CommandResult
    switch (settings.command) {
      case 'step':
        result = await (await import('./step.js')).runStep(settings, context)
        break
      case 'check-scope':
        result = await (await import('./check-scope.js')).runCheckScope(settings, context)
        break
      case 'validate':
        result = await (await import('./validate.js')).runValidate(settings, context)
        break
    }
    if (result.kind === 'failed') core.setFailed(result.message)
  } catch (error) {
    core.setFailed(describeError(error))
  }
}

/** The message and its causes, one a line (the cause often holds git's own words). */
export function describeError(error: unknown): string {
  const lines: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 4; depth++) {
    lines.push(current instanceof Error ? current.message : String(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return lines.join('\n  caused by: ')
}
