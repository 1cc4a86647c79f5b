/**
 * The model step against the Ollama double: the four request styles (exact bodies pinned as
 * snapshots), distrust of what comes back, retries, repair, and the failures a real server
 * gives — each ends in an analysis, never a thrown error.
 */
import { analyze } from '../../src/pdf/decide/heuristics.js'
import { createLlmClient, type LlmSettings } from '../../src/pdf/decide/model/llm.js'
import { DEFAULT_LLM_URL, defaultRenameSettings } from '../../src/pdf/settings.js'
import { createLlmRefiner } from '../../src/pdf/decide/model/llm-refine.js'
import { loadRules } from '../../src/pdf/decide/rules.js'
import type { Analysis } from '../../src/pdf/types.js'
import { docFromText } from '../helpers/docs.js'
import { refusedBase, startOllamaDouble, type OllamaDouble } from '../helpers/ollama-double.js'

const NOW = new Date('2025-01-31T12:00:00Z')
const rules = await loadRules()

/** A statement the heuristics cannot put in a category (no marker); dated by position. */
const STATEMENT = [
  'Stadtwerke Musterstadt GmbH',
  'Postfach 12 34, 80331 München',
  'Verbrauchsübersicht Strom und Gas 2024',
  'Zählerstand am 14.01.2025: 48.213 kWh',
  'Neuer Abschlag ab 01.12.2024: 84,00 EUR'
].join('\n')

const GOOD = JSON.stringify({
  date: '20250114',
  category: 'invoice',
  keywords: ['Stadtwerke Musterstadt', 'Verbrauchsübersicht'],
  summary: 'Strom und Gas 2024'
})

let double: OllamaDouble

beforeEach(async () => {
  double = await startOllamaDouble()
})
afterEach(async () => {
  await double.close()
})

function heuristics(text = STATEMENT): Analysis {
  return analyze(docFromText(text), rules, { order: 'dmy', now: NOW })
}

async function refine(path: string, settings: Partial<LlmSettings> = {}, text = STATEMENT) {
  const client = createLlmClient({
    url: double.url(path),
    model: 'qwen2.5:3b',
    timeoutMs: 5_000,
    backoffMs: 1,
    ...settings
  })
  const refiner = createLlmRefiner({
    client,
    categories: rules.allowedCategories,
    dateOrder: 'dmy',
    now: () => NOW
  })
  const before = heuristics(text)
  return { before, after: await refiner(before, docFromText(text)) }
}

describe('the model fills what the heuristics lack', () => {
  it('starts from an analysis that needs the model: no category', () => {
    expect(heuristics()).toMatchObject({
      date: '20250114',
      dateSource: 'text',
      category: 'other',
      categoryDecided: false,
      needsLlm: true
    })
  })

  it.each(['/v1/completions', '/v1/chat/completions', '/api/generate', '/api/chat'])(
    'speaks %s: exact request body, answer taken',
    async path => {
      double.script({ answer: GOOD })
      const { before, after } = await refine(path)
      expect(double.generations()).toHaveLength(1)
      expect(double.generations()[0]!.body).toMatchSnapshot()
      expect(after.llm).toMatchObject({
        endpoint: double.url(path),
        model: 'qwen2.5:3b',
        attempts: 1,
        outcome: 'answered',
        rejected: []
      })
      expect(after.llm?.used).toEqual(['category', 'summary'])
      expect(after).toMatchObject({
        date: before.date,
        category: 'invoice',
        keywords: before.keywords,
        summary: ['Strom', 'und', 'Gas', '2024']
      })
    }
  )

  it('uses /api/generate by default, with the answer schema as `format` (structured output)', async () => {
    const defaultPath = new URL(defaultRenameSettings().llmUrl).pathname
    expect(defaultPath).toBe('/api/generate')
    double.script({ answer: GOOD })
    await refine(defaultPath)
    const body = double.generations()[0]!.body as {
      format?: { type?: string; required?: string[] }
    }
    expect(body.format?.type).toBe('object')
    expect(body.format?.required).toEqual(expect.arrayContaining(['date', 'category']))
    expect(DEFAULT_LLM_URL).toBe('http://127.0.0.1:11434/api/generate')
  })

  it('takes the JSON out of prose and code fences', async () => {
    double.script({
      answer: `Sure! Here is the result:\n\`\`\`json\n${GOOD}\n\`\`\`\nHope this helps {really}.`
    })
    const { after } = await refine('/v1/completions')
    expect(after.llm?.outcome).toBe('answered')
    expect(after.llm?.answer?.date).toBe('20250114')
  })

  it('skips a <think> block, braces inside it included', async () => {
    double.script({
      answer: `<think>Maybe {"date": "19991231"}? No, the letter says 14.01.2025.</think>\n${GOOD}`
    })
    const { after } = await refine('/api/chat')
    expect(after.llm?.answer?.date).toBe('20250114')
  })

  it('asks once more after garbage and uses the repaired answer', async () => {
    double.script({ answer: 'I cannot help with that.' }, { answer: GOOD })
    const { after } = await refine('/api/generate')
    const [first, second] = double.generations()
    expect((second!.body as { prompt: string }).prompt).toBe(
      `${(first!.body as { prompt: string }).prompt}\n\nYour previous answer could not be used: ` +
        'no JSON object in the answer: "I cannot help with that."\n' +
        'Answer again with only the JSON object, exactly in the form given.'
    )
    expect(after.llm).toMatchObject({ outcome: 'answered', attempts: 2 })
  })

  it('falls back to the heuristics after a second malformed answer, saying why', async () => {
    double.script(
      { answer: '{"date": 2025}' },
      { answer: '{"date": "2025-01-14", "category": "invoice"}' }
    )
    const { before, after } = await refine('/api/generate')
    expect(double.generations()).toHaveLength(2)
    expect(after).toEqual({
      ...before,
      llm: {
        endpoint: double.url('/api/generate'),
        model: 'qwen2.5:3b',
        attempts: 2,
        outcome: 'failed',
        used: [],
        rejected: [],
        error:
          'after one repair request: answer does not match the schema: / must have required ' +
          "property 'keywords'; / must have required property 'summary'; /date must match pattern \"^[0-9]{8}$\""
      },
      reasons: [
        ...before.reasons,
        'model failed, heuristic result kept: after one repair request: answer does not match ' +
          "the schema: / must have required property 'keywords'; / must have required property " +
          '\'summary\'; /date must match pattern "^[0-9]{8}$"'
      ]
    })
  })

  it('rejects a future date and an unknown category, keeps the rest', async () => {
    double.script({
      answer: JSON.stringify({
        date: '20300101',
        category: 'utility-bill',
        keywords: ['Stadtwerke Musterstadt'],
        summary: 'Jahresabrechnung'
      })
    })
    const { before, after } = await refine('/api/generate')
    expect(after.llm?.rejected).toEqual([
      { field: 'date', value: '20300101', reason: 'in the future' },
      {
        field: 'category',
        value: 'utility-bill',
        reason: `not one of the allowed categories (${rules.allowedCategories.join(', ')})`
      }
    ])
    expect(after.category).toBe(before.category)
    expect(after.date).toBe(before.date)
    expect(after.reasons).toContain('model date "20300101" rejected: in the future')
  })

  it('rejects a date that is not among the dates of the text', async () => {
    double.script({
      answer: JSON.stringify({ date: '20250115', category: 'letter', keywords: [], summary: '' })
    })
    const { after } = await refine('/api/generate')
    expect(after.llm?.rejected).toEqual([
      {
        field: 'date',
        value: '20250115',
        reason: 'not among the dates in the text (20250114, 20241201)'
      }
    ])
  })

  it('cleans path characters out of the summary and drops keywords not in the text', async () => {
    double.script({
      answer: JSON.stringify({
        date: null,
        category: 'invoice',
        keywords: ['../../etc/passwd', 'Munchen', 'Amazon'],
        summary: '../../etc/passwd\u0000 Strom\nGas'
      })
    })
    const { after } = await refine('/api/generate')
    expect(after.llm?.rejected).toEqual([
      {
        field: 'keywords',
        value: '../../etc/passwd',
        reason: 'path or control characters removed'
      },
      { field: 'keywords', value: '../../etc/passwd', reason: 'not found in the text' },
      { field: 'keywords', value: 'Amazon', reason: 'not found in the text' },
      {
        field: 'summary',
        value: '../../etc/passwd\u0000 Strom\nGas',
        reason: 'path or control characters removed'
      }
    ])
    expect(after.summary).toEqual(['etc', 'passwd', 'Strom', 'Gas'])
  })

  it('lets a date the heuristics found in the text win over the model', async () => {
    double.script({
      answer: JSON.stringify({ date: '20241201', category: 'invoice', keywords: [], summary: '' })
    })
    const { after } = await refine('/api/generate')
    expect(after.llm?.rejected).toEqual([])
    expect(after.date).toBe('20250114')
    expect(after.llm?.used).toEqual(['category'])
  })

  it('fills the date when the heuristics have none (and the text has no date to check)', async () => {
    const undated =
      'Stadtwerke Musterstadt GmbH\nVerbrauchsübersicht Strom und Gas\nZählerstand 48.213 kWh'
    double.script({ answer: GOOD })
    const { before, after } = await refine('/api/generate', {}, undated)
    expect(before.dateSource).toBe('none')
    expect(after).toMatchObject({ date: '20250114', dateSource: 'model' })
    expect(after.llm?.used).toContain('date')
  })

  it('never sends empty text', async () => {
    const { after } = await refine('/api/generate', {}, '   ')
    expect(double.generations()).toEqual([])
    expect(after.llm).toMatchObject({ outcome: 'skipped', attempts: 0 })
  })
})

describe('transport failures: bounded retries, then the heuristics with the reason', () => {
  it('retries 500s with backoff and takes the answer that follows', async () => {
    double.script(
      { status: 500, error: 'llama runner process has terminated' },
      { status: 503, error: 'busy' },
      { answer: GOOD }
    )
    const { after } = await refine('/api/chat')
    expect(double.generations()).toHaveLength(3)
    expect(after.llm).toMatchObject({ outcome: 'answered', attempts: 3 })
  })

  it('gives up after the retries and keeps the heuristic result', async () => {
    double.script(
      { status: 500, error: 'llama runner process has terminated' },
      { status: 500, error: 'llama runner process has terminated' },
      { status: 500, error: 'llama runner process has terminated' }
    )
    const { before, after } = await refine('/v1/chat/completions')
    expect(after.llm?.error).toBe(
      `${double.url('/v1/chat/completions')} answered 500: llama runner process has terminated (gave up after 3 attempts)`
    )
    expect(after.date).toBe(before.date)
  })

  it('stops waiting for a slow model at the timeout, retries, then gives up', async () => {
    double.script({ hang: true }, { hang: true })
    const { after } = await refine('/api/generate', { timeoutMs: 300, retries: 1 })
    expect(double.generations()).toHaveLength(2)
    expect(after.llm?.error).toBe(
      `${double.url('/api/generate')}: no answer within 0.3 s (gave up after 2 attempts)`
    )
  })

  it('does not retry a model that is not installed and says how to get it', async () => {
    const { after } = await refine('/v1/completions', { model: 'llama3:8b' })
    expect(double.generations()).toHaveLength(1)
    expect(after.llm).toMatchObject({
      outcome: 'failed',
      attempts: 1,
      error: `${double.url('/v1/completions')} answered 404: model 'llama3:8b' not found (run \`ollama pull llama3:8b\`)`
    })
  })

  it('reports a refused connection without retrying', async () => {
    const base = await refusedBase()
    const client = createLlmClient({
      url: `${base}/api/generate`,
      model: 'qwen2.5:3b',
      timeoutMs: 5_000,
      backoffMs: 1
    })
    const result = await client.complete({ system: 's', prompt: 'p', schema: {} })
    expect(result).toEqual({
      kind: 'failed',
      attempts: 1,
      reason: `${base}/api/generate: connection refused: nothing listens there`
    })
  })

  it('names a server that answers something other than JSON', async () => {
    double.script({ status: 200, raw: '<html>proxy login</html>' })
    const { after } = await refine('/api/generate')
    expect(after.llm?.error).toBe(
      `${double.url('/api/generate')} did not answer JSON: <html>proxy login</html>`
    )
  })
})

describe('health check before a batch', () => {
  it.each([
    ['/api/generate', '/api/tags'],
    ['/v1/chat/completions', '/v1/models']
  ])('%s: asks %s and finds the model', async (path, healthPath) => {
    const client = createLlmClient({ url: double.url(path), model: 'qwen2.5:3b', timeoutMs: 5_000 })
    expect(await client.health()).toEqual({ kind: 'ready', models: ['qwen2.5:3b'] })
    expect(double.requests.map(r => `${r.method} ${r.path}`)).toEqual([`GET ${healthPath}`])
  })

  it('says which model to pull when it is missing', async () => {
    const client = createLlmClient({
      url: double.url('/api/chat'),
      model: 'qwen2.5:7b',
      timeoutMs: 5_000
    })
    expect(await client.health()).toEqual({
      kind: 'model-missing',
      models: ['qwen2.5:3b'],
      message: `Model qwen2.5:7b is not installed at ${double.base}; run \`ollama pull qwen2.5:7b\` (installed: qwen2.5:3b).`
    })
  })

  it('says how to start Ollama when nothing listens', async () => {
    const base = await refusedBase()
    const client = createLlmClient({
      url: `${base}/v1/completions`,
      model: 'qwen2.5:3b',
      timeoutMs: 5_000
    })
    expect(await client.health()).toEqual({
      kind: 'unreachable',
      message:
        `The model server at ${base} is not usable (connection refused: nothing listens there). ` +
        'Start it with `ollama serve` and run `ollama pull qwen2.5:3b`.'
    })
  })
})
