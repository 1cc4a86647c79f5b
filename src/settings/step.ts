/**
 * The settings of the Ralph step family, from action inputs or `ralph` flags, each parsed and
 * checked here once, under one name on both surfaces (step-flags.ts lists the flags). To add one:
 * read it here, declare it in action.yml (and step-flags.ts), document it in docs/action.md
 * (npm run docs:action) or docs/step.md; tests check all three.
 */
import type { PullRequestOptions } from '../github/pulls.js'
import { GATE_DEFAULTS, type ProtectedFilesPolicy } from '../loop/plan/policy.js'
import type { Adapter } from '../loop/agent/adapters/adapter.js'
import { parseCommandTemplate } from '../loop/agent/adapters/command.js'
import { adapterFor, AGENT_NAMES, type AgentName } from '../loop/agent/adapters/index.js'
import { parseAgentArgs } from '../loop/agent/agent-args.js'
import { SANDBOX_SETTINGS, STEP_DEFAULTS } from '../loop/step-settings.js'
import { MODES } from '../loop/types.js'
import { UsageError } from './errors.js'
import {
  choice,
  flag,
  lines,
  list,
  listChoices,
  named,
  parsed,
  refuse,
  text,
  wholeNumber,
  type SettingSource
} from './parse.js'

export type StepSettings = ReturnType<typeof readStep>
export type PublishSettings = ReturnType<typeof readPublish>
export type PlanSettings = ReturnType<typeof readPlan>
export type CheckScopeSettings = ReturnType<typeof readCheckScope>
/** Where the results go: status commits, fix branches and their pull requests. */
export type Publishing = ReturnType<typeof readPublishing>
/** What is protected besides the defaults (the PRD, CODEX.md, .runtime/**, .git/**, .github/**). */
export type Protection = ReturnType<typeof readProtection>

export function readStep(source: SettingSource) {
  const publish = flag(source, 'publish', true)
  const steps = wholeNumber(source, 'steps', 1, 1)
  if (!publish && steps !== 1)
    throw new UsageError(
      `${sentence(named(source, 'steps'))} must be 1 with ${assigned(source, 'publish', 'false')}: ` +
        'one agent job writes one result bundle. Run more stories as a matrix of agent jobs (docs/action.md).'
    )
  return {
    command: 'step' as const,
    ...readPrd(source),
    ...readProtection(source),
    engine: readAgent(source),
    /** `ralph run` takes its N instead. */
    steps,
    failOn: choice(source, 'fail-on', ['violation', 'failure', 'never'], 'violation'),
    /** False writes a result bundle instead (two-job flow). */
    publish,
    /** Where `publish: false` writes the bundle; undefined means `$RUNNER_TEMP/ralph-bundle`. */
    bundlePath: text(source, 'bundle-path'),
    ...readPublishing(source)
  }
}

export function readPublish(source: SettingSource) {
  const bundlePath = text(source, 'bundle-path')
  // ralph publish takes its folders as arguments; the action has this one input for them.
  if (bundlePath === undefined && source.surface === 'input')
    throw new UsageError(
      "Input 'bundle-path' is required for 'command: publish'. Expected the folder " +
        'actions/download-artifact wrote the agent job’s bundle (or bundles) to.'
    )
  return {
    command: 'publish' as const,
    prd: prdFile(source),
    ...readProtection(source),
    /** A bundle folder, or a folder of bundle folders. */
    bundlePath: bundlePath ?? '',
    /** Stories the workflow chose (a plan's matrix); empty: each bundle's must be the one selected. */
    stories: list(source, 'story'),
    ...readPublishing(source),
    gate: {
      secretEnv: list(source, 'secret-env'),
      maxPatchBytes: wholeNumber(source, 'max-patch-bytes', GATE_DEFAULTS.maxPatchBytes, 1),
      maxPatchFiles: wholeNumber(source, 'max-patch-files', GATE_DEFAULTS.maxPatchFiles, 1),
      protectedFiles: protectedFiles(source)
    },
    maxAttempts: wholeNumber(source, 'max-attempts', STEP_DEFAULTS.maxAttempts, 1)
  }
}

function protectedFiles(source: SettingSource): ProtectedFilesPolicy {
  return choice(
    source,
    'protected-files',
    ['refuse', 'review', 'allow'],
    GATE_DEFAULTS.protectedFiles
  )
}

export function readPlan(source: SettingSource) {
  return {
    command: 'plan' as const,
    ...readPrd(source),
    ...readProtection(source),
    maxStories: wholeNumber(source, 'max-stories', source.surface === 'input' ? 5 : 256, 1)
  }
}

export function readCheckScope(source: SettingSource) {
  return {
    command: 'check-scope' as const,
    prd: prdFile(source),
    ...readProtection(source),
    githubToken: source.read('github-token') ?? '',
    branchPrefix: branchPrefix(source),
    requireStory: flag(source, 'require-story', false),
    protectedFiles: protectedFiles(source)
  }
}

export function readValidate(source: SettingSource) {
  return { command: 'validate' as const, prd: prdFile(source) }
}

export function readPrd(source: SettingSource) {
  return {
    /** Relative to the repository root (action) or the working folder (CLI). */
    prd: prdFile(source),
    /** Undefined means the PRD's `defaults.mode_default`, else audit. */
    mode: choice(source, 'mode', MODES)
  }
}

export const DEFAULT_PRD = 'prd.json'

function prdFile(source: SettingSource): string {
  return text(source, 'prd') ?? DEFAULT_PRD
}

export function readProtection(source: SettingSource) {
  return {
    /** The policy appended to every prompt; undefined: CODEX.md at the top, else the shipped one. */
    policy: text(source, 'policy'),
    protect: lines(source, 'protect')
  }
}

/** The extra protected globs with the policy file, when one other than CODEX.md is named. */
export function protectedGlobs({ policy, protect }: Protection): string[] {
  return policy === undefined || policy === 'CODEX.md' ? protect : [...protect, policy]
}

/** The engine's settings that come from inputs or flags (paths and mode are each shell's). */
function readAgent(source: SettingSource) {
  const agent = choice(source, 'agent', AGENT_NAMES, STEP_DEFAULTS.agent)
  const adapter = adapterFor(agent)
  // The settings the action has no input for: read on the command line only.
  const cli: SettingSource =
    source.surface === 'flag' ? source : { surface: 'input', read: () => undefined }
  return {
    agent,
    agentCommand: agentCommand(source, agent),
    model: text(source, 'model'),
    agentVersion: agentVersion(source, adapter),
    reasoningEffort: text(source, 'reasoning-effort'),
    allowedTools: allowedTools(source, adapter),
    agentArgs: agentArgs(source),
    timeoutSeconds: wholeNumber(source, 'timeout-seconds', STEP_DEFAULTS.timeoutSeconds, 1),
    maxTokens: optionalNumber(source, 'max-tokens'),
    maxTurns: maxTurns(source, adapter),
    killGraceSeconds: wholeNumber(cli, 'kill-grace-seconds', STEP_DEFAULTS.killGraceSeconds, 0),
    maxAttempts: wholeNumber(source, 'max-attempts', STEP_DEFAULTS.maxAttempts, 1),
    lockTimeoutSeconds: optionalNumber(cli, 'lock-timeout-seconds', 0),
    passEnv: list(source, 'pass-env'),
    sandbox: choice(source, 'sandbox', SANDBOX_SETTINGS, STEP_DEFAULTS.sandbox),
    network: choice(source, 'network', ['on', 'off'] as const, STEP_DEFAULTS.network),
    story: oneStory(source),
    modelApiUrl: text(source, 'model-api-url')
  }
}

function optionalNumber(source: SettingSource, name: string, min = 1): number | undefined {
  return text(source, name) === undefined ? undefined : wholeNumber(source, name, 0, min)
}

function maxTurns(source: SettingSource, adapter: Adapter<AgentName>): number | undefined {
  const turns = optionalNumber(source, 'max-turns')
  if (turns !== undefined && adapter.takesAllowedTools !== true)
    throw claudeOnly(source, 'max-turns', adapter, '--max-turns', ' Use max-tokens for a budget.')
  return turns
}

/** A setting only the agents that take allowed-tools read, given to another agent. */
function claudeOnly(
  source: SettingSource,
  setting: string,
  adapter: Adapter<AgentName>,
  option: string,
  hint = ''
): UsageError {
  const takers = AGENT_NAMES.filter(name => adapterFor(name).takesAllowedTools === true)
    .map(name => assigned(source, 'agent', name))
    .join(' or ')
  return new UsageError(
    `${sentence(named(source, setting))} applies to ${takers} only ` +
      `(Claude Code's ${option}); the agent is '${adapter.name}'.${hint}`
  )
}

const COMMAND_EXAMPLE = '["my-agent","--prompt","{prompt_file}"]'

function agentCommand(source: SettingSource, agent: AgentName): string[] | undefined {
  const value = text(source, 'agent-command')
  const expected = `a JSON array of strings, the program first, for example ${COMMAND_EXAMPLE}.`
  if (value === undefined) {
    if (agent !== 'command') return undefined
    throw new UsageError(
      `${sentence(named(source, 'agent-command'))} is required with ` +
        `${assigned(source, 'agent', 'command')}. Expected ${expected}`
    )
  }
  return parsed(source, 'agent-command', value, parseCommandTemplate, expected)
}

function agentVersion(source: SettingSource, adapter: Adapter<AgentName>): string | undefined {
  const value = text(source, 'agent-version')
  if (value === undefined) return undefined
  if (adapter.npmPackage === undefined) {
    const installable = AGENT_NAMES.filter(name => adapterFor(name).npmPackage !== undefined)
    throw new UsageError(
      `${sentence(named(source, 'agent-version'))} installs the ${listChoices(installable)} CLI; ` +
        `with ${assigned(source, 'agent', adapter.name)} install your program in a step of its own.`
    )
  }
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(value))
    throw refuse(
      source,
      'agent-version',
      value,
      'an exact version such as 0.171.0 (no range, no tag).'
    )
  return value
}

function agentArgs(source: SettingSource): string[] {
  const value = text(source, 'agent-args')
  if (value === undefined) return []
  try {
    return parseAgentArgs(value)
  } catch (error) {
    throw new UsageError(
      `Invalid value '${value}' for ${named(source, 'agent-args')}. ${(error as Error).message}`,
      { cause: error }
    )
  }
}

/** One a line, or several on a line separated by commas (a pattern in parentheses stays whole). */
function allowedTools(source: SettingSource, adapter: Adapter<AgentName>): string[] {
  const tools = lines(source, 'allowed-tools')
    .flatMap(line => (line.includes('(') ? [line] : line.split(',').map(item => item.trim())))
    .filter(tool => tool !== '')
  if (tools.length > 0 && adapter.takesAllowedTools !== true)
    throw claudeOnly(source, 'allowed-tools', adapter, '--allowedTools')
  for (const tool of tools)
    if (!/^[A-Za-z][A-Za-z0-9_:.-]*(\([^()\n]*\))?$/.test(tool))
      throw refuse(
        source,
        'allowed-tools',
        tool,
        'Claude Code tool names or patterns, one a line, such as Edit, Read or Bash(npm test:*).'
      )
  return tools
}

/** `story` of a step: one id (a plan's matrix entry), never a list. */
function oneStory(source: SettingSource): string | undefined {
  const story = text(source, 'story')
  if (story !== undefined && /[\s,]/.test(story))
    throw refuse(source, 'story', story, 'one story id (a plan matrix entry: ${{ matrix.story }}).')
  return story
}

function readPublishing(source: SettingSource) {
  return {
    /** Never given to the agent. */
    githubToken: source.read('github-token') ?? '',
    /** Branch for status commits; undefined means the checked-out branch. */
    baseBranch: text(source, 'base-branch'),
    branchPrefix: branchPrefix(source),
    push: flag(source, 'push', source.surface === 'input'),
    openPr: flag(source, 'open-pr', true),
    pullRequest: readPullRequest(source)
  }
}

function branchPrefix(source: SettingSource): string {
  return text(source, 'branch-prefix') ?? 'ralph/'
}

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/

function readPullRequest(source: SettingSource): PullRequestOptions {
  const labels = list(source, 'labels')
  for (const label of labels)
    if (label.length > 50)
      throw refuse(source, 'labels', label, 'label names of at most 50 characters.')
  const reviewers = list(source, 'reviewers')
  for (const name of reviewers)
    if (!LOGIN.test(name) && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(name))
      throw refuse(source, 'reviewers', name, 'GitHub user names, or teams as org/team-slug.')
  const assignees = list(source, 'assignees')
  for (const name of assignees)
    if (!LOGIN.test(name)) throw refuse(source, 'assignees', name, 'GitHub user names.')
  const prefix = text(source, 'pr-title-prefix') ?? ''
  if (/[\r\n]/.test(prefix) || prefix.length > 100)
    throw refuse(source, 'pr-title-prefix', prefix, 'one line of at most 100 characters.')
  return {
    draft: flag(source, 'draft', false),
    labels: labels.length > 0 ? labels : ['ralph'],
    reviewers,
    assignees,
    titlePrefix: prefix === '' ? 'ralph:' : prefix
  }
}

function sentence(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** "'agent: claude'" or "--agent claude": a setting with its value, as the user writes it. */
function assigned(source: SettingSource, setting: string, value: string): string {
  return source.surface === 'input' ? `'${setting}: ${value}'` : `--${setting} ${value}`
}
