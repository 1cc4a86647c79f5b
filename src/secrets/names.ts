/** Which environment variables are secrets, and which are the basics any program gets. */

/** Names whose values are redacted from stored output and kept from git and the agent. */
const SECRET_LOOKING =
  /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL|_AUTH$|DATABASE_URL/i

/** The workflow's own credentials and the action's inputs (`INPUT_GITHUB-TOKEN`). */
const WORKFLOW = [/^GITHUB_TOKEN$/, /^GH_TOKEN$/, /^ACTIONS_/, /^INPUT_/]

export function isSecretName(name: string): boolean {
  return SECRET_LOOKING.test(name)
}

export function isWorkflowCredential(name: string): boolean {
  return WORKFLOW.some(pattern => pattern.test(name))
}

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
