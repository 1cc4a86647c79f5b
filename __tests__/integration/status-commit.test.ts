import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  changedFields,
  commitStatuses,
  ownedFields,
  applyStatus,
  StatusRecord
} from '../../src/loop/record/status-commit.js'
import { Repository } from '../../src/git/repository.js'
import type { Story } from '../../src/loop/types.js'
import { makeRepo, TestRepo } from '../helpers/repo.js'

function story(id: string, over: Partial<Story> = {}): Story {
  return {
    id,
    title: `Story ${id}`,
    priority: 1,
    mode: 'audit',
    scope: ['**'],
    acceptance_criteria: [`Created .ralph/reports/${id}.md`],
    passes: false,
    ...over
  }
}

const prd = (stories: Story[]): string => JSON.stringify({ stories }, null, 2) + '\n'
const layout = (repo: TestRepo) => ({ top: repo.dir, prdRel: 'prd.json' })

describe('status commits', () => {
  let repo: TestRepo
  const passed = {
    passes: true,
    completed_at: '2024-03-14T12:00:00.000Z',
    report_path: '.ralph/reports/A-1.md'
  }
  const record = (): StatusRecord => ({
    storyId: 'A-1',
    before: ownedFields(story('A-1')),
    after: ownedFields(story('A-1', passed)),
    events: '{"event":"story_pass"}\n',
    files: [{ path: '.ralph/reports/A-1.md', bytes: Buffer.from('# A-1\n') }],
    message: 'ralph: A-1 passing'
  })

  beforeEach(() => {
    repo = makeRepo({
      '.gitignore': '.runtime/\n',
      'README.md': '# readme\n',
      'prd.json': prd([story('A-1'), story('B-2')]),
      '.runtime/keep': ''
    })
  })
  afterEach(() => repo.cleanup())

  it('changedFields lists only what the transition changed, null for removals', () => {
    expect(changedFields(ownedFields(story('A-1')), ownedFields(story('A-1', passed)))).toEqual(
      passed
    )
    expect(
      changedFields(ownedFields(story('A-1', { attempts: 2 })), ownedFields(story('A-1', {})))
    ).toEqual({ attempts: null })
  })

  it('commits exactly its paths, the ignored events log included, and leaves other edits alone', async () => {
    repo.write({
      'prd.json': prd([story('A-1', passed), story('B-2')]),
      '.runtime/events.log': '{"event":"story_pass"}\n',
      '.ralph/reports/A-1.md': '# A-1\n',
      'README.md': 'edited by someone, not ours\n'
    })
    await commitStatuses(layout(repo), [record()], record().message, {})
    expect(repo.git(['show', '--name-only', '--format=%s', 'HEAD']).split('\n')).toEqual([
      'ralph: A-1 passing',
      '',
      '.ralph/reports/A-1.md',
      '.runtime/events.log',
      'prd.json'
    ])
    expect(repo.git(['status', '--porcelain'])).toBe('M README.md')
  })

  it('re-applies the transition on a tip where another story changed', async () => {
    // The fresh tip: someone recorded B-2 and appended their events meanwhile.
    repo.write({
      'prd.json': prd([story('A-1'), story('B-2', { attempts: 1 })]),
      '.runtime/events.log': '{"event":"theirs"}\n'
    })
    await new Repository(repo.dir).commitPaths(['prd.json', '.runtime/events.log'], 'theirs')
    await applyStatus(layout(repo), record())
    await commitStatuses(layout(repo), [record()], record().message, {})
    const fresh = JSON.parse(readFileSync(join(repo.dir, 'prd.json'), 'utf8')) as {
      stories: Story[]
    }
    expect(fresh.stories).toEqual([story('A-1', passed), story('B-2', { attempts: 1 })])
    expect(readFileSync(join(repo.dir, '.runtime/events.log'), 'utf8')).toBe(
      '{"event":"theirs"}\n{"event":"story_pass"}\n'
    )
    expect(repo.git(['log', '--format=%s', '-2']).split('\n')).toEqual([
      'ralph: A-1 passing',
      'theirs'
    ])
    expect(repo.git(['show', 'HEAD:.ralph/reports/A-1.md'])).toBe('# A-1')
  })

  it('refuses, changing nothing, when the same story changed meanwhile', async () => {
    const theirs = prd([story('A-1', { attempts: 2 }), story('B-2')])
    writeFileSync(join(repo.dir, 'prd.json'), theirs)
    const head = await new Repository(repo.dir).commitPaths(['prd.json'], 'theirs')
    await expect(applyStatus(layout(repo), record())).rejects.toThrow(
      "Story 'A-1' changed on the branch while this step ran"
    )
    expect(readFileSync(join(repo.dir, 'prd.json'), 'utf8')).toBe(theirs)
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head)
  })

  it('restorePaths puts edited, deleted and new files back to HEAD', async () => {
    repo.write({ 'src/keep.ts': 'one\n', 'src/gone.ts': 'gone\n' })
    repo.commit('add src')
    repo.write({ 'src/keep.ts': 'two\n', 'src/new.ts': 'new\n', 'prd.json': 'edited\n' })
    rmSync(join(repo.dir, 'src/gone.ts'))
    repo.git(['add', 'src/new.ts'])
    await new Repository(repo.dir).restorePaths([
      'src/keep.ts',
      'src/gone.ts',
      'src/new.ts',
      'never/was.ts'
    ])
    expect(readFileSync(join(repo.dir, 'src/keep.ts'), 'utf8')).toBe('one\n')
    expect(readFileSync(join(repo.dir, 'src/gone.ts'), 'utf8')).toBe('gone\n')
    expect(existsSync(join(repo.dir, 'src/new.ts'))).toBe(false)
    expect(repo.git(['status', '--porcelain'])).toBe('M prd.json')
  })
})
