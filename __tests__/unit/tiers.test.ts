/**
 * The unit tier starts no process and no git: what needs one is an integration test. Checked on
 * the test files' text, since a unit test that ran git would still pass.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PROJECT_ROOT } from '../helpers/fixtures.js'

const UNIT = join(PROJECT_ROOT, '__tests__', 'unit')
/** What starts a process: child_process itself, and the helpers that run git, a CLI or a bundle. */
const STARTS = [
  /from 'node:child_process'/,
  /\bmakeRepo\(/,
  /\bstoryRepo\(/,
  /\bstartRalphChild\(/,
  /\brunAction\(/,
  /\bnew Repository\(/
]

function unitTests(): string[] {
  return readdirSync(UNIT, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.test.ts') && file !== 'tiers.test.ts')
    .map(file => join(UNIT, file))
}

describe('the unit tier', () => {
  it('finds its tests', () => {
    expect(unitTests().length).toBeGreaterThan(20)
  })

  it('starts no process and no git', () => {
    const offenders = unitTests().flatMap(file => {
      const text = readFileSync(file, 'utf8')
      return STARTS.filter(pattern => pattern.test(text)).map(
        pattern => `${relative(PROJECT_ROOT, file)}: ${pattern.source}`
      )
    })
    expect(offenders).toEqual([])
  })
})
