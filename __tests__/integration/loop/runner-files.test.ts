/**
 * The runner's files are kept between steps: a file the runner did not touch since is not
 * copied again, and every change the agent makes is still found and put back, also a
 * same-size rewrite with the mtime set back, and also when the agent changed the copy.
 */
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { guardRunnerFiles } from '../../../src/loop/record/runner-files.js'

let root: string
let top: string
let keep: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ralph-runner-files-'))
  top = join(root, 'repo')
  keep = join(root, 'keep')
  mkdirSync(join(top, '.runtime', 'attempts'), { recursive: true })
  writeFileSync(join(top, '.runtime', 'events.log'), 'one\n')
  writeFileSync(join(top, '.runtime', 'attempts', 'A-1.log'), 'attempt one\n')
  writeFileSync(join(top, 'prd.json'), '{}\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const guard = () =>
  guardRunnerFiles({
    top,
    files: [join(top, 'prd.json')],
    dirs: [join(top, '.runtime')],
    keep
  })

/** The copies in the keep folder, by inode: a copy made again is a new file. */
function copies(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(keep, 'manifest.json'), 'utf8')) as Record<
    string,
    { copy: string }
  >
  return new Map(
    Object.entries(manifest).map(([abs, entry]) => {
      const stat = statSync(join(keep, entry.copy), { bigint: true })
      return [abs, `${stat.ino}:${stat.mtimeNs}`]
    })
  )
}

describe('runner files kept between steps', () => {
  it('copies again only what the runner changed since the last step', () => {
    guard().restore()
    const first = copies()
    appendFileSync(join(top, '.runtime', 'events.log'), 'two\n')
    expect(guard().restore()).toEqual([])
    const second = copies()
    const log = join(top, '.runtime', 'events.log')
    const attempt = join(top, '.runtime', 'attempts', 'A-1.log')
    expect(second.get(attempt)).toBe(first.get(attempt))
    expect(second.get(join(top, 'prd.json'))).toBe(first.get(join(top, 'prd.json')))
    expect(second.get(log)).not.toBe(first.get(log))
  })

  it('finds and puts back a same-size rewrite whose mtime was set back', async () => {
    const file = join(top, '.runtime', 'attempts', 'A-1.log')
    guard().restore()
    const g = guard()
    await g.settled()
    const { atime, mtime } = statSync(file)
    writeFileSync(file, 'attempt 0ne\n')
    utimesSync(file, atime, mtime)
    expect(g.restore()).toEqual(['.runtime/attempts/A-1.log'])
    expect(readFileSync(file, 'utf8')).toBe('attempt one\n')
  })

  it('finds a same-size rewrite of a file the runner wrote just before the guard', async () => {
    const log = join(top, '.runtime', 'events.log')
    guard().restore()
    appendFileSync(log, 'two\n')
    const g = guard()
    await g.settled()
    const { atime, mtime } = statSync(log)
    writeFileSync(log, 'one\ntw0\n')
    utimesSync(log, atime, mtime)
    expect(g.restore()).toEqual(['.runtime/events.log'])
    expect(readFileSync(log, 'utf8')).toBe('one\ntwo\n')
  })

  it('writes a new copy where the agent left a link, without following it', () => {
    guard().restore()
    const manifest = JSON.parse(readFileSync(join(keep, 'manifest.json'), 'utf8')) as Record<
      string,
      { copy: string }
    >
    const copy = join(keep, (manifest[join(top, 'prd.json')] as { copy: string }).copy)
    const elsewhere = join(root, 'elsewhere')
    writeFileSync(elsewhere, 'untouched\n')
    rmSync(copy)
    symlinkSync(elsewhere, copy)
    writeFileSync(join(top, 'prd.json'), '{"next":1}\n')
    const g = guard()
    expect(readFileSync(elsewhere, 'utf8')).toBe('untouched\n')
    writeFileSync(join(top, 'prd.json'), '{"forged":1}\n')
    expect(g.restore()).toEqual(['prd.json'])
    expect(readFileSync(join(top, 'prd.json'), 'utf8')).toBe('{"next":1}\n')
  })

  it('keeps files in sub-folders but never follows a link to a folder', () => {
    const outside = join(root, 'outside')
    mkdirSync(outside)
    writeFileSync(join(outside, 'secret'), "not the runner's\n")
    symlinkSync(outside, join(top, '.runtime', 'link'))
    guard()
    const manifest = JSON.parse(readFileSync(join(keep, 'manifest.json'), 'utf8')) as object
    expect(Object.keys(manifest).sort()).toEqual(
      [
        join(top, '.runtime', 'attempts', 'A-1.log'),
        join(top, '.runtime', 'events.log'),
        join(top, 'prd.json')
      ].sort()
    )
  })

  it('puts back a deleted file, and reports a file whose copy was changed too', () => {
    const g = guard()
    rmSync(join(top, '.runtime', 'events.log'))
    const manifest = JSON.parse(readFileSync(join(keep, 'manifest.json'), 'utf8')) as Record<
      string,
      { copy: string }
    >
    const prdCopy = join(keep, (manifest[join(top, 'prd.json')] as { copy: string }).copy)
    writeFileSync(prdCopy, '{"forged":true}\n')
    writeFileSync(join(top, 'prd.json'), '{"forged":true}\n')
    expect(g.restore()).toEqual(['.runtime/events.log', 'prd.json'])
    expect(readFileSync(join(top, '.runtime', 'events.log'), 'utf8')).toBe('one\n')
    // The forged copy is not used: the file stays as the agent left it, and is reported.
    expect(readFileSync(join(top, 'prd.json'), 'utf8')).toBe('{"forged":true}\n')
  })
})
