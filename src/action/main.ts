import * as core from '@actions/core'
import { readRunContext } from './context.js'
import { readSettings } from './inputs.js'
import { describeError } from './errors.js'
import type { CommandResult } from './result.js'

/** The action's body; src/index.ts is the only caller. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings()
    core.info(`ralph-action: ${settings.command}`)
    // No core.setSecret: its ::add-mask:: line would itself print the token. The runner
    // already masks github.token and secrets, and our own messages never carry it.
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
