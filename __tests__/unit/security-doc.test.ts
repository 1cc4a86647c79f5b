/** Every row of docs/security.md names a test that exists. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../helpers/fixtures.js'

const doc = readFileSync(join(PROJECT_ROOT, 'docs/security.md'), 'utf8')

/** `file` › `name`; `name` … pairs of the "Shown by" column ("same file" repeats the last file). */
function citations(): Array<{ file: string; name: string }> {
  const found: Array<{ file: string; name: string }> = []
  let file = ''
  for (const row of doc.split('\n').filter(line => line.includes(' › '))) {
    const cell = row.split(' | ').at(-1) ?? ''
    for (const part of cell.split(/;\s*/)) {
      const named = /`(__tests__\/[^`]+)`\s*›/.exec(part)
      if (named?.[1]) file = named[1]
      const names = [...part.matchAll(/`([^`]+)`/g)]
        .map(match => match[1] as string)
        .filter(name => !name.startsWith('__tests__/'))
      for (const name of names) found.push({ file, name })
    }
  }
  return found
}

describe('docs/security.md', () => {
  const cited = citations()

  it('cites tests', () => {
    expect(cited.length).toBeGreaterThan(20)
  })

  it.each(cited)('$file has a test named $name', ({ file, name }) => {
    const source = readFileSync(join(PROJECT_ROOT, file), 'utf8')
    const title = name.replace(/ \(.*\)$/, '')
    expect(source.replace(/\s*\n\s*/g, ' ')).toContain(title)
  })
})
