import {
  chmodSync,
  closeSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { writeFileAtomic } from '../../src/loop/record/atomic.js'
import { tempDir } from '../helpers/tmp.js'

describe('writeFileAtomic', () => {
  let tmp: ReturnType<typeof tempDir>
  beforeEach(() => (tmp = tempDir()))
  afterEach(() => tmp.cleanup())

  it('creates a file and leaves no temp file behind', async () => {
    const path = join(tmp.dir, 'a.json')
    await writeFileAtomic(path, '{"a":1}\n')
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n')
    expect(readdirSync(tmp.dir)).toEqual(['a.json'])
  })

  it('replaces by rename: a reader holding the old file still sees the old bytes', async () => {
    const path = join(tmp.dir, 'prd.json')
    writeFileSync(path, 'old content')
    const fd = openSync(path, 'r')
    try {
      await writeFileAtomic(path, 'new content')
      const buffer = Buffer.alloc(64)
      const read = readSync(fd, buffer, 0, 64, 0)
      expect(buffer.subarray(0, read).toString()).toBe('old content')
      expect(readFileSync(path, 'utf8')).toBe('new content')
    } finally {
      closeSync(fd)
    }
  })

  it('keeps the permission bits of the file it replaces', async () => {
    const path = join(tmp.dir, 'script.sh')
    writeFileSync(path, 'echo 1\n')
    chmodSync(path, 0o750)
    await writeFileAtomic(path, 'echo 2\n')
    expect(statSync(path).mode & 0o777).toBe(0o750)
  })

  it('fails with the path in the message and leaves the folder clean', async () => {
    const path = join(tmp.dir, 'no-such-folder', 'a.json')
    await expect(writeFileAtomic(path, 'x')).rejects.toThrow(/no-such-folder/)
    expect(readdirSync(tmp.dir)).toEqual([])
  })
})
