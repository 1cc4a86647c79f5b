/**
 * A machine that cannot confine the agent: no bwrap on PATH, or user namespaces refused (for
 * real: ralph runs in a user namespace whose max_user_namespaces is 0). `required` refuses
 * before anything is recorded, with its own exit code; `auto` warns, names the cause and the
 * fix, and runs the agent unconfined.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { findExecutable } from '../../../src/process/which.js'
import { fakeAgents, FakeAgents } from '../../helpers/agents.js'
import { tsArgs } from '../../helpers/child.js'
import type { TestRepo } from '../../helpers/repo.js'
import { CliRun, prdText, ralph, story, storyRepo } from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents
let prd: string

beforeEach(() => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents(repo.dir)
  prd = readFileSync(join(repo.dir, 'prd.json'), 'utf8')
})
afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
})

function expectNothingRecorded(run: CliRun): void {
  expect(run.code).toBe(EXIT.sandboxUnavailable)
  expect(run.stdout).toBe('')
  expect(readFileSync(join(repo.dir, 'prd.json'), 'utf8')).toBe(prd)
  expect(existsSync(join(repo.dir, '.runtime/events.log'))).toBe(false)
  expect(fakes.calls()).toEqual([])
}

/** `ralph <args>` in a user namespace where no further one may be made. */
function withoutUserNamespaces(args: string[]): Promise<CliRun> {
  const script = 'echo 0 > /proc/sys/user/max_user_namespaces && exec "$@"'
  const argv = ['--user', '--map-root-user', 'sh', '-c', script, 'sh', process.execPath]
  argv.push(...tsArgs('src/cli/ralph-entry.ts', args))
  return new Promise(resolve => {
    const child = spawn('unshare', argv, { cwd: repo.dir, env: fakes.env([{ do: 'report' }]) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', code => resolve({ code: code ?? -1, stdout, stderr }))
  })
}

it('sandbox required, no bwrap on PATH: exit 12 naming the cause and the fix, nothing recorded', async () => {
  // git and node only: what the step needs besides the sandbox.
  const bin = join(fakes.state, 'no-bwrap')
  mkdirSync(bin)
  symlinkSync(findExecutable('git', process.env.PATH ?? '', '/') as string, join(bin, 'git'))
  symlinkSync(process.execPath, join(bin, 'node'))
  const env = { ...fakes.env([{ do: 'report' }]), PATH: `${join(fakes.state, 'bin')}:${bin}` }
  const run = await ralph(repo.dir, ['step', '--sandbox', 'required'], env)
  expect(run.stderr).toBe(
    'ralph step: The agent cannot be confined (sandbox: required): bwrap (bubblewrap) is not on PATH. ' +
      'Fix: install it (Debian and Ubuntu: sudo apt-get install bubblewrap; Fedora: sudo dnf install bubblewrap). ' +
      'Nothing ran and no attempt was counted.\n'
  )
  expectNothingRecorded(run)
})

it('sandbox required, user namespaces refused: exit 12 with the sysctl that allows them', async () => {
  const run = await withoutUserNamespaces(['step', '--sandbox', 'required'])
  expect(run.stderr).toContain('The agent cannot be confined (sandbox: required): ')
  expect(run.stderr).toContain('cannot make the sandbox: bwrap: Creating new namespace failed')
  expect(run.stderr).toContain(
    'Fix: user namespaces are turned off: sudo sysctl -w user.max_user_namespaces='
  )
  expectNothingRecorded(run)
})

it('network off, user namespaces refused: refused as well (only the sandbox can take the network away)', async () => {
  const run = await withoutUserNamespaces(['step', '--network', 'off'])
  expect(run.stderr).toContain('The agent cannot be confined (sandbox: auto, network: off): ')
  expectNothingRecorded(run)
})

it('sandbox auto, user namespaces refused: one warning with the cause and the fix, then the steps run unconfined', async () => {
  repo.write({ 'prd.json': prdText([story('FIX-001'), story('FIX-002', { priority: 2 })]) })
  repo.commit('two stories')
  const run = await withoutUserNamespaces(['run', '2'])
  expect(run.stdout).toMatch(/^PASS FIX-001[^]*\nPASS FIX-002/)
  const warnings = run.stderr.split('\n').filter(line => line.includes('unconfined'))
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toContain('The agent runs unconfined (sandbox: auto): ')
  expect(warnings[0]).toContain('max_user_namespaces')
  const start = readFileSync(join(repo.dir, '.runtime/events.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(line => JSON.parse(line) as { event: string })
    .find(e => e.event === 'story_start')
  expect(start).toMatchObject({ sandbox: { setting: 'auto', tool: null, network: 'on' } })
})

it('sandbox off with network off is a contradiction: exit 2 before anything runs', async () => {
  const run = await ralph(repo.dir, ['step', '--sandbox', 'off', '--network', 'off'], fakes.env([]))
  expect(run.code).toBe(EXIT.invalid)
  expect(run.stderr).toContain("sandbox 'off' with network 'off'")
  expect(fakes.calls()).toEqual([])
})
