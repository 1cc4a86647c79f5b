/**
 * `ralph next --prompt` prints the bytes `ralph step` sends: the same builder, so the policy is
 * CODEX.md at the repository top (not the working folder), the PRD path is the repository's, and
 * --protect reaches the prompt's protected paths.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { fakeAgents, type FakeAgents } from '../../helpers/agents.js'
import type { TestRepo } from '../../helpers/repo.js'
import { ralph, story, storyRepo } from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents

afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
})

it('gives the step’s exact prompt from a subfolder, with --protect and the top CODEX.md', async () => {
  repo = storyRepo([story('FIX-001')])
  repo.write({ 'CODEX.md': '# The repository policy\n', 'src/CODEX.md': '# Not this one\n' })
  repo.commit('policies')
  fakes = fakeAgents(repo.dir)
  const env = fakes.env([{ do: 'report' }])
  const sub = join(repo.dir, 'src')
  mkdirSync(sub, { recursive: true })

  const shown = await ralph(
    sub,
    ['next', '--prd', '../prd.json', '--prompt', '--protect', 'secrets/**'],
    env
  )
  expect(shown.stderr).toBe('')
  expect(shown.code).toBe(0)
  expect(shown.stdout).toContain('secrets/**')
  expect(shown.stdout.endsWith('---\n\n# The repository policy\n')).toBe(true)

  const step = await ralph(sub, ['step', '--prd', '../prd.json', '--protect', 'secrets/**'], env)
  expect(step.stdout).toMatch(/^PASS FIX-001/)
  const sent = fakes.calls().map(call => call.prompt)
  expect(sent).toHaveLength(1)
  expect(Buffer.from(shown.stdout).equals(Buffer.from(sent[0]!))).toBe(true)

  // Without --protect the two differ exactly there: the option is not ignored.
  const plain = await ralph(sub, ['next', '--prd', '../prd.json', '--prompt'], env)
  expect(plain.stdout).not.toContain('secrets/**')
})

it('says a PRD outside a git repository has no step prompt (exit 2, as the step)', async () => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents(repo.dir)
  const plain = mkdtempSync(join(tmpdir(), 'ralph-no-git-'))
  try {
    copyFileSync(join(repo.dir, 'prd.json'), join(plain, 'prd.json'))
    const result = await ralph(plain, ['next', '--prompt'], fakes.env([]))
    expect(result.code).toBe(EXIT.invalid)
    expect(result.stderr).toContain('is not inside a git repository')
    expect(result.stdout).toBe('')
  } finally {
    rmSync(plain, { recursive: true, force: true })
  }
})
