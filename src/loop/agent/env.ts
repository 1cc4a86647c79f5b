/**
 * The agent's environment, by allowlist: the process basics, the CI context, the adapter's
 * own names and `pass-env`. Everything else is dropped (its name is logged, never its value):
 * a denylist cannot know that DATABASE_URL or GOOGLE_APPLICATION_CREDENTIALS are secrets.
 */

import { isSecretName, isWorkflowCredential } from '../../secrets/names.js'

export { isSecretName }

/** What any program needs to run: the shell basics, locale, proxies and CA certificates. */
const BASICS = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TERM',
  'TMPDIR',
  'CI',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'NODE_EXTRA_CA_CERTS'
])

/**
 * The runner's file commands: writing to them changes later steps of the job (environment,
 * PATH, outputs), so the agent is not told where they are.
 */
const FILE_COMMANDS = new Set([
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
])

/** The non-secret context of a CI run: GITHUB_* and RUNNER_* (no tokens, no file commands). */
function isCiContext(name: string): boolean {
  if (!/^(GITHUB|RUNNER)_/.test(name)) return false
  return !FILE_COMMANDS.has(name) && !isSecretName(name)
}

/** True when `name` reaches the agent without being named anywhere. */
export function isBasic(name: string): boolean {
  return BASICS.has(name) || name.startsWith('LC_') || isCiContext(name)
}

/** Never passed, even when named in pass-env: the workflow's credentials and git's per-command ones. */
export function isNeverPassed(name: string): boolean {
  return isWorkflowCredential(name) || name.startsWith('GIT_CONFIG_')
}

export interface AgentEnv {
  env: NodeJS.ProcessEnv
  /** Names removed, for the log (never their values). */
  dropped: string[]
  /** Values to redact from stored output: every secret-looking variable, passed or not. */
  secrets: string[]
}

/**
 * Builds the agent's environment from `source`: the basics plus the names in `allow` (the
 * adapter's own names and pass-env), never the workflow's credentials.
 */
export function agentEnv(
  source: NodeJS.ProcessEnv,
  allow: readonly string[],
  extra: Record<string, string> = {}
): AgentEnv {
  const allowed = new Set(allow)
  const env: NodeJS.ProcessEnv = {}
  const dropped: string[] = []
  const secrets: string[] = []
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue
    if (isSecretName(name) && value.length >= 6) secrets.push(value)
    const kept = !isNeverPassed(name) && (isBasic(name) || allowed.has(name))
    if (kept) env[name] = value
    else dropped.push(name)
  }
  return {
    env: { ...env, ...extra, GIT_TERMINAL_PROMPT: '0' },
    dropped: dropped.sort(),
    secrets
  }
}
