/**
 * examples/workflows/pdf-inbox.yml and pdf-inbox-undo.yml, rehearsed (see
 * __tests__/helpers/rehearsal/): a scanned invoice pushed to inbox/ is renamed into archive/
 * on the default branch, and the undo workflow, started by hand, puts it back.
 */
import { textInvoicePdf } from '../../examples/demo-pdfs.js'
import { startOllamaDouble, type OllamaDouble } from '../helpers/ollama-double.js'
import {
  expectJobs,
  leaks,
  rehearsalWorld,
  type RehearsalWorld
} from '../helpers/rehearsal/world.js'

let w: RehearsalWorld
let ollama: OllamaDouble
afterEach(async () => {
  await ollama.close()
  await w.cleanup()
})

const tree = (): string[] =>
  w
    .origin(['ls-tree', '-r', '--name-only', 'main'])
    .split('\n')
    .filter(path => path.endsWith('.pdf'))

it('pdf-inbox.yml and pdf-inbox-undo.yml, rehearsed: rename on push, undo by hand', async () => {
  ollama = await startOllamaDouble()
  w = await rehearsalWorld({ 'inbox/scan0023.pdf': await textInvoicePdf() })
  // This runner's Ollama listens on a port of its own: the runner's .env file says where.
  const runnerEnv = { OLLAMA_URL: ollama.base }

  const rename = await w.rehearse('pdf-inbox.yml', w.push(), { runnerEnv })
  expectJobs(rename, ['rename: success [success success success]'])
  expect(rename.job('rename').steps[0]?.log).toBe(
    `Ollama answers at ${ollama.base} and has qwen2.5:3b.\n`
  )
  expect(tree()).toEqual(['archive/20240314-invoice-acme-cloud-hosting.pdf'])
  expect(w.origin(['log', '-1', '--format=%s', 'main'])).toBe('pdf-rename: 1 file')
  expect(rename.job('rename').summary).toContain(
    '`archive/20240314-invoice-acme-cloud-hosting.pdf`'
  )

  const undo = await w.rehearse('pdf-inbox-undo.yml', w.dispatch({}), { runnerEnv })
  expectJobs(undo, ['undo: success [success success]'])
  expect(tree()).toEqual(['inbox/scan0023.pdf'])
  expect(w.origin(['log', '-1', '--format=%s', 'main'])).toBe('pdf-rename: undo 1 file')
  expect(leaks(rename)).toEqual([])
  expect(leaks(undo)).toEqual([])
})
