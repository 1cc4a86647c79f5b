import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { claudeAdapter } from '../../../src/loop/agent/adapters/claude.js'
import { codexAdapter } from '../../../src/loop/agent/adapters/codex.js'
import { commandAdapter } from '../../../src/loop/agent/adapters/command.js'
import type { Adapter, AgentCall } from '../../../src/loop/agent/adapters/adapter.js'
import { AgentOptions, AgentRan, prepareAgent, runAgent } from '../../../src/loop/agent/agent.js'
import type { StepError } from '../../../src/loop/step-settings.js'
import { fakeAgents, FakeAgents, processesWith } from '../../helpers/agents.js'

/** Prepare and run in one, a refusal as a result. */
async function callAgent(
  adapter: Adapter,
  call: AgentCall,
  options: AgentOptions
): Promise<AgentRan | { kind: 'refused'; message: string }> {
  let prepared
  try {
    prepared = await prepareAgent(adapter, call, options)
  } catch (error) {
    return { kind: 'refused', message: (error as Error).message }
  }
  try {
    return await runAgent(prepared)
  } finally {
    prepared.dispose()
  }
}

let fakes: FakeAgents
let repo: string

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'ralph-agent-repo-'))
  fakes = fakeAgents(repo)
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

const RUNNER_ENV = {
  GITHUB_TOKEN: 'ghs_workflowtoken12345',
  MY_API_TOKEN: 'my-api-token-value',
  OPENAI_API_KEY: 'sk-openai0123456789'
}

/** The runner's environment with `extra` (the fakes read their FAKE_* settings from a file). */
const runnerEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv =>
  fakes.env([], { ...RUNNER_ENV, ...extra })

const options = (scenario: unknown, extra: Partial<AgentOptions> = {}): AgentOptions => ({
  env: fakes.env(scenario, RUNNER_ENV),
  passEnv: ['MY_API_TOKEN'],
  timeoutSeconds: 20,
  killGraceSeconds: 0.3,
  ...extra
})

function ran(result: AgentRan | { kind: 'refused'; message: string }): AgentRan {
  if ('kind' in result) throw new Error(`preflight refused: ${result.message}`)
  return result
}

const transcriptEvents = (text: string | null): Array<Record<string, unknown>> =>
  (text ?? '')
    .split('\n')
    .filter(line => line !== '')
    .map(line => JSON.parse(line) as Record<string, unknown>)

describe('callAgent with the fake codex', () => {
  it('passes the prompt on stdin and reads the last message and usage from the --json transcript', async () => {
    const result = ran(
      await callAgent(codexAdapter, call(), options([{ do: 'message', text: '# Findings\n' }]))
    )
    expect(result.lastMessage).toBe('# Findings\n')
    expect(result.record).toMatchObject({
      exitCode: 0,
      signal: null,
      timedOut: false,
      lastMessageSha256: createHash('sha256').update('# Findings\n').digest('hex'),
      usage: { turns: 1, tokens: { input: 1200, output: 300, cachedInput: 200 } }
    })
    expect(transcriptEvents(result.transcript).map(e => e.type)).toEqual([
      'thread.started',
      'turn.started',
      'item.completed',
      'turn.completed'
    ])
    expect(result.record.stdoutSha256).toBe(
      createHash('sha256')
        .update(result.transcript ?? '')
        .digest('hex')
    )
    const [recorded] = fakes.calls()
    expect(recorded?.prompt).toBe(call().prompt)
    expect(recorded?.options).toMatchObject({ json: true, sandbox: 'read-only', cd: repo })
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
      await callAgent(codexAdapter, call(), options([{ do: 'hang' }], { timeoutSeconds: 0.5 }))
    )
    expect(result.record).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGTERM' })
  })

  it('follows with SIGKILL when the agent ignores SIGTERM', async () => {
    const scenario = [{ do: 'ignore-term' }, { do: 'hang' }]
    // Long enough for the fake to set its SIGTERM handler on a loaded machine, as in the step's
    // test of it (misbehaving.test.ts).
    const result = ran(
      await callAgent(codexAdapter, call(), options(scenario, { timeoutSeconds: 1 }))
    )
    expect(result.record).toMatchObject({ timedOut: true, signal: 'SIGKILL' })
    expect(result.record.tail).toContain('fake agent: ignoring SIGTERM')
  })

  it('kills a child that would outlive the agent', async () => {
    const pidFile = join(fakes.state, 'child.pid')
    const marker = join(fakes.state, 'child-alive')
    const scenario = [{ do: 'child', seconds: 3, pidFile, marker }]
    ran(await callAgent(codexAdapter, call(), options(scenario)))
    expect(Number(readFileSync(pidFile, 'utf8'))).toBeGreaterThan(0)
    // Gone when the call returns, so the marker can never appear.
    expect(processesWith(marker)).toEqual([])
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
    // The saved transcript is redacted the same way; the hash is of what the agent printed.
    expect(result.transcript).toContain('key [REDACTED] and [REDACTED]\n')
    expect(result.transcript).not.toMatch(/my-api-token-value|ghp_|abc\.def/)
    expect(result.record.stdoutSha256).not.toBe(
      createHash('sha256')
        .update(result.transcript ?? '')
        .digest('hex')
    )
  })

  it('redacts stderr too', async () => {
    const scenario = [{ do: 'stderr', text: 'export GITHUB_TOKEN=ghs_abcdefghijklmnopqrst\n' }]
    const result = ran(await callAgent(codexAdapter, call(), options(scenario)))
    expect(result.record.tail).toContain('export GITHUB_TOKEN=[REDACTED]')
  })
})

describe('callAgent confined', () => {
  it('gives codex a private home with a copy of its CODEX_HOME: read inside, never written back', async () => {
    const codexHome = mkdtempSync(join(tmpdir(), 'ralph-codex-home-'))
    try {
      writeFileSync(join(codexHome, 'config.toml'), 'model = "o4"\n')
      const peek =
        'cat "$CODEX_HOME/config.toml" > seen; echo "$HOME $CODEX_HOME" >> seen; ' +
        'echo hostile > "$CODEX_HOME/config.toml"'
      const scenario = [{ do: 'run', argv: ['sh', '-c', peek] }]
      ran(
        await callAgent(
          codexAdapter,
          call(),
          options(scenario, { env: runnerEnv({ CODEX_HOME: codexHome }) })
        )
      )
      expect(readFileSync(join(repo, 'seen'), 'utf8')).toBe(
        'model = "o4"\n/run/agent-home /run/agent-home/.codex\n'
      )
      expect(readFileSync(join(codexHome, 'config.toml'), 'utf8')).toBe('model = "o4"\n')
    } finally {
      rmSync(codexHome, { recursive: true, force: true })
    }
  })
})

describe('callAgent with the fake claude', () => {
  it('takes the last message, turns, duration and tokens from the stream-json result', async () => {
    const result = ran(
      await callAgent(claudeAdapter, call(), options([{ do: 'message', text: 'all good\n' }]))
    )
    expect(result.lastMessage).toBe('all good\n')
    expect(result.record.usage).toEqual({
      turns: 1,
      durationMs: 4321,
      costUsd: 0.0123,
      tokens: { input: 2000, output: 300, cachedInput: 900 }
    })
    expect(fakes.calls()[0]?.argv).toEqual(['-p', '--output-format', 'stream-json', '--verbose'])
    expect(transcriptEvents(result.transcript).map(e => e.type)).toEqual([
      'system',
      'assistant',
      'result'
    ])
  })

  it('passes allowed tools, effort and extra args in order, after its own flags', async () => {
    ran(
      await callAgent(
        claudeAdapter,
        {
          ...call(),
          mode: 'fixing',
          allowedTools: ['Edit', 'Bash(npm test:*)'],
          reasoningEffort: 'high',
          maxTurns: 7,
          agentArgs: ['--append-system-prompt', 'be brief']
        },
        options([])
      )
    )
    const recorded = fakes.calls()[0]
    expect(recorded?.options).toMatchObject({
      permissionMode: 'acceptEdits',
      allowedTools: ['Edit', 'Bash(npm test:*)'],
      effort: 'high',
      maxTurns: 7,
      appendSystemPrompt: 'be brief'
    })
  })

  it('gives an empty last message when it prints nothing', async () => {
    const result = ran(await callAgent(claudeAdapter, call(), options([{ do: 'silent' }])))
    expect(result.lastMessage).toBe('')
  })
})

describe('the preflight, before anything runs', () => {
  const refused = async (
    adapter: Adapter,
    extra: NodeJS.ProcessEnv,
    expected?: string
  ): Promise<string> => {
    const base = options([])
    const env = runnerEnv(extra)
    const message = await prepareAgent(adapter, call(), {
      ...base,
      env,
      agentVersion: expected
    }).then(
      agent => {
        agent.dispose()
        throw new Error('the preflight let it run')
      },
      (error: StepError) => error.message
    )
    expect(fakes.calls()).toEqual([])
    return message
  }

  it('names a missing agent program and how to install it', async () => {
    expect(await refused(codexAdapter, { PATH: join(fakes.state, 'empty') })).toBe(
      "agent program 'codex' not found on PATH: install @openai/codex (the action's input agent-version does it), or choose another with --agent. Nothing ran and no attempt was counted."
    )
  })

  it('says why a command path cannot run: missing, not executable, a folder', async () => {
    const script = join(fakes.state, 'agent.sh')
    writeFileSync(script, '#!/bin/sh\nexit 0\n', { mode: 0o644 })
    mkdirSync(join(fakes.state, 'folder'))
    const why = async (file: string): Promise<string> => {
      return prepareAgent(
        commandAdapter,
        { ...call(), agentCommand: [file, '{prompt_file}'] },
        options([])
      ).then(
        () => {
          throw new Error('the preflight let it run')
        },
        (error: StepError) => error.message
      )
    }
    const tail = 'Nothing ran and no attempt was counted.'
    expect(await why(script)).toBe(
      `agent program '${script}' is not executable: run chmod +x ${script}. ${tail}`
    )
    expect(await why(join(fakes.state, 'nothing.sh'))).toBe(
      `agent program '${join(fakes.state, 'nothing.sh')}' does not exist. ${tail}`
    )
    expect(await why(join(fakes.state, 'folder'))).toBe(
      `agent program '${join(fakes.state, 'folder')}' is a folder, not a program. ${tail}`
    )
  })

  it('refuses codex without a key or a login, quoting `codex login status`', async () => {
    expect(await refused(codexAdapter, { OPENAI_API_KEY: '' })).toBe(
      "codex has no credentials: neither OPENAI_API_KEY nor CODEX_API_KEY is set for the agent, and it holds no stored login. 'codex login status' says: Not logged in. " +
        "Set OPENAI_API_KEY or CODEX_API_KEY in the step's environment (from a secret), or log in on the runner ('codex login', under CODEX_HOME). Nothing ran and no attempt was counted."
    )
  })

  it.each([
    ['CODEX_API_KEY', { OPENAI_API_KEY: '', CODEX_API_KEY: 'sk-codexkey0123456' }],
    ['a stored login', { OPENAI_API_KEY: '', FAKE_CODEX_LOGGED_IN: '1' }]
  ])('lets codex run with %s', async (_what, extra) => {
    const base = options([])
    const env = runnerEnv(extra)
    const result = ran(await callAgent(codexAdapter, call(), { ...base, env }))
    expect(result.record.exitCode).toBe(0)
  })

  it('refuses claude without ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN', async () => {
    expect(await refused(claudeAdapter, { ANTHROPIC_API_KEY: '' })).toMatch(
      /^claude has no credentials: neither ANTHROPIC_API_KEY nor CLAUDE_CODE_OAUTH_TOKEN is set for the agent, and it holds no stored login\. 'claude auth status' says: \{ "loggedIn": false,/
    )
  })

  it('passes CLAUDE_CODE_OAUTH_TOKEN to claude although it looks like a token', async () => {
    const base = options([])
    const env = runnerEnv({ ANTHROPIC_API_KEY: '', CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-abcdef' })
    const result = ran(await callAgent(claudeAdapter, call(), { ...base, env }))
    expect(result.record.exitCode).toBe(0)
    expect(fakes.calls()[0]?.env).toContain('CLAUDE_CODE_OAUTH_TOKEN')
    expect(fakes.calls()[0]?.env).not.toContain('GITHUB_TOKEN')
  })

  it('refuses a program whose --version fails, and a version other than the one asked for', async () => {
    // Confined, bwrap's exit 128 + n reads as the signal n, as a shell reports it.
    expect(await refused(codexAdapter, { FAKE_AGENT_BROKEN_VERSION: '1' })).toBe(
      "'codex --version' did not answer (exit SIGSEGV): Segmentation fault. Is this the codex CLI?"
    )
    expect(await refused(codexAdapter, {}, '0.170.0')).toBe(
      "'codex --version' reports 0.171.0, not the 0.170.0 asked for with agent-version; another codex comes first on PATH."
    )
  })

  it('reports the version, model and redacted argv of what will run', async () => {
    const prepared = await prepareAgent(
      codexAdapter,
      { ...call(), model: 'gpt-5-codex' },
      { ...options([]), agentVersion: '0.171.0' }
    )
    prepared.dispose()
    expect(prepared.identity).toEqual({
      name: 'codex',
      version: '0.171.0',
      model: 'gpt-5-codex',
      argv: [
        'codex',
        'exec',
        '--json',
        '--cd',
        repo,
        '--sandbox',
        'read-only',
        '--color',
        'never',
        '--model',
        'gpt-5-codex',
        // its key stays here: codex calls ralph's key forwarder as a provider of its own
        '-c',
        expect.stringMatching(
          /^model_providers\.ralph=\{name="ralph",base_url="http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}\/v1",env_key="CODEX_API_KEY",wire_api="responses",supports_websockets=false\}$/
        ),
        '-c',
        'model_provider="ralph"',
        '-'
      ]
    })
  })

  it('throws for an effort level or an extra argument the adapter refuses', async () => {
    await expect(
      prepareAgent(codexAdapter, { ...call(), reasoningEffort: 'max' }, options([]))
    ).rejects.toThrow(
      "Invalid reasoning effort 'max' for codex (the reasoning-effort input or flag, else the PRD's /defaults/reasoning_effort_default). Expected minimal, low, medium, high, xhigh."
    )
    await expect(
      prepareAgent(
        codexAdapter,
        { ...call(), agentArgs: ['--sandbox', 'danger-full-access'] },
        options([])
      )
    ).rejects.toThrow(
      'agent-args may not set --sandbox for codex: ralph sets it from the story mode.'
    )
    expect(fakes.calls()).toEqual([])
  })
})

describe('callAgent with a command template', () => {
  it('runs a command template with the prompt file', async () => {
    const out = join(fakes.state, 'copy.md')
    const result = ran(
      await callAgent(
        commandAdapter,
        { ...call(), agentCommand: ['cp', '{prompt_file}', out] },
        options([])
      )
    )
    expect(result.record.exitCode).toBe(0)
    expect(result.lastMessage).toBeNull()
    expect(readFileSync(out, 'utf8')).toBe(call().prompt)
  })
})
