import { claudeAdapter } from '../../../src/loop/agent/adapters/claude.js'
import { codexAdapter } from '../../../src/loop/agent/adapters/codex.js'
import { commandAdapter, parseCommandTemplate } from '../../../src/loop/agent/adapters/command.js'
import type { AgentCall } from '../../../src/loop/agent/adapters/adapter.js'

const call: AgentCall = {
  repo: '/repo',
  storyId: 'AUDIT-001',
  mode: 'audit',
  prompt: 'the prompt\n',
  reportPath: '.ralph/reports/AUDIT-001.md'
}

describe('codex adapter', () => {
  it('runs codex exec read-only for audit, with the last message file and stdin', () => {
    expect(codexAdapter.build(call, '/scratch')).toEqual({
      file: 'codex',
      args: [
        'exec',
        '--cd',
        '/repo',
        '--sandbox',
        'read-only',
        '--color',
        'never',
        '--output-last-message',
        '/scratch/last-message.md',
        '-'
      ],
      lastMessage: { from: 'file', path: '/scratch/last-message.md' },
      files: []
    })
  })

  it('uses workspace-write for fixing, with model and reasoning effort', () => {
    const built = codexAdapter.build(
      { ...call, mode: 'fixing', model: 'gpt-5-codex', reasoningEffort: 'high' },
      '/scratch'
    )
    expect(built.args).toEqual([
      'exec',
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
      '--output-last-message',
      '/scratch/last-message.md',
      '-'
    ])
  })

  it('refuses a reasoning effort that would break out of the TOML string', () => {
    expect(() =>
      codexAdapter.build({ ...call, reasoningEffort: 'high" sandbox_mode="danger' }, '/s')
    ).toThrow('Invalid reasoning effort \'high" sandbox_mode="danger\'')
  })
})

describe('claude adapter', () => {
  it('runs claude -p without edit permission outside fixing', () => {
    expect(claudeAdapter.build(call, '/scratch')).toEqual({
      file: 'claude',
      args: ['-p', '--output-format', 'text'],
      lastMessage: { from: 'stdout' },
      files: []
    })
  })

  it('allows edits for fixing', () => {
    expect(claudeAdapter.build({ ...call, mode: 'fixing', model: 'sonnet' }, '/s').args).toEqual([
      '-p',
      '--output-format',
      'text',
      '--permission-mode',
      'acceptEdits',
      '--model',
      'sonnet'
    ])
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
    expect(commandAdapter.build({ ...call, command: template }, '/scratch')).toEqual({
      file: 'my-agent',
      args: [
        '--in=/scratch/prompt.md',
        '/repo',
        'AUDIT-001',
        '.ralph/reports/AUDIT-001.md',
        'audit',
        '$(rm -rf /)'
      ],
      lastMessage: { from: 'none' },
      files: [{ path: '/scratch/prompt.md', content: 'the prompt\n' }]
    })
  })

  it('names an unknown placeholder and the known ones', () => {
    expect(() => commandAdapter.build({ ...call, command: ['x', '{prompt}'] }, '/s')).toThrow(
      "Unknown placeholder '{prompt}' in --agent-command. Expected one of {prompt_file}, {repo}, {story_id}, {report_path}, {mode}."
    )
  })

  it('needs a template', () => {
    expect(() => commandAdapter.build(call, '/s')).toThrow('--agent command needs --agent-command')
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
