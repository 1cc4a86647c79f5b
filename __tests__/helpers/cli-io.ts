/** A CliIo that captures what a command writes. */
import { PassThrough } from 'node:stream'
import type { CliIo } from '../../src/cli/io.js'

export interface CapturedIo extends CliIo {
  out(): string
  err(): string
}

export function captureIo(cwd: string, options: { tty?: boolean } = {}): CapturedIo {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  if (options.tty === true) Object.assign(stderr, { isTTY: true })
  let out = ''
  let err = ''
  stdout.on('data', chunk => (out += String(chunk)))
  stderr.on('data', chunk => (err += String(chunk)))
  return { stdout, stderr, env: {}, cwd, out: () => out, err: () => err }
}
