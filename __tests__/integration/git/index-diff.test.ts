/**
 * The writes of a step come from two indexes read in node (index-file.ts) instead of
 * `git diff-tree` between their trees: on every index git writes (versions 2, 3 and 4,
 * SHA-1 and SHA-256, long and non-ASCII names, symlinks, executables, gitlinks) both must
 * name the same changes, and an index write-tree would not write entry for entry
 * (intent-to-add, unmerged) is left to git.
 */
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { diffIndexes, IndexFile, readIndex } from '../../../src/git/index-file.js'
import { parseRawDiff } from '../../../src/git/output.js'
import { GIT_ENV } from '../../helpers/repo.js'

let dir: string
const dirs: string[] = []
afterAll(() => dirs.forEach(made => rmSync(made, { recursive: true, force: true })))

// Longer than the 12 bits of an entry's name length: git then ends the name with a NUL.
const LONG = `${'deep/'.repeat(900)}name.txt`

function run(args: string[], index: string): string {
  return execFileSync('git', args, {
    cwd: dir,
    env: { ...process.env, ...GIT_ENV, GIT_INDEX_FILE: index },
    encoding: 'utf8',
    input: ''
  }).trim()
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}

/**
 * Two indexes of one repository: `a` before, `b` after a mix of every kind of change; then
 * `longA` and `longB`, the same with runs of unchanged entries between and around the changes
 * (one file's stat data changes while its bytes stay: a different entry, no write). Built once
 * per object format in git's default index version; the tests take copies (see atVersion).
 */
function build(objectFormat: string) {
  dir = mkdtempSync(join(tmpdir(), 'ralph-entries-'))
  dirs.push(dir)
  const a = join(dir, '.git', 'index-a')
  const b = join(dir, '.git', 'index-b')
  run(['init', '-q', `--object-format=${objectFormat}`], a)
  const empty = run(['hash-object', '-w', '--stdin'], a)
  const commit = run(['commit-tree', run(['write-tree'], a), '-m', 'sub'], a)
  for (const index of [a, b]) {
    run(['update-index', '--add', '--cacheinfo', `100644,${empty},${LONG}`], index)
  }
  for (const name of ['kept', 'edited', 'gone', 'mode', 'type', 'sub', 'a.b', 'ü/x', 'a/x']) {
    write(`src/${name}.txt`, `${name}\n`)
  }
  run(['add', '--', 'src'], a)
  run(['update-index', '--add', '--cacheinfo', `160000,${commit},vendor/lib`], a)
  write('src/edited.txt', 'edited\nmore\n')
  rmSync(join(dir, 'src/gone.txt'))
  chmodSync(join(dir, 'src/mode.txt'), 0o755)
  rmSync(join(dir, 'src/type.txt'))
  symlinkSync('kept.txt', join(dir, 'src/type.txt'))
  write('src/new/ñame.txt', 'new\n')
  write('src/a.b/c', 'a file where a folder sorts\n')
  write('src/odd\nname.txt', 'a name porcelain output would quote\n')
  run(['add', '-A', '--', 'src'], b)
  run(['update-index', '--add', '--cacheinfo', `160000,${empty.replace(/./g, 'e')},vendor/lib`], b)
  // A skip-worktree mark needs the extended flags of versions 3 and 4.
  for (const index of [a, b]) run(['update-index', '--skip-worktree', 'src/kept.txt'], index)

  const longA = `${a}-long`
  const longB = `${b}-long`
  copyFileSync(a, longA)
  copyFileSync(b, longB)
  for (let k = 0; k < 300; k++) write(`src/run${String(k).padStart(3, '0')}.txt`, `${k}\n`)
  write('zz/tail.txt', 'tail\n')
  for (const index of [longA, longB]) run(['add', '--', 'src', 'zz'], index)
  write('src/run150.txt', '150 changed\n')
  write('src/run299.txt', '299\n')
  write('zz/tail.txt', 'tail changed\n')
  run(['add', '--', 'src/run150.txt', 'src/run299.txt', 'zz/tail.txt'], longB)
  rmSync(join(dir, 'src/run007.txt'))
  run(['add', '-A', '--', 'src/run007.txt'], longB)
  return { dir, a, b, longA, longB }
}

const built = new Map<string, ReturnType<typeof build>>()

/** A copy of `index` in `version` (git rewrites every entry in the new format). */
function atVersion(index: string, version: number): string {
  const copy = `${index}-v${version}`
  copyFileSync(index, copy)
  run(['update-index', '--index-version', String(version)], copy)
  return copy
}

/** The indexes of `objectFormat` in `version`; `long`: those with runs of unchanged entries. */
function twoIndexes(version: number, objectFormat: string, long = false): { a: string; b: string } {
  const made = built.get(objectFormat) ?? build(objectFormat)
  built.set(objectFormat, made)
  dir = made.dir
  return {
    a: atVersion(long ? made.longA : made.a, version),
    b: atVersion(long ? made.longB : made.b, version)
  }
}

function gitChanges(a: string, b: string): unknown[] {
  const from = run(['write-tree'], a)
  const to = run(['write-tree'], b)
  const out = run(['diff-tree', '-r', '-z', '--raw', '--no-renames', '--full-index', from, to], a)
  return parseRawDiff(out).map(({ path, before, after }) => ({ path, before, after }))
}

const FORMATS = [2, 3, 4].flatMap(version =>
  ['sha1', 'sha256'].map(objectFormat => ({ version, objectFormat }))
)

/** The changes between two plain indexes (the test fails when one is not plain). */
function diffIndexEntries(a: IndexFile, b: IndexFile): NonNullable<ReturnType<typeof diffIndexes>> {
  const changes = diffIndexes(a, b)
  if (!changes) throw new Error('a plain index was not taken as one')
  return changes
}

describe('diffIndexes', () => {
  it.each(FORMATS)('names what diff-tree names: version $version, $objectFormat', options => {
    const { a, b } = twoIndexes(options.version, options.objectFormat)
    const before = readIndex(readFileSync(a))
    const after = readIndex(readFileSync(b))
    if (!before || !after) throw new Error('a plain index was not read')
    const changes = diffIndexEntries(before, after)
    expect(changes.map(change => change.path).sort()).toEqual([
      'src/a.b/c',
      'src/edited.txt',
      'src/gone.txt',
      'src/mode.txt',
      'src/new/ñame.txt',
      'src/odd\nname.txt',
      'src/type.txt',
      'vendor/lib'
    ])
    expect([...changes].sort((x, y) => (x.path < y.path ? -1 : 1))).toEqual(
      [...(gitChanges(a, b) as typeof changes)].sort((x, y) => (x.path < y.path ? -1 : 1))
    )
    expect(diffIndexEntries(before, before)).toEqual([])
  })

  it.each(FORMATS)(
    'finds each change among long runs of unchanged entries: version $version, $objectFormat',
    options => {
      const { a, b } = twoIndexes(options.version, options.objectFormat, true)
      const before = readIndex(readFileSync(a))
      const after = readIndex(readFileSync(b))
      if (!before || !after) throw new Error('a plain index was not read')
      const changes = diffIndexEntries(before, after)
      expect(changes.map(change => change.path)).toEqual(
        expect.arrayContaining(['src/run007.txt', 'src/run150.txt', 'zz/tail.txt'])
      )
      expect(changes.map(change => change.path)).not.toContain('src/run299.txt')
      expect([...changes].sort((x, y) => (x.path < y.path ? -1 : 1))).toEqual(
        [...(gitChanges(a, b) as typeof changes)].sort((x, y) => (x.path < y.path ? -1 : 1))
      )
    }
  )

  it('leaves an intent-to-add entry and an unmerged one to git', () => {
    const { a } = twoIndexes(2, 'sha1')
    write('planned.txt', 'later\n')
    run(['add', '--intent-to-add', '--', 'planned.txt'], a)
    const planned = readIndex(readFileSync(a)) as IndexFile
    expect(planned.plain).toBe(false)
    expect(diffIndexes(planned, planned)).toBeUndefined()

    const blob = run(['hash-object', '-w', '--', 'src/kept.txt'], a)
    const b = join(dir, '.git', 'index-conflict')
    execFileSync('git', ['update-index', '--index-info'], {
      cwd: dir,
      env: { ...process.env, ...GIT_ENV, GIT_INDEX_FILE: b },
      input: `100644 ${blob} 1\tboth.txt\n100644 ${blob} 2\tboth.txt\n`
    })
    expect(readIndex(readFileSync(b))?.plain).toBe(false)
    expect(readIndex(Buffer.from('not an index'))).toBeUndefined()
  })
})
