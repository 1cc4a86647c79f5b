// Preloaded with `node --import` (NODE_OPTIONS) into a process under test: at exit it writes the
// process's own peak resident memory (getrusage maxRSS, in KiB) to $PEAK_MEMORY_FILE.
// The variable is read at exit, not at load: on Node 24 the action re-executes itself and gets
// non-basic variables back only once its entry runs (src/secrets/reexec.ts), after this preload.
import { writeFileSync } from 'node:fs'

process.on('exit', () => {
  const file = process.env.PEAK_MEMORY_FILE
  if (file) writeFileSync(file, String(process.resourceUsage().maxRSS))
})
