import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Repository } from '../../../src/git/repository.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo

beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'before\n' })
})
afterEach(() => repo.cleanup())

describe('a commondir file the agent puts in .git/', () => {
  it("cannot send ralph's git to a copy whose config and attributes hide an edit", async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      // The agent's copy of the git dir: a clean filter that gives git the old content back,
      // applied to a.txt by the copy's info/attributes, none of it in the real .git/.
      const copy = join(repo.dir, '..', 'evil-common')
      cpSync(join(repo.dir, '.git'), copy, { recursive: true })
      writeFileSync(
        join(copy, 'config'),
        `[core]\n\trepositoryformatversion = 0\n[filter "hide"]\n\tclean = printf 'before\\\\n'\n`
      )
      mkdirSync(join(copy, 'info'), { recursive: true })
      writeFileSync(join(copy, 'info', 'attributes'), 'a.txt filter=hide\n')
      writeFileSync(join(repo.dir, '.git', 'commondir'), `${copy}\n`)
      writeFileSync(join(repo.dir, 'a.txt'), 'after, and longer\n')

      const end = await attempt.end()
      const writes = end.writes.map(write => `${write.change} ${write.path}`)
      expect(writes).toContain('modified a.txt')
      expect(writes).toContain('added .git/commondir')
      expect(existsSync(join(repo.dir, '.git', 'commondir'))).toBe(false)
    } finally {
      attempt.dispose()
    }
  })
})
