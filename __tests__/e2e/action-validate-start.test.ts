/**
 * The action's `validate` is a cold-start aim (BENCHMARKS.md, "Action cold start"). The bundle's
 * start loads only index.js and the chunks of the PRD checks: not @actions/core's HTTP client
 * (undici) nor its process runner, which @actions/core imports for getIDToken and `platform`
 * alone (scripts/flag-pure-deps.mjs lets ncc leave them out: 130 ms of the start), not Octokit,
 * not pdf.js. A module-load trace of the real `dist/index.js` pins that.
 */
import { readdirSync, readFileSync, copyFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { actionRuntimes, BUNDLE, runAction } from '../helpers/action-run.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

const TRACE = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'module-trace.mjs')).href
const DIST = join(PROJECT_ROOT, 'dist')

/** Code of the parts the validate path must not evaluate, as ncc emits it (classes renamed). */
const MARKERS: Record<string, RegExp> = {
  undici: /undici/,
  '@actions/http-client': /\bclass \w*HttpClient\b/,
  '@actions/exec': /\bclass \w*ToolRunner\b/,
  octokit: /\bclass \w*Octokit\b/,
  'pdfjs-dist': /\bclass \w*PDFDocumentProxy\b/
}
/**
 * node:crypto stays: @actions/core's own file-command.js imports it. node:net too: Node writes
 * to a piped stdout through a net.Socket.
 */
const BUILTINS = ['http', 'https', 'tls', 'child_process', 'zlib']

function chunks(): string[] {
  return readdirSync(DIST).filter(name => name.endsWith('.js'))
}

function partsIn(file: string): string[] {
  const text = readFileSync(join(DIST, file), 'utf8')
  return Object.entries(MARKERS)
    .filter(([, marker]) => marker.test(text))
    .map(([part]) => part)
}

describe.each(actionRuntimes())('action validate on $name: what its start loads', runtime => {
  let tmp: TempDir
  let files: string[]
  let builtins: string[]
  beforeAll(async () => {
    tmp = tempDir('action-validate-start-')
    copyFileSync(join(PROJECT_ROOT, 'examples', 'prd.json'), join(tmp.dir, 'prd.json'))
    const trace = join(tmp.dir, 'trace')
    const run = await runAction({
      workspace: tmp.dir,
      inputs: { command: 'validate', prd: 'prd.json' },
      event: { name: 'push', payload: {} },
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
      env: { NODE_OPTIONS: `--import ${TRACE}`, MODULE_TRACE_FILE: trace },
      node: runtime.node
    })
    expect(run.stdout).toContain('prd.json: valid, 4 stories.')
    expect(run.code).toBe(0)
    const lines = readFileSync(trace, 'utf8').split('\n').filter(Boolean)
    const urls = lines.map(line => line.split(' ')[0]!)
    files = [
      ...new Set(
        urls
          .filter(url => url.startsWith('file:') && fileURLToPath(url).startsWith(DIST + '/'))
          .map(url => basename(fileURLToPath(url)))
      )
    ]
    builtins = lines
      .filter(line => line.endsWith(' (loaded)'))
      .map(line => line.slice('node:'.length, -' (loaded)'.length))
  })
  afterAll(() => tmp.cleanup())

  it('sees the chunks it loads and the code in them (the trace and the markers work)', () => {
    expect(files).toContain(basename(BUNDLE))
    expect(files.length).toBeGreaterThan(1)
    const everywhere = new Set(chunks().flatMap(partsIn))
    expect([...everywhere]).toEqual(expect.arrayContaining(['octokit', 'pdfjs-dist']))
    expect(builtins).toEqual(expect.arrayContaining(['fs', 'crypto']))
  })

  it('evaluates no HTTP client, process runner, Octokit or pdf.js', () => {
    expect(files.flatMap(file => partsIn(file).map(part => `${file}: ${part}`))).toEqual([])
  })

  it('loads no network or process built-in', () => {
    expect(builtins.filter(name => BUILTINS.includes(name))).toEqual([])
  })
})
