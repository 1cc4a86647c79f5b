import { STEP_DEFAULTS, type StepSettings } from '../../src/loop/step-settings.js'

/** Step settings with the defaults the CLI and the action start from. */
export function stepSettings(
  over: Partial<StepSettings> & Pick<StepSettings, 'prd'>
): StepSettings {
  return { ...STEP_DEFAULTS, passEnv: [], protect: [], ...over }
}
