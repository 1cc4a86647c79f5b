/** The rules, OCR and the model (after a health check) for one batch; the caller closes them. */
import { resolve } from 'node:path'
import { settingName } from '../settings/errors.js'
import { createOcrRecognizer } from './read/ocr/ocr.js'
import { loadRules } from './decide/rules.js'
import type { RenameSettings } from './settings.js'
import type { AnalysisRefiner } from './types.js'

export class LlmUnavailableError extends Error {
  override name = 'LlmUnavailableError'
}

export async function prepareAssistants(
  settings: RenameSettings,
  deps: { cwd: string; now?: () => Date; fetch?: typeof fetch }
) {
  const rules = await loadRules(
    settings.rulesFile === undefined ? undefined : resolve(deps.cwd, settings.rulesFile)
  )
  const recognizer =
    settings.ocr === 'off'
      ? undefined
      : createOcrRecognizer({
          languages: settings.ocrLanguages,
          engine: settings.ocrEngine,
          maxPagesPerFile: settings.ocrMaxPages
        })
  const assistants = {
    rules,
    recognizer,
    /** Undefined: heuristics only (--no-llm, or the model is unusable: see warnings). */
    refine: undefined as AnalysisRefiner | undefined,
    warnings: [] as string[],
    close: async () => {
      await recognizer?.close()
    }
  }
  if (!settings.useLlm) return assistants

  const { createLlmClient } = await import('./decide/model/llm.js')
  const client = createLlmClient(
    { url: settings.llmUrl, model: settings.llmModel, timeoutMs: settings.llmTimeoutMs },
    deps.fetch
  )
  const health = await client.health()
  if (health.kind !== 'ready') {
    if (settings.requireLlm) {
      await assistants.close()
      const without =
        settings.surface === 'flag'
          ? 'Or pass --no-llm to rename with the heuristics only.'
          : "Or set 'require-llm: false' to rename with the heuristics only."
      throw new LlmUnavailableError(
        `${health.message} (${settingName('require-llm', settings.surface)} is set; nothing was renamed) ${without}`
      )
    }
    assistants.warnings.push(`${health.message} Continuing with heuristics only.`)
    return assistants
  }
  const { createLlmRefiner } = await import('./decide/model/llm-refine.js')
  assistants.refine = createLlmRefiner({
    client,
    categories: rules.allowedCategories,
    dateOrder: settings.dateOrder,
    now: deps.now ?? (() => new Date())
  })
  return assistants
}
