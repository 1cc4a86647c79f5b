/** confine(): inside the root, no `..` escape, no symbolic link on the way (a real temp tree). */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { confine } from '../../src/fs/confine.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

let tmp: TempDir
let root: string
beforeAll(() => {
  tmp = tempDir()
  root = join(tmp.dir, 'root')
  mkdirSync(join(root, 'sub'), { recursive: true })
  mkdirSync(join(tmp.dir, 'outside'))
  writeFileSync(join(root, 'sub', 'a.pdf'), 'x')
  symlinkSync(join(tmp.dir, 'outside'), join(root, 'linked'))
  symlinkSync(join(root, 'sub', 'a.pdf'), join(root, 'sub', 'link.pdf'))
})
afterAll(() => tmp.cleanup())

describe('confine', () => {
  it.each([
    ['sub/a.pdf', 'sub/a.pdf'],
    ['sub/new/b.pdf', 'sub/new/b.pdf'],
    ['./sub/../sub/a.pdf', 'sub/a.pdf'],
    ['missing/deeper/c.pdf', 'missing/deeper/c.pdf']
  ])('keeps %s inside', async (path, relative) => {
    await expect(confine(root, path)).resolves.toEqual({
      kind: 'inside',
      path: join(root, relative),
      relative
    })
  })

  it.each([
    ['../escaped.pdf', /lies outside/],
    ['../../escaped.pdf', /lies outside/],
    ['.', /lies outside/],
    ['/etc/passwd', /lies outside/],
    ['../root-sibling/a.pdf', /lies outside/],
    ['linked/a.pdf', /symbolic link linked \(-> .*outside\)/],
    ['sub/link.pdf', /symbolic link sub\/link\.pdf/]
  ])('refuses %s', async (path, reason) => {
    const confined = await confine(root, path)
    expect(confined.kind).toBe('outside')
    expect(confined.kind === 'outside' && confined.reason).toMatch(reason)
  })
})
