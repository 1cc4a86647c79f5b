import { cleanStart } from './secrets/reexec.js'

// First of all: on Node 24 this re-executes the action with its secrets out of /proc.
const start = cleanStart()
const { run } = await import('./action/main.js')
await run(start)
