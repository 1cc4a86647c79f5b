/** argv -> the settings of a rename batch or an undo (node:util parseArgs). */
import { parseArgs } from 'node:util'
import type { DateOrder } from '../../pdf/decide/dates.js'
import { parseLlmUrl } from '../../pdf/decide/model/llm-request.js'
import { parseOcrLanguages, type OcrMode } from '../../pdf/read/ocr/ocr.js'
import { defaultRenameSettings, type RenameSettings } from '../../pdf/settings.js'

export type Command =
  | { kind: 'help'; text: string }
  | { kind: 'rename'; settings: RenameSettings; json: boolean }
  | { kind: 'explain'; file: string; settings: RenameSettings; json: boolean }
  | { kind: 'undo'; dir: string; undoLog?: string; run?: string; dryRun: boolean; json: boolean }

/** A usage mistake: the message names the option, the value and what is expected. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export const USAGE = `Usage:
  pdf-rename [options] [PATHS...]      rename PDFs to YYYYMMDD-category-keywords-summary.pdf
  pdf-rename undo [options] [DIR]      restore the names of one run from the undo log
  pdf-rename explain [options] FILE    show why FILE gets its name: the text source, every date,
                                       category and issuer candidate and why the winners won
                                       (takes the rename options that decide: --rules,
                                       --date-order, --ocr, --ocr-lang, --json; no model)

Rename options:
  -r, --recursive              also process subfolders (hidden ones excluded)
  -n, --dry-run                print the plan, change nothing
      --out DIR                move renamed files into DIR (default: rename in place)
      --no-llm                 heuristics only, never ask a model
      --llm-url URL            model endpoint; the path picks the request style: /api/generate
                               (recommended with Ollama), /api/chat, /v1/chat/completions or
                               /v1/completions (default http://127.0.0.1:11434/v1/completions)
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

Exit codes: 0 done; 1 some files failed; 2 usage error; 3 invalid rules file;
4 folder or undo log not writable (nothing renamed); 5 undo refused some files;
6 undo log missing or no such run; 7 model unusable and --require-llm (nothing renamed).`

export function parseCommand(argv: string[]): Command {
  if (argv[0] === 'undo') return parseUndo(argv.slice(1))
  if (argv[0] === 'explain') return parseExplain(argv.slice(1))
  return parseRename(argv)
}

/** The rename options (one parser per setting), and exactly one file. */
function parseExplain(argv: string[]): Command {
  const command = parseRename(argv)
  if (command.kind !== 'rename') return command
  const { paths } = command.settings
  if (paths.length !== 1 || !argv.includes(paths[0]!))
    throw new UsageError(
      `explain takes one PDF file, got ${argv.includes(paths[0]!) ? paths.length : 0}. Example: pdf-rename explain inbox/scan.pdf`
    )
  return { kind: 'explain', file: paths[0]!, settings: command.settings, json: command.json }
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
    help: { type: 'boolean', short: 'h' }
  })
  if (values.help === true) return { kind: 'help', text: USAGE }
  const defaults = defaultRenameSettings()
  const settings: RenameSettings = {
    ...defaults,
    paths: positionals.length > 0 ? positionals : ['.'],
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
