/** `command: plan`: the `matrix` output of stories that cannot write the same path. */
import * as core from '@actions/core'
import { resolve } from 'node:path'
import { Repository } from '../git/repository.js'
import { parallelPlan } from '../loop/plan/parallel.js'
import { runMode } from '../loop/plan/select.js'
import type { RunContext } from './context.js'
import { protectedGlobs, type PlanSettings } from '../settings/step.js'
import { decisionLine } from '../cli/commands/plan.js'
import { writableFiles } from '../loop/plan/base-files.js'
import { openRepo } from '../loop/step-repo.js'
import { readPrd } from './step-session.js'

export async function runPlan(settings: PlanSettings, context: RunContext): Promise<void> {
  await new Repository(context.workspace).requireWorkTree()
  const prdFile = resolve(context.workspace, settings.prd)
  const prd = await readPrd({ prdFile }, settings.prd)
  const repo = await openRepo(settings.prd, context.workspace)
  const files = await writableFiles(repo, protectedGlobs(settings))
  const plan = parallelPlan(prd, runMode(prd, settings.mode), settings.maxStories, files)
  for (const decision of plan.decisions) core.info(decisionLine(decision))
  core.setOutput('matrix', JSON.stringify(plan.matrix))
  core.info(`matrix: ${JSON.stringify(plan.matrix)}`)
}
