/**
 * After a CLI step, `.runtime/` (attempt logs, patches, the lock, events) stays out of the user's
 * commits: one line in .git/info/exclude, written before the agent call, no tracked file edited.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RUNTIME_EXCLUDE } from '../../../src/git/repository.js'
import { fakeAgents, type FakeAgents } from '../../helpers/agents.js'
import type { TestRepo } from '../../helpers/repo.js'
import { ralph, story, storyRepo } from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents

afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
})

it('keeps .runtime/ out of git status and git add -A through .git/info/exclude, once', async () => {
  repo = storyRepo([story('FIX-001'), story('FIX-002', { priority: 2 })])
  repo.write({ '.git/info/exclude': "# the user's own\n*.swp" })
  fakes = fakeAgents(repo.dir)
  const env = fakes.env([{ do: 'write', path: 'src/a.ts', content: 'changed\n' }, { do: 'report' }])
  const trackedBefore = repo.git(['ls-files', '-s'])

  const first = await ralph(repo.dir, ['step'], env)
  expect(first.stdout).toMatch(/^PASS FIX-001/)
  expect(readFileSync(join(repo.dir, '.runtime/events.log'), 'utf8')).not.toBe('')
  const status = repo.git(['status', '--porcelain', '--untracked-files=all'])
  expect(status.split('\n').filter(line => line.includes('.runtime'))).toEqual([])
  repo.git(['add', '-A'])
  expect(repo.git(['diff', '--cached', '--name-only']).split('\n')).not.toContain(
    '.runtime/events.log'
  )
  repo.git(['reset', '-q'])

  await ralph(repo.dir, ['step'], env)
  expect(readFileSync(join(repo.dir, '.git/info/exclude'), 'utf8')).toBe(
    `# the user's own\n*.swp\n${RUNTIME_EXCLUDE.join('\n')}\n`
  )
  expect(repo.git(['ls-files', '-s'])).toBe(trackedBefore)
})
