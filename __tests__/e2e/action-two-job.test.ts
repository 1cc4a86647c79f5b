/**
 * The two-job flow end to end, on the bundled action (dist/index.js): an agent job (`step`
 * with `publish: false`, no github-token) in one clone writes a result bundle; a publish job
 * (`command: publish`, the token) in a fresh clone verifies and records it. Origin is a bare
 * repository behind smart HTTP, the REST API the GitHub double.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { piecesOf, secretShapes } from '../helpers/secret-shapes.js'
import { pushMeanwhile } from '../helpers/repo.js'
import { tempDir } from '../helpers/tmp.js'
import { forge, twoJobWorld, TwoJobWorld } from '../helpers/two-job.js'
import type { Story } from '../../src/loop/types.js'

describe('the two-job flow (bundled action, end to end)', () => {
  let w: TwoJobWorld
  beforeEach(async () => {
    w = await twoJobWorld()
  })
  afterEach(async () => w.cleanup())

  /**
   * The default agent job's bundle, made once in a world of its own: the tests that forge it
   * publish a copy in theirs (as a publish job gets another job's artifact; the worlds are made
   * alike, so they share the base commit).
   */
  let made: { dir: string; cleanup(): void }
  let madeBase: string
  beforeAll(async () => {
    made = tempDir('ralph-two-job-made-')
    const at = await twoJobWorld()
    try {
      madeBase = at.base
      expect((await at.agentJob(join(made.dir, 'bundle'))).code).toBe(0)
    } finally {
      await at.cleanup()
    }
  }, 120_000)
  afterAll(() => made.cleanup())

  function madeBundle(): string {
    expect(w.base).toBe(madeBase)
    const bundle = join(w.scratch, 'bundle')
    cpSync(join(made.dir, 'bundle'), bundle, { recursive: true })
    return bundle
  }

  it('origin moved between the publish checkout and its push: the status is recorded again on the new tip', async () => {
    const bundle = madeBundle()
    let theirs = ''
    const published = await w.publishJob(bundle, {
      afterCheckout: () => {
        theirs = pushMeanwhile(w.repo.origin, join(w.scratch, 'other'))
      }
    })
    expect(published.stderr).toBe('')
    expect(published.code).toBe(0)
    expect(published.stdout).toContain(`main moved to ${theirs}; recording the bundles again on it`)
    expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'ralph: FIX-001 passing',
      'docs: meanwhile',
      'initial'
    ])
    expect(w.origin(['show', 'main:docs/guide.md'])).toBe('guide, edited meanwhile')
    const prd = JSON.parse(w.origin(['show', 'main:prd.json'])) as { stories: Story[] }
    expect(prd.stories.find(s => s.id === 'FIX-001')?.passes).toBe(true)
  }, 120_000)

  it('agent job without a token writes a bundle; the publish job makes branch, pull request and status commit; twice is a no-op', async () => {
    const bundle = join(w.scratch, 'bundle')
    const agent = await w.agentJob(bundle)
    expect(agent.stderr).toBe('')
    expect(agent.code).toBe(0)
    expect(agent.outputs).toMatchObject({
      'story-id': 'FIX-001',
      result: 'passed',
      'bundle-path': bundle
    })
    expect(agent.stdout).not.toContain('::warning::')
    // Nothing left the agent job: origin and the API untouched.
    expect(w.origin(['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/main')
    expect(w.origin(['rev-parse', 'main'])).toBe(w.base)
    expect(w.github.calls).toEqual([])

    // The agent looked for the environment of every ancestor: confined, it has none to see.
    const dump = join(w.repo.dir, '.git', 'ancestors.json')
    expect(JSON.parse(readFileSync(dump, 'utf8'))).toEqual({})

    const published = await w.publishJob(bundle)
    expect(published.stderr).toBe('')
    expect(published.code).toBe(0)
    const head = w.origin(['rev-parse', 'refs/heads/ralph/FIX-001'])
    expect(w.origin(['rev-parse', `${head}^`])).toBe(w.base)
    expect(w.origin(['show', `${head}:src/a.ts`])).toBe('export const a = 2')
    expect(
      w.origin(['diff-tree', '--no-commit-id', '--name-only', '-r', head]).split('\n')
    ).toEqual(['.ralph/reports/FIX-001.md', 'src/a.ts'])
    expect(w.origin(['log', '--format=%s', 'main']).split('\n')).toEqual([
      'ralph: FIX-001 passing',
      'initial'
    ])
    const url = `${w.server.url}/acme/api/pull/1`
    const prd = JSON.parse(w.origin(['show', 'main:prd.json'])) as { stories: Story[] }
    expect(prd.stories[0]).toMatchObject({ passes: true, pr_url: url })
    expect(w.origin(['show', 'main:.runtime/events.log'])).toBe(
      readFileSync(join(bundle, 'events.jsonl'), 'utf8').trimEnd()
    )
    expect(w.github.pulls).toHaveLength(1)
    expect(w.github.pulls[0]).toMatchObject({ head: 'ralph/FIX-001', base: 'main' })
    expect(w.github.statuses).toMatchObject([
      { sha: head, state: 'success', context: 'ralph/scope' }
    ])
    // A command template reports no usage (ralph-nightly's rehearsal has codex's figures).
    const usage = { 'tokens-in': '', 'tokens-out': '', 'cost-usd': '' }
    expect(agent.outputs).toMatchObject(usage)
    expect(published.outputs).toMatchObject({
      'story-id': 'FIX-001',
      result: 'passed',
      'pr-url': url,
      ...usage
    })
    expect(published.summary).toContain(
      '## Ralph publish\n\n```mermaid\nflowchart LR\n  subgraph fixing ["fixing: 1 passing, 1 open, 0 skipped"]\n' +
        '    s0["FIX-001<br/>passing<br/>this run: passed, attempt 1"]\n'
    )
    expect(published.summary).toMatch(/\| FIX-001 \| published \| .* \| {2}\|\n/)

    const refs = w.origin(['for-each-ref', '--format=%(refname) %(objectname)'])
    const calls = w.github.calls.length
    const again = await w.publishJob(bundle)
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(
      '::notice::FIX-001: skipped, this bundle is already published on the branch'
    )
    expect(w.origin(['for-each-ref', '--format=%(refname) %(objectname)'])).toBe(refs)
    expect(w.github.calls).toHaveLength(calls)
  }, 120_000)

  it("the pull request lists the paths git applied, never the bundle's own list of writes (which the gate does not scan)", async () => {
    const bundle = madeBundle()
    const token = secretShapes()[0]!
    // A forger who knows the format lists a path the patch does not write, carrying a secret.
    forge(bundle, 'outcome.json', text => {
      const outcome = JSON.parse(text) as { writes: string[] }
      outcome.writes.push(`src/${token.value}.ts`)
      return JSON.stringify(outcome, null, 2) + '\n'
    })
    const published = await w.publishJob(bundle)
    expect(published.stderr).toBe('')
    expect(published.code).toBe(0)
    expect(w.github.pulls).toHaveLength(1)
    const body = w.github.pulls[0]!.body ?? ''
    const calls = JSON.stringify(w.github.calls)
    for (const piece of piecesOf(token.secret)) {
      expect(body).not.toContain(piece)
      expect(calls).not.toContain(piece)
    }
    expect(body).toContain(
      '2 path(s) written, all inside the scope (report: `.ralph/reports/FIX-001.md`)'
    )
    expect(body).toContain('- `.ralph/reports/FIX-001.md`\n- `src/a.ts`\n')
    expect(w.github.statuses).toMatchObject([
      { description: '2 path(s), all inside the scope of FIX-001' }
    ])
  }, 120_000)

  it('a bundle edited to write outside the scope, or with a mismatching manifest, fails with annotations and pushes nothing', async () => {
    const bundle = madeBundle()
    const patch = join(bundle, 'writes.patch')
    writeFileSync(
      patch,
      readFileSync(patch, 'utf8').replace(
        /diff --git a\/src\/a.ts b\/src\/a.ts\nindex [^\n]*\n--- a\/src\/a.ts\n\+\+\+ b\/src\/a.ts\n@@ -1 \+1 @@\n-export const a = 1\n/,
        'diff --git a/docs/guide.md b/docs/guide.md\n--- a/docs/guide.md\n+++ b/docs/guide.md\n@@ -1 +1 @@\n-guide\n'
      )
    )
    expect(readFileSync(patch, 'utf8')).toContain('+++ b/docs/guide.md')

    const mismatch = await w.publishJob(bundle)
    expect(mismatch.code).not.toBe(0)
    expect(mismatch.stdout).toMatch(
      /::error title=Result bundle refused,file=.*\/bundle\/manifest\.json::.*\/parts\/writes\.patch: writes\.patch has sha256 /
    )

    forge(bundle, 'writes.patch', text => text)
    const outside = await w.publishJob(bundle)
    expect(outside.code).not.toBe(0)
    expect(outside.stdout).toContain(
      `::error title=Outside the scope of FIX-001 (bundle refused),file=docs/guide.md::docs/guide.md: outside the story's scope ["src/**"]`
    )
    expect(w.origin(['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/main')
    expect(w.origin(['rev-parse', 'main'])).toBe(w.base)
    expect(w.github.calls).toEqual([])
  }, 120_000)

  it("a bundle claiming another story than the base commit's PRD selects is refused", async () => {
    const bundle = madeBundle()
    for (const part of ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch', 'report'])
      forge(bundle, part, text => text.replaceAll('FIX-001', 'FIX-002'))
    const manifest = join(bundle, 'manifest.json')
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"FIX-001"', '"FIX-002"'))
    const forged = await w.publishJob(bundle)
    expect(forged.code).not.toBe(0)
    expect(forged.stdout).toContain(
      "/story: the base commit's PRD selects 'FIX-001' for fixing, not 'FIX-002'"
    )
    expect(w.origin(['rev-parse', 'main'])).toBe(w.base)
    expect(w.github.calls).toEqual([])
  }, 120_000)
})
