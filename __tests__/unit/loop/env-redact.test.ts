import { agentEnv } from '../../../src/loop/agent/env.js'
import { redact } from '../../../src/process/redact.js'

describe('agentEnv', () => {
  const source = {
    PATH: '/usr/bin',
    HOME: '/home/u',
    GITHUB_TOKEN: 'ghs_abcdefghijklmnop',
    GH_TOKEN: 'gho_abcdefghijklmnop',
    ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://example.invalid',
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'http.extraheader',
    GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic eHl6',
    NPM_TOKEN: 'npm-token-value',
    db_password: 'hunter22',
    AWS_SECRET_ACCESS_KEY: 'aws-secret-value',
    SIGNING_PRIVATE_KEY: 'pem-value-here',
    CLAUDE_CODE_OAUTH_TOKEN: 'oauth-token-value',
    OPENAI_API_KEY: 'sk-openai-value-123',
    SSH_AUTH_SOCK: '/tmp/agent.sock',
    UNDEFINED: undefined
  }

  it('keeps only the allowlist: basics, CI context, the names allowed', () => {
    const { env, dropped } = agentEnv(
      {
        ...source,
        LC_ALL: 'C',
        CI: 'true',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_ENV: '/tmp/env',
        RUNNER_TEMP: '/tmp/r',
        'INPUT_GITHUB-TOKEN': 'ghs_inputinputinput'
      },
      ['OPENAI_API_KEY']
    )
    expect(Object.keys(env).sort()).toEqual([
      'CI',
      'GITHUB_REPOSITORY',
      'GIT_TERMINAL_PROMPT',
      'HOME',
      'LC_ALL',
      'OPENAI_API_KEY',
      'PATH',
      'RUNNER_TEMP'
    ])
    expect(dropped).toEqual([
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'ACTIONS_RUNTIME_TOKEN',
      'AWS_SECRET_ACCESS_KEY',
      'CLAUDE_CODE_OAUTH_TOKEN',
      'GH_TOKEN',
      'GITHUB_ENV',
      'GITHUB_TOKEN',
      'GIT_CONFIG_COUNT',
      'GIT_CONFIG_KEY_0',
      'GIT_CONFIG_VALUE_0',
      'INPUT_GITHUB-TOKEN',
      'NPM_TOKEN',
      'SIGNING_PRIVATE_KEY',
      'SSH_AUTH_SOCK',
      'db_password'
    ])
  })

  it('drops what a denylist would miss', () => {
    const { env } = agentEnv(
      {
        DATABASE_URL: 'postgres://u:p@h/db',
        GOOGLE_APPLICATION_CREDENTIALS: '/k.json',
        NPM_CONFIG__AUTH: 'dXNlcjpwYXNz',
        AWS_ACCESS_KEY_ID: 'AKIAFAKE',
        STRIPE_API_KEY: 'sk_live_x'
      },
      []
    )
    expect(env).toEqual({ GIT_TERMINAL_PROMPT: '0' })
  })

  it('passes the names in pass-env, but never the workflow token', () => {
    const { env } = agentEnv(source, [
      'CLAUDE_CODE_OAUTH_TOKEN',
      'GITHUB_TOKEN',
      'ACTIONS_RUNTIME_TOKEN'
    ])
    expect(env.CLAUDE_CODE_OAUTH_TOKEN).toBe('oauth-token-value')
    expect(env.GITHUB_TOKEN).toBeUndefined()
    expect(env.ACTIONS_RUNTIME_TOKEN).toBeUndefined()
  })

  it('collects every secret-looking value for redaction, passed ones included', () => {
    const { secrets } = agentEnv(source, ['CLAUDE_CODE_OAUTH_TOKEN'])
    expect(secrets).toEqual(
      expect.arrayContaining([
        'oauth-token-value',
        'sk-openai-value-123',
        'hunter22',
        'npm-token-value'
      ])
    )
    expect(secrets).not.toContain('/usr/bin')
  })

  it('adds the runner variables', () => {
    expect(agentEnv({}, [], { RALPH_STORY_ID: 'A-1' }).env).toEqual({
      RALPH_STORY_ID: 'A-1',
      GIT_TERMINAL_PROMPT: '0'
    })
  })
})

describe('redact', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [REDACTED]'],
    ['key sk-proj-AbCdEf0123456789 used', 'key [REDACTED] used'],
    ['pushed with ghp_0123456789abcdefABCDEF', 'pushed with [REDACTED]'],
    ['github_pat_11ABCDEFG0123456789_abcdef', '[REDACTED]'],
    ['aws AKIAABCDEFGHIJKLMNOP here', 'aws [REDACTED] here'],
    ['export NPM_TOKEN=abc123', 'export NPM_TOKEN=[REDACTED]'],
    ['db_password: "hunter 2"', 'db_password: [REDACTED]'],
    ['OPENAI_API_KEY=xyz rest', 'OPENAI_API_KEY=[REDACTED] rest'],
    [
      'a\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\nb',
      'a\n[REDACTED]\nb'
    ],
    ['nothing secret here: sk-short', 'nothing secret here: sk-short']
  ])('%j', (input, expected) => {
    expect(redact(input)).toBe(expected)
  })

  it('redacts known values wherever they appear', () => {
    expect(redact('token is hunter22, again hunter22', ['hunter22', 'abc'])).toBe(
      'token is [REDACTED], again [REDACTED]'
    )
  })
})
