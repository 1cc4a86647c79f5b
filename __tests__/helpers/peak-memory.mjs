// Preloaded with `node --import` (NODE_OPTIONS) into a process under test: at exit it writes the
// process's own peak resident memory (getrusage maxRSS, in KiB) to $PEAK_MEMORY_FILE.
import { writeFileSync } from 'node:fs'

const file = process.env.PEAK_MEMORY_FILE
if (file)
  process.on('exit', () => {
    writeFileSync(file, String(process.resourceUsage().maxRSS))
  })
