/** The settings of one rename batch. The CLI builds them from argv, the action from its inputs. */
import { availableParallelism } from 'node:os'
import { DEFAULT_MAX_CONTENT_TOKENS } from './read/budget.js'
import type { DateOrder } from './decide/dates.js'
import { DEFAULT_MAX_DECOMPRESSED_MB } from './read/decode-limit.js'
import type { Surface } from '../settings/errors.js'
import { DEFAULT_REVIEW_BELOW } from './plan/confidence.js'
import {
  DEFAULT_OCR_LANGUAGES,
  DEFAULT_OCR_MAX_PAGES,
  type OcrEngine,
  type OcrMode
} from './read/ocr/ocr.js'

export interface RenameSettings {
  /** Where the settings came from, so messages name them as the user wrote them ("--x" or "input 'x'"). */
  surface: Surface
  /** Files or folders to process; a folder contributes its `.pdf` files. */
  paths: string[]
  /** Also walk subfolders (hidden ones such as `.git` excluded). */
  recursive: boolean
  /** Work out and report the plan; change nothing, write no undo log. */
  dryRun: boolean
  /** Move renamed files into this folder instead of renaming them in place. */
  outDir?: string
  /** Let the model refine analyses the heuristics are not confident about (when one is wired). */
  useLlm: boolean
  /** A rules file merged into the built-in rules (schemas/rules.schema.json). */
  rulesFile?: string
  /** Token budget for each document's text (about 4 characters a token). */
  maxContentTokens: number
  /** Read at most this many pages of a document; absent: only the budget limits. */
  maxPages?: number
  /** How to read 03/04/2024: day first (dmy) or month first (mdy). */
  dateOrder: DateOrder
  /** Undo log; default `.pdf-renamer/undo.jsonl` in the first folder given (or the first file's folder). */
  undoLog?: string
  /** Re-process files whose names already look generated (`YYYYMMDD-...pdf`). */
  force: boolean
  /** Time limit for reading one file, in milliseconds. */
  timeoutMs: number
  /** A file that decompresses to more than this many MB is reported, not read (bombs). */
  maxDecompressedMb: number
  /** Threads that read files in parallel (with the pymupdf reader: PyMuPDF processes). */
  jobs: number
  /** Text reader: `pdfjs` (bundled, always works) or `pymupdf` (the user's PyMuPDF, AGPL, not shipped; pdf.js where it fails). */
  reader: PdfReader
  /** The Python interpreter the pymupdf reader starts (a name on PATH or a path, e.g. a venv's). */
  python: string
  /** OCR: `auto` reads pages with almost no text, `force` every page (its text replaces the layer's), `off` none. */
  ocr: OcrMode
  /** Tesseract languages joined by `+`. */
  ocrLanguages: string
  /** `auto`: the installed `tesseract` when on PATH, else `tesseract.js` (bundled); the same language data. */
  ocrEngine: OcrEngine
  /** Pages of one document that OCR reads at most. */
  ocrMaxPages: number
  /** The model endpoint; its path picks the request style (docs/ocr-llm.md). */
  llmUrl: string
  llmModel: string
  /** Time limit for one model request, in milliseconds. */
  llmTimeoutMs: number
  /** Write Title, Subject, Keywords and the original name into each renamed PDF (needs a mover that keeps originals: git). */
  writeMetadata: boolean
  /** Stop when the model is unusable, and fail files it could not answer, instead of falling back to heuristics. */
  requireLlm: boolean
  /** Names less sure than this (0 to 1, plan/confidence.ts) go to reviewDir, or stay without one. */
  reviewBelow: number
  /** Where the names below reviewBelow go (CLI --review, input review-path); absent: they stay. */
  reviewDir?: string
}

export type PdfReader = 'pdfjs' | 'pymupdf'

/** How long reading one file may take unless --timeout says otherwise. */
export const DEFAULT_EXTRACT_TIMEOUT_MS = 30_000

/** The local model a batch asks unless told otherwise: its endpoint, model and time limit. */
export const DEFAULT_LLM_URL = 'http://127.0.0.1:11434/api/generate'
export const DEFAULT_LLM_MODEL = 'qwen2.5:3b'
export const DEFAULT_LLM_TIMEOUT_MS = 60_000

export function defaultRenameSettings(): RenameSettings {
  return {
    surface: 'flag',
    paths: ['.'],
    recursive: false,
    dryRun: false,
    useLlm: true,
    maxContentTokens: DEFAULT_MAX_CONTENT_TOKENS,
    dateOrder: 'dmy',
    force: false,
    timeoutMs: DEFAULT_EXTRACT_TIMEOUT_MS,
    maxDecompressedMb: DEFAULT_MAX_DECOMPRESSED_MB,
    jobs: defaultJobs(),
    reader: 'pdfjs',
    python: 'python3',
    ocr: 'auto',
    ocrLanguages: DEFAULT_OCR_LANGUAGES,
    ocrEngine: 'auto',
    ocrMaxPages: DEFAULT_OCR_MAX_PAGES,
    llmUrl: DEFAULT_LLM_URL,
    llmModel: DEFAULT_LLM_MODEL,
    llmTimeoutMs: DEFAULT_LLM_TIMEOUT_MS,
    requireLlm: false,
    writeMetadata: false,
    reviewBelow: DEFAULT_REVIEW_BELOW
  }
}

/** Reader threads (or PyMuPDF children) a batch uses unless --jobs says otherwise. */
export function defaultJobs(): number {
  return Math.max(1, Math.min(availableParallelism(), 4))
}
