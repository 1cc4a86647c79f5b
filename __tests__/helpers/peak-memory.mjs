// Preloaded with `node --import` (NODE_OPTIONS) into a process under test: at exit it writes the
// process's own peak resident memory, in KiB, to $PEAK_MEMORY_FILE, and getrusage's maxRSS to
// $PEAK_MEMORY_FILE.rusage.
// The own peak is VmHWM (/proc/self/status), the high-water mark of this program's memory since
// it was started; getrusage's maxRSS is not that on Linux: a spawned process is forked from its
// parent, and exec keeps the forked copy's resident size as a floor of the child's maxRSS, so a
// small process spawned by a 500 MB test runner reports 500 MB (BENCHMARKS.md, "The bomb test's
// 527 MiB"). Where there is no /proc, maxRSS is all there is.
// The variable is read at exit, not at load: on Node 24 the action re-executes itself and gets
// non-basic variables back only once its entry runs (src/secrets/reexec.ts), after this preload.
import { readFileSync, writeFileSync } from 'node:fs'

function highWaterKib() {
  try {
    const line = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))
    return line ? Number(line[1]) : undefined
  } catch {
    return undefined
  }
}

process.on('exit', () => {
  const file = process.env.PEAK_MEMORY_FILE
  if (!file) return
  const maxRss = process.resourceUsage().maxRSS
  writeFileSync(file, String(highWaterKib() ?? maxRss))
  writeFileSync(`${file}.rusage`, String(maxRss))
})
