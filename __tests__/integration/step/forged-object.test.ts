/**
 * A hostile agent rewrites the object of a file's blob in .git/objects (git never checks an
 * object's hash when it reads it), then edits or deletes that file out of scope: the revert
 * checks the bytes out of that object, and must not hand the agent's bytes back as restored.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fakeAgents, FakeAgents } from '../../helpers/agents.js'
import type { TestRepo } from '../../helpers/repo.js'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { ralph, readPrd, storyRepo, story } from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents

beforeEach(() => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents(repo.dir)
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
    const { outcome, stderr, code } = await step(scenario)
    expect(code).toBe(EXIT.repositoryAltered)
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

/**
 * The agent's program, before any write: works out the tree the revert will read (git add -A
 * of the checkout as it is, in an index of its own), then rewrites that tree's object so that
 * <path> names a blob of FORGED: the blob is genuine, the tree that points to it is not.
 */
function forgeTree(path: string): { do: 'run'; argv: string[] } {
  const script = `
    const { execFileSync } = require('child_process')
    const fs = require('fs')
    const zlib = require('zlib')
    const env = { ...process.env, GIT_INDEX_FILE: '.git/agent-index' }
    const git = (args, input) => execFileSync('git', args, { env, input }).toString().trim()
    git(['add', '-A'])
    const tree = git(['write-tree'])
    const blob = git(['hash-object', '-w', '--stdin'], ${JSON.stringify(FORGED)})
    git(['update-index', '--cacheinfo', '100644,' + blob + ',' + ${JSON.stringify(path)}])
    const other = git(['write-tree'])
    const body = execFileSync('git', ['cat-file', 'tree', other])
    const file = '.git/objects/' + tree.slice(0, 2) + '/' + tree.slice(2)
    fs.mkdirSync('.git/objects/' + tree.slice(0, 2), { recursive: true })
    try { fs.chmodSync(file, 0o644) } catch {}
    fs.writeFileSync(file, zlib.deflateSync(Buffer.concat([Buffer.from('tree ' + body.length + '\\0'), body])))
    fs.rmSync('.git/agent-index')
  `
  return { do: 'run', argv: [process.execPath, '-e', script] }
}

describe('a tree object the agent forged to name its own blob', () => {
  it('git refuses the tree: the step stops with the cause and the fix, the story not passed', async () => {
    const scenario = [
      forgeTree('docs/guide.md'),
      { do: 'write', path: 'docs/guide.md', content: 'agent edit\n' },
      { do: 'report' }
    ]
    const run = await ralph(repo.dir, ['step', '--kill-grace-seconds', '1'], fakes.env(scenario))
    // git checks a tree's hash as it reads it (never a blob's): the revert cannot go on.
    expect(run.code).toBe(EXIT.repositoryAltered)
    expect(run.stderr).toContain('the object store was altered')
    expect(run.stderr).toContain('hash mismatch')
    expect(run.stderr).toContain('docs/guide.md')
    expect(run.stderr).toContain('fresh clone of your remote')
    expect(readPrd(repo.dir).stories[0]?.passes).toBe(false)
    // Not reverted: the agent's edit is still there, and the step said so.
    expect(readFileSync(join(repo.dir, 'docs/guide.md'), 'utf8')).toBe('agent edit\n')
  })
})

describe('a run that meets a forged object', () => {
  it('stops after that step: the next story does not start from the forged bytes', async () => {
    repo.cleanup()
    repo = storyRepo([story('FIX-001'), story('FIX-002')])
    fakes = fakeAgents(repo.dir)
    const scenario = [
      forge('docs/guide.md', 'loose'),
      { do: 'write', path: 'docs/guide.md', content: 'agent edit\n' },
      { do: 'report' }
    ]
    const run = await ralph(
      repo.dir,
      ['run', '--json', '--kill-grace-seconds', '1'],
      fakes.env(scenario)
    )
    expect(run.code).toBe(EXIT.repositoryAltered)
    const result = JSON.parse(run.stdout) as { steps: { story: string }[]; stopped?: string }
    expect(result.steps.map(s => s.story)).toEqual(['FIX-001'])
    expect(result.stopped).toContain('The object store was altered')
    expect(result.stopped).toContain('docs/guide.md')
    expect(readPrd(repo.dir).stories.map(s => s.attempts ?? 0)).toEqual([1, 0])
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
