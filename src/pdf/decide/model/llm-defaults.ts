/** The model's defaults, apart from its client: the settings read them on every run, the client loads only with the model. */
export const DEFAULT_LLM_URL = 'http://127.0.0.1:11434/api/generate'
export const DEFAULT_LLM_MODEL = 'qwen2.5:3b'
export const DEFAULT_LLM_TIMEOUT_MS = 60_000
