/** `command: plan`: the `matrix` output of stories that cannot write the same path. */
import * as core from '@actions/core'
import { realpathSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import { Repository } from '../git/repository.js'
import { writableFiles } from '../loop/plan/base-files.js'
import { parallelPlan } from '../loop/plan/parallel.js'
import { runMode } from '../loop/plan/select.js'
import type { RunContext } from './context.js'
import { protectedGlobs, type PlanSettings } from '../settings/step.js'
import { CommandResult, OK } from './result.js'
import { readPrd } from './step-session.js'

export async function runPlan(settings: PlanSettings, context: RunContext): Promise<CommandResult> {
  const repo = new Repository(context.workspace)
  await repo.requireWorkTree()
  const top = realpathSync((await repo.paths()).top)
  const prdFile = isAbsolute(settings.prd) ? settings.prd : join(context.workspace, settings.prd)
  const prdRel = relative(top, realpathSync(prdFile)).split(sep).join('/')
  const prd = await readPrd({ prdFile }, settings.prd)
  const plan = parallelPlan(
    prd,
    runMode(prd, settings.mode),
    settings.maxStories,
    await writableFiles(top, prdRel, protectedGlobs(settings))
  )
  for (const decision of plan.decisions)
    core.info(
      `${decision.chosen ? 'IN ' : 'OUT'} ${decision.story}: ${decision.reasons.join('; ')}`
    )
  core.setOutput('matrix', JSON.stringify(plan.matrix))
  core.info(`matrix: ${JSON.stringify(plan.matrix)}`)
  return OK
}
