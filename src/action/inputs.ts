import * as core from '@actions/core'
import { DEFAULT_PR_OPTIONS, PullRequestOptions } from '../github/pr-options.js'
import { parseAgentArgs } from '../loop/agent/agent-args.js'
import {
  SANDBOX_SETTINGS,
  STEP_DEFAULTS,
  stepSettings,
  type StepSettings as EngineStepSettings
} from '../loop/step-settings.js'
import type { Mode } from '../loop/types.js'
import { normalizeFolder } from '../pdf/inbox/inbox.js'
import { readRenameSettings } from '../pdf/settings-read.js'
import type { RenameSettings } from '../pdf/settings.js'
import {
  choice,
  flag,
  wholeNumber as parseWholeNumber,
  type SettingSource
} from '../settings/parse.js'
import { SettingError, UsageError } from '../settings/errors.js'

export type Command =
  'step' | 'plan' | 'publish' | 'check-scope' | 'validate' | 'rename-pdfs' | 'undo-pdfs'
export type AgentKind = 'codex' | 'claude' | 'command'
export type FailOn = 'violation' | 'failure' | 'never'

/** Settings of `command: step`. */
export interface StepSettings {
  command: 'step'
  /** PRD path relative to the repository root. */
  prd: string
  /** Policy document appended to every prompt. */
  policy: string
  /** Mode of the stories to run; undefined means the PRD's default. */
  mode: Mode | undefined
  /** Transitions to run in this call (at least 1). */
  steps: number
  /**
   * The agent and its limits, as the engine takes them (src/loop/step-settings.ts): parsed here
   * once and handed to the engine as they are.
   */
  engine: AgentSettings
  /** Extra protected path globs. */
  protect: string[]
  /** Token for git pushes and the REST API; never given to the agent. */
  githubToken: string
  /** Branch for status commits; undefined means the checked-out branch. */
  baseBranch: string | undefined
  /** Prefix of fix branches (`ralph/` gives `ralph/<id>`). */
  branchPrefix: string
  /** Push status commits and fix branches. */
  push: boolean
  /** Open or update a pull request for a passing fixing story. */
  openPr: boolean
  /** Draft, labels, reviewers, assignees and title prefix of fix pull requests. */
  pullRequest: PullRequestOptions
  /** Which outcomes fail the job. */
  failOn: FailOn
  /** Record and push each transition here; false writes a result bundle instead (the two-job flow). */
  publish: boolean
  /** Where `publish: false` writes the bundle; undefined means `$RUNNER_TEMP/ralph-bundle`. */
  bundlePath: string | undefined
}

/** The engine settings of a step that come straight from inputs (paths and mode are resolved later). */
export type AgentSettings = Omit<EngineStepSettings, 'prd' | 'mode' | 'policy' | 'protect'>

/** Settings of `command: plan`. */
export interface PlanSettings {
  command: 'plan'
  /** PRD path relative to the repository root. */
  prd: string
  /** Mode of the stories; undefined means the PRD's default. */
  mode: Mode | undefined
  /** The most stories in the matrix. */
  maxStories: number
  /** Policy document (protected like the PRD). */
  policy: string
  /** Extra protected path globs. */
  protect: string[]
}

/** Settings of `command: publish`: the publish job of the two-job flow. */
export interface PublishSettings {
  command: 'publish'
  /** PRD path relative to the repository root (the bundles must be for it). */
  prd: string
  /** Policy document (protected like the PRD). */
  policy: string
  /** Extra protected path globs. */
  protect: string[]
  /** A bundle folder, or a folder of bundle folders (downloaded artifacts). */
  bundlePath: string
  /** Stories the workflow chose (a plan's matrix); empty: each bundle's must be the one the base PRD selects. */
  stories: string[]
  /** Token for pushes, pull requests and commit statuses. */
  githubToken: string
  /** Branch that receives the status commit; undefined means the checked-out branch. */
  baseBranch: string | undefined
  /** Prefix of fix branches. */
  branchPrefix: string
  /** Push the status commit and fix branches. */
  push: boolean
  /** Open or update a pull request for each passing fix. */
  openPr: boolean
  /** Draft, labels, reviewers, assignees and title prefix of fix pull requests. */
  pullRequest: PullRequestOptions
}

/** Settings of `command: check-scope`. */
export interface CheckScopeSettings {
  command: 'check-scope'
  /** PRD path relative to the repository root, read from the pull request's base commit. */
  prd: string
  /** Policy document (protected like the PRD). */
  policy: string
  /** Extra protected path globs. */
  protect: string[]
  /** Token for fetching history the shallow checkout lacks. */
  githubToken: string
  /** Prefix of story branches (`ralph/` reads `ralph/<id>`). */
  branchPrefix: string
  /** Fail when the pull request names no story. */
  requireStory: boolean
}

/** Settings of `command: validate`. */
export interface ValidateSettings {
  command: 'validate'
  /** PRD path relative to the repository root. */
  prd: string
}

/** Settings of `command: rename-pdfs`. */
export interface RenamePdfsSettings {
  command: 'rename-pdfs'
  /** Folder the PDFs arrive in, relative to the repository root. */
  inboxPath: string
  /** Folder they move to; equal to the inbox to rename in place. */
  archivePath: string
  /** Also take PDFs in subfolders of the inbox. */
  recursive: boolean
  /** Reading, OCR and model settings, as the engine takes them (rulesFile repository-relative). */
  pdf: RenameSettings
  /** The undo log, relative to the repository root. */
  undoLog: string
  /** Write Title, Subject, Keywords and the original name into each renamed PDF. */
  writeMetadata: boolean
  /** Plan and report only. */
  dryRun: boolean
  /** Push the rename commit. */
  push: boolean
  /** Token for the push. */
  githubToken: string
}

/** Settings of `command: undo-pdfs`. */
export interface UndoPdfsSettings {
  command: 'undo-pdfs'
  /** Run id from the undo log; undefined means the last run with something left to undo. */
  run: string | undefined
  /** The undo log, relative to the repository root. */
  undoLog: string
  /** Push the undo commit. */
  push: boolean
  /** Token for the push. */
  githubToken: string
}

export type ActionSettings =
  | StepSettings
  | PlanSettings
  | PublishSettings
  | CheckScopeSettings
  | ValidateSettings
  | RenamePdfsSettings
  | UndoPdfsSettings

/** Reads one input by name; '' when unset (the runner's convention). */
export type InputReader = (name: string) => string

const readCoreInput: InputReader = name => core.getInput(name)

/** Reads every input of the action into one settings object for the chosen command. */
export function readSettings(input: InputReader = readCoreInput): ActionSettings {
  const command = readCommand(input)
  switch (command) {
    case 'step':
      return readStepSettings(input)
    case 'publish':
      return readPublishSettings(input)
    case 'plan':
      return {
        command,
        prd: optional(input, 'prd') ?? 'prd.json',
        mode: readMode(input),
        maxStories: wholeNumber(input, 'max-stories', 5, 1),
        policy: optional(input, 'policy') ?? 'CODEX.md',
        protect: lines(input, 'protect')
      }
    case 'check-scope':
      return {
        command,
        prd: optional(input, 'prd') ?? 'prd.json',
        policy: optional(input, 'policy') ?? 'CODEX.md',
        protect: lines(input, 'protect'),
        githubToken: input('github-token'),
        branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
        requireStory: boolean(input, 'require-story', false)
      }
    case 'validate':
      return { command, prd: optional(input, 'prd') ?? 'prd.json' }
    case 'rename-pdfs':
      return readRenamePdfsSettings(input)
    case 'undo-pdfs':
      return {
        command,
        run: optional(input, 'run'),
        undoLog: repoPath(input, 'undo-log', DEFAULT_UNDO_LOG),
        push: boolean(input, 'push', true),
        githubToken: input('github-token')
      }
  }
}

const DEFAULT_UNDO_LOG = '.pdf-renamer/undo.jsonl'

/** The engine settings the action has inputs for (action.yml); the others keep their defaults. */
const PDF_INPUTS = [
  'llm-url',
  'llm-model',
  'llm-timeout',
  'require-llm',
  'ocr',
  'ocr-lang',
  'ocr-engine',
  'max-content-tokens',
  'max-decompressed-mb',
  'reader',
  'python'
]

function readRenamePdfsSettings(input: InputReader): RenamePdfsSettings {
  const rules = optional(input, 'rules')
  const pdf = readRenameSettings({
    surface: 'input',
    read: name => (PDF_INPUTS.includes(name) ? input(name) : undefined)
  })
  return {
    command: 'rename-pdfs',
    inboxPath: repoPath(input, 'inbox-path', 'inbox'),
    archivePath: repoPath(input, 'archive-path', 'archive'),
    recursive: boolean(input, 'recursive', false),
    pdf: rules === undefined ? pdf : { ...pdf, rulesFile: repoPath(input, 'rules', rules) },
    undoLog: repoPath(input, 'undo-log', DEFAULT_UNDO_LOG),
    writeMetadata: boolean(input, 'write-metadata', false),
    dryRun: boolean(input, 'dry-run', false),
    push: boolean(input, 'push', true),
    githubToken: input('github-token')
  }
}

/** A path inside the repository, relative to its root (normalized; `..` and absolute refused). */
function repoPath(input: InputReader, name: string, fallback: string): string {
  const value = optional(input, name) ?? fallback
  const path = normalizeFolder(value, name)
  if (path === '' && name !== 'inbox-path' && name !== 'archive-path')
    throw new SettingError(name, value, 'a file path inside the repository.', 'input')
  return path
}

function readStepSettings(input: InputReader): StepSettings {
  const agent = readAgent(input)
  const agentCommand = readAgentCommand(input)
  if (agent === 'command' && agentCommand === undefined)
    throw new UsageError(
      "Input 'agent-command' is required when 'agent' is 'command'. " +
        'Expected a JSON array of strings, for example ["my-agent","--prompt","{prompt_file}"].'
    )
  return {
    command: 'step',
    prd: optional(input, 'prd') ?? 'prd.json',
    policy: optional(input, 'policy') ?? 'CODEX.md',
    mode: readMode(input),
    steps: wholeNumber(input, 'steps', 1, 1),
    engine: readAgentSettings(input, agent, agentCommand),
    protect: lines(input, 'protect'),
    githubToken: input('github-token'),
    baseBranch: optional(input, 'base-branch'),
    branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
    push: boolean(input, 'push', true),
    openPr: boolean(input, 'open-pr', true),
    pullRequest: readPullRequestOptions(input),
    failOn: readFailOn(input),
    ...readBundleOutput(input)
  }
}

function readAgentSettings(
  input: InputReader,
  agent: AgentKind,
  agentCommand: string[] | undefined
): AgentSettings {
  const {
    prd: _prd,
    protect: _protect,
    ...engine
  } = stepSettings({
    prd: '',
    agent,
    ...defined({
      agentCommand,
      model: optional(input, 'model'),
      agentVersion: readAgentVersion(input, agent),
      reasoningEffort: optional(input, 'reasoning-effort'),
      story: readStory(input)
    }),
    agentArgs: readAgentArgs(input),
    allowedTools: readAllowedTools(input, agent),
    timeoutSeconds: wholeNumber(input, 'timeout-seconds', STEP_DEFAULTS.timeoutSeconds, 1),
    maxAttempts: wholeNumber(input, 'max-attempts', STEP_DEFAULTS.maxAttempts, 1),
    passEnv: list(input, 'pass-env'),
    sandbox: readChoice(input, 'sandbox', SANDBOX_SETTINGS, STEP_DEFAULTS.sandbox),
    network: readChoice(input, 'network', ['on', 'off'] as const, STEP_DEFAULTS.network)
  })
  return engine
}

/** The entries whose value is not undefined (the engine's optional fields stay absent). */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined)
  ) as Partial<T>
}

function readStory(input: InputReader): string | undefined {
  const story = optional(input, 'story')
  if (story !== undefined && /[\s,]/.test(story))
    throw new SettingError(
      'story',
      story,
      "one story id for 'step' (a matrix entry: ${{ matrix.story }}).",
      'input'
    )
  return story
}

function readBundleOutput(input: InputReader): Pick<StepSettings, 'publish' | 'bundlePath'> {
  const publish = boolean(input, 'publish', true)
  if (!publish && wholeNumber(input, 'steps', 1, 1) !== 1)
    throw new UsageError(
      "Input 'steps' must be 1 with 'publish: false': one agent job writes one result bundle. " +
        'Run more stories as a matrix of agent jobs (docs/action.md).'
    )
  return { publish, bundlePath: optional(input, 'bundle-path') }
}

function readPublishSettings(input: InputReader): PublishSettings {
  const bundlePath = optional(input, 'bundle-path')
  if (bundlePath === undefined)
    throw new UsageError(
      "Input 'bundle-path' is required for 'command: publish'. Expected the folder " +
        'actions/download-artifact wrote the agent job’s bundle (or bundles) to.'
    )
  return {
    command: 'publish',
    prd: optional(input, 'prd') ?? 'prd.json',
    policy: optional(input, 'policy') ?? 'CODEX.md',
    protect: lines(input, 'protect'),
    bundlePath,
    stories: list(input, 'story'),
    githubToken: input('github-token'),
    baseBranch: optional(input, 'base-branch'),
    branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
    push: boolean(input, 'push', true),
    openPr: boolean(input, 'open-pr', true),
    pullRequest: readPullRequestOptions(input)
  }
}

function readAgentVersion(input: InputReader, agent: AgentKind): string | undefined {
  const value = optional(input, 'agent-version')
  if (value === undefined) return undefined
  if (agent === 'command')
    throw new UsageError(
      "Input 'agent-version' installs the codex or claude CLI; with 'agent: command' install your program in a step of its own."
    )
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(value))
    throw new SettingError(
      'agent-version',
      value,
      'an exact version such as 0.171.0 (no range, no tag).',
      'input'
    )
  return value
}

function readAgentArgs(input: InputReader): string[] {
  const value = optional(input, 'agent-args')
  if (value === undefined) return []
  try {
    return parseAgentArgs(value)
  } catch (error) {
    throw new UsageError(
      `Invalid value '${value}' for input 'agent-args'. ${(error as Error).message}`,
      { cause: error }
    )
  }
}

function readAllowedTools(input: InputReader, agent: AgentKind): string[] {
  const tools = lines(input, 'allowed-tools').flatMap(line =>
    line.includes('(') ? [line] : line.split(',').map(item => item.trim())
  )
  if (tools.length > 0 && agent !== 'claude')
    throw new UsageError(
      `Input 'allowed-tools' applies to 'agent: claude' only (Claude Code's --allowedTools); the agent is '${agent}'.`
    )
  for (const tool of tools)
    if (!/^[A-Za-z][A-Za-z0-9_:.-]*(\([^()\n]*\))?$/.test(tool))
      throw new SettingError(
        'allowed-tools',
        tool,
        'Claude Code tool names or patterns, one a line, such as Edit, Read or Bash(npm test:*).',
        'input'
      )
  return tools.filter(tool => tool !== '')
}

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/

function readPullRequestOptions(input: InputReader): PullRequestOptions {
  const labels = list(input, 'labels')
  for (const label of labels)
    if (label.length > 50)
      throw new SettingError('labels', label, 'label names of at most 50 characters.', 'input')
  const reviewers = list(input, 'reviewers')
  for (const name of reviewers)
    if (!LOGIN.test(name) && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(name))
      throw new SettingError(
        'reviewers',
        name,
        'GitHub user names, or teams as org/team-slug.',
        'input'
      )
  const assignees = list(input, 'assignees')
  for (const name of assignees)
    if (!LOGIN.test(name)) throw new SettingError('assignees', name, 'GitHub user names.', 'input')
  const prefix = optional(input, 'pr-title-prefix') ?? ''
  if (/[\r\n]/.test(prefix) || prefix.length > 100)
    throw new SettingError(
      'pr-title-prefix',
      prefix,
      'one line of at most 100 characters.',
      'input'
    )
  return {
    draft: boolean(input, 'draft', DEFAULT_PR_OPTIONS.draft),
    labels: labels.length > 0 ? labels : DEFAULT_PR_OPTIONS.labels,
    reviewers,
    assignees,
    titlePrefix: prefix === '' ? DEFAULT_PR_OPTIONS.titlePrefix : prefix
  }
}

const COMMANDS = 'step, plan, publish, check-scope, validate, rename-pdfs or undo-pdfs'

function readCommand(input: InputReader): Command {
  const value = optional(input, 'command')
  switch (value) {
    case 'step':
    case 'plan':
    case 'publish':
    case 'check-scope':
    case 'validate':
    case 'rename-pdfs':
    case 'undo-pdfs':
      return value
    case undefined:
      throw new UsageError(`Input 'command' is required. Expected ${COMMANDS}.`)
    default:
      throw new SettingError('command', value, `${COMMANDS}.`, 'input')
  }
}

function readAgentCommand(input: InputReader): string[] | undefined {
  const value = optional(input, 'agent-command')
  if (value === undefined) return undefined
  const expected = 'a JSON array of strings, for example ["my-agent","{prompt_file}"].'
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    throw new SettingError('agent-command', value, expected, 'input', { cause: error })
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    !parsed.every(item => typeof item === 'string' && item !== '')
  )
    throw new SettingError('agent-command', value, expected, 'input')
  return parsed as string[]
}

/** The trimmed input, or undefined when it is empty. */
function optional(input: InputReader, name: string): string | undefined {
  const value = input(name).trim()
  return value === '' ? undefined : value
}

/** The inputs as a setting source for the shared parsers (src/settings/parse.ts). */
function inputSource(input: InputReader): SettingSource {
  return { surface: 'input', read: input }
}

function wholeNumber(input: InputReader, name: string, fallback: number, min: number): number {
  return parseWholeNumber(inputSource(input), name, fallback, min)
}

function boolean(input: InputReader, name: string, fallback: boolean): boolean {
  return flag(inputSource(input), name, fallback)
}

/** Items separated by newlines or commas, trimmed, empty ones dropped. */
function list(input: InputReader, name: string): string[] {
  return split(input(name), /[\n,]/)
}

/** One item a line (globs may contain commas in braces). */
function lines(input: InputReader, name: string): string[] {
  return split(input(name), /\n/)
}

function split(value: string, separator: RegExp): string[] {
  return value
    .split(separator)
    .map(item => item.trim())
    .filter(item => item !== '')
}

/** An enum input: '' gives the fallback, anything outside `choices` throws naming the input. */
function readChoice<T extends string>(
  input: InputReader,
  name: string,
  choices: readonly T[],
  fallback: T
): T
function readChoice<T extends string>(
  input: InputReader,
  name: string,
  choices: readonly T[]
): T | undefined
function readChoice<T extends string>(
  input: InputReader,
  name: string,
  choices: readonly T[],
  fallback?: T
): T | undefined {
  return fallback === undefined
    ? choice(inputSource(input), name, choices)
    : choice(inputSource(input), name, choices, fallback)
}

const readMode = (input: InputReader): Mode | undefined =>
  readChoice(input, 'mode', ['audit', 'linting', 'fixing'])
const readAgent = (input: InputReader): AgentKind =>
  readChoice(input, 'agent', ['codex', 'claude', 'command'], 'codex')
const readFailOn = (input: InputReader): FailOn =>
  readChoice(input, 'fail-on', ['violation', 'failure', 'never'], 'violation')
