import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Repository } from '../../../src/git/repository.js'
import { makeRepo, TestRepo } from '../../helpers/repo.js'

let repo: TestRepo

beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'before\n', 'b.txt': 'other\n' })
  // Files an hour old and an index refreshed since: no entry is racy, so the snapshot's
  // refresh leaves every entry in the shared index, where the agent can reach it.
  const hourAgo = Math.floor(Date.now() / 1000) - 3600
  for (const name of ['a.txt', 'b.txt']) utimesSync(join(repo.dir, name), hourAgo, hourAgo)
  repo.git(['update-index', '--refresh'])
  repo.git(['config', 'core.splitIndex', 'true'])
  repo.git(['update-index', '--split-index'])
})
afterEach(() => repo.cleanup())

const NAME_AT = 62

/** Sets a.txt's stat fields in every shared index under .git/ to the file's own, keeping its id. */
function forgeSharedIndexes(): number {
  const gitDir = join(repo.dir, '.git')
  const stat = statSync(join(repo.dir, 'a.txt'), { bigint: true })
  let forged = 0
  for (const name of readdirSync(gitDir).filter(n => n.startsWith('sharedindex.'))) {
    const path = join(gitDir, name)
    const bytes = readFileSync(path)
    const entries = bytes.readUInt32BE(8)
    let at = 12
    for (let i = 0; i < entries; i++) {
      const length = bytes.readUInt16BE(at + 60) & 0xfff
      if (bytes.toString('utf8', at + NAME_AT, at + NAME_AT + length) === 'a.txt') {
        const fields = [
          stat.ctimeMs / 1000n,
          stat.ctimeNs % 1_000_000_000n,
          stat.mtimeMs / 1000n,
          stat.mtimeNs % 1_000_000_000n,
          stat.dev,
          stat.ino
        ]
        fields.forEach((value, k) => bytes.writeUInt32BE(Number(value & 0xffffffffn), at + 4 * k))
        bytes.writeUInt32BE(Number(stat.size), at + 36)
        forged++
      }
      at += Math.floor((NAME_AT + length + 8) / 8) * 8
    }
    // The trailing checksum stays: git takes the shared index whose name it carries.
    writeFileSync(path, bytes)
  }
  return forged
}

describe('a split index (core.splitIndex) cannot hide a write', () => {
  it("the agent's forged shared index under .git/ does not make an edited file look unchanged", async () => {
    const attempt = await new Repository(repo.dir).beginAttempt()
    try {
      // Same size, times put back to the second: only the ctime and the content tell.
      const file = join(repo.dir, 'a.txt')
      const old = statSync(file)
      writeFileSync(file, 'AFTER!\n')
      execFileSync('touch', ['-d', `@${Math.floor(old.mtimeMs / 1000) - 60}`, file])
      expect(forgeSharedIndexes()).toBeGreaterThan(0)
      const end = await attempt.end()
      expect(end.writes.map(write => `${write.change} ${write.path}`)).toContain('modified a.txt')
    } finally {
      attempt.dispose()
    }
  })
})
