/** The agent's environment: the runner's, minus anything that could authenticate it. */

/** Never passed, even when named in --pass-env: they would let the agent push or call the API as the workflow. */
const ALWAYS_DROPPED = [/^GITHUB_TOKEN$/, /^GH_TOKEN$/, /^ACTIONS_/, /^GIT_CONFIG_/]

/** Dropped unless named in --pass-env. */
const DROPPED = [
  /TOKEN/i,
  /SECRET/i,
  /PASSWORD/i,
  /PRIVATE_KEY/i,
  /^GIT_ASKPASS$/,
  /^SSH_ASKPASS$/,
  /^SSH_AUTH_SOCK$/
]

/** Names whose values are redacted from stored output (a superset of the dropped ones). */
const SECRET_LOOKING = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL/i

export function isSecretName(name: string): boolean {
  return SECRET_LOOKING.test(name)
}

export interface AgentEnv {
  env: NodeJS.ProcessEnv
  /** Names removed, for the log (never their values). */
  dropped: string[]
  /** Values to redact from stored output: every secret-looking variable, passed or not. */
  secrets: string[]
}

/** Builds the agent's environment from `source`, keeping the names in `passEnv`. */
export function agentEnv(
  source: NodeJS.ProcessEnv,
  passEnv: readonly string[],
  extra: Record<string, string> = {}
): AgentEnv {
  const pass = new Set(passEnv)
  const env: NodeJS.ProcessEnv = {}
  const dropped: string[] = []
  const secrets: string[] = []
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue
    if (isSecretName(name) && value.length >= 6) secrets.push(value)
    const always = ALWAYS_DROPPED.some(pattern => pattern.test(name))
    const unlessPassed = DROPPED.some(pattern => pattern.test(name))
    if (always || (unlessPassed && !pass.has(name))) dropped.push(name)
    else env[name] = value
  }
  return {
    env: { ...env, ...extra, GIT_TERMINAL_PROMPT: '0' },
    dropped: dropped.sort(),
    secrets
  }
}
