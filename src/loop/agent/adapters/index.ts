import type { Adapter } from './adapter.js'
import { claudeAdapter } from './claude.js'
import { codexAdapter } from './codex.js'
import { commandAdapter } from './command.js'

/**
 * Every agent adapter, in the order --help and the docs list them: the one list of agent
 * names. The `agent` input and flag, their usage text and the docs checks all derive from it.
 */
const ADAPTERS = [codexAdapter, claudeAdapter, commandAdapter] as const

export type AgentName = (typeof ADAPTERS)[number]['name']

export const AGENT_NAMES: readonly AgentName[] = ADAPTERS.map(adapter => adapter.name)

export function adapterFor(name: AgentName): Adapter<AgentName> {
  return ADAPTERS.find(adapter => adapter.name === name) as Adapter<AgentName>
}
