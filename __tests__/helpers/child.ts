import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT } from './fixtures.js'

/** `--import` value that loads tsx whatever the child's working folder is. */
export const TSX_IMPORT = pathToFileURL(
  join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')
).href

/** argv for `node` that runs a TypeScript file of the project. */
export function tsArgs(script: string, args: string[] = []): string[] {
  return ['--import', TSX_IMPORT, join(PROJECT_ROOT, script), ...args]
}

/** Starts `node --import tsx <script> ...args` from the project root. */
export function spawnTs(script: string, args: string[] = []): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, tsArgs(script, args), {
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

/** Whether a process with this id exists (a zombie not yet reaped counts). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
