import { CliIo, processIo } from './io.js'

/** Entry of the `ralph` CLI; returns the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  io.stderr.write(`ralph: not implemented yet (${argv.join(' ')})\n`)
  return 1
}
