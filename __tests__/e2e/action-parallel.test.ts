/**
 * Stories in parallel on the bundled action: `plan` picks the stories that cannot collide,
 * four agent jobs (separate processes, concurrently, each in its own clone, no token) write
 * bundles, one `publish` records them all. Origin is a bare repository behind smart HTTP, the
 * REST API the GitHub double.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { ActionRun, runAction } from '../helpers/action-run.js'
import { fixturePath } from '../helpers/fixtures.js'
import { startRemotes } from '../helpers/git-http.js'
import { GIT_ENV, makeRepo } from '../helpers/repo.js'
import { story } from '../helpers/story-repo.js'
import { tempDir } from '../helpers/tmp.js'
import type { Story } from '../../src/loop/types.js'

const TOKEN = 'ghs_e2eParallelToken012345678'

const STORIES: Story[] = [
  story('FIX-001', { priority: 1, scope: ['src/**'] }),
  story('FIX-002', { priority: 2, scope: ['docs/**'] }),
  story('FIX-003', { priority: 3, scope: ['src/util/**'] }),
  story('FIX-004', { priority: 4, scope: ['lib/**'] }),
  story('FIX-005', { priority: 5, scope: ['test/**'] })
]
/** What each story's agent writes; FIX-005's agent fails. */
const WRITES = {
  'FIX-001': 'src/a.ts',
  'FIX-002': 'docs/guide.md',
  'FIX-003': 'src/util/u.ts',
  'FIX-004': 'lib/l.ts',
  'FIX-005': null
}

/** The repository, origin behind smart HTTP, the GitHub double, and a way to run one job. */
async function parallelWorld() {
  const prd = {
    schema_version: '1.0.0',
    project: 'e2e',
    defaults: { mode_default: 'fixing' },
    stories: STORIES
  }
  const repo = makeRepo({
    '.gitignore': 'node_modules/\n.runtime/\n',
    'src/a.ts': 'export const a = 1\n',
    'src/util/u.ts': 'export const u = 1\n',
    'docs/guide.md': 'guide\n',
    'lib/l.ts': 'export const l = 1\n',
    'test/t.ts': 'test\n',
    'prd.json': JSON.stringify(prd, null, 2) + '\n'
  })
  const { server, github, origin } = await startRemotes(repo, { write: TOKEN })
  const scratch = tempDir('ralph-parallel-')
  const clone = (name: string): string => {
    const dir = join(scratch.dir, name)
    execFileSync('git', ['clone', '-q', repo.origin, dir], {
      env: { ...process.env, ...GIT_ENV }
    })
    execFileSync('git', ['remote', 'set-url', 'origin', `${server.url}/origin.git`], { cwd: dir })
    return dir
  }
  const job = (workspace: string, inputs: Record<string, string>): Promise<ActionRun> =>
    runAction({
      workspace,
      inputs,
      event: { name: 'workflow_dispatch', payload: {} },
      serverUrl: server.url,
      apiUrl: github.url
    })
  /** The agent job of `id` (no token), its agent writing what `writes` maps it to. */
  const agentJob = (id: string, bundles: string, writes: object): Promise<ActionRun> =>
    job(clone(`agent-${id}`), {
      command: 'step',
      publish: 'false',
      story: id,
      'github-token': '',
      'bundle-path': join(bundles, id),
      agent: 'command',
      'agent-command': JSON.stringify([
        process.execPath,
        fixturePath('e2e/story-file-agent.mjs'),
        JSON.stringify(writes),
        '{story_id}',
        '{report_path}'
      ])
    })
  const close = async (): Promise<void> => {
    await github.close()
    await server.close()
    scratch.cleanup()
    repo.cleanup()
  }
  return { repo, origin, github, scratch, clone, job, agentJob, close }
}

it('plan gives 4 of 5 stories; four concurrent agent jobs; one publish records them all; a second changes nothing', async () => {
  const { repo, origin, github, scratch, clone, job, agentJob, close } = await parallelWorld()
  try {
    const base = repo.git(['rev-parse', 'HEAD'])

    const planned = await job(clone('plan'), {
      command: 'plan',
      'max-stories': '5',
      'github-token': ''
    })
    expect(planned.code).toBe(0)
    const matrix = JSON.parse(planned.outputs.matrix ?? '') as { include: { story: string }[] }
    expect(matrix).toEqual({
      include: [
        { story: 'FIX-001' },
        { story: 'FIX-002' },
        { story: 'FIX-004' },
        { story: 'FIX-005' }
      ]
    })
    expect(planned.stdout).toContain(
      "OUT FIX-003: may collide with FIX-001: the base tree's src/util/u.ts is in both scopes"
    )

    const bundles = join(scratch.dir, 'bundles')
    const agents = await Promise.all(
      matrix.include.map(({ story: id }) => agentJob(id, bundles, WRITES))
    )
    expect(agents.map(run => [run.code, run.outputs['story-id'], run.outputs.result])).toEqual([
      [0, 'FIX-001', 'passed'],
      [0, 'FIX-002', 'passed'],
      [0, 'FIX-004', 'passed'],
      [0, 'FIX-005', 'failed']
    ])
    expect(origin(['rev-parse', 'main'])).toBe(base)
    expect(github.calls).toEqual([])

    const stories = matrix.include.map(entry => entry.story).join(',')
    const publish = (): Promise<ActionRun> =>
      job(clone(`publish-${Date.now()}`), {
        command: 'publish',
        'bundle-path': bundles,
        story: stories,
        'github-token': TOKEN
      })
    const published = await publish()
    expect(published.stderr).toBe('')
    expect(published.code).toBe(0)
    expect(origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'ralph: 4 stories published',
      'initial'
    ])
    expect(origin(['log', '-1', '--format=%b', 'main']).trim().split('\n')).toEqual([
      '- FIX-001 passing',
      '- FIX-002 passing',
      '- FIX-004 passing',
      '- FIX-005 failed (attempt 1 of 3)'
    ])
    for (const [id, path] of [
      ['FIX-001', 'src/a.ts'],
      ['FIX-002', 'docs/guide.md'],
      ['FIX-004', 'lib/l.ts']
    ] as const) {
      const head = origin(['rev-parse', `refs/heads/ralph/${id}`])
      expect(origin(['rev-parse', `${head}^`])).toBe(base)
      expect(origin(['show', `${head}:${path}`])).toBe(`// changed by ${id}`)
    }
    expect(github.pulls.map(pull => pull.head).sort()).toEqual([
      'ralph/FIX-001',
      'ralph/FIX-002',
      'ralph/FIX-004'
    ])
    const after = JSON.parse(origin(['show', 'main:prd.json'])) as { stories: Story[] }
    expect(after.stories.map(s => [s.id, s.passes, s.attempts ?? 0])).toEqual([
      ['FIX-001', true, 0],
      ['FIX-002', true, 0],
      ['FIX-003', false, 0],
      ['FIX-004', true, 0],
      ['FIX-005', false, 1]
    ])
    const runs = new Set(
      origin(['show', 'main:.runtime/events.log'])
        .split('\n')
        .map(line => (JSON.parse(line) as { run: string }).run)
    )
    expect(runs.size).toBe(4)

    const refs = origin(['for-each-ref', '--format=%(refname) %(objectname)'])
    const calls = github.calls.length
    const again = await publish()
    expect(again.code).toBe(0)
    expect(origin(['for-each-ref', '--format=%(refname) %(objectname)'])).toBe(refs)
    expect(github.calls).toHaveLength(calls)
  } finally {
    await close()
  }
}, 240_000)

it('a hand-written story list pairs two stories that write one file: the first is published, the second fails alone at that path', async () => {
  const { repo, origin, github, scratch, clone, job, agentJob, close } = await parallelWorld()
  try {
    const base = repo.git(['rev-parse', 'HEAD'])
    const bundles = join(scratch.dir, 'bundles')
    const writes = { 'FIX-001': 'src/util/u.ts', 'FIX-003': 'src/util/u.ts' }
    const agents = await Promise.all(
      ['FIX-003', 'FIX-001'].map(id => agentJob(id, bundles, writes))
    )
    expect(agents.map(run => run.outputs.result)).toEqual(['passed', 'passed'])
    const published = await job(clone('publish'), {
      command: 'publish',
      'bundle-path': bundles,
      story: 'FIX-001,FIX-003',
      'github-token': TOKEN
    })
    expect(published.code).not.toBe(0)
    expect(published.stdout).toContain(
      '::error title=FIX-003 not published beside FIX-001,file=src/util/u.ts::writes src/util/u.ts, ' +
        "as 'FIX-001' does, published first in this run (priority order)"
    )
    expect(origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'ralph: FIX-001 passing',
      'initial'
    ])
    const head = origin(['rev-parse', 'refs/heads/ralph/FIX-001'])
    expect(origin(['rev-parse', `${head}^`])).toBe(base)
    expect(origin(['show', `${head}:src/util/u.ts`])).toBe('// changed by FIX-001')
    expect(origin(['branch', '--list', 'ralph/*'])).toBe('ralph/FIX-001')
    expect(github.pulls.map(pull => pull.head)).toEqual(['ralph/FIX-001'])
    const after = JSON.parse(origin(['show', 'main:prd.json'])) as { stories: Story[] }
    expect(after.stories.filter(s => s.passes).map(s => s.id)).toEqual(['FIX-001'])
  } finally {
    await close()
  }
}, 240_000)
