import { join } from 'node:path'
import { Adapter, checkPlain } from './adapter.js'

/**
 * `codex exec`: non-interactive, read-only sandbox for audit and linting (the runner writes
 * the report from the last message), workspace-write for fixing; the prompt on stdin (`-`).
 */
export const codexAdapter: Adapter = {
  name: 'codex',
  build(call, scratch) {
    const lastMessage = join(scratch, 'last-message.md')
    const sandbox = call.mode === 'fixing' ? 'workspace-write' : 'read-only'
    const args = ['exec', '--cd', call.repo, '--sandbox', sandbox, '--color', 'never']
    if (call.model) args.push('--model', checkPlain(call.model, 'model'))
    if (call.reasoningEffort) {
      const effort = checkPlain(call.reasoningEffort, 'reasoning effort')
      args.push('-c', `model_reasoning_effort="${effort}"`)
    }
    args.push('--output-last-message', lastMessage, '-')
    return { file: 'codex', args, lastMessage: { from: 'file', path: lastMessage }, files: [] }
  }
}
