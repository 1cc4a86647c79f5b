import { extraArgs } from '../agent-args.js'
import { Adapter, checkEffort, checkPlain, PLACEHOLDER } from './adapter.js'

const USE_INPUT = 'ralph sets it from the story mode'

/**
 * `codex exec --json`: non-interactive, the transcript as JSON lines on stdout (the last
 * message is read from it), read-only sandbox for audit and linting (the runner writes the
 * report from the last message), workspace-write for fixing; the prompt on stdin (`-`).
 */
export const codexAdapter: Adapter<'codex'> = {
  name: 'codex',
  transcript: 'codex-jsonl',
  npmPackage: '@openai/codex',
  credentialEnv: ['OPENAI_API_KEY', 'CODEX_API_KEY'],
  configDir: { env: 'CODEX_HOME', home: '.codex' },
  // codex 0.171.0 ignores OPENAI_BASE_URL and tries a WebSocket first on its built-in provider;
  // a provider of ralph's own (build) speaks HTTP with server-sent events only, its key in
  // CODEX_API_KEY as a Bearer token.
  modelApi: {
    url: 'https://api.openai.com/v1',
    header: () => 'authorization',
    env: () => ({ CODEX_API_KEY: PLACEHOLDER })
  },
  loginCheck: ['login', 'status'],
  loginHint: "'codex login', under CODEX_HOME",
  efforts: ['minimal', 'low', 'medium', 'high', 'xhigh'],
  reserved: {
    flags: {
      '--sandbox': USE_INPUT,
      '-s': USE_INPUT,
      '--dangerously-bypass-approvals-and-sandbox': 'the sandbox stays on',
      '--full-auto': USE_INPUT,
      '--add-dir': 'the agent writes inside the repository only',
      '--cd': 'ralph runs it at the repository top',
      '-C': 'ralph runs it at the repository top',
      '--json': 'ralph reads the transcript itself',
      '--output-last-message': 'ralph reads the last message from the transcript',
      '-o': 'ralph reads the last message from the transcript',
      '--model': "use the input 'model' (--model)",
      '-m': "use the input 'model' (--model)",
      '--profile': 'a profile may change the sandbox',
      '-p': 'a profile may change the sandbox',
      '--remote': 'the agent runs here'
    },
    configKeys: [
      'sandbox_mode',
      'sandbox_workspace_write',
      'approval_policy',
      'model_reasoning_effort',
      'default_permissions',
      'shell_environment_policy',
      'model_provider',
      'model_providers',
      'openai_base_url'
    ]
  },
  build(call) {
    const sandbox = call.mode === 'fixing' ? 'workspace-write' : 'read-only'
    const args = ['exec', '--json', '--cd', call.repo, '--sandbox', sandbox, '--color', 'never']
    if (call.model) args.push('--model', checkPlain(call.model, 'model'))
    if (call.reasoningEffort)
      args.push('-c', `model_reasoning_effort="${checkEffort(codexAdapter, call.reasoningEffort)}"`)
    if (call.modelBaseUrl)
      args.push(
        '-c',
        `model_providers.ralph={name="ralph",base_url=${JSON.stringify(call.modelBaseUrl)},env_key="CODEX_API_KEY",wire_api="responses",supports_websockets=false}`,
        '-c',
        'model_provider="ralph"'
      )
    args.push(...extraArgs(codexAdapter, call), '-')
    return { file: 'codex', args }
  }
}
