/** argv -> the settings of a rename batch or an undo (node:util parseArgs). */
import { parseArgs } from 'node:util'
import type { DateOrder } from '../../pdf/decide/dates.js'
import { parseLlmUrl } from '../../pdf/decide/model/llm-request.js'
import { parseOcrLanguages, type OcrMode } from '../../pdf/read/ocr/ocr.js'
import { defaultRenameSettings, type RenameSettings } from '../../pdf/settings.js'

export type Command =
  | { kind: 'help'; text: string }
  | { kind: 'version' }
  | { kind: 'rename'; settings: RenameSettings; json: boolean }
  | { kind: 'undo'; dir: string; undoLog?: string; run?: string; dryRun: boolean; json: boolean }

/** A usage mistake: the message names the option, the value and what is expected. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export const USAGE = `Usage:
  pdf-rename [options] PATHS...        rename PDFs to YYYYMMDD-category-keywords-summary.pdf
                                       (give . for the current folder)
  pdf-rename undo [options] [DIR]      restore the names of one run from the undo log

Rename options:
  -r, --recursive              also process subfolders (hidden ones excluded)
  -n, --dry-run                print the plan, change nothing
      --out DIR                move renamed files into DIR (default: rename in place)
      --no-llm                 heuristics only, never ask a model
      --llm-url URL            model endpoint; the path picks the request style: /api/generate
                               (the default, with the answer schema), /api/chat,
                               /v1/chat/completions or /v1/completions
                               (default http://127.0.0.1:11434/api/generate)
      --llm-model NAME         model (default qwen2.5:3b)
      --llm-timeout SECONDS    time limit for one model request (default 60)
      --require-llm            stop when the model is unusable; fail files it cannot answer
      --ocr auto|off|force     OCR pages with almost no text (auto, default), none, or every page
      --ocr-lang LANGS         tesseract languages joined by + (default deu+eng)
      --ocr-max-pages N        pages of one document OCR reads at most (default 3)
      --rules FILE             merge a rules file into the built-in rules
      --max-content-tokens N   token budget per document (default 28000, ~4 characters a token)
      --max-pages N            read at most N pages per document
      --date-order dmy|mdy     how to read 03/04/2024 (default dmy)
      --undo-log FILE          undo log (default DIR/.pdf-renamer/undo.jsonl)
      --force                  re-process files that already carry a generated name
      --timeout SECONDS        time limit for reading one file (default 30)
      --max-decompressed-mb N  report a file that inflates beyond N MB instead of reading
                               it (default 128)
      --jobs N                 threads reading files (default: cores, at most 4)
      --json                   print the plan and results as JSON
Undo options:
      --undo-log FILE          the log to read (default DIR/.pdf-renamer/undo.jsonl)
      --run ID | --last        which run (default --last: the latest with something to undo)
  -n, --dry-run                print what would be restored, change nothing
      --json                   print the result as JSON
  -h, --help                   this text
      --version                print the version

Exit codes (shared with ralph, see docs/cli.md): 0 done; 1 some files failed; 2 usage error,
invalid rules file or no such undo run; 4 a path or the undo log does not exist; 7 model
unusable and --require-llm (nothing renamed); 8 a folder or the undo log is not writable
(nothing renamed); 9 undo refused some files; 70 internal error.`

export function parseCommand(argv: string[]): Command {
  if (argv[0] === 'undo') return parseUndo(argv.slice(1))
  return parseRename(argv)
}

function parseRename(argv: string[]): Command {
  const { values, positionals } = parse(argv, {
    recursive: { type: 'boolean', short: 'r' },
    'dry-run': { type: 'boolean', short: 'n' },
    out: { type: 'string' },
    'no-llm': { type: 'boolean' },
    'llm-url': { type: 'string' },
    'llm-model': { type: 'string' },
    'llm-timeout': { type: 'string' },
    'require-llm': { type: 'boolean' },
    ocr: { type: 'string' },
    'ocr-lang': { type: 'string' },
    'ocr-max-pages': { type: 'string' },
    rules: { type: 'string' },
    'max-content-tokens': { type: 'string' },
    'max-pages': { type: 'string' },
    'date-order': { type: 'string' },
    'undo-log': { type: 'string' },
    force: { type: 'boolean' },
    timeout: { type: 'string' },
    'max-decompressed-mb': { type: 'string' },
    jobs: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' }
  })
  if (values.help === true) return { kind: 'help', text: USAGE }
  if (values.version === true) return { kind: 'version' }
  const defaults = defaultRenameSettings()
  const settings: RenameSettings = {
    ...defaults,
    paths: positionals,
    recursive: values.recursive === true,
    dryRun: values['dry-run'] === true,
    useLlm: values['no-llm'] !== true,
    dateOrder: dateOrder(optional(values['date-order'])),
    force: values.force === true,
    maxContentTokens: integer(
      '--max-content-tokens',
      values['max-content-tokens'],
      defaults.maxContentTokens,
      1
    ),
    timeoutMs: integer('--timeout', values.timeout, defaults.timeoutMs / 1000, 1) * 1000,
    maxDecompressedMb: integer(
      '--max-decompressed-mb',
      values['max-decompressed-mb'],
      defaults.maxDecompressedMb,
      1
    ),
    jobs: integer('--jobs', values.jobs, defaults.jobs, 1),
    ocr: ocrMode(optional(values.ocr)),
    ocrLanguages: ocrLanguages(optional(values['ocr-lang']) ?? defaults.ocrLanguages),
    ocrMaxPages: integer('--ocr-max-pages', values['ocr-max-pages'], defaults.ocrMaxPages, 1),
    llmUrl: llmUrl(optional(values['llm-url']) ?? defaults.llmUrl),
    llmModel: optional(values['llm-model']) ?? defaults.llmModel,
    llmTimeoutMs:
      integer('--llm-timeout', values['llm-timeout'], defaults.llmTimeoutMs / 1000, 1) * 1000,
    requireLlm: values['require-llm'] === true
  }
  if (settings.requireLlm && !settings.useLlm)
    throw new UsageError('--require-llm and --no-llm contradict each other; give one of them.')
  const maxPages = optional(values['max-pages'])
  if (maxPages !== undefined) settings.maxPages = integer('--max-pages', maxPages, 0, 1)
  const out = optional(values.out)
  if (out !== undefined) settings.outDir = out
  const rules = optional(values.rules)
  if (rules !== undefined) settings.rulesFile = rules
  const undoLog = optional(values['undo-log'])
  if (undoLog !== undefined) settings.undoLog = undoLog
  // A bare `pdf-rename` would rename whatever folder it was started in: make that a choice.
  if (positionals.length === 0)
    throw new UsageError(
      'Give the folder or files to rename, for example `pdf-rename .` for the current folder. See pdf-rename --help.'
    )
  return { kind: 'rename', settings, json: values.json === true }
}

function parseUndo(argv: string[]): Command {
  const { values, positionals } = parse(argv, {
    'undo-log': { type: 'string' },
    run: { type: 'string' },
    last: { type: 'boolean' },
    'dry-run': { type: 'boolean', short: 'n' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' }
  })
  if (values.help === true) return { kind: 'help', text: USAGE }
  if (positionals.length > 1)
    throw new UsageError(
      `undo takes one folder, got ${positionals.length}: ${positionals.join(' ')}`
    )
  const run = optional(values.run)
  if (run !== undefined && values.last === true)
    throw new UsageError('Give either --run ID or --last, not both.')
  const undoLog = optional(values['undo-log'])
  return {
    kind: 'undo',
    dir: positionals[0] ?? '.',
    ...(undoLog === undefined ? {} : { undoLog }),
    ...(run === undefined ? {} : { run }),
    dryRun: values['dry-run'] === true,
    json: values.json === true
  }
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options']

function parse<T extends Options>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. See pdf-rename --help.`, { cause: error })
  }
}

/** '' counts as not given (as in the action's inputs). */
function optional(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function integer(option: string, value: unknown, fallback: number, minimum: number): number {
  const text = optional(value)
  if (text === undefined) return fallback
  if (!/^\d+$/.test(text) || Number(text) < minimum)
    throw new UsageError(
      `Invalid value '${text}' for ${option}. Expected a whole number of at least ${minimum}.`
    )
  return Number(text)
}

function ocrMode(value: string | undefined): OcrMode {
  switch (value) {
    case undefined:
      return 'auto'
    case 'auto':
    case 'off':
    case 'force':
      return value
    default:
      throw new UsageError(`Invalid value '${value}' for --ocr. Expected auto, off or force.`)
  }
}

function ocrLanguages(value: string): string {
  try {
    return parseOcrLanguages(value).join('+')
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error })
  }
}

function llmUrl(value: string): string {
  try {
    return parseLlmUrl(value).url
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error })
  }
}

function dateOrder(value: string | undefined): DateOrder {
  switch (value) {
    case undefined:
      return 'dmy'
    case 'dmy':
    case 'mdy':
      return value
    default:
      throw new UsageError(`Invalid value '${value}' for --date-order. Expected dmy or mdy.`)
  }
}
