import type { Mode } from '../../types.js'

export const AGENT_NAMES = ['codex', 'claude', 'command'] as const
export type AgentName = (typeof AGENT_NAMES)[number]

/** Everything an adapter may put on the command line. */
export interface AgentCall {
  /** The repository top: the agent's working directory. */
  repo: string
  storyId: string
  mode: Mode
  prompt: string
  /** The `Created` path, relative to the repository. */
  reportPath: string
  model?: string
  reasoningEffort?: string
  /** The `command` adapter's argv template (`--agent-command`). */
  command?: readonly string[]
}

/** Where the agent's final message can be read after the call. */
export type LastMessageSource =
  { from: 'file'; path: string } | { from: 'stdout' } | { from: 'none' }

/** One process to start: never a shell string. The prompt always goes to stdin. */
export interface Invocation {
  file: string
  args: string[]
  lastMessage: LastMessageSource
  /** Files the runner writes into the scratch folder before the call. */
  files: Array<{ path: string; content: string }>
}

export interface Adapter {
  readonly name: AgentName
  /** Builds the invocation; `scratch` is a private folder outside the repository. */
  build(call: AgentCall, scratch: string): Invocation
}

/** Model names and effort levels reach TOML (`-c`) or flags: keep them plain. */
export function checkPlain(value: string, what: string): string {
  if (!/^[A-Za-z0-9._:/-]+$/.test(value)) {
    throw new Error(
      `Invalid ${what} '${value}'. Expected letters, digits and . _ : / - only (for example 'gpt-5-codex' or 'high').`
    )
  }
  return value
}
