import type { CliIo } from './io.js'

/**
 * One `ralph` subcommand: a file under commands/ exporting `usage` and `run`, listed in
 * commands/index.ts. It loads only when run, so `ralph validate` never compiles `ralph step`.
 */
export interface Command {
  name: string
  /** One line for `ralph --help`. */
  summary: string
  /** It starts an agent: on Node 24 its process restarts first, to keep secrets out of /proc. */
  startsAgent?: true
  load(): Promise<CommandBody>
}

export interface CommandBody {
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
