// Process entry for `node --import tsx src/cli/ralph-entry.ts` (tests, development);
// bin/ralph.js does the same with the compiled lib/.
import { main } from './ralph.js'

process.exitCode = await main(process.argv.slice(2))
