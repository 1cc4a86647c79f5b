import * as core from '@actions/core'

/** The action's body; src/index.ts is the only caller. */
export async function run(): Promise<void> {
  try {
    const command = core.getInput('command') || 'step'
    core.info(`ralph-action: command ${command}`)
    throw new Error(`Invalid value '${command}' for input 'command'. Not implemented yet.`)
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error))
  }
}
