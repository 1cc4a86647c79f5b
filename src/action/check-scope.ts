import type { RunContext } from './context.js'
import type { CheckScopeSettings } from './inputs.js'
import { CommandResult, failed } from './result.js'

/** `command: check-scope` (wired to the engine once it lands). */
export async function runCheckScope(
  _settings: CheckScopeSettings,
  _context: RunContext
): Promise<CommandResult> {
  return failed("The 'check-scope' command is not built yet.")
}
