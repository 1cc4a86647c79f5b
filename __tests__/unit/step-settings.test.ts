/**
 * One reader, two surfaces: the same values as action inputs and as `ralph` flags give the same
 * settings and the same refusals, each worded for its surface (settings/step.ts).
 */
import { readSettings } from '../../src/action/inputs.js'
import { optionsOf, parseCommandArgs, source } from '../../src/cli/args.js'
import { SettingError, UsageError } from '../../src/settings/errors.js'
import { readPlan, readPublish, readStep } from '../../src/settings/step.js'
import { FLAGS, type FlagSetting, type FlagSpec } from '../../src/settings/step-flags.js'

type Values = Partial<Record<FlagSetting, string | string[]>>
type Command = 'step' | 'publish' | 'plan'

const READERS = { step: readStep, publish: readPublish, plan: readPlan }

/** The values as the runner hands them to the action: a list one item a line. */
function viaInputs(command: Command, values: Values) {
  const inputs: Record<string, string> = { command, 'bundle-path': 'bundles' }
  for (const [setting, value] of Object.entries(values)) inputs[setting] = [value].flat().join('\n')
  return readSettings(name => inputs[name] ?? '')
}

/** The values on a ralph command line: a list as the flag given once per item. */
function viaFlags(command: Command, values: Values) {
  const argv = Object.entries(values).flatMap(([setting, value]) => {
    const spec: FlagSpec = FLAGS[setting as FlagSetting]
    return [value].flat().map(item => `--${spec.flag ?? setting}=${item}`)
  })
  const { values: parsed } = parseCommandArgs(argv, optionsOf(command))
  return READERS[command](source(parsed))
}

function thrown(read: () => unknown): Error {
  try {
    read()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a refusal')
}

/** The fields both surfaces have; the rest (push, token, pull requests) are the action's. */
function shared(settings: ReturnType<typeof viaInputs>) {
  switch (settings.command) {
    case 'step':
      return pick(settings, ['prd', 'mode', 'policy', 'protect', 'engine'])
    case 'publish':
      return pick(settings, ['prd', 'policy', 'protect', 'stories', 'branchPrefix'])
    case 'plan':
      return pick(settings, ['prd', 'mode', 'policy', 'protect', 'maxStories'])
    default:
      throw new Error(`not a step-family command: ${settings.command}`)
  }
}

function pick<T extends object, K extends keyof T>(object: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map(key => [key, object[key]])) as Pick<T, K>
}

describe('the step settings from inputs and from flags', () => {
  it.each<[Command, Values, object]>([
    ['step', {}, { prd: 'prd.json', engine: { agent: 'codex', timeoutSeconds: 900 } }],
    [
      'step',
      {
        prd: 'docs/prd.json',
        mode: 'fixing',
        policy: 'AGENTS.md',
        protect: ['secrets/**', 'src/{a,b}/x.ts'],
        agent: 'claude',
        model: 'sonnet',
        'reasoning-effort': 'high',
        'allowed-tools': ['Edit, Read,', 'Bash(npm test:*, npm run lint:*)'],
        'agent-args': ['--append-system-prompt', 'be brief'],
        'timeout-seconds': '60',
        'max-tokens': '50000',
        'max-turns': '20',
        'max-attempts': '2',
        'pass-env': ['OPENAI_API_KEY, EXTRA', 'MORE'],
        story: 'FIX-001'
      },
      {
        protect: ['secrets/**', 'src/{a,b}/x.ts'],
        engine: {
          allowedTools: ['Edit', 'Read', 'Bash(npm test:*, npm run lint:*)'],
          agentArgs: ['--append-system-prompt', 'be brief'],
          maxTokens: 50000,
          maxTurns: 20,
          passEnv: ['OPENAI_API_KEY', 'EXTRA', 'MORE'],
          story: 'FIX-001'
        }
      }
    ],
    [
      'step',
      { agent: 'command', 'agent-command': '["node","agent.js","{prompt_file}"]' },
      { engine: { agent: 'command', agentCommand: ['node', 'agent.js', '{prompt_file}'] } }
    ],
    [
      'publish',
      { story: ['FIX-001', 'DOC-002'], 'branch-prefix': 'bot/', policy: 'AGENTS.md' },
      { stories: ['FIX-001', 'DOC-002'], branchPrefix: 'bot/' }
    ],
    ['plan', { 'max-stories': '3', protect: ['a/**'] }, { maxStories: 3, protect: ['a/**'] }]
  ])('%s %j: the same settings', (command, values, expected) => {
    const fromInputs = shared(viaInputs(command, values))
    expect(fromInputs).toMatchObject(expected)
    expect(shared(viaFlags(command, values))).toEqual(fromInputs)
  })

  it.each<[Command, Values, FlagSetting, new (...args: never[]) => UsageError]>([
    ['step', { agent: 'claude', 'allowed-tools': 'rm -rf' }, 'allowed-tools', SettingError],
    ['step', { 'allowed-tools': 'Edit' }, 'allowed-tools', UsageError],
    ['step', { agent: 'gpt' }, 'agent', SettingError],
    ['step', { mode: 'review' }, 'mode', SettingError],
    ['step', { agent: 'command' }, 'agent-command', UsageError],
    ['step', { agent: 'command', 'agent-command': 'node agent.js' }, 'agent-command', SettingError],
    ['step', { agent: 'command', 'agent-command': '["node", 3]' }, 'agent-command', SettingError],
    ['step', { 'agent-args': '--max-turns 20' }, 'agent-args', UsageError],
    ['step', { 'agent-args': ['run', '--fast'] }, 'agent-args', UsageError],
    ['step', { 'timeout-seconds': '0' }, 'timeout-seconds', SettingError],
    ['step', { 'max-attempts': 'three' }, 'max-attempts', SettingError],
    ['step', { story: 'FIX-001 FIX-002' }, 'story', SettingError],
    ['step', { story: ['FIX-001', 'FIX-002'] }, 'story', SettingError],
    ['plan', { 'max-stories': '0' }, 'max-stories', SettingError]
  ])('%s %j: the same refusal naming %s', (command, values, setting, kind) => {
    const fromInputs = thrown(() => viaInputs(command, values))
    const fromFlags = thrown(() => viaFlags(command, values))
    expect(fromInputs.constructor).toBe(kind)
    expect(fromFlags.constructor).toBe(kind)
    const flag: string = (FLAGS[setting] as FlagSpec).flag ?? setting
    expect(fromInputs.message).toMatch(new RegExp(`[Ii]nput '${setting}'`))
    expect(fromFlags.message).toContain(`--${flag}`)
    expect(fromFlags.message).not.toMatch(/[Ii]nput '/)
    if (fromInputs instanceof SettingError && fromFlags instanceof SettingError) {
      expect([fromInputs.setting, fromInputs.surface]).toEqual([setting, 'input'])
      expect([fromFlags.setting, fromFlags.surface]).toEqual([flag, 'flag'])
      expect([fromFlags.value, fromFlags.expected]).toEqual([fromInputs.value, fromInputs.expected])
    }
  })

  it('refuses a repeated flag value holding a line break (it would read as two)', () => {
    expect(() => viaFlags('step', { protect: ['a/**\nb/**'] })).toThrow(
      "Invalid value 'a/**\nb/**' for --protect. Expected one line; give the flag again for each value."
    )
  })
})
