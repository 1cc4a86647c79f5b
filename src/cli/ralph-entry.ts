// The `ralph` process entry: bundled into lib/bundle/ralph/ (scripts/bundle-cli.mjs), which
// bin/ralph.js loads; `node --import tsx src/cli/ralph-entry.ts` runs it from the sources.
import { cleanStart } from '../secrets/reexec.js'
import { startsAgent } from './commands/index.js'

// First of all: on Node 24 a command that starts an agent re-executes with its secrets out of /proc.
const agent = startsAgent(process.argv.slice(2))
cleanStart(agent)
const { main } = await import('./ralph.js')
process.exitCode = await main(process.argv.slice(2))
