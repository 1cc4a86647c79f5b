import { Adapter, checkPlain } from './adapter.js'

/**
 * `claude -p`: print mode, the prompt on stdin, the final message on stdout. Only fixing
 * stories get an edit permission mode; otherwise edits stay denied and the runner writes
 * the report from the printed message.
 */
export const claudeAdapter: Adapter = {
  name: 'claude',
  build(call) {
    const args = ['-p', '--output-format', 'text']
    if (call.mode === 'fixing') args.push('--permission-mode', 'acceptEdits')
    if (call.model) args.push('--model', checkPlain(call.model, 'model'))
    return { file: 'claude', args, lastMessage: { from: 'stdout' }, files: [] }
  }
}
