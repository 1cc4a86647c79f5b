/** argv -> the settings of a rename batch or an undo (node:util parseArgs). */
import { readRenameSettings, type RenameSettings } from '../../pdf/settings.js'
import { UsageError } from '../../settings/errors.js'
import { flagSource } from '../../settings/parse.js'
import type { Options } from '../args.js'

export type Command =
  | { kind: 'help'; text: string }
  | { kind: 'version' }
  | { kind: 'rename'; settings: RenameSettings; json: boolean }
  | { kind: 'explain'; file: string; settings: RenameSettings; json: boolean }
  | { kind: 'undo'; dir: string; undoLog?: string; run?: string; dryRun: boolean; json: boolean }

export const USAGE = `Usage:
  pdf-rename [options] PATHS...        rename PDFs to YYYYMMDD-category-keywords-summary.pdf
                                       (give . for the current folder)
  pdf-rename undo [options] [DIR]      restore the names of one run from the undo log
  pdf-rename explain [options] FILE    show why FILE gets its name: the text source, every date,
                                       category and issuer candidate and why the winners won
                                       (takes the rename options that decide: --rules,
                                       --date-order, --ocr, --ocr-lang, --ocr-engine,
                                       --review-below, --json; no model)

Rename options:
  -r, --recursive              also process subfolders (hidden ones excluded)
  -n, --dry-run                print the plan, change nothing
      --out DIR                move renamed files into DIR (default: rename in place)
      --review DIR             move files whose name is not sure enough into DIR, named
                               (default: leave them where they are, with the reasons)
      --review-below N         how sure a name must be, 0 to 1 (default 0.5; 0: all are)
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
      --ocr-engine auto|tesseract|tesseract.js
                               OCR engine: auto (default) runs your tesseract program
                               (apt-get install tesseract-ocr) when it is on PATH, else
                               the bundled tesseract.js; same language data either way
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
      --reader pdfjs|pymupdf   text reader (default pdfjs); pymupdf uses your own PyMuPDF
                               (AGPL, not shipped: apt-get install python3-fitz or pip install
                               pymupdf), several times faster; pdf.js reads what it cannot
      --python PATH            the Python the pymupdf reader starts (default python3)
      --json                   print the plan and results as JSON
Undo options:
      --undo-log FILE          the log to read (default DIR/.pdf-renamer/undo.jsonl)
      --run ID | --last        which run (default --last: the latest with something to undo)
  -n, --dry-run                print what would be restored, change nothing
      --json                   print the result as JSON
  -h, --help                   this text
      --version                print the version

Exit codes (shared with ralph, see docs/cli.md): 0 done; 1 some files failed; 2 usage error,
a path that does not exist, invalid rules file or no such undo run; 4 the undo log does not
exist; 7 model unusable and --require-llm (nothing renamed); 8 a folder or the undo log is not
writable (nothing renamed); 9 undo refused some files; 70 internal error.`

export function parseCommand(argv: string[]): Command {
  if (argv[0] === 'undo') return parseUndo(argv.slice(1))
  if (argv[0] === 'explain') return parseExplain(argv.slice(1))
  const command = parseRename(argv)
  // A bare `pdf-rename` would rename whatever folder it was started in: make that a choice.
  if (command.kind === 'rename' && command.settings.paths.length === 0)
    throw new UsageError(
      'Give the folder or files to rename, for example `pdf-rename .` for the current folder. See pdf-rename --help.'
    )
  return command
}

/** The rename options, and exactly one file. */
function parseExplain(argv: string[]): Command {
  const command = parseRename(argv)
  if (command.kind !== 'rename') return command
  const { paths } = command.settings
  if (paths.length !== 1)
    throw new UsageError(
      `explain takes one PDF file, got ${paths.length}. Example: pdf-rename explain inbox/scan.pdf`
    )
  return { kind: 'explain', file: paths[0]!, settings: command.settings, json: command.json }
}

function parseRename(argv: string[]): Command {
  const { values, positionals } = parse(argv, {
    recursive: { type: 'boolean', short: 'r' },
    'dry-run': { type: 'boolean', short: 'n' },
    out: { type: 'string' },
    review: { type: 'string' },
    'review-below': { type: 'string' },
    'no-llm': { type: 'boolean' },
    'llm-url': { type: 'string' },
    'llm-model': { type: 'string' },
    'llm-timeout': { type: 'string' },
    'require-llm': { type: 'boolean' },
    ocr: { type: 'string' },
    'ocr-lang': { type: 'string' },
    'ocr-engine': { type: 'string' },
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
    reader: { type: 'string' },
    python: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' }
  })
  if (values.help === true) return { kind: 'help', text: USAGE }
  if (values.version === true) return { kind: 'version' }
  const settings: RenameSettings = {
    ...readRenameSettings(flagSource(values)),
    paths: positionals,
    recursive: values.recursive === true,
    dryRun: values['dry-run'] === true,
    useLlm: values['no-llm'] !== true,
    force: values.force === true,
    outDir: optional(values.out),
    reviewDir: optional(values.review),
    rulesFile: optional(values.rules),
    undoLog: optional(values['undo-log'])
  }
  if (settings.requireLlm && !settings.useLlm)
    throw new UsageError('--require-llm and --no-llm contradict each other; give one of them.')
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
  return {
    kind: 'undo',
    dir: positionals[0] ?? '.',
    undoLog: optional(values['undo-log']),
    run,
    dryRun: values['dry-run'] === true,
    json: values.json === true
  }
}

function parse<T extends Options>(argv: string[], options: T) {
  try {
    // Importing node:util builds its whole ES namespace: 4 ms of a one-file run on Node 24.
    const { parseArgs } = process.getBuiltinModule('node:util')
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    // Node's hint on passing a positional that starts with '-' only confuses a mistyped option.
    const message = (error as Error).message.replace(/\. To specify a positional argument.*/s, '')
    throw new UsageError(`${message}. See pdf-rename --help.`, { cause: error })
  }
}

/** '' counts as not given (as in the action's inputs). */
function optional(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}
