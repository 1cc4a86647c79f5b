/**
 * Which environment variables are secrets. Shared by the agent's environment, ralph's own
 * git and the re-execution that keeps them out of /proc/<pid>/environ.
 */

/** Names whose values are redacted from stored output and kept from git and the agent. */
const SECRET_LOOKING =
  /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL|_AUTH$|DATABASE_URL/i

/** The workflow's own credentials and the action's inputs (`INPUT_GITHUB-TOKEN`). */
const WORKFLOW = [/^GITHUB_TOKEN$/, /^GH_TOKEN$/, /^ACTIONS_/, /^INPUT_/]

export function isSecretName(name: string): boolean {
  return SECRET_LOOKING.test(name)
}

/** Variables that let their holder push or call the API as the workflow. */
export function isWorkflowCredential(name: string): boolean {
  return WORKFLOW.some(pattern => pattern.test(name))
}

/** `source` without secrets and workflow credentials; `keep(name)` names exceptions. */
export function withoutSecrets(
  source: NodeJS.ProcessEnv,
  keep: (name: string) => boolean = () => false
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue
    if (!keep(name) && (isSecretName(name) || isWorkflowCredential(name))) continue
    env[name] = value
  }
  return env
}
