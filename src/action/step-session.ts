/** Everything a `step` call sets up once before its transitions. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Repository } from '../git/repository.js'
import { runMode } from '../loop/plan/select.js'
import { openRepo, StepRepo } from '../loop/step-repo.js'
import { prdError, StepSettings as EngineSettings } from '../loop/step-settings.js'
import type { Mode, Prd } from '../loop/types.js'
import type { RunContext } from './context.js'
import { protectedGlobs, type StepSettings } from '../settings/step.js'
import { loadInputPrd } from './validate.js'

export type StepSession = Awaited<ReturnType<typeof openSession>>

export async function openSession(settings: StepSettings, context: RunContext) {
  const cwd = context.workspace
  await new Repository(cwd).requireWorkTree()
  const baseBranch = await checkOutBase(cwd, settings.baseBranch)
  const repo = await openRepo(settings.prd, cwd)
  if (repo.prdRel === undefined)
    throw new Error(
      `The PRD ${settings.prd} is outside the repository ${repo.top}; the step commits it, so it must be inside.`
    )
  const prd = await readPrd(repo, settings.prd)
  const mode = runMode(prd, settings.mode)
  return {
    settings,
    context,
    repo: { ...repo, prdRel: repo.prdRel },
    /** The PRD as the call found it: read once, before the first transition. */
    prd,
    engine: engineSettings(settings, repo.top, repo.prdFile, mode),
    mode,
    baseBranch,
    /** With the token, for the commands that talk to origin. */
    remote: new Repository(repo.top, {
      auth: { token: settings.githubToken, serverUrl: context.serverUrl }
    }),
    identity: await repo.git.identity(),
    agentEnv: withoutToken(process.env, settings.githubToken)
  }
}

export async function readPrd(repo: Pick<StepRepo, 'prdFile'>, name: string): Promise<Prd> {
  const loaded = await loadInputPrd(name, repo.prdFile)
  if (loaded.kind === 'ok') return loaded.prd
  throw prdError(loaded)
}

/**
 * The branch that receives the status commits. With `base-branch`, a local branch of that
 * name is (re)made at HEAD (`git switch -C`; on that branch itself it only adds reflog
 * entries); a push that is not a fast-forward of the remote branch is then rebuilt on its tip
 * like any moved branch.
 */
export async function checkOutBase(cwd: string, wanted: string | undefined): Promise<string> {
  const repo = new Repository(cwd)
  if (wanted === undefined) return repo.currentBranch()
  await repo.switchBranch(wanted)
  return wanted
}

function engineSettings(
  settings: StepSettings,
  top: string,
  prdFile: string,
  mode: Mode
): EngineSettings {
  const policy = settings.policy ?? 'CODEX.md'
  const policyFile = join(top, policy)
  if (policy !== 'CODEX.md' && !existsSync(policyFile))
    throw new Error(
      `Invalid value '${policy}' for input 'policy': no such file in the repository. ` +
        'Expected a path relative to the repository root, or leave it at CODEX.md.'
    )
  return {
    ...settings.engine,
    prd: prdFile,
    mode,
    protect: protectedGlobs(settings),
    ...(existsSync(policyFile) ? { policy: policyFile } : {})
  }
}

/**
 * The engine already drops secret-looking names; this also drops the action's own inputs
 * (INPUT_GITHUB-TOKEN and friends) and any variable that holds the token under another name.
 */
export function withoutToken(env: NodeJS.ProcessEnv, token: string): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('INPUT_')) continue
    if (token !== '' && value !== undefined && value.includes(token)) continue
    out[name] = value
  }
  return out
}
