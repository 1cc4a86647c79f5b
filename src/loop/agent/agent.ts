/** One agent call: `prepareAgent` (argv, environment, confinement, preflight), then `runAgent`. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Adapter, AgentCall } from './adapters/adapter.js'
import { confine, planSandbox } from './confinement.js'
import { agentEnv } from './env.js'
import { Forwarder, parseUpstream, startForwarder } from './forwarder.js'
import { preflight } from './preflight.js'
import { run } from '../../process/run.js'
import { STEP_DEFAULTS, StepError, type StepSettings } from '../step-settings.js'
import { redact } from '../../process/redact.js'
import { followTranscript } from './transcript.js'
import { createSha256, sha256Hex } from '../../fs/hash.js'

export type AgentOptions = Pick<
  StepSettings,
  | 'passEnv'
  | 'timeoutSeconds'
  | 'killGraceSeconds'
  | 'agentVersion'
  | 'sandbox'
  | 'network'
  | 'maxTokens'
  | 'modelApiUrl'
> & {
  /** Scrubbed before the agent sees it. */
  env: NodeJS.ProcessEnv
  signal?: AbortSignal
  warn?: (message: string) => void
  progress?: (event: AgentProgress) => void
}

export type AgentProgress = { kind: 'tokens'; tokens: number } | { kind: 'message'; text: string }

/** Recorded in the `story_start` event. */
export type AgentIdentity = PreparedAgent['identity']

export type AgentRan = Awaited<ReturnType<typeof runAgent>>
/** What the events log records of a call (no raw output: only hashes and a redacted tail). */
export type AgentRecord = AgentRan['record']

export type PreparedAgent = Awaited<ReturnType<typeof prepareAgent>>

const TAIL_LINES = 50
const TAIL_BYTES = 256 * 1024
/** A transcript is cut here rather than filling the memory. */
const MAX_TRANSCRIPT = 16 * 1024 * 1024

function tailLines(tail: string): string[] {
  const lines = tail.split(/\r?\n/)
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines.slice(-TAIL_LINES)
}

/** Throws a StepError: bad input (an effort or argument the adapter refuses), or a refusal. */
export async function prepareAgent(adapter: Adapter, call: AgentCall, options: AgentOptions) {
  const scratch = mkdtempSync(join(tmpdir(), 'ralph-agent-'))
  let forwarder: Forwarder | undefined
  const dispose = (): void => {
    forwarder?.close()
    rmSync(scratch, { recursive: true, force: true })
  }
  try {
    // A key the adapter calls its model with stays here (even when pass-env names it): the
    // agent gets the key forwarder's URL and a placeholder instead (keyEnv).
    const api = adapter.modelApi
    const credential = adapter.credentialEnv.find(name => (options.env[name] ?? '').trim() !== '')
    let keyEnv: Record<string, string> | undefined
    if (api !== undefined && credential !== undefined) {
      forwarder = await startForwarder({
        upstream: parseUpstream(options.modelApiUrl ?? api.url),
        header: api.header(credential),
        key: options.env[credential] ?? ''
      })
      keyEnv = api.env(credential, forwarder.baseUrl)
    }
    const invocation = adapter.build({ ...call, modelBaseUrl: forwarder?.baseUrl }, scratch)
    const config = adapter.configDir ? [adapter.configDir.env] : []
    const allow = [...options.passEnv, ...adapter.credentialEnv, ...config].filter(
      name => keyEnv === undefined || !adapter.credentialEnv.includes(name)
    )
    const scrubbed = agentEnv(options.env, allow, {
      RALPH_STORY_ID: call.storyId,
      RALPH_REPORT_PATH: call.reportPath,
      RALPH_MODE: call.mode,
      ...keyEnv
    })
    const network = (options.network ?? STEP_DEFAULTS.network) === 'on'
    const plan = await planSandbox(options.sandbox ?? STEP_DEFAULTS.sandbox, network, options.env)
    const inside =
      plan.kind === 'confined'
        ? confine(adapter, plan, { env: scrubbed.env, repo: call.repo, invocation, scratch })
        : undefined
    const env = inside?.env ?? scrubbed.env
    const { dropped, secrets } = scrubbed
    const version = await preflight(adapter, invocation.file, {
      env,
      cwd: call.repo,
      secrets,
      expectedVersion: options.agentVersion,
      confine: inside?.confine
    })
    if (plan.kind === 'unconfined' && plan.warning) options.warn?.(plan.warning)
    for (const file of invocation.files ?? []) writeFileSync(file.path, file.content)
    // The prompt is on stdin, never in the argv.
    const argv = [invocation.file, ...invocation.args].map(arg => redact(arg, secrets))
    const identity = { name: adapter.name, version, model: call.model ?? null, argv }
    return {
      call,
      options,
      identity,
      invocation,
      transcript: adapter.transcript,
      env,
      dropped,
      secrets,
      sandbox: plan.use,
      confine: inside?.confine,
      dispose
    }
  } catch (error) {
    dispose()
    if (error instanceof StepError) throw error
    throw new StepError('bad-input', (error as Error).message, { cause: error })
  }
}

/** Throws only when the program did not start, never for the agent's behaviour. */
export async function runAgent(agent: PreparedAgent) {
  const { invocation, transcript: format, secrets, call, options } = agent
  const hash = createSha256()
  const { maxTokens, progress } = options
  const follower =
    format &&
    followTranscript(format, text => progress?.({ kind: 'message', text: redact(text, secrets) }))
  // A spent budget stops the call as Ctrl-C would, but the attempt counts.
  const budget = new AbortController()
  let overBudget: number | undefined
  let reported = 0
  const onStdout = (chunk: Buffer): void => {
    hash.update(chunk)
    if (!follower) return
    follower.push(chunk)
    const tokens = follower.tokens()
    if (tokens !== reported) progress?.({ kind: 'tokens', tokens: (reported = tokens) })
    if (maxTokens !== undefined && tokens > maxTokens && overBudget === undefined) {
      overBudget = tokens
      budget.abort()
    }
  }
  const ran = await run(invocation.file, invocation.args, {
    cwd: call.repo,
    env: agent.env,
    input: call.prompt,
    timeoutMs: options.timeoutSeconds * 1000,
    graceMs: options.killGraceSeconds * 1000,
    signal: options.signal ? AbortSignal.any([options.signal, budget.signal]) : budget.signal,
    onStdout,
    keepStdout: format ? MAX_TRANSCRIPT : 0,
    tailBytes: TAIL_BYTES,
    secrets,
    confine: agent.confine
  })
  if (ran.kind === 'not-started') {
    const error =
      ran.code === 'ENOENT'
        ? `agent program '${invocation.file}' not found on PATH (install it, or choose another with --agent)`
        : `could not start '${invocation.file}': ${ran.error}`
    throw new StepError('agent-not-started', error)
  }
  const transcript = format ? redact(ran.stdout, secrets) : null
  const read = follower?.summary()
  // The tokens reported once they passed max-tokens (the call stopped there, or had ended);
  // the final count (claude's result) may pass the limit the running count had not.
  const total = (read?.usage.tokens?.input ?? 0) + (read?.usage.tokens?.output ?? 0)
  if (maxTokens !== undefined && total > maxTokens) overBudget ??= total
  // A transcript adapter that produced no message gives '' (a failure); the others null.
  const lastMessage = read ? read.lastMessage : null
  return {
    lastMessage,
    transcript,
    record: {
      exitCode: ran.exitCode,
      signal: ran.signal,
      timedOut: ran.timedOut,
      interrupted: ran.interrupted && options.signal?.aborted === true,
      durationMs: ran.durationMs,
      stdoutSha256: hash.digest('hex'),
      lastMessageSha256: lastMessage === null ? null : sha256Hex(lastMessage),
      tail: tailLines(ran.tail),
      usage: read?.usage ?? {},
      ...(overBudget !== undefined ? { overBudget } : {})
    }
  }
}
