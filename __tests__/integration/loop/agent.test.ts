import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { claudeAdapter } from '../../../src/loop/agent/adapters/claude.js'
import { codexAdapter } from '../../../src/loop/agent/adapters/codex.js'
import { commandAdapter } from '../../../src/loop/agent/adapters/command.js'
import type { AgentCall } from '../../../src/loop/agent/adapters/adapter.js'
import { AgentOptions, AgentResult, callAgent } from '../../../src/loop/agent/agent.js'
import { fakeAgents, FakeAgents, waitForExit } from '../../helpers/agents.js'

let fakes: FakeAgents
let repo: string

beforeEach(() => {
  fakes = fakeAgents()
  repo = mkdtempSync(join(tmpdir(), 'ralph-agent-repo-'))
})
afterEach(() => {
  fakes.cleanup()
  rmSync(repo, { recursive: true, force: true })
})

const call = (): AgentCall => ({
  repo,
  storyId: 'AUDIT-001',
  mode: 'audit',
  prompt: 'Do the audit.\nCreated `.ralph/reports/AUDIT-001.md`\n',
  reportPath: '.ralph/reports/AUDIT-001.md'
})

const options = (scenario: unknown, extra: Partial<AgentOptions> = {}): AgentOptions => ({
  env: fakes.env(scenario, {
    GITHUB_TOKEN: 'ghs_workflowtoken12345',
    MY_API_TOKEN: 'my-api-token-value',
    OPENAI_API_KEY: 'sk-openai0123456789'
  }),
  passEnv: ['MY_API_TOKEN'],
  timeoutMs: 20000,
  graceMs: 300,
  ...extra
})

function ran(result: AgentResult): Extract<AgentResult, { kind: 'ran' }> {
  if (result.kind !== 'ran') throw new Error(`agent did not run: ${result.error}`)
  return result
}

describe('callAgent with the fake codex', () => {
  it('passes the prompt on stdin and reads the last message file', async () => {
    const result = ran(
      await callAgent(codexAdapter, call(), options([{ do: 'message', text: '# Findings\n' }]))
    )
    expect(result.lastMessage).toBe('# Findings\n')
    expect(result.record).toMatchObject({
      exitCode: 0,
      signal: null,
      timedOut: false,
      lastMessageSha256: createHash('sha256').update('# Findings\n').digest('hex'),
      stdoutSha256: createHash('sha256').update('').digest('hex')
    })
    const [recorded] = fakes.calls()
    expect(recorded?.prompt).toBe(call().prompt)
    expect(recorded?.options).toMatchObject({ sandbox: 'read-only', cd: repo })
    expect(recorded?.cwd).toBe(repo)
  })

  it('scrubs tokens from the environment but keeps --pass-env names', async () => {
    ran(await callAgent(codexAdapter, call(), options([])))
    const env = fakes.calls()[0]?.env ?? []
    expect(env).not.toContain('GITHUB_TOKEN')
    expect(env).toContain('MY_API_TOKEN')
    expect(env).toEqual(
      expect.arrayContaining(['RALPH_STORY_ID', 'RALPH_REPORT_PATH', 'RALPH_MODE'])
    )
  })

  it('records a non-zero exit', async () => {
    const result = ran(await callAgent(codexAdapter, call(), options([{ do: 'exit', code: 3 }])))
    expect(result.record.exitCode).toBe(3)
  })

  it('gives no last message when the agent prints nothing', async () => {
    const result = ran(await callAgent(codexAdapter, call(), options([{ do: 'silent' }])))
    expect(result.lastMessage).toBe('')
    expect(result.record.exitCode).toBe(0)
  })

  it('kills the process group on timeout with SIGTERM', async () => {
    const result = ran(
      await callAgent(codexAdapter, call(), options([{ do: 'hang' }], { timeoutMs: 500 }))
    )
    expect(result.record).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGTERM' })
  })

  it('follows with SIGKILL when the agent ignores SIGTERM', async () => {
    const scenario = [{ do: 'ignore-term' }, { do: 'hang' }]
    const result = ran(await callAgent(codexAdapter, call(), options(scenario, { timeoutMs: 500 })))
    expect(result.record).toMatchObject({ timedOut: true, signal: 'SIGKILL' })
    expect(result.record.tail).toContain('fake agent: ignoring SIGTERM')
  })

  it('kills a child that would outlive the agent', async () => {
    const pidFile = join(fakes.state, 'child.pid')
    const marker = join(fakes.state, 'child-alive')
    const scenario = [{ do: 'child', seconds: 3, pidFile, marker }]
    ran(await callAgent(codexAdapter, call(), options(scenario)))
    const { readFileSync } = await import('node:fs')
    const pid = Number(readFileSync(pidFile, 'utf8'))
    expect(pid).toBeGreaterThan(0)
    expect(await waitForExit(pid)).toBe(true)
    expect(existsSync(marker)).toBe(false)
  })

  it('ends the call when interrupted', async () => {
    const controller = new AbortController()
    const pending = callAgent(
      codexAdapter,
      call(),
      options([{ do: 'hang' }], { signal: controller.signal })
    )
    setTimeout(() => controller.abort(), 300)
    const result = ran(await pending)
    expect(result.record).toMatchObject({ interrupted: true, timedOut: false })
  })

  it('keeps the last 50 lines, redacted', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => `line ${i}`)
    const secrets = 'auth: Bearer abc.def\nkey my-api-token-value and ghp_0123456789abcdefABCD\n'
    const scenario = [{ do: 'print', text: lines.join('\n') + '\n' + secrets }]
    const result = ran(await callAgent(codexAdapter, call(), options(scenario)))
    expect(result.record.tail).toHaveLength(50)
    // The fake's one progress line on stderr may arrive anywhere among them.
    expect(result.record.tail).toEqual(
      expect.arrayContaining([
        'auth: Bearer [REDACTED]',
        'key [REDACTED] and [REDACTED]',
        'line 79'
      ])
    )
    expect(result.record.tail).not.toContain('line 20')
    expect(result.record.tail.join('\n')).not.toMatch(/my-api-token-value|ghp_|abc\.def/)
    expect(result.record.stdoutSha256).toBe(
      createHash('sha256')
        .update(lines.join('\n') + '\n' + secrets)
        .digest('hex')
    )
  })

  it('redacts stderr too', async () => {
    const scenario = [{ do: 'stderr', text: 'export GITHUB_TOKEN=ghs_abcdefghijklmnopqrst\n' }]
    const result = ran(await callAgent(codexAdapter, call(), options(scenario)))
    expect(result.record.tail).toContain('export GITHUB_TOKEN=[REDACTED]')
  })
})

describe('callAgent with the fake claude', () => {
  it('takes the last message from stdout', async () => {
    const result = ran(
      await callAgent(claudeAdapter, call(), options([{ do: 'message', text: 'all good\n' }]))
    )
    expect(result.lastMessage).toBe('all good\n')
    expect(fakes.calls()[0]?.argv).toEqual(['-p', '--output-format', 'text'])
  })

  it('gives an empty last message when it prints nothing', async () => {
    const result = ran(await callAgent(claudeAdapter, call(), options([{ do: 'silent' }])))
    expect(result.lastMessage).toBe('')
  })
})

describe('callAgent failures to start', () => {
  it('names a missing agent program and what to do', async () => {
    const result = await callAgent(codexAdapter, call(), {
      ...options([]),
      env: { PATH: join(fakes.state, 'empty') }
    })
    expect(result).toMatchObject({
      kind: 'not-started',
      error: "agent program 'codex' not found on PATH (install it, or choose another with --agent)"
    })
  })

  it('runs a command template with the prompt file', async () => {
    const out = join(fakes.state, 'copy.md')
    const result = ran(
      await callAgent(
        commandAdapter,
        { ...call(), command: ['cp', '{prompt_file}', out] },
        options([])
      )
    )
    expect(result.record.exitCode).toBe(0)
    expect(result.lastMessage).toBeNull()
    const { readFileSync } = await import('node:fs')
    expect(readFileSync(out, 'utf8')).toBe(call().prompt)
  })
})
