import { join } from 'node:path'
import { extraArgs } from '../agent-args.js'
import type { Adapter } from './adapter.js'

/**
 * Any program, from an argv template (`--agent-command '["my-agent","--in","{prompt_file}"]'`).
 * Placeholders are replaced inside each argument; no shell ever sees them. The prompt is
 * also on stdin. No last message: the agent writes its report itself.
 */
export const commandAdapter: Adapter<'command'> = {
  name: 'command',
  credentialEnv: [],
  efforts: [],
  reserved: { flags: {} },
  // The settings reader requires the template with this agent (parseCommandTemplate).
  build(call, scratch) {
    const promptFile = join(scratch, 'prompt.md')
    const values: Record<string, string> = {
      prompt_file: promptFile,
      repo: call.repo,
      story_id: call.storyId,
      report_path: call.reportPath,
      mode: call.mode
    }
    const [file, ...args] = (call.agentCommand ?? []).map(arg =>
      arg.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
        const value = values[name]
        if (value !== undefined) return value
        const known = Object.keys(values).map(p => `{${p}}`)
        throw new Error(
          `Unknown placeholder '${whole}' in --agent-command. Expected one of ${known.join(', ')}.`
        )
      })
    )
    return {
      file: file as string,
      args: [...args, ...extraArgs(commandAdapter, call)],
      files: [{ path: promptFile, content: call.prompt }]
    }
  }
}

/** Parses `--agent-command`: a JSON array of strings, the program first. */
export function parseCommandTemplate(text: string): string[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `Invalid --agent-command ${JSON.stringify(text)}: not JSON. Expected an array such as '["my-agent","{prompt_file}"]'.`,
      { cause: error }
    )
  }
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every(item => typeof item === 'string') ||
    value[0] === ''
  ) {
    throw new Error(
      `Invalid --agent-command ${JSON.stringify(text)}: expected a non-empty JSON array of strings, the program first.`
    )
  }
  return value as string[]
}
