import {
  answerText,
  contextSize,
  errorMessage,
  hasModel,
  modelNames,
  modelsUrl,
  parseLlmUrl,
  requestBody
} from '../../src/pdf/decide/model/llm-request.js'

describe('the request style follows the URL path', () => {
  it.each([
    [
      'http://127.0.0.1:11434/v1/completions',
      'openai-completions',
      'http://127.0.0.1:11434',
      '/v1/models'
    ],
    [
      'http://127.0.0.1:11434/v1/chat/completions/',
      'openai-chat',
      'http://127.0.0.1:11434',
      '/v1/models'
    ],
    ['http://gpu-box:11434/api/generate', 'ollama-generate', 'http://gpu-box:11434', '/api/tags'],
    [
      'https://proxy.local/ollama/api/chat',
      'ollama-chat',
      'https://proxy.local/ollama',
      '/api/tags'
    ]
  ])('%s', (url, style, base, health) => {
    const endpoint = parseLlmUrl(url)
    expect(endpoint).toMatchObject({ style, base })
    expect(modelsUrl(endpoint)).toBe(`${base}${health}`)
  })

  it.each([
    'http://127.0.0.1:11434',
    'http://127.0.0.1:11434/api/embed',
    'ftp://host/api/chat',
    'localhost:11434/api/chat'
  ])('rejects %s with the expected form', url => {
    expect(() => parseLlmUrl(url)).toThrow(
      new RegExp(
        `^Invalid value '${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}' for --llm-url\\. Expected an http\\(s\\) URL ending in /v1/completions, /v1/chat/completions, /api/generate or /api/chat`
      )
    )
  })
})

describe('request bodies', () => {
  const input = { model: 'qwen2.5:3b', system: 'S', prompt: 'P', schema: { type: 'object' } }

  it('/v1/completions: one prompt, no schema (the endpoint has none)', () => {
    expect(requestBody('openai-completions', input)).toEqual({
      model: 'qwen2.5:3b',
      prompt: 'S\n\nP',
      stream: false,
      temperature: 0,
      max_tokens: 512
    })
  })

  it('/api/*: schema as format, think off, context sized to the prompt', () => {
    const long = { ...input, prompt: 'x'.repeat(40_000) }
    expect(requestBody('ollama-generate', long)).toMatchObject({
      format: { type: 'object' },
      think: false,
      stream: false,
      options: { temperature: 0, num_ctx: 13_312, num_predict: 512 }
    })
  })

  it.each([
    [0, 2048],
    [4_000, 2048],
    [8_000, 3072],
    [112_000, 35_840]
  ])('context for %d characters of text: %d tokens', (chars, tokens) => {
    expect(contextSize({ system: '', prompt: 'a'.repeat(chars) })).toBe(tokens)
  })
})

describe('reading answers and errors', () => {
  it.each([
    ['openai-completions', { choices: [{ text: 'A' }] }],
    ['openai-chat', { choices: [{ message: { content: 'A' } }] }],
    ['ollama-generate', { response: 'A' }],
    ['ollama-chat', { message: { content: 'A' } }]
  ] as const)('%s', (style, body) => {
    expect(answerText(style, body)).toBe('A')
    expect(answerText(style, { unexpected: true })).toBeUndefined()
  })

  it.each([
    ['{"error":"model \'x\' not found"}', "model 'x' not found"],
    ['{"error":{"message":"bad","type":"invalid_request_error","param":null,"code":null}}', 'bad'],
    ['<h1>502 Bad Gateway</h1>', '<h1>502 Bad Gateway</h1>'],
    ['', '(empty body)']
  ])('error body %j', (body, message) => {
    expect(errorMessage(body)).toBe(message)
  })

  it('lists models from /api/tags and /v1/models; a bare name means :latest', () => {
    const api = parseLlmUrl('http://h/api/chat')
    const v1 = parseLlmUrl('http://h/v1/completions')
    expect(
      modelNames(api, {
        models: [{ name: 'qwen2.5:3b', model: 'qwen2.5:3b' }, { name: 'llama3:latest' }]
      })
    ).toEqual(['qwen2.5:3b', 'llama3:latest'])
    expect(modelNames(v1, { object: 'list', data: [{ id: 'qwen2.5:3b' }] })).toEqual(['qwen2.5:3b'])
    expect(modelNames(v1, null)).toEqual([])
    expect(hasModel(['llama3:latest'], 'llama3')).toBe(true)
    expect(hasModel(['qwen2.5:3b'], 'qwen2.5')).toBe(false)
  })
})
