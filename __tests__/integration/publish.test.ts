/**
 * `ralph step --bundle` in one clone (the agent job), `ralph publish` in another (the publish
 * job): real git, a bare origin, the fake codex. The publish side trusts nothing in the bundle
 * it can check against the base commit.
 */
import { EXIT } from '../../src/cli/exit-codes.js'
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fakeAgents, FakeAgents } from '../helpers/agents.js'
import { gitIn, TestRepo } from '../helpers/repo.js'
import { prdText, ralph, readPrd, story, storyRepo } from '../helpers/story-repo.js'
import { piecesOf, secretShapes } from '../helpers/secret-shapes.js'
import { tempDir } from '../helpers/tmp.js'
import { forge } from '../helpers/two-job.js'

let repo: TestRepo
let fakes: FakeAgents
let work: { dir: string; cleanup(): void }

const SCENARIO = {
  'FIX-001': [
    [
      { do: 'write', path: 'src/a.ts', content: 'export const a = 42\n' },
      { do: 'report', content: '# FIX-001\n' }
    ]
  ],
  'FIX-002': [[{ do: 'exit', code: 1 }]]
}

const STORIES = [
  story('FIX-001', { priority: 1 }),
  story('FIX-002', { priority: 2, scope: ['docs/**', 'src/**'] })
]

beforeEach(() => {
  repo = storyRepo(STORIES)
  fakes = fakeAgents(repo.dir)
  work = tempDir('ralph-publish-')
})
afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
  work.cleanup()
})

/** A fresh clone of origin, as the publish job checks it out. */
function publishClone(name = 'publish'): string {
  const dir = join(work.dir, name)
  gitIn(work.dir, ['clone', '-q', repo.origin, dir])
  return dir
}

async function agentStep(bundle: string): Promise<void> {
  const result = await ralph(repo.dir, ['step', '--quiet', '--bundle', bundle], fakes.env(SCENARIO))
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
}

/**
 * The bundle of agentStep in a repository made as each test's is (so at the same base commit),
 * made once: the tests that only publish it, or forge a copy, start from a copy of it.
 */
let made: { dir: string; cleanup(): void }
beforeAll(async () => {
  made = tempDir('ralph-publish-made-')
  const at = storyRepo(STORIES)
  const agents = fakeAgents(at.dir)
  try {
    const result = await ralph(
      at.dir,
      ['step', '--quiet', '--bundle', join(made.dir, 'bundle')],
      agents.env(SCENARIO)
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
  } finally {
    agents.cleanup()
    at.cleanup()
  }
})
afterAll(() => made.cleanup())

/** agentStep's bundle, at `bundle`. */
function madeBundle(bundle: string): void {
  cpSync(join(made.dir, 'bundle'), bundle, { recursive: true })
}

const publish = (cwd: string, args: string[]) => ralph(cwd, ['publish', ...args], {})

describe('ralph step --bundle, then ralph publish', () => {
  it('publishes a passing fix: its branch off the base, one status commit; twice is a no-op', async () => {
    const bundle = join(work.dir, 'bundle')
    madeBundle(bundle)
    expect(readdirSync(bundle).sort()).toEqual([
      'events.jsonl',
      'manifest.json',
      'outcome.json',
      'report',
      'story.json',
      'writes.patch'
    ])
    const base = gitIn(repo.dir, ['rev-parse', 'HEAD'])
    const manifest = JSON.parse(readFileSync(join(bundle, 'manifest.json'), 'utf8')) as object
    expect(manifest).toMatchObject({
      format: 'ralph-bundle/1',
      story: 'FIX-001',
      attempt: 1,
      base,
      prd: 'prd.json'
    })

    const dir = publishClone()
    const first = await publish(dir, [bundle])
    expect(first.stderr).toContain('ralph publish: ralph/FIX-001: created at ')
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(
      /^PUBLISHED FIX-001 \(pass\): branch ralph\/FIX-001 created at [0-9a-f]{40}\n$/
    )
    expect(gitIn(dir, ['show', 'ralph/FIX-001:src/a.ts'])).toBe('export const a = 42')
    expect(gitIn(dir, ['show', 'ralph/FIX-001:.ralph/reports/FIX-001.md'])).toBe('# FIX-001')
    expect(gitIn(dir, ['rev-parse', 'ralph/FIX-001^'])).toBe(base)
    // the same message the action's single-job flow writes: the PR title, then the scope
    expect(gitIn(dir, ['log', '-1', '--format=%B', 'ralph/FIX-001']).split('\n')[0]).toMatch(
      /^ralph: FIX-001 /
    )
    expect(gitIn(dir, ['log', '-1', '--format=%B', 'ralph/FIX-001'])).toContain('Scope: src/**')
    expect(gitIn(dir, ['log', '-1', '--format=%s'])).toBe('ralph: FIX-001 passing')
    expect(
      gitIn(dir, ['diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD']).split('\n')
    ).toEqual(['.runtime/events.log', 'prd.json'])
    expect(readPrd(dir).stories[0]).toMatchObject({
      passes: true,
      report_path: '.ralph/reports/FIX-001.md'
    })
    const events = readFileSync(join(dir, '.runtime/events.log'), 'utf8')
    expect(events).toBe(readFileSync(join(bundle, 'events.jsonl'), 'utf8'))
    expect(
      events
        .trimEnd()
        .split('\n')
        .map(l => (JSON.parse(l) as { event: string }).event)
    ).toEqual(['run_start', 'story_start', 'agent_exit', 'story_pass', 'run_end'])
    // The work tree of the publish clone keeps none of the fix.
    expect(readFileSync(join(dir, 'src/a.ts'), 'utf8')).toBe('export const a = 1\n')
    expect(gitIn(dir, ['status', '--porcelain'])).toBe('')

    const head = gitIn(dir, ['rev-parse', 'HEAD'])
    const branch = gitIn(dir, ['rev-parse', 'ralph/FIX-001'])
    const second = await publish(dir, [bundle])
    expect(second.code).toBe(0)
    expect(second.stdout).toBe('SKIPPED FIX-001: this bundle is already published on the branch\n')
    expect(gitIn(dir, ['rev-parse', 'HEAD'])).toBe(head)
    expect(gitIn(dir, ['rev-parse', 'ralph/FIX-001'])).toBe(branch)
  })

  it('publishes a failed attempt as a status commit only, and --push sends it to origin', async () => {
    const once = await ralph(repo.dir, ['step'], fakes.env({ '*': [[{ do: 'exit', code: 1 }]] }))
    expect(once.code).toBe(0)
    gitIn(repo.dir, ['checkout', '-q', '--', 'prd.json'])
    const bundle = join(work.dir, 'failed')
    const result = await ralph(
      repo.dir,
      ['step', '--bundle', bundle],
      fakes.env({ '*': [[{ do: 'exit', code: 3 }]] })
    )
    expect(result.code).toBe(0)
    const dir = publishClone()
    const published = await publish(dir, ['--push', bundle])
    expect(published.stdout).toBe('PUBLISHED FIX-001 (fail)\n')
    expect(published.code).toBe(0)
    // The line the single-job step writes for the same transition.
    expect(gitIn(repo.origin, ['log', '-1', '--format=%s', 'main'])).toBe(
      'ralph: FIX-001 failed (attempt 1 of 3)'
    )
    expect(readFileSync(join(bundle, 'writes.patch'), 'utf8')).toBe('')
  })

  it('publishes in the clone where the step ran: each event once in the log and the commit', async () => {
    const bundle = join(work.dir, 'here')
    const stepped = await ralph(
      repo.dir,
      ['step', '--bundle', bundle],
      fakes.env({ '*': [[{ do: 'exit', code: 1 }]] })
    )
    expect(stepped.code).toBe(0)
    // Publish records from HEAD's PRD: the step's uncommitted change goes back first.
    gitIn(repo.dir, ['checkout', '-q', '--', 'prd.json'])
    const published = await publish(repo.dir, [bundle])
    expect(published.stdout).toBe('PUBLISHED FIX-001 (fail)\n')
    expect(published.code).toBe(0)
    const lines = readFileSync(join(bundle, 'events.jsonl'), 'utf8')
    expect(readFileSync(join(repo.dir, '.runtime/events.log'), 'utf8')).toBe(lines)
    expect(gitIn(repo.dir, ['show', 'HEAD:.runtime/events.log']) + '\n').toBe(lines)
    expect(readPrd(repo.dir).stories[0]).toMatchObject({ attempts: 1 })
  })

  it('refuses a bundle changed after it was written, and one whose patch writes outside the scope', async () => {
    const bundle = join(work.dir, 'bundle')
    madeBundle(bundle)
    const patch = join(bundle, 'writes.patch')
    const original = readFileSync(patch, 'utf8')
    const outside = original
      .replaceAll('src/a.ts', 'docs/guide.md')
      .replace(
        /index [0-9a-f]+\.\.[0-9a-f]+ 100644\n--- a\/docs\/guide.md\n\+\+\+ b\/docs\/guide.md\n@@ -1 \+1 @@\n-export const a = 1\n/,
        match => match.replace('-export const a = 1', '-guide')
      )
    expect(outside).toContain('+++ b/docs/guide.md')
    writeFileSync(patch, outside)
    const dir = publishClone()
    const head = gitIn(dir, ['rev-parse', 'HEAD'])

    const tampered = await publish(dir, [bundle])
    expect(tampered.code).toBe(EXIT.bundleRefused)
    expect(tampered.stdout).toContain(
      `REFUSED ${bundle}: ${join(bundle, 'manifest.json')} /parts/writes.patch: writes.patch has sha256 `
    )
    expect(tampered.stdout).toContain('the bundle was changed after the agent job wrote it')

    // The forger also fixes the manifest: git applies the patch to the base, and the scope
    // of FIX-001 at the base commit refuses docs/guide.md.
    forge(bundle, 'writes.patch', text => text.replace(/^index .*\n/gm, ''))
    const outOfScope = await publish(dir, [bundle])
    expect(outOfScope.code).toBe(EXIT.bundleRefused)
    expect(outOfScope.stdout).toBe(
      `REFUSED ${bundle}: FIX-001 writes outside its scope at the base commit:\n` +
        `  docs/guide.md: outside the story's scope ["src/**"]\n`
    )
    expect(gitIn(dir, ['rev-parse', 'HEAD'])).toBe(head)
    expect(gitIn(dir, ['branch', '--list', 'ralph/*'])).toBe('')
    expect(gitIn(dir, ['status', '--porcelain'])).toBe('')
  })

  it('the gate: a secret refuses the bundle, --json says what and what to do, the attempt is recorded and replays; review is listed', async () => {
    const [token] = secretShapes()
    const leak = [
      { do: 'write', path: 'src/a.ts', content: `export const a = '${token?.value}'\n` },
      { do: 'report' }
    ]
    const bundle = join(work.dir, 'bundle')
    const made = await ralph(
      repo.dir,
      ['step', '--bundle', bundle],
      fakes.env({ 'FIX-001': [leak] })
    )
    expect(made.code).toBe(0)
    const dir = publishClone()
    const refused = await ralph(dir, ['publish', '--json', '--max-attempts', '1', bundle], {})
    expect(refused.code).toBe(EXIT.bundleRefused)
    expect(JSON.parse(refused.stdout)).toMatchObject({
      bundles: [
        {
          result: 'gated',
          story: 'FIX-001',
          reason: 'secret in output',
          found: ['github (GITHUB_TOKEN) in src/a.ts line 1'],
          fix: expect.stringContaining('rotate it') as string,
          recorded: 'failed attempt'
        }
      ]
    })
    for (const piece of piecesOf(token?.secret ?? '')) expect(refused.stdout).not.toContain(piece)
    expect(gitIn(dir, ['branch', '--list', 'ralph/*'])).toBe('')
    // One attempt of one: skipped, with its reason; the log replays to the PRD.
    expect(readPrd(dir).stories[0]).toMatchObject({ attempts: 1, skipped: true })
    expect(readPrd(dir).stories[0]?.skip_reason).toBe(
      'failed 1 of 1 attempts; last: secret in output'
    )
    expect((await ralph(dir, ['replay'], {})).code).toBe(0)
    expect(gitIn(dir, ['log', '-1', '--format=%s'])).toBe(
      'ralph: FIX-001 refused at publish (secret in output, attempt 1, skipped after 1 attempts)'
    )

    // The next story writes a lock file: listed for review on its fix branch.
    const lock = [{ do: 'write', path: 'src/package-lock.json', content: '{}\n' }, { do: 'report' }]
    const agentSide = join(work.dir, 'agent-2')
    gitIn(work.dir, ['clone', '-q', dir, agentSide])
    const second = join(work.dir, 'second')
    // The agent of that clone keeps its state in that clone (confined, it may write only there).
    const made2 = await ralph(
      agentSide,
      ['step', '--bundle', second],
      fakeAgents(agentSide).env({ 'FIX-002': [lock] })
    )
    expect(made2.code).toBe(0)
    const reviewed = await publish(dir, [second])
    expect(reviewed.stdout).toMatch(
      /^PUBLISHED FIX-002 \(pass\): branch ralph\/FIX-002 created at [0-9a-f]{40}; review before merging: src\/package-lock.json \(lock file\)\n$/
    )
  })

  it('the gate reads a binary file whole from the tree git applied: a token in it refuses the bundle', async () => {
    const [token] = secretShapes()
    const blob = { do: 'write', path: 'src/blob.bin', content: `\u0000\u0001${token?.value}\u0000` }
    const bundle = join(work.dir, 'bundle')
    const made = await ralph(
      repo.dir,
      ['step', '--bundle', bundle],
      fakes.env({ 'FIX-001': [[blob, { do: 'report' }]] })
    )
    expect(made.code).toBe(0)
    expect(readFileSync(join(bundle, 'writes.patch'), 'utf8')).toContain('GIT binary patch')
    const refused = await publish(publishClone(), [bundle])
    expect(refused.code).toBe(EXIT.bundleRefused)
    expect(refused.stdout).toContain(
      'secret in output: github (GITHUB_TOKEN) in src/blob.bin line 1.'
    )
  })

  it("refuses a bundle that claims another story's scope", async () => {
    const bundle = join(work.dir, 'bundle')
    madeBundle(bundle)
    for (const part of ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch', 'report'])
      forge(bundle, part, text => text.replaceAll('FIX-001', 'FIX-002'))
    const manifest = join(bundle, 'manifest.json')
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"FIX-001"', '"FIX-002"'))
    const dir = publishClone()
    const result = await publish(dir, [bundle])
    expect(result.code).toBe(EXIT.bundleRefused)
    expect(result.stdout).toContain(
      "/story: the base commit's PRD selects 'FIX-001' for fixing, not 'FIX-002': a bundle cannot claim another story's scope"
    )
  })

  it('refuses a bundle whose base is not an ancestor of HEAD, and a missing folder', async () => {
    gitIn(repo.dir, ['commit', '-q', '--allow-empty', '-m', 'local only'])
    const bundle = join(work.dir, 'bundle')
    await agentStep(bundle)
    const dir = publishClone()
    gitIn(dir, ['fetch', '-q', repo.dir, 'main:refs/side/main'])
    const result = await publish(dir, [bundle])
    expect(result.code).toBe(EXIT.bundleRefused)
    expect(result.stdout).toContain('/base: commit ')
    expect(result.stdout).toContain('is not an ancestor of HEAD')

    const missing = await publish(dir, [join(work.dir, 'nowhere')])
    expect(missing.code).toBe(4)
    expect(missing.stderr).toContain(
      `The bundle folder ${join(work.dir, 'nowhere')} does not exist.`
    )
    expect(existsSync(join(dir, '.runtime'))).toBe(false)
  })

  it('ralph plan --explain; ralph step --story runs the named story and refuses one not open', async () => {
    const plan = await ralph(repo.dir, ['plan', '--max', '4', '--explain'], {})
    expect(plan.code).toBe(0)
    expect(plan.stdout).toBe('{"include":[{"story":"FIX-001"}]}\n')
    expect(plan.stderr).toBe(
      'IN  FIX-001: first in selection order\n' +
        "OUT FIX-002: may collide with FIX-001: the base tree's src/a.ts is in both scopes\n"
    )
    const bundle = join(work.dir, 'two')
    const second = await ralph(
      repo.dir,
      ['step', '--story', 'FIX-002', '--bundle', bundle],
      fakes.env(SCENARIO)
    )
    expect(second.code).toBe(0)
    expect(second.stdout).toBe('FAIL FIX-002 (attempt 1 of 3): agent exited with code 1\n')
    const dir = publishClone()
    const other = await publish(dir, ['--story', 'FIX-001', bundle])
    expect(other.code).toBe(EXIT.bundleRefused)
    expect(other.stdout).toContain(
      "/story: 'FIX-002' is not among the stories this publish takes (FIX-001)"
    )
    const named = await publish(dir, ['--story', 'FIX-002', bundle])
    expect(named.stdout).toBe('PUBLISHED FIX-002 (fail)\n')
    expect(named.code).toBe(0)
    gitIn(repo.dir, ['checkout', '-q', '--', 'prd.json'])
    const unknown = await ralph(repo.dir, ['step', '--story', 'FIX-009'], fakes.env(SCENARIO))
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toBe(
      "ralph step: Story 'FIX-009' is not in the PRD. Expected one of: FIX-001, FIX-002.\n"
    )
  })
})

describe('bundles of one publish that clash: the later one fails alone', () => {
  /** `ralph step --story ID --bundle`, each at the same base: the agent repo is reset after each. */
  async function bundleAtBase(id: string, scenario: unknown, name = id): Promise<string> {
    const bundle = join(work.dir, name)
    const result = await ralph(
      repo.dir,
      ['step', '--quiet', '--story', id, '--bundle', bundle],
      fakes.env(scenario)
    )
    expect(result.stderr).toBe('')
    expect(result.stdout).toMatch(new RegExp(`^PASS ${id} `))
    gitIn(repo.dir, ['checkout', '-q', '--', '.'])
    gitIn(repo.dir, ['clean', '-q', '-fd'])
    return bundle
  }

  const writesA = (value: number) => ({
    '*': [
      [{ do: 'write', path: 'src/a.ts', content: `export const a = ${value}\n` }, { do: 'report' }]
    ]
  })

  it('two fixes writing src/a.ts at one base (the plan bypassed): the first in priority order is published, the second fails naming the path', async () => {
    const second = await bundleAtBase('FIX-002', writesA(22))
    const first = await bundleAtBase('FIX-001', writesA(11))
    const dir = publishClone()
    const result = await publish(dir, [
      '--push',
      '--story',
      'FIX-001',
      '--story',
      'FIX-002',
      second,
      first
    ])
    expect(result.code).toBe(EXIT.partial)
    expect(result.stdout).toMatch(
      /^PUBLISHED FIX-001 \(pass\): branch ralph\/FIX-001 created at [0-9a-f]{40}\n/
    )
    expect(result.stdout).toContain(
      "FAILED FIX-002: writes src/a.ts, as 'FIX-001' does, published first in this run " +
        "(priority order): the two would conflict. Run 'FIX-002' again once the change of " +
        "'FIX-001' is on the branch.\n"
    )
    // The first stays whole: its branch and its status, on origin too; nothing of the second.
    expect(gitIn(repo.origin, ['show', 'ralph/FIX-001:src/a.ts'])).toBe('export const a = 11')
    expect(gitIn(repo.origin, ['branch', '--list', 'ralph/*'])).toBe('ralph/FIX-001')
    expect(gitIn(repo.origin, ['log', '-1', '--format=%s', 'main'])).toBe('ralph: FIX-001 passing')
    const stories = readPrd(dir).stories
    expect(stories.find(s => s.id === 'FIX-001')).toMatchObject({ passes: true })
    expect(stories.find(s => s.id === 'FIX-002')).toMatchObject({ passes: false })
    expect(readFileSync(join(dir, '.runtime/events.log'), 'utf8')).not.toContain('FIX-002')
    expect(gitIn(dir, ['status', '--porcelain'])).toBe('')
  })

  it('two audits with one report path: the second fails, the first report stays in the status commit', async () => {
    repo.write({
      'prd.json': prdText(
        [
          story('AUD-001', { mode: 'audit', acceptance_criteria: ['Created docs/audit.md'] }),
          story('AUD-002', {
            mode: 'audit',
            priority: 2,
            acceptance_criteria: ['Created docs/audit.md']
          })
        ],
        'audit'
      )
    })
    repo.commit('two audits, one report')
    gitIn(repo.dir, ['push', '-q', 'origin', 'HEAD:main'])
    const report = (id: string) => ({ '*': [[{ do: 'report', content: `# ${id}\n` }]] })
    const bundles = [await bundleAtBase('AUD-001', report('AUD-001'))]
    bundles.push(await bundleAtBase('AUD-002', report('AUD-002')))
    const dir = publishClone()
    const result = await publish(dir, ['--story', 'AUD-001', '--story', 'AUD-002', ...bundles])
    expect(result.code).toBe(EXIT.partial)
    expect(result.stdout).toBe(
      'PUBLISHED AUD-001 (pass)\n' +
        "FAILED AUD-002: writes docs/audit.md, as 'AUD-001' does, published first in this run " +
        "(priority order): the two would conflict. Run 'AUD-002' again once the change of " +
        "'AUD-001' is on the branch.\n"
    )
    expect(gitIn(dir, ['show', 'HEAD:docs/audit.md'])).toBe('# AUD-001')
    expect(readPrd(dir).stories.map(s => s.passes)).toEqual([true, false])
  })

  it('two bundles of one story: the second fails, the branch of the first stays', async () => {
    const first = await bundleAtBase('FIX-001', writesA(11), 'first')
    const again = await bundleAtBase('FIX-001', writesA(7), 'again')
    const dir = publishClone()
    const result = await publish(dir, [first, again])
    expect(result.code).toBe(EXIT.partial)
    expect(result.stdout).toContain(
      `FAILED FIX-001: another bundle of 'FIX-001' (${first}) was published first in this run; ` +
        'a story takes one outcome per publish\n'
    )
    expect(gitIn(dir, ['show', 'ralph/FIX-001:src/a.ts'])).toBe('export const a = 11')
    expect(gitIn(dir, ['log', '-1', '--format=%s'])).toBe('ralph: FIX-001 passing')
  })
})
