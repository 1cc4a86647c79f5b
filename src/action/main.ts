import * as core from '@actions/core'
import { readRunContext } from './context.js'
import { readSettings } from './inputs.js'
import { describeError } from './result.js'
import type { CleanStart } from '../secrets/reexec.js'
import { isSecretName } from '../secrets/names.js'

/** The secrets an agent could still read in this process's /proc/<pid>/environ, named once. */
function warnUncleanStart(start: CleanStart | undefined): void {
  if (start?.kind !== 'unsupported') return
  // Of the inputs, only the token is a secret (max-content-tokens is not); an empty one is none.
  const secrets = start.names.filter(
    name =>
      (process.env[name] ?? '') !== '' &&
      isSecretName(name) &&
      (!name.startsWith('INPUT_') || name === 'INPUT_GITHUB-TOKEN')
  )
  if (secrets.length === 0) return
  core.warning(
    `ralph-action could not take ${secrets.join(', ')} out of its own environment (${start.reason}): an agent can read them in /proc/<pid>/environ. Run the action on node24, or use the two-job flow (docs/security.md).`
  )
}

export async function run(start?: CleanStart): Promise<void> {
  warnUncleanStart(start)
  await dispatch().catch((error: unknown) => core.setFailed(describeError(error)))
}

/** A command that fails the job throws: run() calls core.setFailed once, with its message. */
async function dispatch(): Promise<void> {
  const settings = readSettings()
  core.info(`ralph-action: ${settings.command}`)
  // No core.setSecret: its ::add-mask:: line would itself print the token. The runner
  // already masks github.token and secrets, and our own messages never carry it.
  const context = readRunContext()
  // Each command loads its own modules, so a scope check never pays for Octokit.
  switch (settings.command) {
    case 'step':
      return (await import('./step.js')).runStep(settings, context)
    case 'publish':
      return (await import('./publish.js')).runPublish(settings, context)
    case 'plan':
      return (await import('./plan.js')).runPlan(settings, context)
    case 'check-scope':
      return (await import('./check-scope.js')).runCheckScope(settings, context)
    case 'validate':
      return (await import('./validate.js')).runValidate(settings, context)
    case 'rename-pdfs':
      return (await import('./pdfs.js')).runRenamePdfs(settings, context)
    case 'undo-pdfs':
      return (await import('./pdfs.js')).runUndoPdfs(settings, context)
  }
}
