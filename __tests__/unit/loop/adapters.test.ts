import { claudeAdapter } from '../../../src/loop/agent/adapters/claude.js'
import { codexAdapter } from '../../../src/loop/agent/adapters/codex.js'
import { commandAdapter, parseCommandTemplate } from '../../../src/loop/agent/adapters/command.js'
import type { AgentCall } from '../../../src/loop/agent/adapters/adapter.js'
import { parseAgentArgs } from '../../../src/loop/agent/agent-args.js'

const call: AgentCall = {
  repo: '/repo',
  storyId: 'AUDIT-001',
  mode: 'audit',
  prompt: 'the prompt\n',
  reportPath: '.ralph/reports/AUDIT-001.md'
}

describe('codex adapter', () => {
  it('runs codex exec --json read-only for audit, the prompt on stdin', () => {
    expect(codexAdapter.build(call, '/scratch')).toEqual({
      file: 'codex',
      args: ['exec', '--json', '--cd', '/repo', '--sandbox', 'read-only', '--color', 'never', '-']
    })
    expect(codexAdapter.transcript).toBe('codex-jsonl')
  })

  it('uses workspace-write for fixing, with model and reasoning effort', () => {
    const built = codexAdapter.build(
      { ...call, mode: 'fixing', model: 'gpt-5-codex', reasoningEffort: 'high' },
      '/scratch'
    )
    expect(built.args).toEqual([
      'exec',
      '--json',
      '--cd',
      '/repo',
      '--sandbox',
      'workspace-write',
      '--color',
      'never',
      '--model',
      'gpt-5-codex',
      '-c',
      'model_reasoning_effort="high"',
      '-'
    ])
  })

  it('refuses a reasoning effort that would break out of the TOML string, or that codex lacks', () => {
    expect(() =>
      codexAdapter.build({ ...call, reasoningEffort: 'high" sandbox_mode="danger' }, '/s')
    ).toThrow('Invalid reasoning effort \'high" sandbox_mode="danger\' for codex (the')
    expect(() => codexAdapter.build({ ...call, reasoningEffort: 'max' }, '/s')).toThrow(
      "Invalid reasoning effort 'max' for codex (the reasoning-effort input or flag, else the PRD's /defaults/reasoning_effort_default). Expected minimal, low, medium, high, xhigh."
    )
  })

  it('puts extra args before the stdin dash', () => {
    const built = codexAdapter.build(
      { ...call, agentArgs: ['--skip-git-repo-check', '-c', 'model_verbosity="low"'] },
      '/s'
    )
    expect(built.args.slice(-4)).toEqual([
      '--skip-git-repo-check',
      '-c',
      'model_verbosity="low"',
      '-'
    ])
  })

  it.each([
    [['--sandbox', 'danger-full-access'], '--sandbox'],
    [['-sdanger-full-access'], '-s'],
    [['--dangerously-bypass-approvals-and-sandbox'], '--dangerously-bypass-approvals-and-sandbox'],
    [['--output-last-message=/tmp/x'], '--output-last-message'],
    [['--profile', 'yolo'], '--profile']
  ])('refuses %j', (agentArgs, flag) => {
    expect(() => codexAdapter.build({ ...call, agentArgs }, '/s')).toThrow(
      `agent-args may not set ${flag} for codex`
    )
  })

  it.each([
    [['-c', 'sandbox_mode="danger-full-access"']],
    [['--config=approval_policy="never"']],
    [['-csandbox_workspace_write.network_access=true']],
    [['-c', 'shell_environment_policy.inherit=all']]
  ])('refuses the config override %j', agentArgs => {
    expect(() => codexAdapter.build({ ...call, agentArgs }, '/s')).toThrow(
      /agent-args may not set the codex config key '(sandbox_mode|approval_policy|sandbox_workspace_write\.network_access|shell_environment_policy\.inherit)'/
    )
  })
})

describe('claude adapter', () => {
  it('runs claude -p with the stream-json transcript, without edit permission outside fixing', () => {
    expect(claudeAdapter.build(call, '/scratch')).toEqual({
      file: 'claude',
      args: ['-p', '--output-format', 'stream-json', '--verbose']
    })
    expect(claudeAdapter.transcript).toBe('claude-stream-json')
  })

  it('allows edits for fixing; allowed tools, model, max turns, effort, then extra args', () => {
    const built = claudeAdapter.build(
      {
        ...call,
        mode: 'fixing',
        model: 'sonnet',
        reasoningEffort: 'max',
        allowedTools: ['Edit', 'Bash(git diff:*)'],
        maxTurns: 12,
        agentArgs: ['--append-system-prompt', 'be brief']
      },
      '/s'
    )
    expect(built.args).toEqual([
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--permission-mode',
      'acceptEdits',
      '--allowedTools',
      'Edit',
      'Bash(git diff:*)',
      '--model',
      'sonnet',
      '--max-turns',
      '12',
      '--effort',
      'max',
      '--append-system-prompt',
      'be brief'
    ])
  })

  it.each([
    [['--dangerously-skip-permissions'], '--dangerously-skip-permissions'],
    [['--permission-mode', 'bypassPermissions'], '--permission-mode'],
    [['--output-format=text'], '--output-format'],
    [['--allowed-tools', 'Bash'], '--allowed-tools'],
    [['--settings', '{}'], '--settings'],
    [['--max-turns', '9'], '--max-turns']
  ])('refuses %j', (agentArgs, flag) => {
    expect(() => claudeAdapter.build({ ...call, agentArgs }, '/s')).toThrow(
      `agent-args may not set ${flag} for claude`
    )
  })
})

describe('command adapter', () => {
  it('fills the placeholders inside each argument, never through a shell', () => {
    const template = [
      'my-agent',
      '--in={prompt_file}',
      '{repo}',
      '{story_id}',
      '{report_path}',
      '{mode}',
      '$(rm -rf /)'
    ]
    expect(commandAdapter.build({ ...call, agentCommand: template }, '/scratch')).toEqual({
      file: 'my-agent',
      args: [
        '--in=/scratch/prompt.md',
        '/repo',
        'AUDIT-001',
        '.ralph/reports/AUDIT-001.md',
        'audit',
        '$(rm -rf /)'
      ],
      files: [{ path: '/scratch/prompt.md', content: 'the prompt\n' }]
    })
    expect(commandAdapter.transcript).toBeUndefined()
  })

  it('names an unknown placeholder and the known ones', () => {
    expect(() => commandAdapter.build({ ...call, agentCommand: ['x', '{prompt}'] }, '/s')).toThrow(
      "Unknown placeholder '{prompt}' in --agent-command. Expected one of {prompt_file}, {repo}, {story_id}, {report_path}, {mode}."
    )
  })
})

describe('parseAgentArgs', () => {
  it('reads a JSON array or one argument a line, without a shell', () => {
    expect(parseAgentArgs('["--max-turns","20","--append-system-prompt=be brief"]')).toEqual([
      '--max-turns',
      '20',
      '--append-system-prompt=be brief'
    ])
    expect(parseAgentArgs('--max-turns\n20\n  $(rm -rf /)  \n')).toEqual([
      '--max-turns',
      '20',
      '$(rm -rf /)'
    ])
  })

  it.each([
    ['--max-turns 20', 'looks like several arguments in one'],
    ['["20","--max-turns"]', "The first argument '20' is not a flag"],
    ['["--a", 1]', 'Not an array of strings'],
    ['[--a]', 'Not JSON'],
    ['["--a","b\\u0000c"]', 'holds a control character']
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseAgentArgs(text)).toThrow(message)
  })
})

describe('parseCommandTemplate', () => {
  it('accepts a JSON array of strings', () => {
    expect(parseCommandTemplate('["a","{repo}"]')).toEqual(['a', '{repo}'])
  })

  it.each(['a b', '[]', '[1]', '{"a":1}', '[""]'])('rejects %j with the expected form', text => {
    expect(() => parseCommandTemplate(text)).toThrow(/Invalid --agent-command .*(array|JSON)/)
  })
})
