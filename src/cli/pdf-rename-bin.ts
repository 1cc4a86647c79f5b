// The `pdf-rename` process entry: bundled into lib/bundle/ (scripts/bundle-cli.mjs), which
// bin/pdf-rename.js loads; `node --import tsx src/cli/pdf-rename-bin.ts` runs it from the sources.
import { main } from './pdf-rename.js'

process.exitCode = await main(process.argv.slice(2))
