import { readSettings } from '../../src/action/inputs.js'
import { readRunContext } from '../../src/action/context.js'
import { defaultRenameSettings } from '../../src/pdf/settings.js'

/** An input reader over a map, as the runner would fill INPUT_* (unset inputs read as ''). */
function inputs(values: Record<string, string>): (name: string) => string {
  return name => values[name] ?? ''
}

describe('readSettings', () => {
  it('reads a step with the documented defaults', () => {
    expect(readSettings(inputs({ command: 'step', 'github-token': 't0k' }))).toEqual({
      command: 'step',
      prd: 'prd.json',
      // Not given: CODEX.md at the repository top, else the shipped one (step-session.ts).
      policy: undefined,
      mode: undefined,
      steps: 1,
      engine: {
        agent: 'codex',
        agentArgs: [],
        allowedTools: [],
        timeoutSeconds: 900,
        maxAttempts: 3,
        killGraceSeconds: 5,
        passEnv: [],
        sandbox: 'auto',
        network: 'on'
      },
      protect: [],
      githubToken: 't0k',
      baseBranch: undefined,
      branchPrefix: 'ralph/',
      push: true,
      openPr: true,
      pullRequest: {
        draft: false,
        labels: ['ralph'],
        reviewers: [],
        assignees: [],
        titlePrefix: 'ralph:'
      },
      failOn: 'violation',
      publish: true,
      bundlePath: undefined
    })
  })

  it('reads the agent and pull-request inputs', () => {
    const settings = readSettings(
      inputs({
        command: 'step',
        agent: 'claude',
        'agent-version': '2.1.332',
        'reasoning-effort': 'high',
        'agent-args': '--max-turns\n20',
        'allowed-tools': 'Edit, Read\nBash(npm test:*, npm run lint:*)',
        draft: 'true',
        labels: 'ralph, automated',
        reviewers: 'octocat\nacme/core',
        assignees: 'hubot',
        'pr-title-prefix': '  [bot]  '
      })
    )
    expect(settings).toMatchObject({
      engine: {
        agent: 'claude',
        agentVersion: '2.1.332',
        reasoningEffort: 'high',
        agentArgs: ['--max-turns', '20'],
        allowedTools: ['Edit', 'Read', 'Bash(npm test:*, npm run lint:*)']
      },
      pullRequest: {
        draft: true,
        labels: ['ralph', 'automated'],
        reviewers: ['octocat', 'acme/core'],
        assignees: ['hubot'],
        titlePrefix: '[bot]'
      }
    })
  })

  it('reads every step input', () => {
    const settings = readSettings(
      inputs({
        command: ' step ',
        prd: 'docs/prd.json',
        policy: 'AGENTS.md',
        mode: 'fixing',
        steps: '4',
        agent: 'command',
        'agent-command': '["node","agent.js","{prompt_file}"]',
        model: 'gpt-5',
        'timeout-seconds': '60',
        'max-attempts': '2',
        'pass-env': 'OPENAI_API_KEY, ANTHROPIC_API_KEY\nEXTRA_TOKEN',
        protect: 'secrets/**\nsrc/{a,b}/x.ts\n',
        'base-branch': 'develop',
        'branch-prefix': 'bot/',
        push: 'false',
        'open-pr': 'False',
        'fail-on': 'never'
      })
    )
    expect(settings).toMatchObject({
      command: 'step',
      prd: 'docs/prd.json',
      policy: 'AGENTS.md',
      mode: 'fixing',
      steps: 4,
      engine: {
        agent: 'command',
        agentCommand: ['node', 'agent.js', '{prompt_file}'],
        model: 'gpt-5',
        timeoutSeconds: 60,
        maxAttempts: 2,
        passEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'EXTRA_TOKEN']
      },
      protect: ['secrets/**', 'src/{a,b}/x.ts'],
      baseBranch: 'develop',
      branchPrefix: 'bot/',
      push: false,
      openPr: false,
      failOn: 'never'
    })
  })

  it('reads check-scope and validate', () => {
    expect(readSettings(inputs({ command: 'check-scope', 'require-story': 'true' }))).toEqual({
      command: 'check-scope',
      prd: 'prd.json',
      policy: undefined,
      protect: [],
      githubToken: '',
      branchPrefix: 'ralph/',
      requireStory: true,
      protectedFiles: 'review'
    })
    expect(readSettings(inputs({ command: 'validate', prd: 'x.json' }))).toEqual({
      command: 'validate',
      prd: 'x.json'
    })
  })

  it('reads the publish gate: its defaults and its inputs', () => {
    const publish = (more: Record<string, string>) =>
      readSettings(inputs({ command: 'publish', 'bundle-path': 'b', ...more }))
    expect(publish({})).toMatchObject({
      gate: { secretEnv: [], maxPatchBytes: 4194304, maxPatchFiles: 200, protectedFiles: 'review' },
      maxAttempts: 3
    })
    expect(
      publish({
        'secret-env': 'DEPLOY_KEY\nOPENAI_API_KEY',
        'max-patch-bytes': '1000',
        'max-patch-files': '7',
        'protected-files': 'refuse'
      })
    ).toMatchObject({
      gate: {
        secretEnv: ['DEPLOY_KEY', 'OPENAI_API_KEY'],
        maxPatchBytes: 1000,
        maxPatchFiles: 7,
        protectedFiles: 'refuse'
      }
    })
    expect(() => publish({ 'protected-files': 'ask' })).toThrow(
      "Invalid value 'ask' for input 'protected-files'. Expected refuse, review or allow."
    )
  })

  it('reads rename-pdfs and undo-pdfs with the documented defaults', () => {
    expect(readSettings(inputs({ command: 'rename-pdfs', 'github-token': 't0k' }))).toEqual({
      command: 'rename-pdfs',
      inboxPath: 'inbox',
      archivePath: 'archive',
      reviewPath: 'review',
      recursive: false,
      // The engine's settings straight from the shared parser: its defaults, nothing translated.
      pdf: { ...defaultRenameSettings(), surface: 'input' },
      undoLog: '.pdf-renamer/undo.jsonl',
      writeMetadata: false,
      dryRun: false,
      push: true,
      githubToken: 't0k'
    })
    expect(readSettings(inputs({ command: 'undo-pdfs', run: ' r1 ', push: 'false' }))).toEqual({
      command: 'undo-pdfs',
      run: 'r1',
      undoLog: '.pdf-renamer/undo.jsonl',
      push: false,
      githubToken: ''
    })
  })

  it('reads every rename-pdfs input', () => {
    const settings = readSettings(
      inputs({
        command: 'rename-pdfs',
        'inbox-path': './docs/in/',
        'archive-path': 'docs/in',
        'review-path': 'docs/check',
        'review-below': '0.7',
        recursive: 'true',
        'llm-url': 'http://127.0.0.1:9000/api/generate/',
        'llm-model': 'llama3.2:3b',
        'llm-timeout': '5',
        'require-llm': 'true',
        ocr: 'force',
        'ocr-lang': 'eng',
        'ocr-engine': 'tesseract',
        'max-content-tokens': '1000',
        rules: 'config/rules.json',
        'undo-log': 'logs/undo.jsonl',
        'write-metadata': 'true',
        'dry-run': 'TRUE'
      })
    )
    expect(settings).toMatchObject({
      inboxPath: 'docs/in',
      archivePath: 'docs/in',
      reviewPath: 'docs/check',
      recursive: true,
      pdf: {
        ...defaultRenameSettings(),
        surface: 'input',
        reviewBelow: 0.7,
        llmUrl: 'http://127.0.0.1:9000/api/generate',
        llmModel: 'llama3.2:3b',
        llmTimeoutMs: 5000,
        requireLlm: true,
        ocr: 'force',
        ocrLanguages: 'eng',
        ocrEngine: 'tesseract',
        maxContentTokens: 1000,
        rulesFile: 'config/rules.json'
      },
      undoLog: 'logs/undo.jsonl',
      writeMetadata: true,
      dryRun: true
    })
  })

  it.each([
    [
      { 'inbox-path': '../outside' },
      "Invalid value '../outside' for input 'inbox-path'. Expected a folder inside the repository"
    ],
    [
      { 'archive-path': '/abs' },
      "Invalid value '/abs' for input 'archive-path'. Expected a folder inside the repository"
    ],
    [
      { ocr: 'sometimes' },
      "Invalid value 'sometimes' for input 'ocr'. Expected auto, off or force."
    ],
    [{ 'ocr-lang': 'de' }, "Invalid value 'de' for input 'ocr-lang'. Expected tesseract codes"],
    [
      { 'ocr-engine': 'native' },
      "Invalid value 'native' for input 'ocr-engine'. Expected auto, tesseract or tesseract.js."
    ],
    [
      { 'llm-url': 'http://127.0.0.1:11434/' },
      "Invalid value 'http://127.0.0.1:11434/' for input 'llm-url'. Expected an http(s) URL ending in /v1/completions"
    ],
    [
      { 'llm-timeout': '0' },
      "Invalid value '0' for input 'llm-timeout'. Expected a whole number of at least 1."
    ],
    [
      { 'require-llm': 'yes' },
      "Invalid value 'yes' for input 'require-llm'. Expected true or false."
    ],
    [{ 'undo-log': '.' }, "Invalid value '.' for input 'undo-log'. Expected a file path inside"],
    [{ rules: '../rules.json' }, "Invalid value '../rules.json' for input 'rules'."]
  ])('rejects rename-pdfs %j', (values, message) => {
    expect(() => readSettings(inputs({ command: 'rename-pdfs', ...values }))).toThrow(message)
  })

  it.each([
    [
      { command: '' },
      "Input 'command' is required. Expected step, plan, publish, check-scope, validate, rename-pdfs or undo-pdfs."
    ],
    [
      { command: 'rename' },
      "Invalid value 'rename' for input 'command'. Expected step, plan, publish, check-scope, validate, rename-pdfs or undo-pdfs."
    ],
    [
      { command: 'step', mode: 'review' },
      "Invalid value 'review' for input 'mode'. Expected audit, linting or fixing."
    ],
    [
      { command: 'step', sandbox: 'sometimes' },
      "Invalid value 'sometimes' for input 'sandbox'. Expected auto, required or off."
    ],
    [
      { command: 'step', network: 'loopback' },
      "Invalid value 'loopback' for input 'network'. Expected on or off."
    ],
    [
      { command: 'step', agent: 'gpt' },
      "Invalid value 'gpt' for input 'agent'. Expected codex, claude or command."
    ],
    [
      { command: 'step', 'fail-on': 'error' },
      "Invalid value 'error' for input 'fail-on'. Expected violation, failure or never."
    ],
    [
      { command: 'step', steps: 'two' },
      "Invalid value 'two' for input 'steps'. Expected a whole number of at least 1."
    ],
    [
      { command: 'step', steps: '0' },
      "Invalid value '0' for input 'steps'. Expected a whole number of at least 1."
    ],
    [
      { command: 'step', 'timeout-seconds': '1.5' },
      "Invalid value '1.5' for input 'timeout-seconds'. Expected a whole number of at least 1."
    ],
    [
      { command: 'step', 'max-attempts': '-1' },
      "Invalid value '-1' for input 'max-attempts'. Expected a whole number of at least 1."
    ],
    [
      { command: 'step', push: 'yes' },
      "Invalid value 'yes' for input 'push'. Expected true or false."
    ],
    [
      { command: 'step', 'open-pr': '1' },
      "Invalid value '1' for input 'open-pr'. Expected true or false."
    ],
    [
      { command: 'step', 'agent-version': '^0.171.0' },
      "Invalid value '^0.171.0' for input 'agent-version'. Expected an exact version such as 0.171.0 (no range, no tag)."
    ],
    [
      { command: 'step', 'agent-version': 'latest' },
      "Invalid value 'latest' for input 'agent-version'. Expected an exact version"
    ],
    [
      { command: 'step', agent: 'command', 'agent-command': '["x"]', 'agent-version': '1.0.0' },
      "Input 'agent-version' installs the codex or claude CLI"
    ],
    [
      { command: 'step', 'agent-args': '--max-turns 20' },
      "Invalid value '--max-turns 20' for input 'agent-args'. Argument '--max-turns 20' looks like several arguments in one"
    ],
    [
      { command: 'step', 'allowed-tools': 'Edit' },
      "Input 'allowed-tools' applies to 'agent: claude' only (Claude Code's --allowedTools); the agent is 'codex'."
    ],
    [
      { command: 'step', agent: 'claude', 'allowed-tools': 'rm -rf' },
      "Invalid value 'rm -rf' for input 'allowed-tools'."
    ],
    [
      { command: 'step', draft: 'sometimes' },
      "Invalid value 'sometimes' for input 'draft'. Expected true or false."
    ],
    [
      { command: 'step', reviewers: '@octocat' },
      "Invalid value '@octocat' for input 'reviewers'. Expected GitHub user names, or teams as org/team-slug."
    ],
    [
      { command: 'step', assignees: 'acme/core' },
      "Invalid value 'acme/core' for input 'assignees'. Expected GitHub user names."
    ],
    [
      { command: 'check-scope', 'require-story': 'maybe' },
      "Invalid value 'maybe' for input 'require-story'. Expected true or false."
    ],
    [
      { command: 'step', agent: 'command' },
      "Input 'agent-command' is required with 'agent: command'. Expected a JSON array of strings"
    ],
    [
      { command: 'step', agent: 'command', 'agent-command': 'node agent.js' },
      "Invalid value 'node agent.js' for input 'agent-command'. Expected a JSON array of strings"
    ],
    [
      { command: 'step', agent: 'command', 'agent-command': '["node", 3]' },
      `Invalid value '["node", 3]' for input 'agent-command'. Expected a JSON array of strings`
    ],
    [
      { command: 'step', agent: 'command', 'agent-command': '[]' },
      "Invalid value '[]' for input 'agent-command'. Expected a JSON array of strings"
    ]
  ])('rejects %j', (values, message) => {
    expect(() => readSettings(inputs(values))).toThrow(message)
  })
})

describe('readRunContext', () => {
  it('reads the runner variables', () => {
    expect(
      readRunContext({
        GITHUB_REPOSITORY: 'acme/api',
        GITHUB_WORKSPACE: '/w',
        GITHUB_SERVER_URL: 'https://ghe.example/',
        GITHUB_API_URL: 'https://ghe.example/api/v3',
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_RUN_ID: '7'
      })
    ).toEqual({
      workspace: '/w',
      owner: 'acme',
      repo: 'api',
      serverUrl: 'https://ghe.example',
      apiUrl: 'https://ghe.example/api/v3',
      eventName: 'schedule',
      eventPath: undefined,
      runUrl: 'https://ghe.example/acme/api/actions/runs/7',
      writeSpacingMs: undefined
    })
  })

  it('reads the spacing of GitHub writes, and names the variable when it is no number', () => {
    expect(readRunContext({ RALPH_GITHUB_WRITE_SPACING_MS: '0' }).writeSpacingMs).toBe(0)
    expect(readRunContext({ RALPH_GITHUB_WRITE_SPACING_MS: '' }).writeSpacingMs).toBeUndefined()
    expect(() => readRunContext({ RALPH_GITHUB_WRITE_SPACING_MS: '1s' })).toThrow(
      "Invalid RALPH_GITHUB_WRITE_SPACING_MS '1s'. Expected milliseconds between GitHub writes"
    )
  })

  it('defaults to github.com and allows no repository (local validate)', () => {
    const context = readRunContext({ GITHUB_WORKSPACE: '/w' })
    expect(context).toMatchObject({
      owner: '',
      repo: '',
      serverUrl: 'https://github.com',
      runUrl: undefined
    })
    expect(context.apiUrl).toBe('https://api.github.com')
  })

  it('rejects a malformed GITHUB_REPOSITORY', () => {
    expect(() => readRunContext({ GITHUB_REPOSITORY: 'just-a-name' })).toThrow(
      "Invalid GITHUB_REPOSITORY 'just-a-name'. Expected owner/repo"
    )
  })
})
