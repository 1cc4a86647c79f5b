/**
 * The PyMuPDF child's read ahead (src/pdf/read/pymupdf-child.ts `readAhead`, sent by a one-file
 * run as soon as its command is parsed: src/cli/pdf/read-ahead.ts) and its end: a later `read` of
 * the same request takes the answer without asking again; another request is asked after it; an
 * unclaimed read ahead holds neither the process nor its exit, and the early child is killed when
 * the process exits; an idle child is killed at `close`, not left to wind down. Stand-in
 * interpreters (shell scripts speaking the child's line protocol) make it exact: they log each
 * request and answer `check` to every one.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { TSX_IMPORT } from '../helpers/child.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { writeInvoice } from '../helpers/pdf-inbox.js'
import { PYTHON } from '../helpers/fitz.js'
import { childRequest, PymupdfChild } from '../../src/pdf/read/pymupdf-child.js'

let tmp: TempDir
beforeEach(() => {
  tmp = tempDir('pymupdf-read-ahead-')
})
afterEach(() => tmp.cleanup())

function script(name: string, body: string): string {
  const path = join(tmp.dir, name)
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

/** Logs each request line to `log` and answers it with `check` (read it yourself). */
function answeringPython(log: string, pidFile: string): string {
  return script(
    'python-answers',
    [
      `echo $$ > '${pidFile}'`,
      `echo '{"ready": true}'`,
      'while IFS= read -r line; do',
      `  printf '%s\\n' "$line" >> '${log}'`,
      `  id=$(printf '%s' "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')`,
      `  printf '{"id": %s, "ok": false, "reason": "check"}\\n' "$id"`,
      'done'
    ].join('\n')
  )
}

function requests(log: string): string[] {
  return existsSync(log)
    ? readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map(line => (JSON.parse(line) as { path: string }).path)
    : []
}

/** Whether `pid` still runs (a zombie left to an init that does not reap counts as ended). */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`
  if (existsSync('/proc/self/stat')) {
    if (!existsSync(stat)) return false
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z'
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const LIMITS = { maxTokens: 1000 }

describe('a read ahead', () => {
  it('is taken by a read of the same request: the child is asked once', async () => {
    const log = join(tmp.dir, 'requests.log')
    const child = new PymupdfChild(answeringPython(log, join(tmp.dir, 'pid')), 128)
    const request = childRequest('/inbox/a.pdf', LIMITS)
    child.readAhead(request, 5_000)
    expect(child.pending).toBe(1)
    expect(await child.read(childRequest('/inbox/a.pdf', LIMITS), 5_000)).toEqual({
      kind: 'check'
    })
    expect(requests(log)).toEqual(['/inbox/a.pdf'])
    await child.close()
  })

  it('is not taken by another request, or the same under another limit: those are asked after it', async () => {
    const log = join(tmp.dir, 'requests.log')
    const child = new PymupdfChild(answeringPython(log, join(tmp.dir, 'pid')), 128)
    child.readAhead(childRequest('/inbox/a.pdf', LIMITS), 5_000)
    expect(await child.read(childRequest('/inbox/b.pdf', LIMITS), 5_000)).toEqual({
      kind: 'check'
    })
    // The same path with another page limit, then another time limit: neither is the read ahead.
    expect(
      await child.read(childRequest('/inbox/a.pdf', { ...LIMITS, maxPages: 2 }), 5_000)
    ).toEqual({ kind: 'check' })
    expect(requests(log)).toEqual(['/inbox/a.pdf', '/inbox/b.pdf', '/inbox/a.pdf'])
    await child.close()
  })

  it('unclaimed, holds neither the process nor its exit; the early child is killed at exit', () => {
    const pidFile = join(tmp.dir, 'pid')
    // Ready, then reads nothing and answers nothing for ten minutes.
    const python = script(
      'python-silent',
      `echo $$ > '${pidFile}'\necho '{"ready": true}'\nexec sleep 600`
    )
    const program = join(tmp.dir, 'read-ahead.ts')
    writeFileSync(
      program,
      [
        `import { prestartFromArgv, readAheadPrestarted } from '${PROJECT_ROOT}/src/pdf/read/pymupdf-prestart.ts'`,
        `import { childRequest } from '${PROJECT_ROOT}/src/pdf/read/pymupdf-child.ts'`,
        `prestartFromArgv(['--reader', 'pymupdf', '--python', ${JSON.stringify(python)}, 'a.pdf'])`,
        `console.log(readAheadPrestarted(${JSON.stringify(python)}, 128, childRequest('/inbox/a.pdf', { maxTokens: 1000 }), 600_000))`
      ].join('\n')
    )
    const started = Date.now()
    const run = spawnSync(process.execPath, ['--import', TSX_IMPORT, program], {
      encoding: 'utf8',
      timeout: 60_000
    })
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe('true')
    expect(run.status).toBe(0)
    // It ends once the child is ready, not at the read's time limit (600 s) or the child's end.
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false)
  })
})

describe('the time limit of a read ahead', () => {
  /** Ready, then reads nothing and answers nothing for ten minutes. */
  function silentPython(pidFile: string): string {
    return script('python-silent', `echo $$ > '${pidFile}'\necho '{"ready": true}'\nexec sleep 600`)
  }

  it('does not run until it is claimed, then runs in full', async () => {
    const pidFile = join(tmp.dir, 'pid')
    const child = new PymupdfChild(silentPython(pidFile), 128)
    const request = childRequest('/inbox/a.pdf', LIMITS)
    child.readAhead(request, 200)
    expect((await child.started).kind).toBe('ready')
    await new Promise(resolve => setTimeout(resolve, 600))
    expect(child.pending).toBe(1)
    expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(true)
    const claimed = Date.now()
    expect(await child.read(request, 200)).toEqual({ kind: 'timeout' })
    expect(Date.now() - claimed).toBeGreaterThanOrEqual(190)
    await child.close()
  })

  it('runs once another request waits behind it, which is then not held up for longer', async () => {
    const child = new PymupdfChild(silentPython(join(tmp.dir, 'pid')), 128)
    child.readAhead(childRequest('/inbox/a.pdf', LIMITS), 200)
    expect((await child.started).kind).toBe('ready')
    // Killed at the read ahead's limit; the file behind it was not read (the reader asks again).
    expect(await child.read(childRequest('/inbox/b.pdf', LIMITS), 200)).toEqual({
      kind: 'not-read'
    })
  })
})

describe('closing', () => {
  it('kills an idle child at once instead of waiting for it to wind down', async () => {
    const pidFile = join(tmp.dir, 'pid')
    // Ready, and deaf to the end of its input: only a kill ends it.
    const python = script(
      'python-deaf',
      `echo $$ > '${pidFile}'\necho '{"ready": true}'\nexec sleep 600`
    )
    const child = new PymupdfChild(python, 128)
    expect((await child.started).kind).toBe('ready')
    const pid = Number(readFileSync(pidFile, 'utf8'))
    await child.close(60_000)
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(running(pid)).toBe(false)
  })

  it('lets a child that still reads for someone answer first', async () => {
    const log = join(tmp.dir, 'requests.log')
    const child = new PymupdfChild(answeringPython(log, join(tmp.dir, 'pid')), 128)
    const reading = child.read(childRequest('/inbox/a.pdf', LIMITS), 5_000)
    await child.close()
    expect(await reading).toEqual({ kind: 'check' })
    expect(requests(log)).toEqual(['/inbox/a.pdf'])
  })
})

describe('a one-file run (bin entry, from source)', () => {
  it('prints its plan, exits 0 and leaves no PyMuPDF child running', async () => {
    const file = await writeInvoice(tmp.dir, 'scan.pdf', { issuer: 'Muster GmbH' })
    const pidFile = join(tmp.dir, 'pid')
    const python = script('python-wrapper', `echo $$ > '${pidFile}'\nexec ${PYTHON} "$@"`)
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
    expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false)
  })
})
