import { Writable } from 'node:stream'

/** What a CLI command may touch besides the file system: tests pass their own. */
export interface CliIo {
  stdout: Writable
  stderr: Writable
  env: NodeJS.ProcessEnv
  cwd: string
}

export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() }
}
