import * as core from '@actions/core'
import type { Mode } from '../loop/types.js'

export type Command = 'step' | 'check-scope' | 'validate'
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
  /** Agent adapter. */
  agent: AgentKind
  /** argv template for the `command` adapter. */
  agentCommand: string[] | undefined
  /** Model passed to the agent; undefined means the PRD's or the agent's default. */
  model: string | undefined
  /** Wall-clock limit of one agent call, in seconds. */
  timeoutSeconds: number
  /** Failed attempts after which a story is skipped. */
  maxAttempts: number
  /** Secret-looking variable names the agent may still see. */
  passEnv: string[]
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
  /** Which outcomes fail the job. */
  failOn: FailOn
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

export type ActionSettings = StepSettings | CheckScopeSettings | ValidateSettings

/** Reads one input by name; '' when unset (the runner's convention). */
export type InputReader = (name: string) => string

const readCoreInput: InputReader = name => core.getInput(name)

/** Reads every input of the action into one settings object for the chosen command. */
export function readSettings(input: InputReader = readCoreInput): ActionSettings {
  const command = readCommand(input)
  switch (command) {
    case 'step':
      return readStepSettings(input)
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
  }
}

function readStepSettings(input: InputReader): StepSettings {
  const agent = readAgent(input)
  const agentCommand = readAgentCommand(input)
  if (agent === 'command' && agentCommand === undefined)
    throw new Error(
      "Input 'agent-command' is required when 'agent' is 'command'. " +
        'Expected a JSON array of strings, for example ["my-agent","--prompt","{prompt_file}"].'
    )
  return {
    command: 'step',
    prd: optional(input, 'prd') ?? 'prd.json',
    policy: optional(input, 'policy') ?? 'CODEX.md',
    mode: readMode(input),
    steps: wholeNumber(input, 'steps', 1, 1),
    agent,
    agentCommand,
    model: optional(input, 'model'),
    timeoutSeconds: wholeNumber(input, 'timeout-seconds', 900, 1),
    maxAttempts: wholeNumber(input, 'max-attempts', 3, 1),
    passEnv: list(input, 'pass-env'),
    protect: lines(input, 'protect'),
    githubToken: input('github-token'),
    baseBranch: optional(input, 'base-branch'),
    branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
    push: boolean(input, 'push', true),
    openPr: boolean(input, 'open-pr', true),
    failOn: readFailOn(input)
  }
}

function readCommand(input: InputReader): Command {
  const value = optional(input, 'command')
  switch (value) {
    case 'step':
    case 'check-scope':
    case 'validate':
      return value
    case undefined:
      throw new Error("Input 'command' is required. Expected step, check-scope or validate.")
    default:
      throw new Error(
        `Invalid value '${value}' for input 'command'. Expected step, check-scope or validate.`
      )
  }
}

function readMode(input: InputReader): Mode | undefined {
  const value = optional(input, 'mode')
  switch (value) {
    case undefined:
    case 'audit':
    case 'linting':
    case 'fixing':
      return value
    default:
      throw new Error(
        `Invalid value '${value}' for input 'mode'. Expected audit, linting or fixing.`
      )
  }
}

function readAgent(input: InputReader): AgentKind {
  const value = optional(input, 'agent') ?? 'codex'
  switch (value) {
    case 'codex':
    case 'claude':
    case 'command':
      return value
    default:
      throw new Error(
        `Invalid value '${value}' for input 'agent'. Expected codex, claude or command.`
      )
  }
}

function readFailOn(input: InputReader): FailOn {
  const value = optional(input, 'fail-on') ?? 'violation'
  switch (value) {
    case 'violation':
    case 'failure':
    case 'never':
      return value
    default:
      throw new Error(
        `Invalid value '${value}' for input 'fail-on'. Expected violation, failure or never.`
      )
  }
}

function readAgentCommand(input: InputReader): string[] | undefined {
  const value = optional(input, 'agent-command')
  if (value === undefined) return undefined
  const expected = 'Expected a JSON array of strings, for example ["my-agent","{prompt_file}"].'
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    throw new Error(`Invalid value '${value}' for input 'agent-command'. ${expected}`, {
      cause: error
    })
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    !parsed.every(item => typeof item === 'string' && item !== '')
  )
    throw new Error(`Invalid value '${value}' for input 'agent-command'. ${expected}`)
  return parsed as string[]
}

/** The trimmed input, or undefined when it is empty. */
function optional(input: InputReader, name: string): string | undefined {
  const value = input(name).trim()
  return value === '' ? undefined : value
}

function wholeNumber(input: InputReader, name: string, fallback: number, min: number): number {
  const value = optional(input, name)
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value)))
    throw new Error(
      `Invalid value '${value}' for input '${name}'. Expected a whole number of at least ${min}.`
    )
  return Number(value)
}

/** The YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them. */
function boolean(input: InputReader, name: string, fallback: boolean): boolean {
  const value = optional(input, name)
  switch (value) {
    case undefined:
      return fallback
    case 'true':
    case 'True':
    case 'TRUE':
      return true
    case 'false':
    case 'False':
    case 'FALSE':
      return false
    default:
      throw new Error(`Invalid value '${value}' for input '${name}'. Expected true or false.`)
  }
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
