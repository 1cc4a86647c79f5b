import type { AgentName } from './agent/adapters/index.js'
import type { PrdLoad } from './prd/prd.js'
import type { Mode } from './types.js'

export const SANDBOX_SETTINGS = ['auto', 'required', 'off'] as const
export type SandboxSetting = (typeof SANDBOX_SETTINGS)[number]

/** The CLI and the action build it. */
export interface StepSettings {
  /** The PRD file, absolute or relative to the working directory. */
  prd: string
  /** The run's mode; default the PRD's `defaults.mode_default`, else audit. */
  mode?: Mode
  agent: AgentName
  /** The `command` adapter's argv template. */
  agentCommand?: string[]
  /** Model for the agent; default the PRD's `defaults.model_default`. */
  model?: string
  /** Reasoning effort (codex, claude); default the PRD's `defaults.reasoning_effort_default`. */
  reasoningEffort?: string
  /** Claude Code's `--allowedTools`. */
  allowedTools?: string[]
  /** Extra argv after the adapter's own (checked against the flags it reserves). */
  agentArgs?: string[]
  /** The version the agent's `--version` must report (the action installed it). */
  agentVersion?: string
  timeoutSeconds: number
  /** Tokens an attempt may use: past them the agent is stopped and the attempt fails. */
  maxTokens?: number
  /** Claude Code's `--max-turns`. */
  maxTurns?: number
  /** Failed attempts after which a story is skipped. */
  maxAttempts: number
  /** Variable names passed to the agent although they look secret (its own API key). */
  passEnv: string[]
  /** Globs protected in addition to the defaults. */
  protect: string[]
  /** Seconds between SIGTERM and SIGKILL when the agent times out. */
  killGraceSeconds: number
  /** How long to wait for another step holding the lock; default the agent timeout + 2 min. */
  lockTimeoutSeconds?: number
  /** The policy appended to the prompt; default CODEX.md at the repository top, else the shipped one. */
  policy?: string
  /** Run this story (it must be open; its own mode applies) instead of the selected one. */
  story?: string
  /** Confine the agent: when the machine can (auto, the default), always (required), or never (off). */
  sandbox?: SandboxSetting
  /** The agent's network: on (the default), or loopback only (off; needs the sandbox). */
  network?: 'on' | 'off'
  /** Where the key forwarder sends the agent's model requests; default the vendor's API. */
  modelApiUrl?: string
}

export const STEP_DEFAULTS = {
  agent: 'codex',
  timeoutSeconds: 900,
  maxAttempts: 3,
  killGraceSeconds: 5,
  sandbox: 'auto',
  network: 'on'
} as const satisfies Partial<StepSettings>

export function stepSettings(
  over: Partial<StepSettings> & Pick<StepSettings, 'prd'>
): StepSettings {
  return { ...STEP_DEFAULTS, passEnv: [], protect: [], ...over }
}

/** Why a step could not run; the CLI maps `code` to an exit code. */
export class StepError extends Error {
  constructor(
    readonly code:
      | 'bad-input'
      | 'missing'
      | 'agent-not-ready'
      | 'sandbox-unavailable'
      | 'agent-not-started'
      | 'lock-held'
      | 'interrupted'
      | 'repository-altered',
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'StepError'
  }
}

/** The error for a PRD that did not load: each problem as `FILE: /pointer: what (fix)`. */
export function prdError(loaded: Exclude<PrdLoad, { kind: 'ok' }>): StepError {
  const problems = loaded.kind === 'missing' ? [loaded.problem] : loaded.problems
  const lines = problems.map(p => `${p.file}: ${p.pointer || '/'}: ${p.message} (${p.fix})`)
  return new StepError(loaded.kind === 'missing' ? 'missing' : 'bad-input', lines.join('\n'))
}
