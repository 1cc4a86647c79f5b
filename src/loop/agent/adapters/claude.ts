import { extraArgs } from '../agent-args.js'
import { Adapter, checkEffort, checkPlain, PLACEHOLDER } from './adapter.js'

/**
 * `claude -p --output-format stream-json --verbose`: print mode, the prompt on stdin, the
 * transcript as JSON lines on stdout (the CLI requires --verbose for it), the last message
 * from its `result` event. Only fixing stories get an edit permission mode; otherwise edits
 * stay denied and the runner writes the report from the last message.
 */
export const claudeAdapter: Adapter<'claude'> = {
  name: 'claude',
  transcript: 'claude-stream-json',
  npmPackage: '@anthropic-ai/claude-code',
  credentialEnv: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
  configDir: { env: 'CLAUDE_CONFIG_DIR', home: '.claude', files: ['.claude.json'] },
  // An API key goes in x-api-key, an OAuth token as a Bearer token; both to ANTHROPIC_BASE_URL.
  modelApi: {
    url: 'https://api.anthropic.com',
    header: credential => (credential === 'ANTHROPIC_API_KEY' ? 'x-api-key' : 'authorization'),
    env: (credential, baseUrl) => ({ [credential]: PLACEHOLDER, ANTHROPIC_BASE_URL: baseUrl })
  },
  loginCheck: ['auth', 'status'],
  loginHint: "'claude auth login'",
  takesAllowedTools: true,
  efforts: ['low', 'medium', 'high', 'xhigh', 'max'],
  reserved: {
    flags: {
      '--print': 'ralph runs print mode',
      '-p': 'ralph runs print mode',
      '--output-format': 'ralph reads the stream-json transcript',
      '--input-format': 'the prompt is text on stdin',
      '--permission-mode': 'ralph sets it from the story mode',
      '--dangerously-skip-permissions': 'permissions stay on',
      '--allow-dangerously-skip-permissions': 'permissions stay on',
      '--allowedTools': "use the input 'allowed-tools' (--allowed-tools)",
      '--allowed-tools': "use the input 'allowed-tools' (--allowed-tools)",
      '--settings': 'settings may change the permission mode',
      '--add-dir': 'the agent writes inside the repository only',
      '--model': "use the input 'model' (--model)",
      '--max-turns': "use the input 'max-turns' (--max-turns)",
      '--effort': "use the input 'reasoning-effort' (--reasoning-effort)",
      '--worktree': 'the agent works in the checkout',
      '-w': 'the agent works in the checkout',
      '--bg': 'the call must end with the agent',
      '--background': 'the call must end with the agent'
    }
  },
  build(call) {
    const args = ['-p', '--output-format', 'stream-json', '--verbose']
    if (call.mode === 'fixing') args.push('--permission-mode', 'acceptEdits')
    if (call.allowedTools && call.allowedTools.length > 0)
      args.push('--allowedTools', ...call.allowedTools)
    if (call.model) args.push('--model', checkPlain(call.model, 'model'))
    if (call.maxTurns !== undefined) args.push('--max-turns', String(call.maxTurns))
    if (call.reasoningEffort)
      args.push('--effort', checkEffort(claudeAdapter, call.reasoningEffort))
    args.push(...extraArgs(claudeAdapter, call))
    return { file: 'claude', args }
  }
}
