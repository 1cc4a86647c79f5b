import {
  describeUsage,
  followTranscript,
  TranscriptFormat,
  TranscriptSummary
} from '../../../src/loop/agent/transcript.js'

/** A whole transcript, read at once. */
function readTranscript(format: TranscriptFormat, text: string): TranscriptSummary {
  const follower = followTranscript(format)
  follower.push(text)
  return follower.summary()
}

// Shapes as @openai/codex 0.171.0 (`exec --json`) and @anthropic-ai/claude-code 2.1.332
// (`-p --output-format stream-json --verbose`) print them; long fields trimmed.
const codex = [
  '{"type":"thread.started","thread_id":"01a22dde-727c-71d1-a154-ba65222ce314"}',
  '{"type":"turn.started"}',
  '{"type":"item.completed","item":{"id":"item_0","type":"reasoning","text":"**Reading the story**"}}',
  '{"type":"item.completed","item":{"id":"item_1","type":"command_execution","command":"ls","aggregated_output":"src\\n","exit_code":0,"status":"completed"}}',
  '{"type":"item.completed","item":{"id":"item_2","type":"agent_message","text":"First draft"}}',
  '{"type":"item.completed","item":{"id":"item_3","type":"file_change","changes":[{"path":"src/a.ts","kind":"update"}],"status":"completed"}}',
  '{"type":"item.completed","item":{"id":"item_4","type":"agent_message","text":"# Report\\n\\nDone."}}',
  '{"type":"turn.completed","usage":{"input_tokens":2946,"cached_input_tokens":1024,"output_tokens":77}}',
  ''
].join('\n')

const claudeNotLoggedIn = [
  '{"type":"system","subtype":"init","cwd":"/tmp/r","session_id":"b1f3","tools":["Edit","Read"],"model":"claude-sonnet-5-5","permissionMode":"default","apiKeySource":"none","claude_code_version":"2.1.332"}',
  '{"type":"assistant","message":{"id":"acd4","model":"<synthetic>","role":"assistant","type":"message","usage":{"input_tokens":0,"output_tokens":0,"cache_creation_input_tokens":0,"cache_read_input_tokens":0},"content":[{"type":"text","text":"Not logged in · Please run /login"}]},"parent_tool_use_id":null,"session_id":"b1f3","error":"authentication_failed","is_api_error_message":true}',
  '{"duration_api_ms":0,"stop_reason":"stop_sequence","session_id":"b1f3","total_cost_usd":0,"usage":{"input_tokens":0,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"output_tokens":0},"permission_denials":[],"terminal_reason":"api_error","is_error":true,"num_turns":1,"subtype":"success","result":"Not logged in · Please run /login","type":"result","duration_ms":228}',
  ''
].join('\n')

describe('readTranscript', () => {
  it('takes the last agent_message and sums the usage of codex turns', () => {
    expect(readTranscript('codex-jsonl', codex)).toEqual({
      lastMessage: '# Report\n\nDone.',
      usage: { turns: 1, tokens: { input: 2946, output: 77, cachedInput: 1024 } }
    })
  })

  it('reports no turn when none ended, and no message from an error item', () => {
    const text =
      '{"type":"thread.started","thread_id":"x"}\n{"type":"turn.started"}\n' +
      '{"type":"error","message":"Reconnecting... 2/5 (stream disconnected before completion)"}\n' +
      '{"type":"item.completed","item":{"id":"item_0","type":"error","message":"Falling back"}}\n'
    expect(readTranscript('codex-jsonl', text)).toEqual({
      lastMessage: '',
      usage: {}
    })
  })

  it("reads claude's result event: message, turns, duration, tokens, cost", () => {
    expect(readTranscript('claude-stream-json', claudeNotLoggedIn)).toEqual({
      lastMessage: 'Not logged in · Please run /login',
      usage: {
        turns: 1,
        durationMs: 228,
        costUsd: 0,
        tokens: { input: 0, output: 0, cachedInput: 0 }
      }
    })
  })

  it('drops figures the events log refuses: negative, fractional counts, not numbers', () => {
    const odd = claudeNotLoggedIn
      .replace('"num_turns":1', '"num_turns":1.5')
      .replace('"total_cost_usd":0', '"total_cost_usd":-0.01')
      .replace('"output_tokens":0}', '"output_tokens":-3}')
    expect(readTranscript('claude-stream-json', odd).usage).toEqual({
      durationMs: 228,
      tokens: { input: 0, output: 0, cachedInput: 0 }
    })
  })

  it('falls back to the last assistant text when claude was killed before its result', () => {
    const cut = claudeNotLoggedIn.split('\n').slice(0, 2).join('\n') + '\n{"type":"resu'
    // Without the result, the tokens are the model calls' own counts.
    expect(readTranscript('claude-stream-json', cut)).toEqual({
      lastMessage: 'Not logged in · Please run /login',
      usage: { tokens: { input: 0, output: 0, cachedInput: 0 } }
    })
  })

  it('skips lines that are not JSON objects', () => {
    const noisy = 'WARNING: proceeding\n[1,2]\n' + codex
    expect(readTranscript('codex-jsonl', noisy).lastMessage).toBe('# Report\n\nDone.')
  })
})

describe('followTranscript', () => {
  const call = (id: string, text: string, input: number) =>
    JSON.stringify({
      type: 'assistant',
      message: {
        id,
        content: [{ type: 'text', text }],
        usage: { input_tokens: input, cache_read_input_tokens: 100, output_tokens: 10 }
      }
    }) + '\n'

  it('counts tokens and passes messages on as whole lines arrive, however the chunks fall', () => {
    const said: string[] = []
    const follower = followTranscript('claude-stream-json', text => said.push(text))
    const text =
      call('m1', 'Lesen … ✓', 1000) + call('m1', 'Lesen … ✓', 1000) + call('m2', 'two', 500)
    const bytes = Buffer.from(text)
    const counts: number[] = []
    // Seven-byte chunks cut lines and the multi-byte characters alike.
    for (let at = 0; at < bytes.length; at += 7) {
      follower.push(bytes.subarray(at, at + 7))
      counts.push(follower.tokens())
    }
    // m1 twice (one message per content block) counts once: 1000 + 100 + 10, then m2.
    expect([...new Set(counts)]).toEqual([0, 1110, 1720])
    expect(said).toEqual(['Lesen … ✓', 'Lesen … ✓', 'two'])
    expect(follower.summary().usage).toEqual({
      tokens: { input: 1700, output: 20, cachedInput: 200 }
    })
  })

  it("takes codex's tokens when its turn ends", () => {
    const follower = followTranscript('codex-jsonl')
    follower.push(codex.split('turn.completed')[0]!)
    expect(follower.tokens()).toBe(0)
    follower.push('turn.completed' + codex.split('turn.completed')[1]!)
    expect(follower.tokens()).toBe(2946 + 77)
  })
})

describe('describeUsage', () => {
  it('says only what was reported, with our own duration when the CLI gave none', () => {
    expect(describeUsage({}, 41_400)).toBe('41 s')
    expect(
      describeUsage(
        {
          turns: 3,
          durationMs: 61_000,
          tokens: { input: 12345, output: 2345, cachedInput: 10000 },
          costUsd: 0.4212
        },
        70_000
      )
    ).toBe('3 turns, 61 s, 12,345 tokens in (10,000 cached), 2,345 out, $0.42')
  })
})
