/**
 * Acceptance of one call: the agent ended well and the `Created` path is a non-empty
 * regular file inside the repository, reached without symlinks, and among the writes.
 * For adapters with a last message the runner writes that message there when the agent
 * did not write the file itself (the original loop's behaviour).
 */
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  writeSync
} from 'node:fs'
import { join, relative } from 'node:path'
import { lstatOrUndefined } from '../fs/lstat.js'

export type Acceptance =
  { kind: 'accepted'; by: 'agent' | 'runner' } | { kind: 'rejected'; reason: string }

export interface AcceptanceInput {
  top: string
  reportPath: string
  /** Paths the agent wrote, with the change made. */
  writes: ReadonlyArray<{ path: string; change: string }>
  agent: {
    exitCode: number | null
    signal: string | null
    timedOut: boolean
    timeoutMs: number
    /** The tokens reported once they passed max-tokens. */
    overBudget?: number
  }
  /** The final message ('' when none), or null for adapters without one. */
  lastMessage: string | null
}

/** Why the file at `reportPath` is not an acceptable report, or undefined when it is. */
export function reportProblem(top: string, reportPath: string): string | undefined {
  const abs = join(top, reportPath)
  let real: string
  try {
    real = realpathSync(abs)
  } catch {
    return `report '${reportPath}' does not exist after the call`
  }
  const realTop = realpathSync(top)
  if (real !== join(realTop, reportPath)) {
    const rel = relative(realTop, real)
    return rel.startsWith('..') || rel.startsWith('/')
      ? `report '${reportPath}' escapes the repository through a symlink (resolves to '${real}')`
      : `report '${reportPath}' is reached through a symlink (resolves to '${rel}')`
  }
  const stat = lstatSync(abs)
  if (!stat.isFile()) return `report '${reportPath}' is not a regular file`
  if (readFileSync(abs, 'utf8').trim() === '') return `report '${reportPath}' is empty`
  return undefined
}

/**
 * Writes `text` at `reportPath` without following any symlink: every existing folder on
 * the way must be a real folder, and the file itself is opened with O_NOFOLLOW.
 */
export function writeReport(top: string, reportPath: string, text: string): string | undefined {
  const parts = reportPath.split('/')
  let dir = top
  for (const part of parts.slice(0, -1)) {
    dir = join(dir, part)
    const stat = lstatOrUndefined(dir)
    if (!stat) mkdirSync(dir)
    else if (!stat.isDirectory()) {
      return `cannot write report '${reportPath}': '${relative(top, dir)}' is not a real folder`
    }
  }
  const abs = join(top, reportPath)
  const existing = lstatOrUndefined(abs)
  if (existing && !existing.isFile()) {
    return `cannot write report '${reportPath}': it exists and is not a regular file`
  }
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW
  const fd = openSync(abs, flags, 0o644)
  try {
    writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
  return undefined
}

function agentFailure(agent: AcceptanceInput['agent']): string | undefined {
  if (agent.overBudget !== undefined) return `budget exceeded: ${agent.overBudget} tokens`
  if (agent.timedOut) return `agent timed out after ${Math.round(agent.timeoutMs / 1000)} s`
  if (agent.exitCode === null) return `agent was killed by ${agent.signal ?? 'a signal'}`
  if (agent.exitCode !== 0) return `agent exited with code ${agent.exitCode}`
  return undefined
}

export function accept(input: AcceptanceInput): Acceptance {
  const failure = agentFailure(input.agent)
  if (failure) return { kind: 'rejected', reason: failure }
  const written = input.writes.some(
    write => write.path === input.reportPath && write.change !== 'deleted'
  )
  if (written) {
    const problem = reportProblem(input.top, input.reportPath)
    return problem ? { kind: 'rejected', reason: problem } : { kind: 'accepted', by: 'agent' }
  }
  if (input.lastMessage === null) {
    return { kind: 'rejected', reason: `agent did not write the report '${input.reportPath}'` }
  }
  if (input.lastMessage.trim() === '') {
    return { kind: 'rejected', reason: 'agent printed nothing: the last message is empty' }
  }
  const problem = writeReport(input.top, input.reportPath, input.lastMessage)
  if (problem) return { kind: 'rejected', reason: problem }
  return { kind: 'accepted', by: 'runner' }
}
