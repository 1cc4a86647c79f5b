/**
 * A workflow file as the rehearsal runs it: parsed, validated and converted by GitHub's own
 * @actions/workflow-parser (which also gives every `if:` without a status function its implicit
 * `success() && (…)`). Its model leaves out a step's `with:` and `shell:`; those are read from
 * the parsed tokens. A key whose behaviour the rehearsal does not emulate fails here, loudly,
 * before anything runs.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import {
  convertWorkflowTemplate,
  isMapping,
  isSequence,
  NoOperationTraceWriter,
  parseWorkflow,
  type WorkflowTemplate
} from '@actions/workflow-parser'
import type { MappingToken, TemplateToken } from '@actions/workflow-parser/templates/tokens/index'

export interface WorkflowStep {
  /** The `id:` written in the file (only those are in the `steps` context). */
  id: string | undefined
  /** `name:`, which may hold an expression. */
  name: TemplateToken | undefined
  /** For logs when there is no name: `uses`, else the first line of `run`. */
  label: string
  /** The condition as the parser converted it, status function included. */
  if: string
  uses: string | undefined
  run: TemplateToken | undefined
  shell: string | undefined
  with: MappingToken | undefined
  env: MappingToken | undefined
  continueOnError: boolean | TemplateToken
}

export interface WorkflowJob {
  id: string
  needs: string[]
  if: string
  env: MappingToken | undefined
  outputs: MappingToken | undefined
  strategy: TemplateToken | undefined
  steps: WorkflowStep[]
}

export interface Workflow {
  file: string
  name: string
  env: MappingToken | undefined
  /** `on.workflow_dispatch.inputs`, for the `inputs` context's defaults. */
  dispatchInputs: NonNullable<WorkflowTemplate['events']['workflow_dispatch']>['inputs']
  jobs: WorkflowJob[]
}

// What the rehearsal knowingly ignores (runs-on, timeouts, permissions, concurrency: one
// runner, nothing times out, the token is the test's) or emulates; anything else throws.
const WORKFLOW_KEYS = ['name', 'on', 'concurrency', 'permissions', 'env', 'jobs']
const JOB_KEYS = [
  'name',
  'runs-on',
  'timeout-minutes',
  'permissions',
  'concurrency',
  'needs',
  'if',
  'env',
  'outputs',
  'strategy',
  'steps'
]
const STEP_KEYS = [
  'id',
  'name',
  'if',
  'uses',
  'with',
  'run',
  'shell',
  'env',
  'continue-on-error',
  'timeout-minutes'
]

export async function loadWorkflow(file: string): Promise<Workflow> {
  const parsed = parseWorkflow(
    { name: basename(file), content: readFileSync(file, 'utf8') },
    new NoOperationTraceWriter()
  )
  const errors = parsed.context.errors.getErrors().map(e => e.message)
  if (errors.length > 0 || parsed.value === undefined)
    throw new Error(`${file} does not parse as a workflow:\n${errors.join('\n')}`)
  const template = await convertWorkflowTemplate(parsed.context, parsed.value)
  if (template.errors?.length)
    throw new Error(`${file}: ${template.errors.map(e => e.Message).join('\n')}`)

  const root = mapping(parsed.value)
  expectKeys(root, WORKFLOW_KEYS, file)
  const rawJobs = mapping(root.find('jobs'))
  return {
    file,
    name: root.find('name')?.toString() ?? basename(file),
    env: optionalMapping(root.find('env')),
    dispatchInputs: template.events.workflow_dispatch?.inputs,
    jobs: template.jobs.map(job => {
      if (job.type !== 'job') throw new Error(`${file}: reusable workflows are not emulated`)
      const id = job.id.value
      const raw = mapping(rawJobs.find(id))
      expectKeys(raw, JOB_KEYS, `${file}: jobs.${id}`)
      const rawSteps = raw.find('steps')
      if (rawSteps === undefined || !isSequence(rawSteps))
        throw new Error(`${file}: jobs.${id} has no steps`)
      return {
        id,
        needs: (job.needs ?? []).map(need => need.value),
        if: job.if.expression,
        env: job.env,
        outputs: job.outputs,
        strategy: job.strategy,
        steps: job.steps.map((step, index) => {
          const rawStep = mapping(rawSteps.get(index))
          expectKeys(rawStep, STEP_KEYS, `${file}: jobs.${id}.steps[${index}]`)
          if (!('uses' in step) && !('run' in step))
            throw new Error(`${file}: jobs.${id}.steps[${index}] is neither uses nor run`)
          const uses = 'uses' in step ? step.uses.value : undefined
          const run = 'run' in step ? step.run : undefined
          return {
            id: rawStep.find('id')?.toString(),
            name: step.name,
            label: uses ?? run?.toString().split('\n')[0] ?? step.id,
            if: step.if.expression,
            uses,
            run,
            shell: rawStep.find('shell')?.toString(),
            with: optionalMapping(rawStep.find('with')),
            env: step.env,
            continueOnError: step['continue-on-error'] ?? false
          }
        })
      }
    })
  }
}

function mapping(token: TemplateToken | undefined): MappingToken {
  if (token === undefined || !isMapping(token)) throw new Error('expected a mapping')
  return token
}

function optionalMapping(token: TemplateToken | undefined): MappingToken | undefined {
  return token === undefined ? undefined : mapping(token)
}

function expectKeys(token: MappingToken, known: string[], where: string): void {
  for (const pair of token) {
    const key = pair.key.toString()
    if (!known.includes(key))
      throw new Error(
        `${where}: '${key}' is not emulated by the rehearsal (__tests__/helpers/rehearsal/)`
      )
  }
}
