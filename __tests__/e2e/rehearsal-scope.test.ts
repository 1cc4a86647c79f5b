/**
 * examples/workflows/ralph-scope.yml, rehearsed (see __tests__/helpers/rehearsal/) on pull
 * requests: the check-out of the merge commit, the PRD read from the base commit.
 */
import {
  expectJobs,
  leaks,
  rehearsalWorld,
  type RehearsalWorld
} from '../helpers/rehearsal/world.js'
import { prdText, story } from '../helpers/story-repo.js'

let w: RehearsalWorld
afterEach(() => w.cleanup())

/** Pushes branch `name` with these files changed from main. */
function branch(name: string, files: Record<string, string>): void {
  w.repo.git(['checkout', '-q', '-b', name, 'main'])
  w.repo.write(files)
  w.repo.commit(`change on ${name}`)
  w.repo.git(['push', '-q', 'origin', name])
  w.repo.git(['checkout', '-q', 'main'])
}

it('ralph-scope.yml, rehearsed: a story pull request inside its scope passes, one outside fails on the file', async () => {
  w = await rehearsalWorld({
    'prd.json': prdText([story('FIX-001')]),
    'src/a.ts': 'export const a = 1\n',
    'docs/guide.md': 'guide\n'
  })
  branch('ralph/FIX-001', { 'src/a.ts': 'export const a = 2\n' })
  branch('widen', {
    'docs/guide.md': 'rewritten\n',
    // The pull request's own PRD copy widens the scope: the check reads the base commit's.
    'prd.json': prdText([story('FIX-001', { scope: ['**'] })])
  })

  const inside = await w.rehearse('ralph-scope.yml', w.pullRequest(1, 'ralph/FIX-001'))
  expectJobs(inside, ['scope: success [success success]'])
  expect(inside.job('scope').steps[1]?.outputs).toMatchObject({
    'story-id': 'FIX-001',
    result: 'passed'
  })

  const outside = await w.rehearse(
    'ralph-scope.yml',
    w.pullRequest(2, 'widen', 'Widens the guide.\n\n<!-- ralph-story: FIX-001 -->')
  )
  expectJobs(outside, ['scope: failure [success failure]'])
  expect(outside.job('scope').steps[1]?.log).toContain(
    `::error title=Outside the scope of FIX-001,file=docs/guide.md::docs/guide.md: outside the story's scope ["src/**"]`
  )
  expect(leaks(inside)).toEqual([])
  expect(leaks(outside)).toEqual([])
})
