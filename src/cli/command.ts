import type { CliIo } from './io.js'

/**
 * One `ralph` subcommand. Add a file under commands/ exporting one of these and list it in
 * commands/index.ts; main() does the dispatch, --help and error-to-exit-code mapping.
 */
export interface Command {
  name: string
  /** One line for `ralph --help`. */
  summary: string
  /** The full `ralph <name> --help` text. */
  usage: string
  /** Runs with the arguments after the command name; returns the exit code. */
  run(args: string[], io: CliIo): Promise<number>
}

/** Bad command-line input (shared with pdf-rename and the action); main() exits 2. */
export { UsageError } from '../settings/errors.js'

/** An input file that does not exist; main() exits 4. */
export class MissingFileError extends Error {
  override name = 'MissingFileError'
}
