/**
 * The agent's environment, by allowlist: the process basics, the CI context, the adapter's
 * own names and `pass-env`. Everything else is dropped (its name is logged, never its value):
 * a denylist cannot know that DATABASE_URL or GOOGLE_APPLICATION_CREDENTIALS are secrets.
 */

import { isBasic, isSecretName, isWorkflowCredential } from '../../secrets/names.js'

/** Also returns the names dropped (for the log) and every secret-looking value (to redact). */
export function agentEnv(
  source: NodeJS.ProcessEnv,
  allow: readonly string[],
  extra: Record<string, string> = {}
): { env: NodeJS.ProcessEnv; dropped: string[]; secrets: string[] } {
  const allowed = new Set(allow)
  const env: NodeJS.ProcessEnv = {}
  const dropped: string[] = []
  const secrets: string[] = []
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue
    if (isSecretName(name) && value.length >= 6) secrets.push(value)
    // Never passed, even named in pass-env: the workflow's credentials, git's per-command ones.
    const never = isWorkflowCredential(name) || name.startsWith('GIT_CONFIG_')
    const kept = !never && (isBasic(name) || allowed.has(name))
    if (kept) env[name] = value
    else dropped.push(name)
  }
  return {
    env: { ...env, ...extra, GIT_TERMINAL_PROMPT: '0' },
    dropped: dropped.sort(),
    secrets
  }
}
