/**
 * The PyMuPDF reader's program is a file of its own (src/pdf/read/pymupdf-reader.py) that both
 * shipped forms find and start: the bundled action (dist/index.js, run from a checkout as the
 * runner runs it) and the CLI as `npm pack` ships it (the tarball unpacked alone, its packages
 * linked). A stand-in interpreter records the program it is given, then runs the real one, so
 * the test sees that the very file was started, and the file is named either way (with fitz by
 * PyMuPDF, without it by the pdf.js fallback after the program's own "no fitz" answer).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { textInvoicePdf } from '../../examples/demo-pdfs.js'
import { actionRuntimes, runAction } from '../helpers/action-run.js'
import { FITZ, PYTHON } from '../helpers/fitz.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { refusedBase } from '../helpers/ollama-double.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { makeRepo } from '../helpers/repo.js'

const PROGRAM = readFileSync(join(PROJECT_ROOT, 'src', 'pdf', 'read', 'pymupdf-reader.py'), 'utf8')
const UNAVAILABLE = 'reader pymupdf is unavailable'

let tmp: TempDir
beforeEach(() => {
  tmp = tempDir('pymupdf-shipped-')
})
afterEach(() => tmp.cleanup())

/** A python3 that writes the program it was given (`-I -c PROGRAM LIMIT`) to `record` first. */
function recordingPython(record: string): string {
  const path = join(tmp.dir, 'python')
  writeFileSync(path, `#!/bin/sh\nprintf '%s' "$3" > '${record}'\nexec ${PYTHON} "$@"\n`)
  chmodSync(path, 0o755)
  return path
}

function expectReaderRan(record: string, output: string): void {
  expect(readFileSync(record, 'utf8')).toBe(PROGRAM)
  if (FITZ) expect(output).not.toContain(UNAVAILABLE)
  else expect(output).toMatch(/reader pymupdf is unavailable \(ModuleNotFoundError: .*fitz/)
}

it('the CLI as npm pack ships it starts the shipped program', async () => {
  const packed = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp.dir],
    { cwd: PROJECT_ROOT, env: { ...process.env, npm_config_update_notifier: 'false' } }
  )
  const [{ filename }] = JSON.parse(packed.toString('utf8')) as [{ filename: string }]
  execFileSync('tar', ['-xzf', join(tmp.dir, filename), '-C', tmp.dir])
  const installed = join(tmp.dir, 'package')
  expect(existsSync(join(installed, 'src', 'pdf', 'read', 'pymupdf-reader.py'))).toBe(true)
  // Only the package's own files: its dependencies come from this checkout.
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(installed, 'node_modules'))
  const file = join(tmp.dir, 'scan.pdf')
  writeFileSync(file, await textInvoicePdf())
  const record = join(tmp.dir, 'program.py')
  const run = spawnSync(
    process.execPath,
    [
      join(installed, 'bin', 'pdf-rename.js'),
      '--no-llm',
      '--dry-run',
      '--reader',
      'pymupdf',
      '--python',
      recordingPython(record),
      file
    ],
    { cwd: tmp.dir, env: { PATH: process.env.PATH, HOME: tmp.dir }, encoding: 'utf8' }
  )
  expect(run.status).toBe(0)
  expect(run.stdout).toContain('planned   scan.pdf -> 20240314-invoice-acme-cloud-hosting.pdf')
  expectReaderRan(record, run.stderr)
}, 120_000)

describe.each(actionRuntimes())('the bundled action ($name)', runtime => {
  it('starts the program from the checkout it runs in', async () => {
    const repo = makeRepo({ 'README.md': '# documents\n' })
    try {
      repo.write({ 'inbox/scan0023.pdf': Buffer.from(await textInvoicePdf()) as unknown as string })
      repo.commit('scanner upload')
      const record = join(tmp.dir, 'program.py')
      const run = await runAction({
        workspace: repo.dir,
        inputs: {
          command: 'rename-pdfs',
          push: 'false',
          reader: 'pymupdf',
          python: recordingPython(record),
          'llm-url': (await refusedBase()) + '/api/generate'
        },
        event: { name: 'push', payload: { ref: 'refs/heads/main' } },
        serverUrl: 'http://127.0.0.1:9',
        apiUrl: 'http://127.0.0.1:9',
        node: runtime.node
      })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ 'renamed-count': '1' })
      expectReaderRan(record, run.stdout)
    } finally {
      repo.cleanup()
    }
  })
})
