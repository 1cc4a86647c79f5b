/**
 * racyFloor reads the indexes git itself writes: versions 2, 3 (an intent-to-add entry has
 * extended flags) and 4 (prefix-compressed names), SHA-1 and SHA-256, long names.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { racyFloor } from '../../../src/git/index-file.js'

import { GIT_ENV } from '../../helpers/repo.js'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const OLDEST = 1_600_000_000
// Longer than the 12 bits of an entry's name length: git then ends the name with a NUL.
const LONG = `${'deep/'.repeat(900)}name.txt`

function indexWith(options: { version: number; objectFormat: string; mtimes: number[] }): Buffer {
  dir = mkdtempSync(join(tmpdir(), 'ralph-index-'))
  const git = (args: string[]): string =>
    execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, ...GIT_ENV },
      encoding: 'utf8',
      input: ''
    }).trim()
  git(['init', '-q', `--object-format=${options.objectFormat}`])
  // Too long a path for the file system: an entry without a file, stat all zeros.
  const empty = git(['hash-object', '-w', '--stdin'])
  git(['update-index', '--add', '--cacheinfo', `100644,${empty},${LONG}`])
  const paths = options.mtimes.map((_, i) => `src/file${i}.ts`)
  paths.forEach((path, i) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), `${i}\n`)
    const mtime = options.mtimes[i] as number
    utimesSync(join(dir, path), mtime, mtime)
  })
  git(['add', '--', ...paths.slice(0, -1)])
  git(['add', '--intent-to-add', '--', paths[paths.length - 1] as string])
  git(['update-index', '--index-version', String(options.version)])
  return readFileSync(join(dir, '.git', 'index'))
}

const aMinuteAgo = (): number => Math.floor(Date.now() / 1000) - 60

const FORMATS = [2, 3, 4].flatMap(version =>
  ['sha1', 'sha256'].map(objectFormat => ({ version, objectFormat }))
)

describe('racyFloor on indexes git wrote', () => {
  it.each(FORMATS)('version $version, $objectFormat', ({ version, objectFormat }) => {
    const mtimes = [OLDEST + 50, OLDEST + 20, OLDEST, OLDEST + 30]
    const bytes = indexWith({ version, objectFormat, mtimes })
    // Every file was written a moment ago: every ctime is in the last minute.
    expect(racyFloor(bytes, aMinuteAgo())).toBe(OLDEST)
    // No entry has a ctime in a second to come: the index's own second stands.
    const later = Math.floor(Date.now() / 1000) + 3600
    expect(racyFloor(bytes, later)).toBe(later)
  })

  it('gives up on an entry whose mtime is second 0, which the rule cannot reach', () => {
    const bytes = indexWith({ version: 2, objectFormat: 'sha1', mtimes: [0, OLDEST] })
    expect(racyFloor(bytes, aMinuteAgo())).toBeUndefined()
  })

  it('gives up on a split index and on bytes that are not an index', () => {
    const bytes = indexWith({ version: 2, objectFormat: 'sha1', mtimes: [OLDEST, OLDEST] })
    execFileSync('git', ['update-index', '--split-index'], { cwd: dir, stdio: 'ignore' })
    expect(racyFloor(bytes, aMinuteAgo())).toBe(OLDEST)
    const split = readFileSync(join(dir, '.git', 'index'))
    expect(racyFloor(split, aMinuteAgo())).toBeUndefined()
    expect(racyFloor(Buffer.from('DIRC not really an index'), aMinuteAgo())).toBeUndefined()
    expect(racyFloor(bytes.subarray(0, bytes.length - 7), aMinuteAgo())).toBeUndefined()
  })
})
