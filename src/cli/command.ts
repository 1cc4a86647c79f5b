import type { CliIo } from './io.js'

/**
 * One `ralph` subcommand as `ralph --help` lists it. Add a file under commands/ exporting its
 * `usage` and `run` (a CommandBody) and list it in commands/index.ts; main() does the dispatch,
 * --help and error-to-exit-code mapping. The body's module loads only when that command runs, so
 * a `ralph validate` never compiles the agent, git and bundle code of `ralph step`.
 */
export interface Command {
  name: string
  /** One line for `ralph --help`. */
  summary: string
  /** It starts an agent: on Node 24 its process restarts first, to keep secrets out of /proc. */
  startsAgent?: true
  load(): Promise<CommandBody>
}

/** What a subcommand's module exports. */
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
