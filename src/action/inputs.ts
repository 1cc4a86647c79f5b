/**
 * The action's inputs, the only `core.getInput` calls: `command` picks the settings family, and
 * the family's reader parses them (the Ralph step's in settings/step.ts, shared with `ralph`;
 * the renamer's in pdf/settings.ts, shared with `pdf-rename`).
 */
import * as core from '@actions/core'
import { defaultInboxSettings, normalizeFolder, type InboxSettings } from '../pdf/inbox/inbox.js'
import { readRenameSettings } from '../pdf/settings.js'
import { SettingError, UsageError } from '../settings/errors.js'
import { flag, listChoices, text, type SettingSource } from '../settings/parse.js'
import { readCheckScope, readPlan, readPublish, readStep, readValidate } from '../settings/step.js'

export type RenamePdfsSettings = ReturnType<typeof readRenamePdfs>
export type UndoPdfsSettings = ReturnType<typeof readUndoPdfs>

const READERS = {
  step: readStep,
  plan: readPlan,
  publish: readPublish,
  'check-scope': readCheckScope,
  validate: readValidate,
  'rename-pdfs': readRenamePdfs,
  'undo-pdfs': readUndoPdfs
}

type Command = keyof typeof READERS
export type ActionSettings = ReturnType<(typeof READERS)[Command]>

export const COMMANDS = Object.keys(READERS) as Command[]

export function readSettings(
  input: (name: string) => string = name => core.getInput(name)
): ActionSettings {
  const source: SettingSource = { surface: 'input', read: input }
  const command = text(source, 'command')
  if (command === undefined)
    throw new UsageError(`Input 'command' is required. Expected ${listChoices(COMMANDS)}.`)
  if (!Object.hasOwn(READERS, command))
    throw new SettingError('command', command, `${listChoices(COMMANDS)}.`, 'input')
  return READERS[command as Command](source)
}

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

function readRenamePdfs(source: SettingSource) {
  const defaults = defaultInboxSettings()
  const rules = text(source, 'rules')
  const pdf = readRenameSettings({
    surface: 'input',
    read: name => (PDF_INPUTS.includes(name) ? source.read(name) : undefined)
  })
  const inbox: InboxSettings = {
    inboxPath: repoPath(source, 'inbox-path', defaults.inboxPath),
    archivePath: repoPath(source, 'archive-path', defaults.archivePath),
    reviewPath: repoPath(source, 'review-path', defaults.reviewPath),
    recursive: flag(source, 'recursive', defaults.recursive),
    pdf: rules === undefined ? pdf : { ...pdf, rulesFile: repoPath(source, 'rules', rules) },
    undoLog: repoPath(source, 'undo-log', defaults.undoLog),
    writeMetadata: flag(source, 'write-metadata', defaults.writeMetadata),
    dryRun: flag(source, 'dry-run', defaults.dryRun)
  }
  return { command: 'rename-pdfs' as const, ...inbox, ...readPush(source) }
}

function readUndoPdfs(source: SettingSource) {
  return {
    command: 'undo-pdfs' as const,
    /** Run id from the undo log; undefined means the last run with something left to undo. */
    run: text(source, 'run'),
    undoLog: repoPath(source, 'undo-log', defaultInboxSettings().undoLog),
    ...readPush(source)
  }
}

function readPush(source: SettingSource) {
  return { push: flag(source, 'push', true), githubToken: source.read('github-token') ?? '' }
}

/** A path inside the repository, relative to its root (normalized; `..` and absolute refused). */
function repoPath(source: SettingSource, name: string, fallback: string): string {
  const value = text(source, name) ?? fallback
  const path = normalizeFolder(value, name)
  if (path === '' && name !== 'inbox-path' && name !== 'archive-path')
    throw new SettingError(name, value, 'a file path inside the repository.', 'input')
  return path
}
