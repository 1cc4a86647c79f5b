/**
 * Extra argv for the agent (`agent-args`, `--agent-arg`): parsed without a shell and checked
 * against the flags the adapter sets itself, so they cannot loosen the sandbox, the
 * permission mode or the transcript the runner reads.
 */
import type { Adapter, AgentCall } from './adapters/adapter.js'

const EXPECTED =
  'Expected a JSON array of strings, or one argument a line, starting with a flag (for example ["--max-turns","20"]).'

export function parseAgentArgs(text: string): string[] {
  const trimmed = text.trim()
  let args: string[]
  if (trimmed.startsWith('[')) {
    let value: unknown
    try {
      value = JSON.parse(trimmed)
    } catch (error) {
      throw new Error(`Not JSON. ${EXPECTED}`, { cause: error })
    }
    if (!Array.isArray(value) || !value.every(item => typeof item === 'string'))
      throw new Error(`Not an array of strings. ${EXPECTED}`)
    args = value as string[]
  } else {
    args = trimmed
      .split('\n')
      .map(line => line.trim())
      .filter(line => line !== '')
  }
  for (const arg of args) {
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(arg))
      throw new Error(`Argument ${JSON.stringify(arg)} holds a control character. ${EXPECTED}`)
    if (/^-\S*\s/.test(arg) && !arg.includes('='))
      throw new Error(
        `Argument '${arg}' looks like several arguments in one (a shell would split it; ralph does not). ${EXPECTED}`
      )
  }
  if (args.length > 0 && !(args[0] as string).startsWith('-'))
    throw new Error(`The first argument '${args[0]}' is not a flag. ${EXPECTED}`)
  return args
}

/** The call's extra argv; throws for one that sets what the adapter keeps for itself. */
export function extraArgs(adapter: Pick<Adapter, 'name' | 'reserved'>, call: AgentCall): string[] {
  const args = call.agentArgs ?? []
  const { reserved, name: agent } = adapter
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    const flag = reservedFlag(arg, reserved.flags)
    if (flag !== undefined)
      throw new Error(`agent-args may not set ${flag} for ${agent}: ${reserved.flags[flag]}.`)
    const config = configValue(arg, args[i + 1])
    if (config !== undefined && reserved.configKeys) {
      const key = config.split('=')[0]?.trim() ?? ''
      const hit = reserved.configKeys.find(k => key === k || key.startsWith(`${k}.`))
      if (hit !== undefined)
        throw new Error(
          `agent-args may not set the ${agent} config key '${key}': ralph sets the sandbox, approvals, effort, environment policy and model provider itself.`
        )
    }
  }
  return [...args]
}

function reservedFlag(arg: string, flags: Readonly<Record<string, string>>): string | undefined {
  for (const flag of Object.keys(flags)) {
    if (arg === flag || arg.startsWith(`${flag}=`)) return flag
    // clap and commander take `-sVALUE` for a short flag too
    if (/^-[A-Za-z]$/.test(flag) && arg.startsWith(flag) && !arg.startsWith('--')) return flag
  }
  return undefined
}

function configValue(arg: string, next: string | undefined): string | undefined {
  if (arg === '-c' || arg === '--config') return next
  if (arg.startsWith('--config=')) return arg.slice('--config='.length)
  if (arg.startsWith('-c') && !arg.startsWith('--')) return arg.slice(2)
  return undefined
}
