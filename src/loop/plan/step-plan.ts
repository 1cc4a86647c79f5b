/** What a step will do, decided before the agent runs: the story, its prompt and its scope. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createdPath } from './paths.js'
import { defaultPolicyPath, readPolicy } from './policy.js'
import { loadPrd } from '../prd/prd.js'
import { buildPrompt } from './prompt.js'
import { compileScope, protection, ScopePolicy } from '../scope.js'
import { runMode, selectNextStory, storyStatus } from './select.js'
import type { StepRepo } from '../step-repo.js'
import { prdError, StepError, StepSettings } from '../step-settings.js'
import { attemptNumber } from '../transition.js'
import type { Mode, Prd, Story } from '../types.js'

export interface Plan {
  prd: Prd
  story: Story
  attempt: number
  reportPath: string
  prompt: string
  scope: ScopePolicy
}

export async function loadValidPrd(repo: StepRepo, name: string): Promise<Prd> {
  const loaded = await loadPrd(name, repo.prdFile)
  if (loaded.kind === 'ok') return loaded.prd
  throw prdError(loaded)
}

async function policyText(top: string, flag: string | undefined): Promise<string> {
  if (flag !== undefined) return readPolicy(flag)
  const own = join(top, 'CODEX.md')
  return readPolicy(existsSync(own) ? own : defaultPolicyPath())
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

export async function plan(settings: StepSettings, repo: StepRepo): Promise<Plan | Mode> {
  const prd = await loadValidPrd(repo, settings.prd)
  const mode = runMode(prd, settings.mode)
  const story =
    settings.story === undefined ? selectNextStory(prd, mode) : namedStory(prd, settings.story)
  if (!story) return mode
  const reportPath = createdPath(story)
  if (reportPath === undefined) {
    throw new StepError(
      'bad-input',
      `Story '${story.id}' has no valid Created path; run 'ralph validate'.`
    )
  }
  const protect = protection(repo.prdRel, settings.protect)
  const prompt = buildPrompt(story, await policyText(repo.top, settings.policy), {
    protectedPaths: [...protect.protectedPaths, ...protect.protectedGlobs],
    lintDetectionOrder: prd.defaults?.lint_detection_order
  })
  const scope: ScopePolicy = { mode: story.mode, scope: story.scope, reportPath, ...protect }
  if (compileScope(scope)({ path: reportPath }).kind === 'violation') {
    throw new StepError(
      'bad-input',
      `Story '${story.id}': its report path '${reportPath}' is protected (the PRD, CODEX.md, .runtime/, .git/, .github/workflows/ or --protect); choose a report path outside them, for example under .ralph/reports/.`
    )
  }
  return { prd, story, attempt: attemptNumber(story), reportPath, prompt, scope }
}
