import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const read = (path: string): string => readFileSync(resolve(root, path), 'utf8')
const PINNED_CHECKOUT = /uses: actions\/checkout@[0-9a-f]{40} # v\d+\.\d+\.\d+\n/g

/** The example differs from this repository's copy only in how it names the action and the docs. */
function normalized(text: string): string {
  return text
    .replace(/uses: \.\/\n/g, 'uses: ACTION\n')
    .replace(/uses: ralph-action\/ralph-action@\S+(?: # .*)?\n/g, 'uses: ACTION\n')
    .replace(/docs\/inbox\.md of ralph-action/g, 'docs/inbox.md')
    .replace(/^# Copy to .*\n/m, '')
}

describe.each(['pdf-inbox.yml', 'pdf-inbox-undo.yml'])('workflow %s', name => {
  const own = read(`.github/workflows/${name}`)
  const example = read(`examples/workflows/${name}`)

  it('has an example copy that matches this repository’s copy', () => {
    expect(normalized(example)).toBe(normalized(own))
    expect(example).not.toContain('uses: ./')
  })

  it('checks out with LFS content, no persisted token, checkout pinned by SHA', () => {
    expect(own.match(PINNED_CHECKOUT)).toHaveLength(1)
    expect(own).toContain('          lfs: true\n')
    expect(own).toContain('          persist-credentials: false\n')
    expect(own).toMatch(/permissions:\n {2}contents: write\n\n/)
    expect(own).toContain('cancel-in-progress: false')
    expect(own).toContain('runs-on: [self-hosted, ollama]')
  })
})

describe('the rename workflow', () => {
  const own = read('.github/workflows/pdf-inbox.yml')

  it('runs on inbox pushes and by hand, and checks Ollama before anything else', () => {
    expect(own).toContain("  push:\n    paths: ['inbox/**']")
    expect(own).toContain('  workflow_dispatch:\n')
    const steps = own.slice(own.indexOf('    steps:'))
    expect(steps.indexOf('curl -sf')).toBeLessThan(steps.indexOf('actions/checkout@'))
    expect(steps).toContain('ollama pull $LLM_MODEL')
    expect(own).toContain('LLM_MODEL: qwen2.5:3b')
    expect(own).toContain('command: rename-pdfs')
  })

  it('shares its concurrency group with the undo workflow', () => {
    const undo = read('.github/workflows/pdf-inbox-undo.yml')
    const group = /group: (.*)\n/.exec(own)?.[1]
    expect(group).toBe('pdf-inbox-${{ github.ref }}')
    expect(/group: (.*)\n/.exec(undo)?.[1]).toBe(group)
    expect(undo).toContain('command: undo-pdfs')
    expect(undo).toContain('fetch-depth: 0')
    expect(undo).not.toMatch(/^\s+push:/m)
  })
})

/** The `run: |` block of the step with this name, unindented. */
function stepScript(workflow: string, stepName: string): string {
  const start = workflow.indexOf(`- name: ${stepName}\n`)
  const run = workflow.indexOf('run: |\n', start) + 'run: |\n'.length
  const lines: string[] = []
  for (const line of workflow.slice(run).split('\n')) {
    if (!line.startsWith('          ') && line.trim() !== '') break
    lines.push(line.slice(10))
  }
  return lines.join('\n')
}

describe('the Ollama check step, run with bash against a loopback server', () => {
  const script = stepScript(read('.github/workflows/pdf-inbox.yml'), 'Check Ollama and the model')
  let server: Server
  let models: string[]
  let url: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/api/tags') return void response.writeHead(404).end()
      const body = { models: models.map(name => ({ name, model: name, size: 1929912432 })) }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise(done => server.close(done)))

  // The way GitHub runs `shell: bash` steps.
  const check = (ollamaUrl: string) => {
    // spawn, not spawnSync: the loopback server in this process must answer while bash runs.
    return new Promise<{ status: number | null; stdout: string }>(done => {
      const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
        // GITHUB_OUTPUT: the url output is read in the workflow rehearsal (rehearsal-inbox.test.ts).
        env: {
          PATH: process.env.PATH,
          OLLAMA_URL: ollamaUrl,
          LLM_MODEL: 'qwen2.5:3b',
          GITHUB_OUTPUT: '/dev/null'
        }
      })
      let stdout = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.on('close', status => done({ status, stdout }))
    })
  }

  it('passes when the model is pulled', async () => {
    models = ['llama3.2:1b', 'qwen2.5:3b']
    const result = await check(url)
    expect(result).toEqual({ status: 0, stdout: `Ollama answers at ${url} and has qwen2.5:3b.\n` })
  })

  it('fails with the pull command when the model is missing (a longer tag does not count)', async () => {
    models = ['qwen2.5:3b-instruct-q8_0']
    const result = await check(url)
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('Run on the runner: ollama pull qwen2.5:3b')
    expect(result.stdout.startsWith('::error title=Model qwen2.5:3b is missing::')).toBe(true)
  })

  it('fails with how to start Ollama when nothing answers', async () => {
    const closed = createServer()
    await new Promise<void>(done => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise(done => closed.close(done))
    const result = await check(`http://127.0.0.1:${port}`)
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/^::error title=Ollama is not reachable::.*ollama serve/)
  })
})
