/**
 * The one vocabulary for bad settings, shared by the action (inputs) and both CLIs (flags): the
 * same setting is worded "input 'x'" in a workflow and "--x" on a command line.
 */

export type Surface = 'input' | 'flag'

/** A mistake in how the action or a CLI was called; the message says what to change. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** One setting with a bad value: `Invalid value 'v' for input 'x'. Expected …` (or `for --x`). */
export class SettingError extends UsageError {
  override name = 'SettingError'
  constructor(
    readonly setting: string,
    readonly value: string,
    /** What would be accepted, as a sentence ending in a full stop. */
    readonly expected: string,
    readonly surface: Surface,
    options?: { cause?: unknown }
  ) {
    super(
      `Invalid value '${value}' for ${settingName(setting, surface)}. Expected ${expected}`,
      options
    )
  }
}

export function settingName(setting: string, surface: Surface): string {
  return surface === 'input' ? `input '${setting}'` : `--${setting}`
}
