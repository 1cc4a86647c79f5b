/**
 * A `command` agent, confined: its private /tmp hides the host's, yet a script its command line
 * names under the host's /tmp (a clone or a tool cache there) is there inside, read-only.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ralph, story, storyRepo } from '../../helpers/story-repo.js'
import type { TestRepo } from '../../helpers/repo.js'

let repo: TestRepo
let dir: string
beforeEach(() => {
  repo = storyRepo([story('FIX-001')])
  dir = mkdtempSync('/tmp/ralph-agent-script-')
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
  repo.cleanup()
})

const AGENT = (script: string): string => `
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
const report = process.argv[2]
let change = 'changed'
try { appendFileSync(${JSON.stringify(script)}, '// agent\\n') } catch (error) { change = error.code }
mkdirSync(dirname(report), { recursive: true })
writeFileSync(report, 'ran; its own script: ' + change + '\\n')
`

it('runs a script the command names under /tmp; the script stays as it was', async () => {
  const script = join(dir, 'agent.mjs')
  writeFileSync(script, AGENT(script))
  const before = readFileSync(script, 'utf8')
  const command = JSON.stringify([process.execPath, script, '{report_path}'])
  const args = ['step', '--sandbox', 'required', '--agent', 'command', '--agent-command', command]
  const run = await ralph(repo.dir, args, { PATH: process.env.PATH })
  expect(run.stdout).toMatch(/^PASS FIX-001/)
  const report = readFileSync(join(repo.dir, '.ralph/reports/FIX-001.md'), 'utf8')
  expect(report).toBe('ran; its own script: EROFS\n')
  expect(readFileSync(script, 'utf8')).toBe(before)
})
