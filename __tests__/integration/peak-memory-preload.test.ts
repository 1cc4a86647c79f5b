/**
 * The memory tests' preload (helpers/peak-memory.mjs) reports the measured process's own peak:
 * not getrusage's maxRSS, which on Linux starts at the resident size of the spawning process's
 * forked copy (its malloc'd memory: Buffers, not the V8 heap), so that a small action spawned by a
 * test runner holding hundreds of MB read as hundreds of MB (BENCHMARKS.md, "The bomb test's
 * 527 MiB").
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT } from '../helpers/fixtures.js'

const PRELOAD = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'peak-memory.mjs')).href
const MB = 1024

function exited(child: ReturnType<typeof spawn>): Promise<number | null> {
  return new Promise(resolve => child.once('exit', code => resolve(code)))
}

const linux = process.platform === 'linux' ? it : it.skip

linux("reports the process's own peak, not the spawning process's memory", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'peak-preload-'))
  const file = join(dir, 'peak')
  // Held (and touched) by this process while it spawns the measured one.
  const ballast = Buffer.alloc(256 * 1024 * 1024, 1)
  try {
    const child = spawn(process.execPath, ['-e', '0'], {
      env: { ...process.env, NODE_OPTIONS: `--import ${PRELOAD}`, PEAK_MEMORY_FILE: file },
      stdio: 'ignore'
    })
    expect(await exited(child)).toBe(0)
    const own = Number(readFileSync(file, 'utf8'))
    const rusage = Number(readFileSync(`${file}.rusage`, 'utf8'))
    const figures = { own, rusage }
    expect({
      ownUnder128Mb: own > 10 * MB && own < 128 * MB,
      maxRssOver256Mb: rusage > 256 * MB,
      figures
    }).toEqual({
      ownUnder128Mb: true,
      maxRssOver256Mb: true,
      figures
    })
  } finally {
    ballast.fill(0, 0, 1)
    rmSync(dir, { recursive: true, force: true })
  }
})
