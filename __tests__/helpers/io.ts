import { Writable } from 'node:stream'
import type { CliIo } from '../../src/cli/io.js'

class Collector extends Writable {
  readonly chunks: Buffer[] = []
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk))
    done()
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8')
  }
}

export interface CapturedIo {
  io: CliIo
  stdout(): string
  stderr(): string
}

/** A CliIo whose output the test can read back. */
export function captureIo(cwd: string, env: NodeJS.ProcessEnv = {}): CapturedIo {
  const stdout = new Collector()
  const stderr = new Collector()
  return {
    io: { stdout, stderr, env, cwd },
    stdout: () => stdout.text(),
    stderr: () => stderr.text()
  }
}
