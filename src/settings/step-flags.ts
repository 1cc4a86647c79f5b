/**
 * The `ralph` flags of the step settings (settings/step.ts reads them): how parseArgs takes
 * each, its --help line, and which commands take it.
 */
import { AGENT_NAMES, adapterFor } from '../loop/agent/adapters/index.js'
import { STEP_DEFAULTS } from '../loop/step-settings.js'
import { MODES } from '../loop/types.js'
import { listChoices } from './parse.js'

export interface FlagSpec {
  /** The flag's name, where it differs from the input's. */
  flag?: string
  /** The value's placeholder in --help; an on/off flag has none. */
  arg?: string
  /** Given more than once, the values add up (read one a line, as an input lists them). */
  repeatable?: true
  /** A line break continues the text under the first line. */
  help: string
}

const efforts = AGENT_NAMES.map(adapterFor)
  .filter(adapter => adapter.efforts.length > 0)
  .map(adapter => `${adapter.name}: ${adapter.efforts.join(', ')}`)
  .join(';\n')

/** The flags of the agent call: `ralph step` and `ralph run` take them all. */
const AGENT_FLAGS = {
  agent: {
    arg: 'NAME',
    help: `${listChoices(AGENT_NAMES)} (default: ${STEP_DEFAULTS.agent})`
  },
  'agent-command': {
    arg: 'JSON',
    help:
      'for --agent command: argv template as a JSON array; placeholders\n' +
      '{prompt_file} {repo} {story_id} {report_path} {mode}'
  },
  model: { arg: 'NAME', help: "the agent's model (default: defaults.model_default)" },
  'reasoning-effort': {
    arg: 'LEVEL',
    help: `${efforts}\n(default: defaults.reasoning_effort_default)`
  },
  'allowed-tools': {
    arg: 'TOOL',
    repeatable: true,
    help: 'claude: a tool it may use without asking, like Edit or\nBash(npm test:*) (repeatable; comma lists too)'
  },
  'agent-args': {
    flag: 'agent-arg',
    arg: 'ARG',
    repeatable: true,
    help: "one more argument for the agent's command line (repeatable, in\norder; the first must be a flag; never through a shell)"
  },
  'timeout-seconds': {
    arg: 'N',
    help: `wall-clock limit of the agent call (default: ${STEP_DEFAULTS.timeoutSeconds})`
  },
  'max-tokens': {
    arg: 'N',
    help: 'tokens one attempt may use; past them the agent is stopped and the\nattempt fails (default: no limit)'
  },
  'max-turns': { arg: 'N', help: 'claude: the most model turns of one attempt (--max-turns)' },
  'kill-grace-seconds': {
    arg: 'N',
    help: `between SIGTERM and SIGKILL on timeout (default: ${STEP_DEFAULTS.killGraceSeconds})`
  },
  'max-attempts': {
    arg: 'N',
    help: `failed attempts before a story is skipped (default: ${STEP_DEFAULTS.maxAttempts})`
  },
  'lock-timeout-seconds': {
    arg: 'N',
    help: 'how long to wait for another step holding the lock\n(default: the agent timeout + kill grace + 120)'
  },
  'pass-env': {
    arg: 'NAME',
    repeatable: true,
    help: 'pass this variable to the agent (repeatable; comma lists too); it\ngets only PATH, HOME, locale, CI context and its own credentials'
  },
  sandbox: {
    arg: 'WHEN',
    help: `confine the agent: auto, required or off (default: ${STEP_DEFAULTS.sandbox})`
  },
  network: {
    arg: 'on|off',
    help: `the agent's network; off: loopback only, needs the sandbox (default: ${STEP_DEFAULTS.network})`
  },
  'model-api-url': {
    arg: 'URL',
    help: "where the key forwarder sends the agent's model requests (default:\nthe vendor's API; the agent never holds the key)"
  }
} as const satisfies Record<string, FlagSpec>

export const FLAGS = {
  prd: { arg: 'FILE', help: 'the PRD (default: prd.json)' },
  mode: {
    arg: 'MODE',
    help: `${listChoices(MODES)} (default: defaults.mode_default, else audit)`
  },
  ...AGENT_FLAGS,
  protect: { arg: 'GLOB', repeatable: true, help: 'protect more paths (repeatable)' },
  policy: {
    arg: 'FILE',
    help: 'policy appended to the prompt (default: CODEX.md at the repository\ntop, else the one shipped with ralph-action)'
  },
  story: {
    arg: 'ID',
    repeatable: true,
    help: 'a story to take instead of the one the PRD selects: step runs it (it\nmust be open; its own mode applies), as a matrix job of ralph plan;\npublish accepts only bundles of the stories named (repeatable)'
  },
  'max-stories': { flag: 'max', arg: 'N', help: 'at most N stories (default: 256)' },
  'branch-prefix': { arg: 'P', help: 'prefix of fix branches (default: ralph/)' },
  'secret-env': {
    arg: 'NAME',
    repeatable: true,
    help: "refuse a bundle holding this variable's value (repeatable; comma lists too)"
  },
  'max-patch-bytes': { arg: 'N', help: 'the largest patch published (default: 4194304, 4 MiB)' },
  'max-patch-files': { arg: 'N', help: 'the most files a patch may change (default: 200)' },
  'protected-files': {
    arg: 'P',
    help: 'refuse, review (default: listed for review on the fix branch) or\nallow changes to files that steer later runs (AGENTS.md, lock files, …)'
  },
  push: { help: 'push the fix branches and the status commit to origin' }
} as const satisfies Record<string, FlagSpec>

export type FlagSetting = keyof typeof FLAGS

const AGENT = Object.keys(AGENT_FLAGS) as (keyof typeof AGENT_FLAGS)[]

/** The flags of each ralph command that reads these settings, besides --json and --help. */
export const COMMAND_FLAGS = {
  prd: ['prd', 'mode'],
  next: ['prd', 'mode', 'policy', 'protect'],
  run: ['prd', 'mode', ...AGENT, 'protect', 'policy'],
  step: ['prd', 'mode', ...AGENT, 'protect', 'policy', 'story'],
  plan: ['prd', 'mode', 'max-stories', 'protect'],
  publish: [
    'prd',
    'story',
    'protect',
    'policy',
    'branch-prefix',
    'push',
    'secret-env',
    'max-patch-bytes',
    'max-patch-files',
    'protected-files',
    'max-attempts'
  ]
} as const satisfies Record<string, readonly FlagSetting[]>
