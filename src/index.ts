import { actionStartsAgent, cleanStart } from './secrets/reexec.js'

// First of all: on Node 24 a step (it starts an agent) re-executes with its secrets out of /proc.
const agent = actionStartsAgent(process.env)
const start = cleanStart(agent)
const { run } = await import('./action/main.js')
await run(start)
