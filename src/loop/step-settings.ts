import type { AgentName } from './agent/adapters/index.js'
import type { PrdLoad } from './prd/prd.js'
import { formatProblem, type Mode } from './types.js'

export const SANDBOX_SETTINGS = ['auto', 'required', 'off'] as const
export type SandboxSetting = (typeof SANDBOX_SETTINGS)[number]

export interface StepSettings {
  prd: string
  /** Default the PRD's `defaults.mode_default`, else audit. */
  mode?: Mode
  agent: AgentName
  agentCommand?: string[]
  /** Default the PRD's `defaults.model_default`. */
  model?: string
  /** Default the PRD's `defaults.reasoning_effort_default`. */
  reasoningEffort?: string
  allowedTools?: string[]
  agentArgs?: string[]
  agentVersion?: string
  timeoutSeconds: number
  maxTokens?: number
  maxTurns?: number
  maxAttempts: number
  passEnv: string[]
  protect: string[]
  killGraceSeconds: number
  /** Default the agent timeout + 2 min. */
  lockTimeoutSeconds?: number
  /** Default CODEX.md at the repository top, else the shipped one. */
  policy?: string
  story?: string
  sandbox?: SandboxSetting
  network?: 'on' | 'off'
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
  const text = loaded.problems.map(formatProblem).join('\n')
  return new StepError(loaded.kind === 'missing' ? 'missing' : 'bad-input', text)
}
