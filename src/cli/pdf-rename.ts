import { CliIo, processIo } from './io.js'

/** Entry of the `pdf-rename` CLI; returns the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  io.stderr.write(`pdf-rename: not implemented yet (${argv.join(' ')})\n`)
  return 1
}
