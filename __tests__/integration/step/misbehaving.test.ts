/**
 * Every misbehaving agent of the issue, through `ralph step` with the fake `codex` and
 * `claude` on PATH. After each failing case the repository must equal its state before the
 * call, apart from the PRD's one story entry and .runtime/.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { readEvents } from '../../../src/loop/record/events.js'
import type { RalphEvent, Story } from '../../../src/loop/types.js'
import { fakeAgents, FakeAgents, processesWith } from '../../helpers/agents.js'
import type { TestRepo } from '../../helpers/repo.js'
import {
  CliRun,
  prdChanges,
  ralph,
  readPrd,
  repoState,
  story,
  storyRepo
} from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents
let outside: string

afterEach(() => {
  fakes?.cleanup()
  repo?.cleanup()
  if (outside) rmSync(outside, { recursive: true, force: true })
})

function setUp(stories: Story[] = [story('FIX-001')]): void {
  repo = storyRepo(stories)
  fakes = fakeAgents(repo.dir)
  outside = mkdtempSync(join(tmpdir(), 'ralph-outside-'))
  // Dirty, uncommitted state of the user's that every revert must keep.
  repo.write({ 'src/b.ts': 'export const b = 20 // uncommitted\n', 'notes.txt': 'mine\n' })
  repo.git(['add', 'notes.txt'])
}

async function events(): Promise<RalphEvent[]> {
  return (await readEvents(join(repo.dir, '.runtime/events.log'))).events
}

async function step(scenario: unknown, args: string[] = [], extraEnv = {}): Promise<CliRun> {
  return ralph(
    repo.dir,
    ['step', '--quiet', '--kill-grace-seconds', '1', ...args],
    fakes.env(scenario, extraEnv)
  )
}

/** Runs a step that must fail, and checks the repository is as it was before it. */
async function failingStep(
  scenario: unknown,
  args: string[] = []
): Promise<{ run: CliRun; events: RalphEvent[] }> {
  const before = repoState(repo)
  const prdBefore = readPrd(repo.dir)
  const run = await step(scenario, args)
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  expect(run.stdout).toMatch(/^(FAIL|SKIP) FIX-001/)
  expect(repoState(repo)).toEqual(before)
  const prdAfter = readPrd(repo.dir)
  expect(prdChanges(prdBefore, prdAfter)).toEqual(['FIX-001'])
  expect(prdAfter.stories[0]).toMatchObject({ attempts: 1, passes: false })
  const log = await events()
  expect(log.map(e => e.event)).toContain('story_fail')
  return { run, events: log }
}

const reason = (log: RalphEvent[]): string =>
  (log.find(e => e.event === 'story_fail') as { reason: string }).reason

describe('ralph step with a misbehaving agent', () => {
  it('agent binary missing: exit 6 from the preflight, nothing changed or logged', async () => {
    setUp()
    const before = repoState(repo)
    const prdText = readFileSync(join(repo.dir, 'prd.json'), 'utf8')
    const run = await ralph(repo.dir, ['step'], { PATH: join(outside, 'no-bin') })
    expect(run.code).toBe(EXIT.agentNotReady)
    expect(run.stderr).toBe(
      "ralph step: agent program 'codex' not found on PATH: install @openai/codex (the action's input agent-version does it), or choose another with --agent. Nothing ran and no attempt was counted.\n"
    )
    expect(readFileSync(join(repo.dir, 'prd.json'), 'utf8')).toBe(prdText)
    expect(repoState(repo)).toEqual(before)
    expect(existsSync(join(repo.dir, '.runtime/events.log'))).toBe(false)
  })

  it.each([
    ['codex', { OPENAI_API_KEY: '' }, "'codex login status' says: Not logged in."],
    ['claude', { ANTHROPIC_API_KEY: '' }, '\'claude auth status\' says: { "loggedIn": false,']
  ])(
    '%s without credentials: exit 6 at once, no attempt, the agent never started',
    async (agent, env, said) => {
      setUp()
      const prdText = readFileSync(join(repo.dir, 'prd.json'), 'utf8')
      const run = await step([{ do: 'report' }], ['--agent', agent], env)
      expect(run.code).toBe(EXIT.agentNotReady)
      expect(run.stderr).toContain(`ralph step: ${agent} has no credentials:`)
      expect(run.stderr).toContain(said)
      expect(run.stdout).toBe('')
      expect(readFileSync(join(repo.dir, 'prd.json'), 'utf8')).toBe(prdText)
      expect(existsSync(join(repo.dir, '.runtime/events.log'))).toBe(false)
      expect(fakes.calls()).toEqual([])
    }
  )

  it('agent passes the preflight, then cannot be started: exit 5, PRD untouched', async () => {
    setUp()
    const bin = join(outside, 'bin')
    mkdirSync(bin)
    // Answers --version, then takes its own execute bit away: the real call fails to start.
    writeFileSync(
      join(bin, 'codex'),
      '#!/bin/sh\nif [ "$1" = --version ]; then chmod -x "$0"; echo "codex-cli 0.171.0"; fi\n'
    )
    chmodSync(join(bin, 'codex'), 0o755)
    const prdText = readFileSync(join(repo.dir, 'prd.json'), 'utf8')
    // Unconfined: inside the sandbox the program could not take its own execute bit away.
    const run = await step([{ do: 'report' }], ['--sandbox', 'off'], {
      PATH: `${bin}:${process.env.PATH ?? ''}`
    })
    expect(run.code).toBe(EXIT.agentNotStarted)
    expect(run.stderr).toContain('codex')
    expect(readFileSync(join(repo.dir, 'prd.json'), 'utf8')).toBe(prdText)
  })

  it('records what ran in story_start: name, version, model, argv', async () => {
    setUp()
    await step([{ do: 'report' }], ['--model', 'gpt-5-codex', '--reasoning-effort', 'low'])
    const start = (await events()).find(e => e.event === 'story_start')
    expect(start).toMatchObject({
      agent: {
        name: 'codex',
        version: '0.171.0',
        model: 'gpt-5-codex',
        argv: [
          'codex',
          'exec',
          '--json',
          '--cd',
          realpathSync(repo.dir),
          '--sandbox',
          'workspace-write',
          '--color',
          'never',
          '--model',
          'gpt-5-codex',
          '-c',
          'model_reasoning_effort="low"',
          '-c',
          expect.stringMatching(
            /^model_providers\.ralph=\{name="ralph",base_url="http:\/\/127\.0\.0\.1:/
          ),
          '-c',
          'model_provider="ralph"',
          '-'
        ]
      }
    })
    const transcript = readFileSync(join(repo.dir, '.runtime/attempts/FIX-001-1.jsonl'), 'utf8')
    expect(transcript.split('\n')[0]).toBe(
      '{"type":"thread.started","thread_id":"01a22dde-2738-76c0-9804-6a6b21cfbce0"}'
    )
  })

  it('exits non-zero: fails and reverts its writes', async () => {
    setUp()
    const { run } = await failingStep([
      { do: 'write', path: 'src/a.ts', content: 'half done\n' },
      { do: 'report' },
      { do: 'exit', code: 3 }
    ])
    expect(run.stdout).toContain('agent exited with code 3')
    expect(run.stdout).toContain('patch: ')
    const patch = readFileSync(join(repo.dir, '.runtime/attempts/FIX-001-1.patch'), 'utf8')
    expect(patch).toContain('+half done')
  })

  it('prints nothing: fails (audit story, last message empty)', async () => {
    setUp([story('FIX-001', { mode: 'audit' })])
    const { events: log } = await failingStep([{ do: 'silent' }], ['--mode', 'audit'])
    expect(reason(log)).toBe('agent printed nothing: the last message is empty')
  })

  // The plain SIGTERM on timeout, and the SIGKILL only after the grace period, are
  // callAgent's (loop/agent.test.ts); here the step around them: the reason and the record.
  it('times out, ignoring SIGTERM: killed with SIGKILL after the grace period, its writes reverted', async () => {
    setUp()
    const { events: log } = await failingStep(
      [{ do: 'ignore-term' }, { do: 'write', path: 'src/a.ts', content: 'x\n' }, { do: 'hang' }],
      ['--timeout-seconds', '1']
    )
    expect(reason(log)).toBe('agent timed out after 1 s')
    expect(log.find(e => e.event === 'agent_exit')).toMatchObject({
      timed_out: true,
      signal: 'SIGKILL',
      writes: ['src/a.ts']
    })
  })

  it('writes outside scope: violation, reverted', async () => {
    setUp()
    const { run, events: log } = await failingStep([
      { do: 'write', path: 'src/a.ts', content: 'in scope\n' },
      { do: 'write', path: 'docs/guide.md', content: 'out of scope\n' },
      { do: 'report' }
    ])
    expect(run.stdout).toContain('scope violation: docs/guide.md')
    expect(log.find(e => e.event === 'scope_violation')).toMatchObject({ paths: ['docs/guide.md'] })
  })

  it('edits the PRD: violation; only the runner changes one story', async () => {
    setUp([story('FIX-001'), story('FIX-002', { priority: 2 })])
    const { run } = await failingStep([{ do: 'edit-prd' }, { do: 'report' }])
    expect(run.stdout).toContain('scope violation: prd.json (protected path')
    expect(readPrd(repo.dir).stories[1]?.passes).toBe(false)
  })

  it('deletes a tracked file in scope: allowed', async () => {
    setUp()
    const run = await step([{ do: 'delete', path: 'src/a.ts' }, { do: 'report' }])
    expect(run.stdout).toBe('PASS FIX-001 (attempt 1): report .ralph/reports/FIX-001.md\n')
    expect(existsSync(join(repo.dir, 'src/a.ts'))).toBe(false)
  })

  it('deletes a tracked file out of scope: violation, restored', async () => {
    setUp()
    const { run } = await failingStep([{ do: 'delete', path: 'README.md' }, { do: 'report' }])
    expect(run.stdout).toContain('scope violation: README.md')
  })

  it('renames an out-of-scope file into scope: the deletion is a violation', async () => {
    setUp()
    const { events: log } = await failingStep([
      { do: 'rename', from: 'docs/guide.md', to: 'src/guide.md' },
      { do: 'report' }
    ])
    expect(log.find(e => e.event === 'agent_exit')).toMatchObject({
      writes: ['.ralph/reports/FIX-001.md', 'docs/guide.md', 'src/guide.md']
    })
    expect(log.find(e => e.event === 'scope_violation')).toMatchObject({ paths: ['docs/guide.md'] })
  })

  it('adds a symlink to /etc/passwd inside scope: violation', async () => {
    setUp()
    const { run } = await failingStep([
      { do: 'symlink', path: 'src/passwd', target: '/etc/passwd' },
      { do: 'report' }
    ])
    expect(run.stdout).toContain(
      "src/passwd (symlink to '/etc/passwd' points outside the repository)"
    )
  })

  it('writes .git/hooks/pre-commit: violation, hook removed', async () => {
    setUp()
    const { run } = await failingStep([{ do: 'hook' }, { do: 'report' }])
    expect(run.stdout).toContain('scope violation: .git/hooks/pre-commit (protected path')
  })

  it('commits its own change: violation, HEAD and branch restored', async () => {
    setUp()
    const { run } = await failingStep([
      { do: 'write', path: 'src/a.ts', content: 'committed\n' },
      { do: 'report' },
      { do: 'commit' }
    ])
    expect(run.stdout).toContain(
      '.git/refs/heads/main (the agent moved a git ref (a commit, branch or tag))'
    )
  })

  it('writes the report through a symlinked folder that points outside: violation', async () => {
    setUp()
    await failingStep([
      { do: 'mkdir', path: '.ralph' },
      { do: 'symlink', path: '.ralph/reports', target: outside },
      { do: 'report' }
    ])
    // Confined, the write through the link never leaves the sandbox (its /tmp is private).
    expect(existsSync(join(outside, 'FIX-001.md'))).toBe(false)
  })

  it('a symlinked report folder already in the repository: the runner never writes through it', async () => {
    setUp([story('FIX-001', { mode: 'audit' })])
    mkdirSync(join(repo.dir, '.ralph'))
    symlinkSync(outside, join(repo.dir, '.ralph/reports'))
    const { events: log } = await failingStep(
      [{ do: 'message', text: '# report\n' }],
      ['--mode', 'audit', '--agent', 'claude']
    )
    expect(reason(log)).toBe(
      "cannot write report '.ralph/reports/FIX-001.md': '.ralph/reports' is not a real folder"
    )
    expect(existsSync(join(outside, 'FIX-001.md'))).toBe(false)
  })

  it('spawns a child that outlives it: the child is killed with the group', async () => {
    setUp()
    const pidFile = join(fakes.state, 'child.pid')
    const marker = join(repo.dir, 'src/late.ts')
    const run = await step([{ do: 'report' }, { do: 'child', seconds: 2, pidFile, marker }])
    expect(run.stdout).toMatch(/^PASS FIX-001/)
    expect(Number(readFileSync(pidFile, 'utf8'))).toBeGreaterThan(0)
    // Gone when the step returns, so the marker can never appear.
    expect(processesWith(marker)).toEqual([])
    expect(existsSync(marker)).toBe(false)
  })
})

describe('ralph step with well-behaved agents', () => {
  it('codex audit: the runner writes the last message as the report', async () => {
    setUp([story('FIX-001', { mode: 'audit' })])
    const run = await step([{ do: 'message', text: '# Audit\n\nAll fine.\n' }], ['--mode', 'audit'])
    expect(run.stdout).toBe(
      'PASS FIX-001 (attempt 1): report .ralph/reports/FIX-001.md, written from the last message\n'
    )
    expect(readFileSync(join(repo.dir, '.ralph/reports/FIX-001.md'), 'utf8')).toBe(
      '# Audit\n\nAll fine.\n'
    )
    expect(fakes.calls()[0]?.options).toMatchObject({ sandbox: 'read-only' })
  })

  it('claude fixing: edit permission, report written by the agent', async () => {
    setUp()
    const run = await step([{ do: 'report' }], ['--agent', 'claude', '--model', 'sonnet'])
    expect(run.stdout).toMatch(/^PASS FIX-001/)
    expect(fakes.calls()[0]?.argv).toEqual([
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--permission-mode',
      'acceptEdits',
      '--model',
      'sonnet'
    ])
  })

  it('the agent gets on stdin exactly the bytes of ralph next --prompt', async () => {
    setUp()
    const next = await ralph(repo.dir, ['next', '--prompt'], {})
    await step([{ do: 'report' }])
    expect(fakes.calls()[0]?.prompt).toBe(next.stdout)
  })

  it("never overwrites an earlier attempt's patch when a story is reset by hand", async () => {
    setUp()
    const scenario = [
      { do: 'write', path: 'src/a.ts', content: 'try\n' },
      { do: 'exit', code: 1 }
    ]
    await step(scenario)
    const prd = readPrd(repo.dir)
    delete prd.stories[0]?.attempts
    writeFileSync(join(repo.dir, 'prd.json'), JSON.stringify(prd, null, 2) + '\n')
    const again = await step(scenario)
    expect(again.stdout).toContain('patch: .runtime/attempts/FIX-001-1.2.patch')
    expect(existsSync(join(repo.dir, '.runtime/attempts/FIX-001-1.patch'))).toBe(true)
    expect(existsSync(join(repo.dir, '.runtime/attempts/FIX-001-1.2.log'))).toBe(true)
  })

  it('refuses a story whose report path is protected (exit 2)', async () => {
    setUp([story('FIX-001', { acceptance_criteria: ['Created .runtime/report.md'] })])
    const run = await step([{ do: 'report' }])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      'prd.json: /stories/0/acceptance_criteria/0: report path ".runtime/report.md" is protected'
    )
    expect(fakes.calls()).toEqual([])
  })

  it('--json prints the outcome object', async () => {
    setUp()
    const run = await step([{ do: 'exit', code: 1 }], ['--json'])
    const out = JSON.parse(run.stdout) as { outcome: Record<string, unknown> }
    expect(out.outcome).toMatchObject({
      kind: 'fail',
      story: 'FIX-001',
      attempt: 1,
      reason: 'agent exited with code 1',
      skipped: false,
      patch: null
    })
  })

  it('skips a story at --max-attempts', async () => {
    setUp()
    await step([{ do: 'exit', code: 1 }], ['--max-attempts', '2'])
    const run = await step([{ do: 'exit', code: 1 }], ['--max-attempts', '2'])
    expect(run.stdout).toBe('SKIP FIX-001 after 2 failed attempts: agent exited with code 1\n')
    expect(readPrd(repo.dir).stories[0]).toMatchObject({
      attempts: 2,
      skipped: true,
      skip_reason: 'failed 2 of 2 attempts; last: agent exited with code 1'
    })
    const again = await step([], ['--max-attempts', '2'])
    expect(again.stdout).toBe('no open fixing story\n')
  })
})
