import type { RunContext } from './context.js'
import type { StepSettings } from './inputs.js'
import { CommandResult, failed } from './result.js'

/** `command: step` (wired to the engine once it lands). */
export async function runStep(
  _settings: StepSettings,
  _context: RunContext
): Promise<CommandResult> {
  return failed("The 'step' command is not built yet.")
}
