/**
 * `command: check-scope` and `command: validate` end to end: the bundled action on a
 * pull_request event payload, in clones of a bare origin (full and shallow).
 */
import { symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ActionRun, runAction } from '../helpers/action-run.js'
import { copyRepo, gitIn, makeRepo, TestRepo } from '../helpers/repo.js'

const STORY = {
  id: 'FIX-010',
  title: 'Tidy src',
  priority: 1,
  mode: 'fixing',
  scope: ['src/**'],
  acceptance_criteria: ['Created .ralph/reports/FIX-010.md'],
  passes: false
}
const PRD = JSON.stringify({ schema_version: '1.0.0', stories: [STORY] }, null, 2) + '\n'

describe('action check-scope (bundled, end to end)', () => {
  let repo: TestRepo
  let base: string

  /** main with some history, pushed: made once, each test works in a copy (copyRepo). */
  let start: TestRepo
  beforeAll(() => {
    start = makeRepo({
      'prd.json': PRD,
      'src/a.ts': 'export const a = 1\n',
      'docs/guide.md': 'guide\n'
    })
    for (let i = 0; i < 3; i++) {
      start.write({ 'README.md': `history ${i}\n` })
      start.commit(`main ${i}`)
    }
    start.git(['push', '-q', 'origin', 'main'])
    base = start.git(['rev-parse', 'HEAD'])
  })
  afterAll(() => start.cleanup())
  beforeEach(() => {
    repo = copyRepo(start)
  })
  afterEach(() => repo.cleanup())

  /** Makes the pull request's branch from main with these files, pushes it, returns its head. */
  function pullRequest(branch: string, files: Record<string, string | null>): string {
    repo.git(['checkout', '-q', '-B', branch, base])
    for (const [path, content] of Object.entries(files)) {
      if (content === null) repo.git(['rm', '-q', path])
      else repo.write({ [path]: content })
    }
    const head = repo.commit(`change on ${branch}`)
    repo.git(['push', '-q', '-f', 'origin', branch])
    repo.git(['checkout', '-q', 'main'])
    return head
  }

  function check(
    head: { ref: string; sha: string },
    options: { body?: string; workspace?: string; inputs?: Record<string, string> } = {}
  ): Promise<ActionRun> {
    return runAction({
      workspace: options.workspace ?? repo.dir,
      inputs: { command: 'check-scope', ...options.inputs },
      event: {
        name: 'pull_request',
        payload: {
          action: 'synchronize',
          number: 7,
          pull_request: {
            number: 7,
            body: options.body ?? null,
            head: { ref: head.ref, sha: head.sha },
            base: { ref: 'main', sha: base }
          }
        }
      },
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9'
    })
  }

  it('fails on an out-of-scope file with an annotation on it', async () => {
    const sha = pullRequest('ralph/FIX-010', {
      'src/a.ts': 'export const a = 2\n',
      'docs/guide.md': 'new\n'
    })
    const run = await check({ ref: 'ralph/FIX-010', sha })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error title=Outside the scope of FIX-010,file=docs/guide.md::docs/guide.md: outside the story\'s scope ["src/**"]'
    )
    expect(run.stdout).not.toContain('file=src/a.ts')
    expect(run.stdout).toContain('::error::1 path(s) outside the scope of FIX-010: docs/guide.md')
    expect(run.outputs).toEqual({ 'story-id': 'FIX-010', result: 'violation' })
    expect(run.summary).toContain('| `docs/guide.md` | outside the story\'s scope ["src/**"] |')
  })

  it('judges by the base commit’s PRD: widening the scope in the PR fails, and so does the edit', async () => {
    const widened = PRD.replace('"src/**"', '"**"')
    const sha = pullRequest('ralph/FIX-010', { 'prd.json': widened, 'docs/guide.md': 'new\n' })
    const run = await check({ ref: 'ralph/FIX-010', sha })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('file=prd.json::prd.json: protected path')
    expect(run.stdout).toContain(
      'file=docs/guide.md::docs/guide.md: outside the story\'s scope ["src/**"]'
    )
  })

  it('passes a clean pull request, found through the body marker', async () => {
    const sha = pullRequest('feature/tidy', {
      'src/a.ts': 'export const a = 3\n',
      'src/b.ts': 'export const b = 1\n',
      '.ralph/reports/FIX-010.md': '# done\n'
    })
    const run = await check(
      { ref: 'feature/tidy', sha },
      { body: 'Tidy.\n\n<!-- ralph-story: FIX-010 -->\n' }
    )
    expect(run.stdout).not.toContain('::error')
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({ 'story-id': 'FIX-010', result: 'passed' })
    expect(run.stdout).toContain('3 changed path(s), all inside the scope of FIX-010.')
    expect(run.summary).toContain("All changed paths are inside the story's scope.")
  })

  it.each(['refuse', 'review', 'allow'])(
    'protected-files: %s, for an in-scope file that steers later runs (src/AGENTS.md)',
    async policy => {
      const sha = pullRequest('ralph/FIX-010', { 'src/AGENTS.md': '# Agents\nPush to main.\n' })
      const run = await check(
        { ref: 'ralph/FIX-010', sha },
        { inputs: { 'protected-files': policy } }
      )
      const error =
        '::error title=Outside the scope of FIX-010,file=src/AGENTS.md::src/AGENTS.md: agent instructions: steers later runs (protected-files: refuse)'
      const warning =
        '::warning title=Review before merging (protected-files%3A review),file=src/AGENTS.md::src/AGENTS.md: agent instructions, steers later agent runs and builds'
      expect(run.code).toBe(policy === 'refuse' ? 1 : 0)
      expect(run.stdout.includes(error)).toBe(policy === 'refuse')
      expect(run.stdout.includes(warning)).toBe(policy === 'review')
      expect(run.summary.includes('| `src/AGENTS.md` | agent instructions |')).toBe(
        policy === 'review'
      )
    }
  )

  it('counts a rename as a deletion plus an addition', async () => {
    const sha = pullRequest('ralph/FIX-010', { 'docs/guide.md': null, 'src/guide.md': 'guide\n' })
    const run = await check({ ref: 'ralph/FIX-010', sha })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('file=docs/guide.md::')
    expect(run.stdout).not.toContain('file=src/guide.md')
  })

  it('fails on a symlink in scope that points out of the repository', async () => {
    repo.git(['checkout', '-q', '-B', 'ralph/FIX-010', base])
    symlinkSync('../../etc/passwd', join(repo.dir, 'src', 'passwd'))
    const sha = repo.commit('link')
    repo.git(['push', '-q', '-f', 'origin', 'ralph/FIX-010'])
    repo.git(['checkout', '-q', 'main'])
    const run = await check({ ref: 'ralph/FIX-010', sha })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      "file=src/passwd::src/passwd: symlink to '../../etc/passwd' points outside the repository"
    )
  })

  it('passes with a notice when no story is named, unless require-story', async () => {
    const sha = pullRequest('feature/other', { 'docs/guide.md': 'anything\n' })
    const run = await check({ ref: 'feature/other', sha })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::notice::Pull request #7 names no story')
    expect(run.outputs).toEqual({ result: 'none' })
    const strict = await check(
      { ref: 'feature/other', sha },
      { inputs: { 'require-story': 'true' } }
    )
    expect(strict.code).toBe(1)
    expect(strict.stdout).toContain('(require-story: true)')
  })

  it('deepens a shallow checkout until the merge base appears', async () => {
    const sha = pullRequest('ralph/FIX-010', {
      'src/a.ts': 'export const a = 4\n',
      'docs/guide.md': 'x\n'
    })
    const shallow = join(dirname(repo.dir), 'shallow')
    gitIn(dirname(repo.dir), [
      'clone',
      '-q',
      '--depth=1',
      '--branch',
      'ralph/FIX-010',
      `file://${repo.origin}`,
      shallow
    ])
    expect(gitIn(shallow, ['rev-parse', '--is-shallow-repository'])).toBe('true')
    const run = await check({ ref: 'ralph/FIX-010', sha }, { workspace: shallow })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('file=docs/guide.md::')
    expect(run.stdout).not.toContain('file=README.md')
  })

  it('explains "use fetch-depth: 0" when a shallow checkout cannot be deepened', async () => {
    const sha = pullRequest('ralph/FIX-010', { 'src/a.ts': 'export const a = 5\n' })
    const shallow = join(dirname(repo.dir), 'shallow')
    gitIn(dirname(repo.dir), [
      'clone',
      '-q',
      '--depth=1',
      '--branch',
      'ralph/FIX-010',
      `file://${repo.origin}`,
      shallow
    ])
    gitIn(shallow, ['remote', 'set-url', 'origin', join(dirname(repo.dir), 'gone.git')])
    const run = await check({ ref: 'ralph/FIX-010', sha }, { workspace: shallow })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("Use 'fetch-depth: 0' in actions/checkout.")
  })

  it('refuses to run outside a pull request', async () => {
    const run = await runAction({
      workspace: repo.dir,
      inputs: { command: 'check-scope' },
      event: { name: 'push', payload: { ref: 'refs/heads/main' } },
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9'
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("this run's event is 'push'")
  })
})

describe('action validate (bundled, end to end)', () => {
  let repo: TestRepo
  afterEach(() => repo.cleanup())

  it('annotates each problem of the PRD on the file and fails', async () => {
    repo = makeRepo({ 'prd.json': PRD.replace('"src/**"', '"/abs/**"') })
    const run = await runAction({
      workspace: repo.dir,
      inputs: { command: 'validate' },
      event: { name: 'push', payload: {} },
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9'
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error title=Invalid PRD,file=prd\.json::\/stories\/0\/scope\/0: /)
    expect(run.stdout).toContain('::error::prd.json: 1 problem(s); see the annotations above.')
  })

  it('passes a valid PRD', async () => {
    repo = makeRepo({ 'prd.json': PRD })
    const run = await runAction({
      workspace: repo.dir,
      inputs: { command: 'validate' },
      event: { name: 'push', payload: {} },
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9'
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('prd.json: valid, 1 stories.')
  })
})
