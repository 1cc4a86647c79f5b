/**
 * The action's inputs, the only `core.getInput` calls: `command` picks the settings family, and
 * the family's reader parses them (the Ralph step's in settings/step.ts, shared with `ralph`;
 * the renamer's in pdf/settings.ts, shared with `pdf-rename`).
 */
import * as core from '@actions/core'
import { normalizeFolder } from '../pdf/inbox/inbox.js'
import type { InboxSettings } from '../pdf/inbox/inbox-run.js'
import { readRenameSettings } from '../pdf/settings.js'
import { SettingError, UsageError } from '../settings/errors.js'
import { flag, text, type SettingSource } from '../settings/parse.js'
import {
  readCheckScope,
  readPlan,
  readPublish,
  readStep,
  readValidate,
  type CheckScopeSettings,
  type PlanSettings,
  type PublishSettings,
  type StepSettings,
  type ValidateSettings
} from '../settings/step.js'

export type Command =
  'step' | 'plan' | 'publish' | 'check-scope' | 'validate' | 'rename-pdfs' | 'undo-pdfs'

/** Settings of `command: rename-pdfs`: those of the inbox run, and the push. */
export interface RenamePdfsSettings extends InboxSettings {
  command: 'rename-pdfs'
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

/** Reads every input of the action into one settings object for the chosen command. */
export function readSettings(input: InputReader = name => core.getInput(name)): ActionSettings {
  const source: SettingSource = { surface: 'input', read: input }
  const command = readCommand(source)
  switch (command) {
    case 'step':
      return readStep(source)
    case 'publish':
      return readPublish(source)
    case 'plan':
      return readPlan(source)
    case 'check-scope':
      return readCheckScope(source)
    case 'validate':
      return readValidate(source)
    case 'rename-pdfs':
      return readRenamePdfs(source)
    case 'undo-pdfs':
      return {
        command,
        run: text(source, 'run'),
        undoLog: repoPath(source, 'undo-log', DEFAULT_UNDO_LOG),
        push: flag(source, 'push', true),
        githubToken: source.read('github-token') ?? ''
      }
  }
}

const COMMANDS = 'step, plan, publish, check-scope, validate, rename-pdfs or undo-pdfs'

function readCommand(source: SettingSource): Command {
  const value = text(source, 'command')
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
  'python',
  'review-below'
]

function readRenamePdfs(source: SettingSource): RenamePdfsSettings {
  const rules = text(source, 'rules')
  const pdf = readRenameSettings({
    surface: 'input',
    read: name => (PDF_INPUTS.includes(name) ? source.read(name) : undefined)
  })
  return {
    command: 'rename-pdfs',
    inboxPath: repoPath(source, 'inbox-path', 'inbox'),
    archivePath: repoPath(source, 'archive-path', 'archive'),
    reviewPath: repoPath(source, 'review-path', 'review'),
    recursive: flag(source, 'recursive', false),
    pdf: rules === undefined ? pdf : { ...pdf, rulesFile: repoPath(source, 'rules', rules) },
    undoLog: repoPath(source, 'undo-log', DEFAULT_UNDO_LOG),
    writeMetadata: flag(source, 'write-metadata', false),
    dryRun: flag(source, 'dry-run', false),
    push: flag(source, 'push', true),
    githubToken: source.read('github-token') ?? ''
  }
}

/** A path inside the repository, relative to its root (normalized; `..` and absolute refused). */
function repoPath(source: SettingSource, name: string, fallback: string): string {
  const value = text(source, name) ?? fallback
  const path = normalizeFolder(value, name)
  if (path === '' && name !== 'inbox-path' && name !== 'archive-path')
    throw new SettingError(name, value, 'a file path inside the repository.', 'input')
  return path
}
