/**
 * The settings of one rename batch and their one reader, over argv (the CLI) or the inputs (the
 * action) with the same names: `llm-url` is input 'llm-url' and --llm-url.
 */
import { availableParallelism } from 'node:os'
import { DEFAULT_MAX_CONTENT_TOKENS } from './read/budget.js'
import { DEFAULT_MAX_DECOMPRESSED_MB } from './read/decode-limit.js'
import { choice, flag, parsed, text, wholeNumber, type SettingSource } from '../settings/parse.js'
import { parseLlmUrl } from './decide/model/llm-request.js'
import { DEFAULT_REVIEW_BELOW } from './plan/confidence.js'
import {
  DEFAULT_OCR_LANGUAGES,
  DEFAULT_OCR_MAX_PAGES,
  OCR_ENGINES,
  parseOcrLanguages
} from './read/ocr/ocr.js'

/** The flags' help (cli/pdf/args.ts) and the action's inputs (action.yml) say what each does. */
export type RenameSettings = ReturnType<typeof readRenameSettings>

export const DEFAULT_UNDO_LOG = '.pdf-renamer/undo.jsonl'
export const DEFAULT_EXTRACT_TIMEOUT_MS = 30_000
export const DEFAULT_LLM_URL = 'http://127.0.0.1:11434/api/generate'

const NOTHING_GIVEN: SettingSource = { surface: 'flag', read: () => undefined }

export function defaultRenameSettings(): RenameSettings {
  return readRenameSettings(NOTHING_GIVEN)
}

/** Reading, OCR and model settings; paths, outDir, undoLog and rulesFile are each shell's own. */
export function readRenameSettings(source: SettingSource) {
  return {
    /** Where the settings came from, so messages name them as the user wrote them. */
    surface: source.surface,
    paths: ['.'],
    recursive: false,
    dryRun: false,
    outDir: undefined as string | undefined,
    useLlm: true,
    rulesFile: undefined as string | undefined,
    /** Absent: DEFAULT_UNDO_LOG in the first folder given (or the first file's folder). */
    undoLog: undefined as string | undefined,
    maxContentTokens: wholeNumber(source, 'max-content-tokens', DEFAULT_MAX_CONTENT_TOKENS, 1),
    dateOrder: choice(source, 'date-order', ['dmy', 'mdy'], 'dmy'),
    force: false,
    /** For reading one file. */
    timeoutMs: wholeNumber(source, 'timeout', DEFAULT_EXTRACT_TIMEOUT_MS / 1000, 1) * 1000,
    maxDecompressedMb: wholeNumber(source, 'max-decompressed-mb', DEFAULT_MAX_DECOMPRESSED_MB, 1),
    /** Reader threads (with the pymupdf reader: PyMuPDF processes). */
    jobs: wholeNumber(source, 'jobs', Math.max(1, Math.min(availableParallelism(), 4)), 1),
    reader: choice(source, 'reader', ['pdfjs', 'pymupdf'], 'pdfjs'),
    python: text(source, 'python') ?? 'python3',
    ocr: choice(source, 'ocr', ['auto', 'off', 'force'], 'auto'),
    ocrLanguages: parsed(
      source,
      'ocr-lang',
      DEFAULT_OCR_LANGUAGES,
      value => parseOcrLanguages(value).join('+'),
      "tesseract codes joined by '+', like deu+eng."
    ),
    ocrEngine: choice(source, 'ocr-engine', OCR_ENGINES, 'auto'),
    ocrMaxPages: wholeNumber(source, 'ocr-max-pages', DEFAULT_OCR_MAX_PAGES, 1),
    llmUrl: parsed(
      source,
      'llm-url',
      DEFAULT_LLM_URL,
      value => parseLlmUrl(value).url,
      'an http(s) URL ending in /v1/completions, /v1/chat/completions, /api/generate or ' +
        '/api/chat, e.g. http://127.0.0.1:11434/api/generate.'
    ),
    llmModel: text(source, 'llm-model') ?? 'qwen2.5:3b',
    llmTimeoutMs: wholeNumber(source, 'llm-timeout', 60, 1) * 1000,
    requireLlm: flag(source, 'require-llm', false),
    /** Title, Subject, Keywords and the original name into each renamed PDF (the git mover only). */
    writeMetadata: false,
    /** Names less sure than this (plan/confidence.ts) go to reviewDir, or stay without one. */
    reviewBelow: parsed(
      source,
      'review-below',
      String(DEFAULT_REVIEW_BELOW),
      parseShare,
      'a number from 0 to 1, like 0.5 (0 sends nothing to review).'
    ),
    maxPages:
      text(source, 'max-pages') === undefined ? undefined : wholeNumber(source, 'max-pages', 0, 1),
    reviewDir: undefined as string | undefined
  }
}

function parseShare(value: string): number {
  if (!/^(?:0?\.\d+|[01](?:\.\d*)?)$/.test(value) || Number(value) > 1)
    throw new Error(`not a number from 0 to 1: ${value}`)
  return Number(value)
}
