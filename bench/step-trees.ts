/**
 * Loading two checkouts' step code side by side in one bench process (step-pair.ts,
 * step-phases.ts; snapshot-pair.ts loads the snapshot alone), and what those benches measure
 * of the children. tsx compiles each tree's src/ on import, so both trees need node_modules.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface StepTree {
  name: string
  runLoop: (
    settings: unknown,
    steps: number,
    deps: unknown
  ) => Promise<{ steps: { kind: string }[] }>
  stepSettings: (input: Record<string, unknown>) => unknown
}

/** The URL of a module of the tree in `dir` (its sources). */
export function treeModule(dir: string, path: string): string {
  return pathToFileURL(join(resolve(dir), 'src', path)).href
}

export async function loadStepTree(dir: string): Promise<StepTree> {
  const run = (await import(treeModule(dir, 'loop/run.ts'))) as Pick<StepTree, 'runLoop'>
  const { STEP_DEFAULTS } = (await import(treeModule(dir, 'loop/step-settings.ts'))) as {
    STEP_DEFAULTS: object
  }
  return {
    name: dir,
    runLoop: run.runLoop,
    stepSettings: over => ({ ...STEP_DEFAULTS, passEnv: [], protect: [], ...over })
  }
}

/**
 * A fixing step of fixing.json whose agent writes the report and exits (bench/step.bench.ts's).
 * `RALPH_STEP_SANDBOX=off` runs it unconfined, as a tree from before the sandbox does.
 */
export function passingStep(tree: StepTree): unknown {
  const sandbox = process.env.RALPH_STEP_SANDBOX
  return tree.stepSettings({
    prd: 'fixing.json',
    mode: 'fixing',
    agent: 'command',
    agentCommand: ['install', '-D', '{prompt_file}', '{report_path}'],
    ...(sandbox === undefined ? {} : { sandbox })
  })
}

/** CPU ms of the waited-for children so far (cutime + cstime, in clock ticks of 10 ms). */
export function childrenCpuMs(): number {
  const fields = (readFileSync('/proc/self/stat', 'utf8').split(') ')[1] ?? '').split(' ')
  return (Number(fields[13]) + Number(fields[14])) * 10
}
