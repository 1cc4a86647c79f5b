/**
 * The PyMuPDF child's start and end, with small shell scripts standing in for python3: the file
 * is asked for before the child says it is ready (so it reads as soon as it can), the file's time
 * limit still starts only when the child is ready; closing an idle child does not wait for its
 * interpreter to wind down, one that still reads for someone answers first, and a one-file run
 * leaves no child behind.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PymupdfChild } from '../../src/pdf/read/pymupdf-child.js'
import { PymupdfInspector } from '../../src/pdf/read/pymupdf-inspector.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { PYTHON } from '../helpers/fitz.js'
import { writeInvoice } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { processAlive, TSX_IMPORT } from '../helpers/child.js'

/** Says it cannot be read here ("check"): the inspector then reads it itself for the message. */
const ANSWER = `echo '{"id": 1, "ok": false, "reason": "check"}'`

let tmp: TempDir
beforeEach(() => {
  tmp = tempDir('pymupdf-start-')
})
afterEach(() => tmp.cleanup())

function fakePython(body: string): string {
  const path = join(tmp.dir, 'python')
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

function inspector(python: string, timeoutMs = 30_000): PymupdfInspector {
  const options = { maxTokens: 1000, timeoutMs, now: new Date(), maxDecompressedMb: 64 }
  return new PymupdfInspector(options, { python, jobs: 1, fileCount: 1 })
}

it('asks for the file before the child is ready', async () => {
  // This child says it is ready only once it has the request; a reader that waits for the ready
  // line first gets "not ready" after 5 s instead (and a warning).
  const python = fakePython(
    `timeout 5 head -n 1 > /dev/null || { echo '{"ready": false, "error": "no request before ready"}'; exit 0; }
echo '{"ready": true}'
${ANSWER}
cat > /dev/null`
  )
  const reader = inspector(python)
  const inspection = await reader.inspect(join(tmp.dir, 'missing.pdf'))
  await reader.close()
  expect(reader.warnings).toEqual([])
  expect(inspection.outcome).toMatchObject({
    kind: 'unreadable',
    message: expect.stringMatching(/^cannot read the file/)
  })
})

it("starts the file's time limit when the child is ready, not when it was asked", async () => {
  // Ready after 1 s, more than three times the file's limit.
  const python = fakePython(`sleep 1\necho '{"ready": true}'\n${ANSWER}\ncat > /dev/null`)
  const reader = inspector(python, 300)
  const inspection = await reader.inspect(join(tmp.dir, 'missing.pdf'))
  await reader.close()
  expect(reader.warnings).toEqual([])
  expect(inspection.outcome).toMatchObject({
    kind: 'unreadable',
    message: expect.stringMatching(/^cannot read the file/)
  })
})

it('closes an idle child without waiting for it to end (it ends, or is killed, on its own)', async () => {
  const pidFile = join(tmp.dir, 'pid')
  const python = fakePython(
    `echo $$ > ${pidFile}\necho '{"ready": true}'\n${ANSWER}\ncat > /dev/null\nsleep 30`
  )
  const reader = inspector(python)
  await reader.inspect(join(tmp.dir, 'missing.pdf'))
  await reader.close()
  const pid = Number(readFileSync(pidFile, 'utf8'))
  expect(processAlive(pid)).toBe(true)
  // Its input is closed; it lingers in `sleep`, so the grace timer kills it.
  await new Promise<void>(resolve => {
    const poll = setInterval(() => {
      if (!processAlive(pid)) resolve(clearInterval(poll))
    }, 20)
  })
})

it('kills an idle child at close instead of waiting for it to wind down', async () => {
  const pidFile = join(tmp.dir, 'pid')
  // Ready, and deaf to the end of its input: only a kill ends it.
  const python = fakePython(`echo $$ > '${pidFile}'\necho '{"ready": true}'\nexec sleep 600`)
  const child = new PymupdfChild(python, 128)
  expect((await child.started).kind).toBe('ready')
  const pid = Number(readFileSync(pidFile, 'utf8'))
  await child.close(60_000)
  await new Promise<void>(resolve => {
    const poll = setInterval(() => {
      if (!processAlive(pid)) resolve(clearInterval(poll))
    }, 20)
  })
})

it('lets a child that still reads for someone answer before it closes', async () => {
  const log = join(tmp.dir, 'requests.log')
  // Logs each request and answers it with "check".
  const python = fakePython(
    [
      `echo '{"ready": true}'`,
      'while IFS= read -r line; do',
      `  printf '%s\\n' "$line" >> '${log}'`,
      `  id=$(printf '%s' "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')`,
      `  printf '{"id": %s, "ok": false, "reason": "check"}\\n' "$id"`,
      'done'
    ].join('\n')
  )
  const child = new PymupdfChild(python, 128)
  const reading = child.read('/inbox/a.pdf', { maxTokens: 1000 }, 5_000)
  await child.close()
  expect(await reading).toEqual({ kind: 'check' })
  const asked = readFileSync(log, 'utf8').trim().split('\n')
  expect(asked.map(line => (JSON.parse(line) as { path: string }).path)).toEqual(['/inbox/a.pdf'])
})

it('a one-file run (bin entry, from source) prints its plan, exits 0 and leaves no child running', async () => {
  const file = await writeInvoice(tmp.dir, 'scan.pdf', { issuer: 'Muster GmbH' })
  const pidFile = join(tmp.dir, 'pid')
  const python = fakePython(`echo $$ > '${pidFile}'\nexec ${PYTHON} "$@"`)
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      TSX_IMPORT,
      join(PROJECT_ROOT, 'src/cli/pdf-rename-bin.ts'),
      '--no-llm',
      '--dry-run',
      '--reader',
      'pymupdf',
      '--python',
      python,
      file
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmp.dir } }
  )
  expect(run.status).toBe(0)
  expect(run.stdout).toContain(`planned   ${file} -> `)
  expect(run.stdout).toMatch(/planned 1, unchanged 0, skipped 0, failed 0\n$/)
  expect(processAlive(Number(readFileSync(pidFile, 'utf8')))).toBe(false)
})
