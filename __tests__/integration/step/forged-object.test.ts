/**
 * A hostile agent rewrites the object of a file's blob in .git/objects (git never checks an
 * object's hash when it reads it), then edits or deletes that file out of scope: the revert
 * checks the bytes out of that object, and must not hand the agent's bytes back as restored.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fakeAgents, FakeAgents } from '../../helpers/agents.js'
import type { TestRepo } from '../../helpers/repo.js'
import { ralph, storyRepo, story } from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents

beforeEach(() => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents()
})

afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
})

const FORGED = 'forged by the agent\n'

type Forge = 'loose' | 'alternate'

/**
 * The agent's program: the object of HEAD:<path> holds FORGED under the same id, either
 * rewritten in place (loose) or gone from .git/objects and found through an alternate.
 */
function forge(path: string, how: Forge): { do: 'run'; argv: string[] } {
  const script = `
    const { execFileSync } = require('child_process')
    const fs = require('fs')
    const path = require('path')
    const zlib = require('zlib')
    const id = execFileSync('git', ['rev-parse', 'HEAD:' + ${JSON.stringify(path)}]).toString().trim()
    const own = '.git/objects/' + id.slice(0, 2) + '/' + id.slice(2)
    const store = ${JSON.stringify(how)} === 'loose' ? '.git/objects' : path.resolve('.git/agent-objects')
    const file = store + '/' + id.slice(0, 2) + '/' + id.slice(2)
    if (${JSON.stringify(how)} === 'alternate') {
      fs.rmSync(own)
      fs.writeFileSync('.git/objects/info/alternates', store + '\\n')
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try { fs.chmodSync(file, 0o644) } catch {}
    const body = Buffer.from(${JSON.stringify(FORGED)})
    fs.writeFileSync(file, zlib.deflateSync(Buffer.concat([Buffer.from('blob ' + body.length + '\\0'), body])))
  `
  return { do: 'run', argv: [process.execPath, '-e', script] }
}

interface Outcome {
  kind: string
  after: { passes: boolean }
  writes: string[]
  unrestorable: string[]
  forged: string[]
}

async function step(
  scenario: unknown[]
): Promise<{ outcome: Outcome; stderr: string; code: number }> {
  const run = await ralph(
    repo.dir,
    ['step', '--json', '--kill-grace-seconds', '1'],
    fakes.env(scenario)
  )
  const { outcome } = JSON.parse(run.stdout) as { outcome: Outcome }
  return { outcome, stderr: run.stderr, code: run.code }
}

describe('a blob object the agent forged, then an out-of-scope write to its file', () => {
  const EDIT = { do: 'write', path: 'docs/guide.md', content: 'agent edit\n' }
  const DELETE = { do: 'delete', path: 'docs/guide.md' }
  it.each([
    { what: 'loose object rewritten, file edited', how: 'loose' as Forge, act: EDIT },
    { what: 'loose object rewritten, file deleted', how: 'loose' as Forge, act: DELETE },
    { what: 'object moved to an alternate, file edited', how: 'alternate' as Forge, act: EDIT }
  ])('$what: the forged bytes are not passed off as restored', async c => {
    const scenario = [forge('docs/guide.md', c.how), c.act, { do: 'report' }]
    const { outcome, stderr } = await step(scenario)
    expect(outcome.kind).toBe('fail')
    expect(outcome.after.passes).toBe(false)
    expect(outcome.writes).toContain('docs/guide.md')
    // The checkout wrote the forged object's bytes (no copy of the old ones is left)...
    expect(readFileSync(join(repo.dir, 'docs/guide.md'), 'utf8')).toBe(FORGED)
    // ...and the step says so: the path, the cause and the fix, not "restored".
    expect(outcome.forged).toEqual(['docs/guide.md'])
    expect(outcome.unrestorable).toContain('docs/guide.md')
    expect(stderr).toContain('could not restore docs/guide.md')
    expect(stderr).toContain('the object store was altered')
    expect(stderr).toContain('fresh clone of your remote')
    expect(stderr).not.toContain('still changed')
  })
})

describe('the step summary on the terminal', () => {
  it('names the forged path apart from ignored files', async () => {
    const scenario = [
      forge('docs/guide.md', 'loose'),
      { do: 'write', path: 'docs/guide.md', content: 'agent edit\n' },
      { do: 'report' }
    ]
    const run = await ralph(repo.dir, ['step', '--kill-grace-seconds', '1'], fakes.env(scenario))
    expect(run.stdout).toContain('FAIL FIX-001')
    expect(run.stdout).toContain('could not restore (the object store was altered): docs/guide.md')
    expect(run.stdout).not.toContain('ignored files')
  })
})
