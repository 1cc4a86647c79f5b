// Process entry for `node --import tsx src/cli/ralph-entry.ts` (tests, development);
// bin/ralph.js does the same with the compiled lib/.
import { cleanStart, ralphStartsAgent } from '../secrets/reexec.js'
import { enableCompileCache } from '../startup/compile-cache.js'

// First of all: on Node 24 a command that starts an agent re-executes with its secrets out of /proc.
const agent = ralphStartsAgent(process.argv.slice(2))
cleanStart(agent)
enableCompileCache('cli', agent)
const { main } = await import('./ralph.js')
process.exitCode = await main(process.argv.slice(2))
