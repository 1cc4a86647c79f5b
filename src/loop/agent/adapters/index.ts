import { Adapter, AgentName } from './adapter.js'
import { claudeAdapter } from './claude.js'
import { codexAdapter } from './codex.js'
import { commandAdapter } from './command.js'

const ADAPTERS: Record<AgentName, Adapter> = {
  codex: codexAdapter,
  claude: claudeAdapter,
  command: commandAdapter
}

export function adapterFor(name: AgentName): Adapter {
  return ADAPTERS[name]
}
