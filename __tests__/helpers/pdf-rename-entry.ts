/** The pdf-rename CLI as a real process from source: `node --import tsx <this file> ARGS`. */
import { main } from '../../src/cli/pdf-rename.js'

process.exitCode = await main(process.argv.slice(2))
