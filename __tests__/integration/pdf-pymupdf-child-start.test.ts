/**
 * The PyMuPDF reader's part in a short one-file run (BENCHMARKS.md, "One file, whole process"),
 * with small shell scripts standing in for python3: the file is asked for before the child says
 * it is ready (so the child reads while this process warms its analysis up), the file's time
 * limit still starts only when the child is ready, and closing an idle child does not wait for
 * its interpreter to wind down.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PymupdfInspector } from '../../src/pdf/read/pymupdf-inspector.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { processAlive } from '../helpers/child.js'

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
  expect(inspection.outcome).toMatchObject({ kind: 'unreadable', reason: 'io' })
})

it("starts the file's time limit when the child is ready, not when it was asked", async () => {
  const python = fakePython(`sleep 1.5\necho '{"ready": true}'\n${ANSWER}\ncat > /dev/null`)
  const reader = inspector(python, 500)
  const inspection = await reader.inspect(join(tmp.dir, 'missing.pdf'))
  await reader.close()
  expect(reader.warnings).toEqual([])
  expect(inspection.outcome).toMatchObject({ kind: 'unreadable', reason: 'io' })
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
