/**
 * The rename settings from action inputs or CLI flags: one parser per setting, the same names
 * on both surfaces (`llm-url` is input 'llm-url' and --llm-url), one error type.
 */
import { choice, flag, parsed, text, wholeNumber, type SettingSource } from '../settings/parse.js'
import { parseLlmUrl } from './decide/model/llm-request.js'
import { OCR_ENGINES, parseOcrLanguages } from './read/ocr/ocr.js'
import { defaultRenameSettings, type RenameSettings } from './settings.js'

/** Reading, OCR and model settings; paths, outDir, undoLog and rulesFile are each shell's own. */
export function readRenameSettings(source: SettingSource): RenameSettings {
  const d = defaultRenameSettings()
  const settings: RenameSettings = {
    ...d,
    surface: source.surface,
    maxContentTokens: wholeNumber(source, 'max-content-tokens', d.maxContentTokens, 1),
    timeoutMs: wholeNumber(source, 'timeout', d.timeoutMs / 1000, 1) * 1000,
    maxDecompressedMb: wholeNumber(source, 'max-decompressed-mb', d.maxDecompressedMb, 1),
    jobs: wholeNumber(source, 'jobs', d.jobs, 1),
    reader: choice(source, 'reader', ['pdfjs', 'pymupdf'], d.reader),
    python: text(source, 'python') ?? d.python,
    dateOrder: choice(source, 'date-order', ['dmy', 'mdy'], d.dateOrder),
    ocr: choice(source, 'ocr', ['auto', 'off', 'force'], d.ocr),
    ocrLanguages: parsed(
      source,
      'ocr-lang',
      d.ocrLanguages,
      value => parseOcrLanguages(value).join('+'),
      "tesseract codes joined by '+', like deu+eng."
    ),
    ocrEngine: choice(source, 'ocr-engine', OCR_ENGINES, d.ocrEngine),
    ocrMaxPages: wholeNumber(source, 'ocr-max-pages', d.ocrMaxPages, 1),
    llmUrl: parsed(
      source,
      'llm-url',
      d.llmUrl,
      value => parseLlmUrl(value).url,
      'an http(s) URL ending in /v1/completions, /v1/chat/completions, /api/generate or ' +
        '/api/chat, e.g. http://127.0.0.1:11434/api/generate.'
    ),
    llmModel: text(source, 'llm-model') ?? d.llmModel,
    llmTimeoutMs: wholeNumber(source, 'llm-timeout', d.llmTimeoutMs / 1000, 1) * 1000,
    requireLlm: flag(source, 'require-llm', d.requireLlm),
    reviewBelow: parsed(
      source,
      'review-below',
      String(d.reviewBelow),
      parseShare,
      'a number from 0 to 1, like 0.5 (0 sends nothing to review).'
    )
  }
  const maxPages = text(source, 'max-pages')
  if (maxPages !== undefined) settings.maxPages = wholeNumber(source, 'max-pages', 0, 1)
  return settings
}

function parseShare(value: string): number {
  if (!/^(?:0?\.\d+|[01](?:\.\d*)?)$/.test(value) || Number(value) > 1)
    throw new Error(`not a number from 0 to 1: ${value}`)
  return Number(value)
}
