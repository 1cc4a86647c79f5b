// Process entry for `node --import tsx src/cli/ralph-entry.ts` (tests, development);
// bin/ralph.js does the same with the compiled lib/.
import { cleanStart } from '../secrets/reexec.js'

// First of all: on Node 24 this re-executes ralph with its secrets out of /proc.
cleanStart()
const { main } = await import('./ralph.js')
process.exitCode = await main(process.argv.slice(2))
