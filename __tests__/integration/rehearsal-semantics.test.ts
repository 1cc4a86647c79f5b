/**
 * The workflow rehearsal's runner (__tests__/helpers/rehearsal/) against GitHub's documented
 * semantics, on small workflows of `run:` steps: the implicit `success()`, `failure()` and
 * `always()` for steps and jobs, continue-on-error (outcome vs conclusion), skipped steps and
 * jobs, outputs of a failed job, GITHUB_OUTPUT / GITHUB_ENV / GITHUB_PATH / GITHUB_STEP_SUMMARY.
 */
import { fixturePath } from '../helpers/fixtures.js'
import { runWorkflow, type RunnerOptions } from '../helpers/rehearsal/runner.js'
import { loadWorkflow } from '../helpers/rehearsal/workflow.js'
import { expectJobs } from '../helpers/rehearsal/world.js'
import { tempDir } from '../helpers/tmp.js'

let scratch: { dir: string; cleanup: () => void }
beforeEach(() => (scratch = tempDir('ralph-rehearsal-semantics-')))
afterEach(() => scratch.cleanup())

const options = (): RunnerOptions => ({
  event: { name: 'push', payload: {}, ref: 'refs/heads/main', sha: '0'.repeat(40) },
  repository: 'acme/api',
  serverUrl: 'http://127.0.0.1:9',
  apiUrl: 'http://127.0.0.1:9',
  token: 'ghs_unused',
  secrets: {},
  vars: {},
  root: scratch.dir,
  env: { PATH: process.env.PATH, LANG: 'C.UTF-8' },
  actions: {}
})

it('status functions, continue-on-error, skipped steps and jobs, and job outputs as GitHub documents them', async () => {
  const workflow = await loadWorkflow(fixturePath('workflows/status-functions.yml'))
  const run = await runWorkflow(workflow, options())

  expectJobs(run, [
    'a: failure [success success failure skipped success success]',
    'b: skipped []',
    'c: success [success]',
    'd: success [success]',
    'e: success [success]'
  ])
  const a = run.job('a')
  expect(a.steps.map(step => step.outcome)).toEqual([
    'failure',
    'success',
    'failure',
    'skipped',
    'success',
    'success'
  ])
  expect(a.outputs).toEqual({ out: 'from-a' })
  expect(a.steps[4]?.log).toBe('set by an earlier step; tool on PATH\n')
  expect(a.steps[5]?.log).toBe('from-a failure\n')
  expect(a.summary).toBe('### summary of a\n')
  expect(run.job('c').steps[0]?.log).toBe('b was skipped\n')
  expect(run.job('d').steps[0]?.log).toBe('an ancestor failed\n')
  expect(run.job('e').steps[0]?.log).toBe("a failure, out from-a, empty ''\n")
})

it('refuses a `uses:` it does not emulate, by name', async () => {
  const workflow = await loadWorkflow(fixturePath('workflows/unknown-action.yml'))
  await expect(runWorkflow(workflow, options())).rejects.toThrow(
    "'uses: actions/cache@0057852bfaa89a56745cba8c7296529d2fc39830' is not emulated by the rehearsal"
  )
})
