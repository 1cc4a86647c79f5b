/** The flags of `ralph step` and `ralph run`, turned into the engine's StepSettings. */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { AGENT_NAMES, AgentName } from '../loop/agent/adapters/adapter.js'
import { parseCommandTemplate } from '../loop/agent/adapters/command.js'
import { parseAgentArgs } from '../loop/agent/agent-args.js'
import { SANDBOX_SETTINGS, STEP_DEFAULTS, StepSettings } from '../loop/step-settings.js'
import { PRD_OPTIONS, prdSettings } from './args.js'
import { SettingError } from '../settings/errors.js'
import { choice, listChoices, wholeNumber as parseWholeNumber } from '../settings/parse.js'
import { MissingFileError, UsageError } from './command.js'
import type { CliIo } from './io.js'

export const STEP_OPTIONS = {
  ...PRD_OPTIONS,
  agent: { type: 'string' },
  'agent-command': { type: 'string' },
  model: { type: 'string' },
  'reasoning-effort': { type: 'string' },
  'allowed-tools': { type: 'string', multiple: true },
  'agent-arg': { type: 'string', multiple: true },
  'timeout-seconds': { type: 'string' },
  'kill-grace-seconds': { type: 'string' },
  'max-attempts': { type: 'string' },
  'lock-timeout-seconds': { type: 'string' },
  'pass-env': { type: 'string', multiple: true },
  protect: { type: 'string', multiple: true },
  policy: { type: 'string' },
  sandbox: { type: 'string' },
  network: { type: 'string' }
} as const

export const STEP_USAGE = `  --prd FILE               the PRD (default: prd.json)
  --mode MODE              audit, linting or fixing (default: defaults.mode_default, else audit)
  --agent NAME             codex, claude or command (default: codex)
  --agent-command JSON     for --agent command: argv template as a JSON array; placeholders
                           {prompt_file} {repo} {story_id} {report_path} {mode}
  --model NAME             the agent's model (default: defaults.model_default)
  --reasoning-effort LEVEL codex: minimal, low, medium, high, xhigh; claude: low, medium, high,
                           xhigh, max (default: defaults.reasoning_effort_default)
  --allowed-tools TOOL     claude: a tool it may use without asking, like Edit or
                           Bash(npm test:*) (repeatable; comma lists too)
  --agent-arg ARG          one more argument for the agent's command line (repeatable, in
                           order; the first must be a flag; never through a shell)
  --timeout-seconds N      wall-clock limit of the agent call (default: 900)
  --kill-grace-seconds N   between SIGTERM and SIGKILL on timeout (default: 5)
  --max-attempts N         failed attempts before a story is skipped (default: 3)
  --lock-timeout-seconds N how long to wait for another step holding the lock
                           (default: the agent timeout + kill grace + 120)
  --pass-env NAME          pass this variable to the agent (repeatable; comma lists too); it
                           gets only PATH, HOME, locale, CI context and its own credentials
  --protect GLOB           protect more paths from the agent (repeatable)
  --policy FILE            policy appended to the prompt (default: CODEX.md at the repository
                           top, else the one shipped with ralph-action)
  --sandbox WHEN           confine the agent: auto (when this machine can, else warn),
                           required (refuse when it cannot: exit 12) or off (default: auto)
  --network on|off         off: the agent gets loopback only; needs the sandbox (default: on)
  --json                   print the outcome as JSON
`

type StepValues = {
  [K in keyof typeof STEP_OPTIONS]?: (typeof STEP_OPTIONS)[K] extends { multiple: true }
    ? string[]
    : (typeof STEP_OPTIONS)[K] extends { type: 'boolean' }
      ? boolean
      : string
}

function agentName(value: string | undefined): AgentName {
  if (value === undefined) return STEP_DEFAULTS.agent
  switch (value) {
    case 'codex':
    case 'claude':
    case 'command':
      return value
    default:
      throw new SettingError('agent', value, `${listChoices(AGENT_NAMES)}.`, 'flag')
  }
}

function wholeNumber(value: string | undefined, flag: string, fallback: number, min = 1): number {
  if (value === undefined) return fallback
  return parseWholeNumber(
    { surface: 'flag', read: () => value },
    flag.replace(/^--/, ''),
    fallback,
    min
  )
}

function names(values: string[] | undefined): string[] {
  return (values ?? [])
    .flatMap(value => value.split(','))
    .map(name => name.trim())
    .filter(Boolean)
}

function template(value: string | undefined, agent: AgentName): string[] | undefined {
  if (value === undefined) {
    if (agent === 'command') throw new UsageError('--agent command needs --agent-command JSON')
    return undefined
  }
  try {
    return parseCommandTemplate(value)
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error })
  }
}

function allowedTools(values: string[] | undefined, agent: AgentName): string[] {
  const tools = (values ?? []).flatMap(value =>
    value.includes('(') ? [value.trim()] : value.split(',').map(item => item.trim())
  )
  const kept = tools.filter(Boolean)
  if (kept.length > 0 && agent !== 'claude')
    throw new UsageError(`--allowed-tools applies to --agent claude only, not ${agent}.`)
  return kept
}

function agentArgs(values: string[] | undefined): string[] {
  if (values === undefined) return []
  try {
    return parseAgentArgs(JSON.stringify(values))
  } catch (error) {
    throw new UsageError(`Invalid --agent-arg: ${(error as Error).message}`, { cause: error })
  }
}

function policyFile(value: string | undefined, io: CliIo): string | undefined {
  if (value === undefined) return undefined
  const path = resolve(io.cwd, value)
  if (!existsSync(path)) {
    throw new MissingFileError(
      `${value}: does not exist (pass an existing policy file with --policy, or omit it)`
    )
  }
  return path
}

export function stepSettingsFromArgs(
  values: StepValues,
  io: CliIo
): StepSettings & { json: boolean } {
  const prd = prdSettings(values, io)
  const agent = agentName(values.agent)
  return {
    prd: prd.prdFile,
    mode: prd.mode,
    agent,
    agentCommand: template(values['agent-command'], agent),
    model: values.model || undefined,
    reasoningEffort: values['reasoning-effort'] || undefined,
    allowedTools: allowedTools(values['allowed-tools'], agent),
    agentArgs: agentArgs(values['agent-arg']),
    timeoutSeconds: wholeNumber(
      values['timeout-seconds'],
      '--timeout-seconds',
      STEP_DEFAULTS.timeoutSeconds
    ),
    killGraceSeconds: wholeNumber(
      values['kill-grace-seconds'],
      '--kill-grace-seconds',
      STEP_DEFAULTS.killGraceSeconds,
      0
    ),
    maxAttempts: wholeNumber(values['max-attempts'], '--max-attempts', STEP_DEFAULTS.maxAttempts),
    lockTimeoutSeconds:
      values['lock-timeout-seconds'] === undefined
        ? undefined
        : wholeNumber(values['lock-timeout-seconds'], '--lock-timeout-seconds', 0, 0),
    passEnv: names(values['pass-env']),
    protect: names(values.protect),
    policy: policyFile(values.policy, io),
    sandbox: choice(
      { surface: 'flag', read: () => values.sandbox },
      'sandbox',
      SANDBOX_SETTINGS,
      STEP_DEFAULTS.sandbox
    ),
    network: choice(
      { surface: 'flag', read: () => values.network },
      'network',
      ['on', 'off'] as const,
      STEP_DEFAULTS.network
    ),
    json: prd.json
  }
}
