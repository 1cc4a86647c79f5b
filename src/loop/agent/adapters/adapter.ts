import type { StepSettings } from '../../step-settings.js'
import type { Mode } from '../../types.js'
import type { TranscriptFormat } from '../transcript.js'

/** What the agent holds instead of the model key: plainly not a key to a scanner or a reader. */
export const PLACEHOLDER = 'ralph-forwarder-holds-the-key'

export type KeyHeader = 'authorization' | 'x-api-key'

export type AgentCall = Partial<
  Pick<
    StepSettings,
    'model' | 'reasoningEffort' | 'agentCommand' | 'allowedTools' | 'maxTurns' | 'agentArgs'
  >
> & {
  /** The agent's working directory. */
  repo: string
  storyId: string
  mode: Mode
  prompt: string
  reportPath: string
  /** The key forwarder's base URL, when the model key stays with ralph. */
  modelBaseUrl?: string
}

/** One process to start: never a shell string. The prompt always goes to stdin. */
export interface Invocation {
  file: string
  args: string[]
  /** Files the runner writes into the scratch folder before the call. */
  files?: Array<{ path: string; content: string }>
}

/** One agent CLI. Listed in index.ts, it is a choice of `agent` everywhere (inputs, flags, docs). */
export interface Adapter<Name extends string = string> {
  readonly name: Name
  /** The JSON-lines transcript on stdout, the last message read from it; none: no last message. */
  readonly transcript?: TranscriptFormat
  /** What `agent-version` installs. */
  readonly npmPackage?: string
  /**
   * Variables that authenticate the agent: passed into its environment, and one of them must
   * be set unless `loginCheck` reports a stored login. Empty: the adapter needs none.
   */
  readonly credentialEnv: readonly string[]
  /**
   * Its config folder: the variable that moves it (passed, never required) and its place under
   * HOME. A confined call gets a copy of the folder's files, and of `files` beside it in HOME.
   */
  readonly configDir?: { env: string; home: string; files?: readonly string[] }
  /**
   * The model API the CLI calls with a key from `credentialEnv`, for the key forwarder: the
   * vendor's URL, the header each key travels in, and what the agent holds instead.
   */
  readonly modelApi?: {
    url: string
    header(credential: string): KeyHeader
    env(credential: string, baseUrl: string): Record<string, string>
  }
  /** The CLI's own login check (exit 0 when logged in), and how to log in. */
  readonly loginCheck?: readonly string[]
  readonly loginHint?: string
  /** It takes `allowed-tools` (tools it may use without asking) and `max-turns`. */
  readonly takesAllowedTools?: true
  readonly efforts: readonly string[]
  /** Flags it sets itself, with why or the input to use instead; codex's `-c` config keys too. */
  readonly reserved: { flags: Readonly<Record<string, string>>; configKeys?: readonly string[] }
  /** `scratch` is a private folder outside the repository. */
  build(call: AgentCall, scratch: string): Invocation
}

/** Model names reach flags: keep them plain. */
export function checkPlain(value: string, what: string): string {
  if (!/^[A-Za-z0-9._:/[\]-]+$/.test(value)) {
    throw new Error(
      `Invalid ${what} '${value}'. Expected letters, digits and . _ : / [ ] - only (for example 'gpt-5-codex' or 'sonnet').`
    )
  }
  return value
}

export function checkEffort(adapter: Pick<Adapter, 'name' | 'efforts'>, value: string): string {
  if (!adapter.efforts.includes(value))
    throw new Error(
      `Invalid reasoning effort '${value}' for ${adapter.name} (the reasoning-effort input or flag, else the PRD's /defaults/reasoning_effort_default). Expected ${adapter.efforts.join(', ')}.`
    )
  return value
}
