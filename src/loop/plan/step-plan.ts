/** What a step will do, decided before the agent runs: the story, its prompt and its scope. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createdPath } from './paths.js'
import { readFile } from 'node:fs/promises'
import { packageFile } from '../../package-files.js'
import { loadPrd } from '../prd/prd.js'
import { buildPrompt } from './prompt.js'
import { compileScope, protection, ScopePolicy } from '../scope.js'
import { runMode, selectNextStory, storyStatus } from './select.js'
import type { StepRepo } from '../step-repo.js'
import { prdError, StepError, StepSettings } from '../step-settings.js'
import { attemptNumber } from '../transition.js'
import type { Mode, Prd, Story } from '../types.js'

export type Plan = Exclude<Awaited<ReturnType<typeof plan>>, Mode>

export async function loadValidPrd(repo: StepRepo, name: string): Promise<Prd> {
  const loaded = await loadPrd(name, repo.prdFile)
  if (loaded.kind === 'ok') return loaded.prd
  throw prdError(loaded)
}

/** The policy file the flag names, else CODEX.md at the top, else the one shipped with ralph. */
async function policyText(top: string, flag: string | undefined): Promise<string> {
  const own = join(top, 'CODEX.md')
  const path = flag ?? (existsSync(own) ? own : packageFile('CODEX.md'))
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read the agent policy ${path}: ${(error as Error).message}`, {
      cause: error
    })
  }
}

/** The prompt of `ralph step`, so `ralph next --prompt` prints its exact bytes. */
export async function storyPrompt(
  story: Story,
  prd: Prd,
  repo: Pick<StepRepo, 'top' | 'prdRel'>,
  settings: Pick<StepSettings, 'policy' | 'protect'>
): Promise<string> {
  const protect = protection(repo.prdRel, settings.protect)
  return buildPrompt(story, await policyText(repo.top, settings.policy), {
    protectedPaths: [...protect.protectedPaths, ...protect.protectedGlobs],
    lintDetectionOrder: prd.defaults?.lint_detection_order
  })
}

/** The story `--story` names: it must exist and be open. */
export function namedStory(prd: Prd, id: string): Story {
  const story = prd.stories.find(s => s.id === id)
  if (story === undefined)
    throw new StepError(
      'bad-input',
      `Story '${id}' is not in the PRD. Expected one of: ${prd.stories.map(s => s.id).join(', ')}.`
    )
  const status = storyStatus(story)
  if (status !== 'open')
    throw new StepError(
      'bad-input',
      `Story '${id}' is ${status}, not open: only an open story runs (reset it in the PRD to run it again).`
    )
  return story
}

export async function plan(settings: StepSettings, repo: StepRepo) {
  const prd = await loadValidPrd(repo, settings.prd)
  const mode = runMode(prd, settings.mode)
  const story =
    settings.story === undefined ? selectNextStory(prd, mode) : namedStory(prd, settings.story)
  if (!story) return mode
  // A valid PRD gives every story one safe Created path (prd-checks.ts).
  const reportPath = createdPath(story) as string
  const protect = protection(repo.prdRel, settings.protect)
  const prompt = await storyPrompt(story, prd, repo, settings)
  const scope: ScopePolicy = { mode: story.mode, scope: story.scope, reportPath, ...protect }
  if (compileScope(scope)({ path: reportPath }).kind === 'violation') {
    throw new StepError(
      'bad-input',
      `Story '${story.id}': its report path '${reportPath}' is protected (the PRD, CODEX.md, .runtime/, .git/, .github/workflows/ or --protect); choose a report path outside them, for example under .ralph/reports/.`
    )
  }
  return { prd, story, attempt: attemptNumber(story), reportPath, prompt, scope }
}
