import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { join } from 'node:path'
import { PROJECT_ROOT } from './fixtures.js'

/** Starts `node --import tsx <script> ...args` from the project root. */
export function spawnTs(script: string, args: string[] = []): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'pipe']
  })
}

/** Resolves with the accumulated stdout once it contains `text`; rejects if the child exits. */
export function waitForOutput(
  child: ChildProcessWithoutNullStreams,
  text: string
): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    const onData = (chunk: Buffer): void => {
      out += chunk.toString()
      if (out.includes(text)) {
        child.stdout.off('data', onData)
        resolve(out)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.once('exit', code => reject(new Error(`child exited (${code}) before "${text}": ${err}`)))
  })
}

/** Runs a process that exits at once and returns its (now unused) pid. */
export function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', () => resolve(child.pid ?? -1))
  })
}
