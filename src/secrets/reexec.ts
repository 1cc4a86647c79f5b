/**
 * /proc/<pid>/environ shows a process's starting environment to every process of the same
 * user, the agent included. On Node 24 (`process.execve`) a process that starts an agent
 * therefore starts over at once: the same program and argv, an environment of only the basics
 * (those the agent gets anyway), and everything else handed over in a file that the new image
 * reads and deletes first. Inside, `process.env` is as before; only the kernel's copy is clean.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { isBasic, isSecretName } from './names.js'

export const HANDOFF = 'RALPH_ENV_HANDOFF'

export type CleanStart =
  | { kind: 'restarted' }
  /** Nothing to hide: the environment held only basics. */
  | { kind: 'clean' }
  | { kind: 'no-agent' }
  /** Secrets stay in /proc/<pid>/environ (no process.execve before Node 23.11, or it failed). */
  | { kind: 'unsupported'; reason: string; names: string[] }

/** RAM-backed where there is one: the file never reaches a disk. */
function handoffDir(): string {
  for (const base of ['/dev/shm', tmpdir()]) {
    try {
      return mkdtempSync(join(base, 'ralph-env-'))
    } catch {
      // try the next
    }
  }
  throw new Error('no folder for the environment hand-over')
}

function takeHandoff(file: string): void {
  const handed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  rmSync(dirname(file), { recursive: true, force: true })
  delete process.env[HANDOFF]
  for (const [name, value] of Object.entries(handed)) process.env[name] = value
}

type Execve = (file: string, args: string[], env: Record<string, string>) => never

/** Whether the action starts an agent: its `command` input, read as @actions/core reads it. */
export function actionStartsAgent(env: NodeJS.ProcessEnv): boolean {
  return (env['INPUT_COMMAND'] ?? '').trim() === 'step'
}

/**
 * Call first thing in a process entry. On Node 24 the first call of a process that starts an
 * agent never returns; the re-executed image's does.
 */
export function cleanStart(agent: boolean): CleanStart {
  const file = process.env[HANDOFF]
  if (file) {
    takeHandoff(file)
    return { kind: 'restarted' }
  }
  if (!agent) return { kind: 'no-agent' }
  const kept: Record<string, string> = {}
  const handed: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue
    if (isBasic(name) || (name.startsWith('NODE_') && !isSecretName(name))) kept[name] = value
    else handed[name] = value
  }
  const names = Object.keys(handed).sort()
  if (names.length === 0) return { kind: 'clean' }
  const execve = (process as unknown as { execve?: Execve }).execve
  if (typeof execve !== 'function' || process.platform === 'win32')
    return { kind: 'unsupported', reason: `Node ${process.version} has no process.execve`, names }
  const dir = handoffDir()
  const handoff = join(dir, 'env.json')
  writeFileSync(handoff, JSON.stringify(handed), { mode: 0o600 })
  try {
    execve.call(
      process,
      process.execPath,
      [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      {
        ...kept,
        [HANDOFF]: handoff
      }
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return { kind: 'unsupported', reason: (error as Error).message, names }
  }
  throw new Error('process.execve returned')
}
