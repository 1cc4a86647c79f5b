import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { lintWorkflows, workflowFiles } from '../../scripts/actionlint.js'

const root = join(import.meta.dirname ?? process.cwd(), '..', '..')

interface Step {
  uses?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': boolean }
  jobs: Record<string, { steps: Step[]; permissions?: Record<string, string> }>
}

function workflow(path: string): Workflow {
  return load(readFileSync(join(root, path), 'utf8')) as Workflow
}

function steps(w: Workflow): Step[] {
  return Object.values(w.jobs).flatMap(job => job.steps)
}

describe('workflows', () => {
  it('pass actionlint', async () => {
    const { files, findings } = await lintWorkflows(root)
    expect(files).toHaveLength(12)
    expect(findings).toEqual([])
  })

  it('pin every third-party action by a full commit SHA', () => {
    for (const file of workflowFiles(root)) {
      for (const step of steps(load(readFileSync(file, 'utf8')) as Workflow)) {
        if (
          step.uses === undefined ||
          step.uses.startsWith('./') ||
          step.uses.startsWith('ralph-action/')
        )
          continue
        expect(`${file}: ${step.uses}`).toMatch(/@[0-9a-f]{40}$/)
      }
    }
  })

  it.each(['.github/workflows/ralph-nightly.yml', 'examples/workflows/ralph-nightly.yml'])(
    '%s: two jobs, the agent job read-only without a token, the publish job with the writes',
    path => {
      const w = workflow(path)
      expect(Object.keys(w.on).sort()).toEqual(['schedule', 'workflow_dispatch'])
      expect(w.concurrency?.['cancel-in-progress']).toBe(false)
      expect(w.permissions).toEqual({})
      const agent = w.jobs.agent
      const publish = w.jobs.publish
      expect(agent?.permissions).toEqual({ contents: 'read' })
      expect(publish?.permissions).toEqual({
        contents: 'write',
        'pull-requests': 'write',
        statuses: 'write'
      })
      for (const job of [agent, publish]) {
        const checkout = job?.steps.find(s => s.uses?.startsWith('actions/checkout@'))
        expect(checkout?.with).toEqual({ 'fetch-depth': 0, 'persist-credentials': false })
      }
      const step = agent?.steps.find(s => s.with?.command !== undefined)
      expect(step?.with).toMatchObject({ command: 'step', publish: false, 'github-token': '' })
      expect(agent?.steps.some(s => s.uses?.startsWith('actions/upload-artifact@'))).toBe(true)
      expect(publish?.steps.some(s => s.uses?.startsWith('actions/download-artifact@'))).toBe(true)
      const record = publish?.steps.find(s => s.with?.command !== undefined)
      expect(record?.with?.command).toBe('publish')
    }
  )

  it.each(['.github/workflows/ralph-scope.yml', 'examples/workflows/ralph-scope.yml'])(
    '%s: on pull_request, read-only, check-scope',
    path => {
      const w = workflow(path)
      expect(Object.keys(w.on)).toEqual(['pull_request'])
      expect(w.permissions).toEqual({ contents: 'read' })
      const action = steps(w).find(s => s.with?.command !== undefined)
      expect(action?.with?.command).toBe('check-scope')
    }
  )

  it('examples/workflows/ralph-parallel.yml: plan, a matrix of token-less agent jobs, one publish', () => {
    const w = workflow('examples/workflows/ralph-parallel.yml') as Workflow & {
      jobs: Record<string, { strategy?: Record<string, unknown>; needs?: unknown }>
    }
    expect(w.permissions).toEqual({})
    expect(w.jobs.plan?.permissions).toEqual({ contents: 'read' })
    expect(w.jobs.agent?.permissions).toEqual({ contents: 'read' })
    expect(w.jobs.publish?.permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      statuses: 'write'
    })
    expect(w.jobs.agent?.strategy).toMatchObject({
      'fail-fast': false,
      matrix: '${{ fromJSON(needs.plan.outputs.matrix) }}'
    })
    expect(w.jobs.agent?.steps.find(s => s.with?.command)?.with).toMatchObject({
      command: 'step',
      publish: false,
      story: '${{ matrix.story }}',
      'github-token': ''
    })
    expect(w.jobs.publish?.steps.find(s => s.with?.command)?.with?.command).toBe('publish')
  })

  it('keep this repository copies equal to the examples apart from the action reference', () => {
    const normalize = (text: string): string =>
      text
        .split('\n')
        .filter(line => !line.startsWith('#') && !line.includes("hashFiles('prd.json')"))
        .join('\n')
        .replace(/uses: ralph-action\/ralph-action@\S+(?: #.*)?$/gm, 'uses: ./')
    for (const name of ['ralph-nightly.yml', 'ralph-scope.yml'])
      expect(normalize(readFileSync(join(root, '.github/workflows', name), 'utf8'))).toBe(
        normalize(readFileSync(join(root, 'examples/workflows', name), 'utf8'))
      )
  })
})
