import type { RunContext } from './context.js'
import type { ValidateSettings } from './inputs.js'
import { CommandResult, failed } from './result.js'

/** `command: validate` (wired to the engine once it lands). */
export async function runValidate(
  _settings: ValidateSettings,
  _context: RunContext
): Promise<CommandResult> {
  return failed("The 'validate' command is not built yet.")
}
