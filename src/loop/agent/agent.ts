/**
 * One agent call: build the argv with the adapter, scrub the environment, run the program
 * in its own process group with the prompt on stdin, and record what happened.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Adapter, AgentCall } from './adapters/adapter.js'
import { agentEnv } from './env.js'
import { runInGroup } from './process-group.js'
import { redact } from './redact.js'

export interface AgentOptions {
  /** The runner's environment, scrubbed before the agent sees it. */
  env: NodeJS.ProcessEnv
  passEnv: readonly string[]
  timeoutMs: number
  /** Between SIGTERM and SIGKILL on timeout. */
  graceMs: number
  signal?: AbortSignal
}

/** What the events log records of a call (no raw output: only hashes and a redacted tail). */
export interface AgentRecord {
  argv: string[]
  exitCode: number | null
  signal: string | null
  timedOut: boolean
  interrupted: boolean
  durationMs: number
  stdoutSha256: string
  lastMessageSha256: string | null
  /** The last 50 lines of stdout and stderr, redacted. */
  tail: string[]
  droppedEnv: string[]
}

export type AgentResult =
  | {
      kind: 'ran'
      record: AgentRecord
      /** The final message ('' when none came), or null for adapters without one. */
      lastMessage: string | null
    }
  | { kind: 'not-started'; argv: string[]; error: string; durationMs: number }

const TAIL_LINES = 50

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function tailLines(bytes: Buffer, secrets: readonly string[]): string[] {
  const lines = redact(bytes.toString('utf8'), secrets).split(/\r?\n/)
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines.slice(-TAIL_LINES)
}

function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** Runs the agent once. Never throws for the agent's behaviour, only for a bad adapter call. */
export async function callAgent(
  adapter: Adapter,
  call: AgentCall,
  options: AgentOptions
): Promise<AgentResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'ralph-agent-'))
  try {
    const invocation = adapter.build(call, scratch)
    for (const file of invocation.files) writeFileSync(file.path, file.content)
    const { env, dropped, secrets } = agentEnv(options.env, options.passEnv, {
      RALPH_STORY_ID: call.storyId,
      RALPH_REPORT_PATH: call.reportPath,
      RALPH_MODE: call.mode
    })
    const argv = [invocation.file, ...invocation.args]
    const run = await runInGroup(invocation.file, invocation.args, {
      cwd: call.repo,
      env,
      input: call.prompt,
      timeoutMs: options.timeoutMs,
      graceMs: options.graceMs,
      signal: options.signal,
      keepStdout: invocation.lastMessage.from === 'stdout'
    })
    if (run.kind === 'not-started') {
      const error =
        run.code === 'ENOENT'
          ? `agent program '${invocation.file}' not found on PATH (install it, or choose another with --agent)`
          : `could not start '${invocation.file}': ${run.error}`
      return { kind: 'not-started', argv, error, durationMs: run.durationMs }
    }
    // A last-message adapter that produced none gives '' (a failure), never null.
    const source = invocation.lastMessage
    const lastMessage =
      source.from === 'file'
        ? (readIfPresent(source.path) ?? '')
        : source.from === 'stdout'
          ? (run.stdoutText ?? '')
          : null
    return {
      kind: 'ran',
      lastMessage,
      record: {
        argv: argv.map(arg => redact(arg, secrets)),
        exitCode: run.exitCode,
        signal: run.signal,
        timedOut: run.timedOut,
        interrupted: run.interrupted,
        durationMs: run.durationMs,
        stdoutSha256: run.stdout.sha256,
        lastMessageSha256: lastMessage === null ? null : sha256(lastMessage),
        tail: tailLines(run.tail, secrets),
        droppedEnv: dropped
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
