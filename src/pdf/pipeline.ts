/**
 * One rename batch as steps over a shared state (batch.ts), the effects through a mover. Every
 * file ends in one status: renamed (planned in a dry run), unchanged, skipped or failed.
 */
import { lstatSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { newRunId } from '../fs/run-id.js'
import { summarize, type Batch, type BatchDependencies, type BatchReport } from './batch.js'
import { fileSystemMover } from './apply/fs-mover.js'
import { loadRules } from './decide/rules.js'
import type { RenameSettings } from './settings.js'
import { applyRenames, checkFolders, checkWritable, commitRenames } from './steps-apply.js'
import { analyseFiles, planNames, refineWithModel, weighNames } from './steps-decide.js'
import { discover, readFiles, skipAlreadyNamed } from './steps-read.js'

const STEPS = [
  discover,
  skipAlreadyNamed,
  readFiles,
  analyseFiles,
  refineWithModel,
  weighNames,
  planNames,
  checkFolders,
  checkWritable,
  applyRenames,
  commitRenames
]

export async function renameBatch(
  settings: RenameSettings,
  deps: BatchDependencies = {}
): Promise<BatchReport> {
  const now = deps.now ?? (() => new Date())
  const cwd = deps.cwd ?? process.cwd()
  const rulesFile = settings.rulesFile === undefined ? undefined : resolve(cwd, settings.rulesFile)
  const startedAt = now()
  const batch: Batch = {
    settings,
    deps: { ...deps, cwd, now, runId: deps.runId ?? newRunId(startedAt) },
    startedAt,
    rules: deps.rules ?? (await loadRules(rulesFile)),
    items: [],
    plan: [],
    mover: deps.mover ?? fileSystemMover({ roots: runRoots(settings, cwd), ops: deps.ops, cwd }),
    undoLog: '',
    undoLogUsed: false,
    threads: 0,
    warnings: []
  }
  for (const step of STEPS) await step(batch)
  return summarize(batch)
}

function runRoots(settings: RenameSettings, cwd: string): string[] {
  const given = settings.paths.map(path => resolve(cwd, path))
  const roots = given.map(path =>
    lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true ? path : dirname(path)
  )
  for (const dir of [settings.outDir, settings.reviewDir])
    if (dir !== undefined) roots.push(resolve(cwd, dir))
  return [...new Set(roots)]
}
